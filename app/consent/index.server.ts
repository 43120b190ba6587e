// consent: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export type { ConsentChannel, ConsentPurpose, ConsentSource } from "./consent";
export {
  anonymiseConsents,
  type ConsentEntry,
  consentHistory,
  consentHistoryOfAddress,
  type ConsentPerson,
  currentConsents,
  hasConsent,
  recordConsent,
  recordOptIns,
  withdrawAllConsents,
} from "./consent-ledger.server";
export { giveAccountConsents, loadAccountConsents, withdrawAccountConsent } from "./account-consents.server";
