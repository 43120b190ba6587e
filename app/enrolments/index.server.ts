// enrolments: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { attachEarlierPayments } from "./attach-earlier-payments.server";
export { attachPaymentToEnrolment, monthsOf, refreshStudentRecord } from "./attach-payment-to-enrolment.server";
export { enrolmentFacts, findOwnEnrolment, latestActiveCourseEnrolment } from "./find-enrolments.server";
export { type DashboardSession, loadStudentDashboard, type StudentDashboard } from "./load-student-dashboard.server";
export { loadStudentDetails, type StudentDetails } from "./load-student-details.server";
export { readDashboardRows } from "./read-dashboard-rows.server";
export { queueInstalmentReminder, sendInstalmentReminders } from "./send-instalment-reminders.server";
export { type EnrolmentChange, updateStudentEnrolment } from "./update-student-enrolment.server";
