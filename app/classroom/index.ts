// classroom: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  ANNOUNCEMENT_TEXT,
  ASSIGNMENT_TEXT,
  type BriefPart,
  briefParts,
  checkAnnouncementForm,
  checkAssignmentForm,
  criterionFields,
  MAX_RUBRIC_CRITERIA,
  rubricTotal,
} from "./assignment-form";
export {
  type AssignmentState,
  assignmentStateLabel,
  checkReview,
  HAND_IN_TEXT,
  MAX_HAND_IN_FILE_BYTES,
  REVIEW_TEXT,
} from "./hand-in-rules";
export { HAND_IN_STATUSES, type HandInStatus, type RubricCriterion } from "./hand-ins";
