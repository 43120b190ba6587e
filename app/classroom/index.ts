// classroom: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  ANNOUNCEMENT_TEXT,
  ASSIGNMENT_TEXT,
  checkAnnouncementForm,
  checkAssignmentForm,
  criterionFields,
  MAX_RUBRIC_CRITERIA,
} from "./assignment-form";
export { type AssignmentState } from "./hand-in-rules";
export { atRiskText, COMPLETION_TEXT, parseCompletionRuleForm, parseRevokeReason, REVOKE_REASON_MAX_LENGTH } from "./completion";
export { HAND_IN_STATUSES, type RubricCriterion } from "./hand-ins";
