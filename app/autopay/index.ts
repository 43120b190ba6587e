// autopay: its rules and words, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  AUTOPAY_STATUSES,
  AUTOPAY_TEXT,
  type AutopayStatus,
  CHARGE_PERIOD_DAYS,
  chargeAtForDueDate,
  type EnrolmentAutopay,
  isCharging,
  nextAutopayStatus,
} from "./autopay";
