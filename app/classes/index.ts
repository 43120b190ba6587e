// classes: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { BATCH_ASSIGNMENT_MESSAGES, canAssignBatch, checkBatchAssignment } from "./batch-assignment";
export {
  BATCH_FILTER_PARAMS,
  BATCH_MESSAGES,
  type BatchChoice,
  batchChoiceLabel,
  type BatchFormValues,
  batchTakenText,
  checkBatchForm,
  checkBulkAssignment,
  emptyBatchForm,
  enrolledOfCapacity,
  readBatchFilters,
  studentsAssignedText,
  unknownBatchText,
} from "./batches";
export {
  CLASS_REMINDER_KINDS,
  CLASS_REMINDER_TEXT,
  type ClassReminderKind,
  classReminderSubject,
  type ClassTime,
} from "./class-reminders";
export {
  checkSessionForm,
  confirmDeleteSessionText,
  deleteSessionFailedText,
  emptySessionForm,
  hasLink,
  OVERWRITE_CONFIRMED,
  OVERWRITE_FIELD,
  overwriteSessionLabel,
  parseSessionId,
  readSessionBatchFilter,
  SESSION_BATCH_PARAM,
  SESSION_FORM_MESSAGES,
  sessionExistsText,
  sessionFormFromRecord,
  type SessionFormValues,
} from "./session-form";
export {
  checkSessionLinkForm,
  emptySessionLinkForm,
  SESSION_LINK_COURSES,
  SESSION_LINK_MESSAGES,
  type SessionLinkFormValues,
  type StoredSessionLinkChoices,
  TEAMS_MEETING_HOSTS,
} from "./session-link-form";
export {
  type AttendanceRate,
  attendanceRate,
  CLASS_JOIN_TEXT,
  type SessionProgress,
  sessionProgress,
  splitSessionsByTime,
} from "./sessions";
