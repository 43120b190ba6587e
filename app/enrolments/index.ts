// enrolments: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  applyRefund,
  type DashboardEnrolment,
  ENROLMENT_MESSAGES,
  ENROLMENT_PLANS,
  ENROLMENT_STATUSES,
  type EnrolmentPlan,
  enrolmentStanding,
  type EnrolmentStatus,
  instalmentPrice,
  offersRenewal,
  PLAN_LABELS,
} from "./enrolment";
export { reminderSubject } from "./instalment-reminders";
export {
  checkBatchChange,
  checkCourseChange,
  checkStatusChange,
  CLOSING_STATUSES,
  MOVABLE_COURSES,
  STUDENT_DIRECTORY_TEXT,
  STUDENT_INTENTS,
} from "./student-directory";
export { UPCOMING_PAYMENT_TEXT, upcomingPaymentDate } from "./upcoming-payment";
