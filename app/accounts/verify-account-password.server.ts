import { isAPIError } from "better-auth/api";
import { getAuth } from "./auth/auth.server";
import { type Database, limitFailures, RATE_LIMITS } from "~/platform/index.server";

export type PasswordCheck = "correct" | "wrong" | "too-many-attempts";

/**
 * Runs /account's password check only while under the wrong-password limit, counting it first (limitFailures), so
 * parallel tries still run only a few checks. `check` says whether the password was wrong.
 */
export async function limitAccountPasswordChecks<T>(
  database: Database,
  userId: string,
  check: () => Promise<{ failed: boolean; result: T }>,
): Promise<T | "too-many-attempts"> {
  const outcome = await limitFailures(database, [{ rule: RATE_LIMITS.accountPasswordFailuresPerUser, subject: userId }], check);
  return outcome.limited ? "too-many-attempts" : outcome.result;
}

/**
 * Checks the password of the request's signed-in account (better-auth's server-only verify-password), for the
 * changes that need more than a session: a new e-mail address, deleting the account. Wrong ones are rate-limited.
 */
export async function verifyAccountPassword({
  database,
  request,
  userId,
  password,
}: {
  database: Database;
  request: Request;
  userId: string;
  password: string;
}): Promise<PasswordCheck> {
  return limitAccountPasswordChecks(database, userId, async () => {
    try {
      await (await getAuth()).api.verifyPassword({ body: { password }, headers: request.headers });
      return { failed: false, result: "correct" as const };
    } catch (error) {
      if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") return { failed: true, result: "wrong" as const };
      throw error;
    }
  });
}
