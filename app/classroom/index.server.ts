// classroom: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { checkCompletion, type CompletionOutcome, issueEarnedCertificates } from "./check-completion.server";
export { type CohortFigures, loadCohortFigures } from "./cohort-figures.server";
export { type CompletionRuleRow, listCompletionRules, saveCompletionRule } from "./completion-rules.server";
export { readProgress, type StudentProgress } from "./read-progress.server";
