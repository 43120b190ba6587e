// payments: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { loadRazorpayCheckout } from "./payment-dialog/checkout-client";
export { EnrollButton } from "./payment-dialog/enroll-button";
export { FloatingPayButton } from "./payment-dialog/floating-pay-button";
export { PaymentDialogProvider, type PaymentDialogRequest, usePaymentDialog } from "./payment-dialog/payment-dialog-context";
export { PaymentStatusBadge } from "./payment-status-badge";
