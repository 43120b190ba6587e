// classes: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { assignStudentBatch } from "./assign-student-batch.server";
export { assignStudentsToBatch } from "./assign-students-to-batch.server";
export { batchStudentsQuery } from "./batch-students.server";
export { buildSessionCalendar, calendarResponse } from "./build-session-calendar.server";
export {
  dashboardCalendarLinks,
  feedTokenFromFileName,
  resetCalendarFeedToken,
  selectCalendarFeedToken,
} from "./calendar-feed-token.server";
export { classRemindersOff, isValidOptOutSignature, setClassRemindersOff } from "./class-reminder-opt-out.server";
export { deleteSessionRecord } from "./delete-session-record.server";
export { joinClass, loadClassToJoin, selectAttendedSessions } from "./join-class.server";
export { batchExists, listBatchChoices, sessionBatchId } from "./list-batch-choices.server";
export { type BatchListRow, listBatches } from "./list-batches.server";
export { listSessionLinks, type SessionLinkRow } from "./list-session-links.server";
export { loadRecentSessions, type RecentSessions } from "./load-recent-sessions.server";
export { findCalendarFeedOwner, loadStudentCalendar } from "./load-student-calendar.server";
export { saveBatch } from "./save-batch.server";
export { recordDetectedTimeZone, saveReminderSettings } from "./save-reminder-settings.server";
export { saveSessionLink } from "./save-session-link.server";
export { saveSessionRecord } from "./save-session-record.server";
export { searchStudents, type StudentRow } from "./search-students.server";
export { sendClassReminders } from "./send-class-reminders.server";
export { sendRecordingNotices } from "./send-recording-notices.server";
export { countAttendance, loadBatchAttendance, loadSessionAttendance, studentAttendanceRate } from "./session-attendance.server";
export {
  type BatchSession,
  batchSessionFields,
  batchSessionOrder,
  type ClassLink,
  classLinkFields,
  classLinkOrder,
  inBatchOfStudent,
  selectActiveClassLink,
  selectBatchSessions,
  selectStudentRecord,
  type StudentRecord,
  studentRecordFields,
} from "./student-batch-queries.server";
