// autopay: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { confirmAutopayAuthorisation } from "./confirm-autopay.server";
export { endRequestedSubscriptions, requestAutopayEnd } from "./end-autopay.server";
export { autopayOfEnrolments } from "./load-autopay.server";
export { sendDebitNotices } from "./send-debit-notices.server";
export { startAutopay } from "./start-autopay.server";
export { turnOffAutopay } from "./turn-off-autopay.server";
export { authoriseInSandbox, enrolmentOfPayment, loadAutopayAuthorisation } from "./authorise-autopay.server";
