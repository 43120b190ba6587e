// classroom: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  batchStaffScreen,
  listStudentClassrooms,
  notFound,
  optionalClassroomStaff,
  readClassroomViewer,
  requireClassroomStaffAction,
} from "./classroom-access.server";
export { listRecentAnnouncements } from "./batch-board.server";
export { downloadHandInFile } from "./download-hand-in-file.server";
export { handInWork } from "./hand-in-work.server";
export { listReviewQueue, type QueuedHandIn } from "./list-review-queue.server";
export { type ClassroomAssignment, type ClassroomHandIn, loadClassroom } from "./load-classroom.server";
export { gradebookCsv, loadGradebook } from "./load-gradebook.server";
export { listTaughtBatches, loadStaffBatchClassroom } from "./load-staff-classroom.server";
export { postAnnouncement } from "./post-announcement.server";
export { reviewHandIn } from "./review-hand-in.server";
export { createAssignment } from "./save-assignment.server";
export { checkCompletionAfterAttendance, issueEarnedCertificates } from "./check-completion.server";
export { type CohortFigures, loadCohortFigures } from "./cohort-figures.server";
export { listCompletionRules, saveCompletionRule } from "./completion-rules.server";
// For the /learn page, with ProgressPanel (~/classroom/ui).
export { readProgress } from "./read-progress.server";
