// payments: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { CHECKOUT_MESSAGES, CheckoutOutcomeSchema, CheckoutRequestSchema, firstCheckoutError } from "./checkout";
export { PENDING_ALERT_MINUTES } from "./overview";
export { paymentIdFrom, retryPaymentLink } from "./payment-return";
export { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from "./payment-state";
export {
  type CurrencyTotal,
  findingLabel,
  hasPaymentFilters,
  listRefundState,
  PAYMENT_COURSES,
  PAYMENT_CURRENCIES,
  paymentFilterParamName,
  paymentFilterQuery,
  type PaymentFilters,
  type PaymentListRow,
  PAYMENTS_TEXT,
  providerCheckMessage,
  readPaymentFilters,
} from "./payments";
export { decimalAmount, type DualPrice, formatInr, formatUsd, monthlyInrLabel } from "./price-display";
export {
  CATALOGUE,
  convertMinor,
  COURSE_MONTHS,
  findCatalogueItem,
  INR_PER_USD,
  MASTERCLASS_COURSE,
  monthlyPrice,
  QUANTUM_COURSE,
  quotePrice,
  REFERRAL_CREDIT_PERCENT,
  REFERRAL_PERCENT,
  referralCredit,
  RENEWAL_COURSE,
  STANDARD_COURSE,
  toProviderPaise,
  UPFRONT_PERCENT,
  ZODIAC_COURSE,
} from "./pricing";
