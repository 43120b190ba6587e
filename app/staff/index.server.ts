// staff: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { acceptAdminInvitation, loadAdminInvitation } from "./accept-admin-invitation.server";
export {
  ADMIN_CACHE_HEADERS,
  requireAdminAction,
  requireStaff,
  requireStaffAction,
  staffForbidden,
  staffForScreen,
} from "./admin-access.server";
export {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  loadTwoFactorSetup,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
  type TwoFactorStepResult,
} from "./admin-two-factor-setup.server";
export {
  batchInstructorIds,
  type InstructorAccount,
  listInstructorAccounts,
  setBatchInstructors,
} from "./batch-instructors.server";
export { changeStaffRole } from "./change-staff-role.server";
export { csvDownload, csvFile, csvStream } from "./csv-file.server";
export { inviteAdmin } from "./invite-admin.server";
export { type AdminAccountList, listAdmins } from "./list-admins.server";
export { type AuditEntry, listAuditEntries } from "./list-audit-entries.server";
export {
  readBatchCourse,
  readCertificateChoices,
  readLibraryItemChoices,
  readSessionLinkChoices,
} from "./read-stored-choices.server";
export { type AuditActor, deleteAudited, recordAudit, saveAudited } from "./record-audit.server";
export { removeAdmin } from "./remove-admin.server";
export { saveFailureMessage } from "./save-failure-message.server";
export { signInAdmin } from "./sign-in-admin.server";
export {
  instructorBatchIds,
  optionalStaff,
  requireBatchStaff,
  type StaffUser,
  teachesBatch,
  visibleBatchIds,
} from "./staff-access.server";
export { carriesTwoFactorChallenge, endedChallenge, verifyTwoFactorSignIn } from "./verify-two-factor-sign-in.server";
export { withdrawAdminInvitation } from "./withdraw-admin-invitation.server";
