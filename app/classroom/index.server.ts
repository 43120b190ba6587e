// classroom: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  batchMembersQuery,
  type ClassroomViewer,
  listStudentClassrooms,
  notFound,
  optionalClassroomStaff,
  readClassroomViewer,
  requireClassroomStaffAction,
  studentStanding,
  type StudentStanding,
} from "./classroom-access.server";
export { downloadHandInFile } from "./download-hand-in-file.server";
export { handInWork, type HandInOutcome, type PostedFile } from "./hand-in-work.server";
export { listReviewQueue, type QueuedHandIn, type ReviewQueue } from "./list-review-queue.server";
export { type Classroom, type ClassroomAssignment, type ClassroomHandIn, loadClassroom } from "./load-classroom.server";
export { type Gradebook, gradebookCsv, type GradebookRow, loadGradebook } from "./load-gradebook.server";
export {
  listTaughtBatches,
  loadStaffBatchClassroom,
  type StaffBatchClassroom,
  type TaughtBatch,
} from "./load-staff-classroom.server";
export { postAnnouncement } from "./post-announcement.server";
export { reviewHandIn, type ReviewOutcome } from "./review-hand-in.server";
export { createAssignment } from "./save-assignment.server";
