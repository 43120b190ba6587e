// classroom: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { checkCompletion, checkCompletionAfterAttendance, issueEarnedCertificates } from "./check-completion.server";
export { type CohortFigures, loadCohortFigures } from "./cohort-figures.server";
export { listCompletionRules, saveCompletionRule } from "./completion-rules.server";
// For the /learn page, with ProgressPanel (~/classroom/ui).
export { readProgress, type StudentProgress } from "./read-progress.server";
