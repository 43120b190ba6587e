// accounts: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { carriesSessionCookie, forwardedAuthCookies } from "./auth/auth-cookies.server";
export { getAuth, inAuthTransaction } from "./auth/auth.server";
export { findSessionByToken } from "./auth/session-lookup.server";
export {
  currentPath,
  getOptionalUser,
  hasSessionCookie,
  requireUser,
  requireVerifiedUser,
  type SessionUser,
} from "./auth/session.server";
export { changePassword } from "./change-password.server";
export { checkResetToken, type ResetTokenCheck } from "./check-reset-token.server";
export { deleteAccount } from "./delete-account.server";
export { ensureProfile, ensureProfileOrNull, profileColumns, type StudentProfile } from "./ensure-profile.server";
export { exportAccountData } from "./export-account-data.server";
export { loadAccountProfile } from "./load-account-profile.server";
export { loadUnverifiedDashboard } from "./load-unverified-dashboard.server";
export { enrolmentsOf } from "./owned-rows.server";
export { requestEmailChange } from "./request-email-change.server";
export { requestPasswordReset } from "./request-password-reset.server";
export { resendVerificationEmail } from "./resend-verification-email.server";
export { resetPassword } from "./reset-password.server";
export { signIn } from "./sign-in.server";
export { signOut } from "./sign-out.server";
export { signUp } from "./sign-up.server";
export { updateProfile } from "./update-profile.server";
export { verifiedAccountName, verifiedProfiles } from "./verified-profiles.server";
export { verifyEmailAddress } from "./verify-email-address.server";
