// enrolments: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { CourseProgressSection, PaymentHistorySection } from "./money-sections";
export { PayNextInstalmentButton } from "./enrolment-card";
