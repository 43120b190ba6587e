// accounts: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { AccountCard, inlineLinkClass, primaryButtonClass, secondaryButtonClass } from "./account-card";
export { EmailField, FullNameField, NewPasswordFields, ProfileDetailFields } from "./account-fields";
export { AccountSection } from "./account-section";
export { EmailVerificationNotice, type ResendAnswer, ResendVerificationForm } from "./email-verification-notice";
export { useInstantValidation } from "./use-instant-validation";
