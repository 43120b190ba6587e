// accounts: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  ACCOUNT_MESSAGES,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DELETE_CONFIRMATION_WORD,
  DeleteAccountSchema,
  type FieldErrors,
  ForgotPasswordSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  validateForm,
  withEmail,
} from "./account-schemas";
export { VERIFICATION_MESSAGES } from "./email-verification";
export { DASHBOARD_MESSAGES } from "./messages";
