// staff: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { ADMIN_ACCOUNTS_TEXT, checkInviteEmail, INVITATION_TEXT } from "./admin-accounts";
export { adminReturnPath, readAdminCredentials } from "./admin-gate";
export { TWO_FACTOR_TEXT } from "./admin-two-factor";
export { filterQuery, filterText } from "./list-filters";
export { spreadsheetSafe } from "./spreadsheet-safe";
export {
  ADMIN_ONLY,
  readStaffRole,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_TEXT,
  type StaffAccess,
  type StaffRole,
  staffMay,
  staffScreens,
} from "./staff-roles";
