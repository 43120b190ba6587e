// consent: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export type { ConsentChannel, ConsentPurpose, ConsentSource } from "./consent";
export {
  type ConsentEntry,
  consentHistory,
  type ConsentPerson,
  currentConsents,
  hasConsent,
  recordConsent,
  withdrawAllConsents,
} from "./consent-ledger.server";
