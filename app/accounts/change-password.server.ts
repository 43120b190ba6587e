import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES } from "~/accounts/account-schemas";
import { forwardedAuthCookies } from "./auth/auth-cookies.server";
import { getAuth } from "./auth/auth.server";
import type { SessionUser } from "./auth/session.server";
import { type Database, logger } from "~/platform/index.server";
import { enqueueEmail, passwordChangedEmail } from "~/email/index.server";
import { limitAccountPasswordChecks } from "./verify-account-password.server";

export type ChangePasswordResult =
  | { kind: "changed"; headers: Headers }
  | { kind: "wrong-password" }
  | { kind: "too-many-attempts" }
  | { kind: "failed"; message: string };

/**
 * Sets a new password after checking the current one. Every session of the account ends and this browser gets a
 * new one (`headers` carries its cookie); the account's address is told, in case it was not its owner.
 */
export async function changePassword({
  database,
  request,
  user,
  currentPassword,
  newPassword,
}: {
  database: Database;
  request: Request;
  user: SessionUser;
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResult> {
  const outcome = await limitAccountPasswordChecks(
    database,
    user.id,
    async (): Promise<{ failed: boolean; result: ChangePasswordResult }> => {
      try {
        const { headers } = await (
          await getAuth()
        ).api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: request.headers,
          returnHeaders: true,
        });
        await enqueueEmail(database, passwordChangedEmail({ to: user.email, name: user.name }));
        return { failed: false, result: { kind: "changed", headers: forwardedAuthCookies(headers) } };
      } catch (error) {
        if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD")
          return { failed: true, result: { kind: "wrong-password" } };
        logger.error({ err: error }, "password change failed");
        return { failed: false, result: { kind: "failed", message: ACCOUNT_MESSAGES.updatePasswordFailed } };
      }
    },
  );
  return outcome === "too-many-attempts" ? { kind: "too-many-attempts" } : outcome;
}
