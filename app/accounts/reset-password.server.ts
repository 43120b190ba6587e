import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES } from "~/accounts/account-schemas";
import { getAuth } from "./auth/auth.server";
import { isPlausibleResetToken } from "./check-reset-token.server";
import { logger } from "~/platform/index.server";

export type ResetPasswordResult =
  { kind: "updated" } | { kind: "invalid-link" } | { kind: "failed"; status: number; message: string };

/**
 * Sets a new password with a reset token. The token works once and for one hour; afterwards every
 * session of that person ends (revokeSessionsOnPasswordReset in auth.server.ts).
 */
export async function resetPassword({
  token,
  newPassword,
}: {
  token: string;
  newPassword: string;
}): Promise<ResetPasswordResult> {
  if (!isPlausibleResetToken(token)) return { kind: "invalid-link" };
  try {
    await (await getAuth()).api.resetPassword({ body: { token, newPassword } });
    return { kind: "updated" };
  } catch (error) {
    if (isAPIError(error)) {
      const code = String(error.body?.code ?? "");
      if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return { kind: "invalid-link" };
      // spec 1 §8: a backend error on update is shown as is.
      return {
        kind: "failed",
        status: error.statusCode || 400,
        message: error.body?.message || ACCOUNT_MESSAGES.updatePasswordFailed,
      };
    }
    logger.error({ err: error }, "password reset failed");
    return { kind: "failed", status: 500, message: ACCOUNT_MESSAGES.updatePasswordFailed };
  }
}
