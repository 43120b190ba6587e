// consent: its components, for routes and other modules' components.
// Code outside the module imports them only through this file (docs/architecture.md); add a name when it needs one.

export { AccountConsentsSection, GIVE_CONSENTS_INTENT, WITHDRAW_CONSENT_INTENT } from "./account-consents-section";
export { ConsentHistoryPanel } from "./consent-history-panel";
export { WhatsAppOptIns } from "./whatsapp-opt-ins";
