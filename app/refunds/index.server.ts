// refunds: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { loadPaymentRefunds, type PaymentRefunds } from "./load-payment-refunds.server";
export { recordRefundFailure } from "./record-refund-failure.server";
export { recordRefundProcessed } from "./record-refund-processed.server";
export { requestRefund } from "./request-refund.server";
export { resendUnacknowledgedRefunds } from "./resend-unacknowledged-refunds.server";
