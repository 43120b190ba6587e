// consent: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  CONSENT_MESSAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  isConsentChannel,
  isConsentPurpose,
} from "./consent";
export {
  ACCOUNT_WHATSAPP_OPT_INS,
  currentNotice,
  OPT_IN_FIELD,
  type OptIn,
  optInValue,
  readOptIns,
  WHATSAPP_OPT_INS,
} from "./notices";
