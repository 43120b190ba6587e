// referrals: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  balanceIn,
  checkPayoutForm,
  hasReferralFilters,
  isPayoutOutcome,
  isReferralCurrency,
  MAX_PAYOUT_REFERENCE_LENGTH,
  PAYOUT_SECTION_ID,
  payoutAnswerPath,
  payoutFormAction,
  payoutOutcomeMessage,
  readReferralFilters,
  type ReferralFilters,
  REFERRALS_TEXT,
  type ReferrerBalance,
  referrerFromParam,
  referrerPath,
} from "./referrals";
