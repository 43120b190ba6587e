// leads: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { ApplicationForm } from "./certificate-application/application-form";
export { ApplicationSubmitted } from "./certificate-application/application-submitted";
export { LeadStatusBadge } from "./lead-status-badge";
export { QuizForm } from "./quiz/quiz-form";
export { QuizResults } from "./quiz/quiz-results";
