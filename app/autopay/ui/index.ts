// autopay: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { AutopayAuthorisation } from "./autopay-authorisation";
export { AutopayOnCard } from "./autopay-on-card";
export { AutopayAfterPayment } from "./autopay-after-payment";
