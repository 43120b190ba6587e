import { forwardedAuthCookies } from "./auth/auth-cookies.server";
import { getAuth } from "./auth/auth.server";
import type { SessionUser } from "./auth/session.server";
import { consumeRateLimit, type Database, RATE_LIMITS } from "~/platform/index.server";
import { isRegisteredEmail } from "./is-registered-email.server";
import { verifyAccountPassword } from "./verify-account-password.server";

export type EmailChangeResult =
  /** A verified account: the link went to the new address, which replaces the old one once opened. */
  | { kind: "verification-sent"; newEmail: string }
  /** An unverified account: the new address replaced the old one at once, still unverified, and a link went to it. */
  | { kind: "changed-unverified"; newEmail: string; headers: Headers }
  | { kind: "same-email" }
  | { kind: "email-taken" }
  | { kind: "wrong-password" }
  | { kind: "too-many-attempts" }
  | { kind: "admin-managed" };

/**
 * Starts a change of the account's e-mail address (better-auth's change-email, docs/decisions/0030-account-self-service.md).
 * The password is asked first: a borrowed session alone cannot move the account to another inbox.
 */
export async function requestEmailChange({
  database,
  request,
  user,
  newEmail,
  password,
}: {
  database: Database;
  request: Request;
  user: SessionUser;
  newEmail: string;
  password: string;
}): Promise<EmailChangeResult> {
  if (user.role === "admin") return { kind: "admin-managed" };
  if (newEmail === user.email) return { kind: "same-email" };
  const check = await verifyAccountPassword({ database, request, userId: user.id, password });
  if (check === "wrong") return { kind: "wrong-password" };
  if (check === "too-many-attempts") return { kind: "too-many-attempts" };
  // Sign-up already tells whether an address has an account (spec 1 §4): saying so here hides nothing more.
  if (await isRegisteredEmail(database, newEmail)) return { kind: "email-taken" };
  if (!(await consumeRateLimit(database, RATE_LIMITS.emailChangePerUser, user.id))) return { kind: "too-many-attempts" };

  const { headers } = await (
    await getAuth()
  ).api.changeEmail({
    body: { newEmail },
    headers: request.headers,
    returnHeaders: true,
  });
  return user.emailVerified
    ? { kind: "verification-sent", newEmail }
    : { kind: "changed-unverified", newEmail, headers: forwardedAuthCookies(headers) };
}
