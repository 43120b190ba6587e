import { isAPIError } from "better-auth/api";
import { getAuth } from "../auth/auth.server";
import type { Database } from "../db/client.server";
import { consumeRateLimit, isRateLimited, RATE_LIMITS } from "../rate-limit.server";

export type PasswordCheck = "correct" | "wrong" | "too-many-attempts";

/** Whether the signed-in person has typed too many wrong passwords on /account in the last minute. */
export function isPasswordCheckBlocked(database: Database, userId: string) {
  return isRateLimited(database, RATE_LIMITS.accountPasswordFailuresPerUser, userId);
}

/** Counts one wrong password typed on /account. */
export async function countWrongPassword(database: Database, userId: string) {
  await consumeRateLimit(database, RATE_LIMITS.accountPasswordFailuresPerUser, userId);
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
  if (await isPasswordCheckBlocked(database, userId)) return "too-many-attempts";
  try {
    await (await getAuth()).api.verifyPassword({ body: { password }, headers: request.headers });
    return "correct";
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") {
      await countWrongPassword(database, userId);
      return "wrong";
    }
    throw error;
  }
}
