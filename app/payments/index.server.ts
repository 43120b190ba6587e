// payments: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { checkDiscount } from "./check-discount.server";
export { checkPaymentWithProvider } from "./check-payment-with-provider.server";
export { confirmCheckout } from "./confirm-checkout.server";
export { createPaymentOrder } from "./create-payment-order.server";
export {
  type DashboardPayment,
  dashboardPayments,
  paymentHistoryFields,
  paymentHistoryOrder,
  selectPaymentHistory,
} from "./dashboard-payments.server";
export { exportPaymentsCsv } from "./export-payments-csv.server";
export { getCheckoutPrefill } from "./get-checkout-prefill.server";
export { getPaymentProvider, getSandboxProvider } from "./get-payment-provider.server";
export { handleRazorpayWebhook } from "./handle-razorpay-webhook.server";
export { listPaymentsForDev } from "./list-payments-for-dev.server";
export { listPayments, type PaymentList } from "./list-payments.server";
export { type AdminOverview, loadAdminOverview } from "./load-admin-overview.server";
export { loadPaymentDetails, type PaymentDetails } from "./load-payment-details.server";
export { loadPaymentOutcome, type PaymentSummary } from "./load-payment-outcome.server";
export { type PaymentProvider, ProviderError, refundIdOfReceipt, refundReceiptFor } from "./payment-provider.server";
export { receiptPaymentIds, rememberPaymentReceipt } from "./payment-receipts.server";
export { reconcilePendingPayments } from "./reconcile-pending-payments.server";
export { recordCheckoutFailure } from "./record-checkout-failure.server";
export { hmacSha256Hex, signaturesMatch } from "./signatures.server";
export { chargeSandboxSubscriptions, deliverSandboxWebhooks, simulateSandboxCheckout } from "./simulate-sandbox-checkout.server";
export { paymentsOfStudent } from "./student-payments.server";
