import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES } from "~/accounts";
import { readTwoFactorCode, TWO_FACTOR_GATE_TEXT } from "~/staff/admin-two-factor";
import { forwardedAuthCookies, getAuth } from "~/accounts/index.server";
import { clientIp, db, limitFailures, logger } from "~/platform/index.server";
import { ADMIN_GATE_FAILURES_PER_IP } from "./sign-in-admin.server";

export type TwoFactorSignInResult =
  { ok: true; headers: Headers } | { ok: false; status: number; message: string; expired: boolean; headers?: Headers };

/** better-auth's pending two-factor sign-in cookie (`better-auth.two_factor`, `__Secure-` prefixed in production). */
const TWO_FACTOR_COOKIE = /^(?:__Secure-)?better-auth\.two_factor=/;

/** Whether the request carries a pending two-factor sign-in: the gate then asks for the code. */
export function carriesTwoFactorChallenge(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(/;\s*/).some((cookie) => TWO_FACTOR_COOKIE.test(cookie));
}

/**
 * Only the pending sign-in's cookie goes to better-auth: were a session cookie sent along (a student signed in in the
 * same browser), the plugin would check the code against that session's account instead of the pending one.
 */
function challengeOnly(request: Request): Headers {
  const headers = new Headers(request.headers);
  const cookies = (request.headers.get("cookie") ?? "").split(/;\s*/).filter((cookie) => TWO_FACTOR_COOKIE.test(cookie));
  headers.set("cookie", cookies.join("; "));
  return headers;
}

/**
 * The admin gate's second step (docs/decisions/0046-admin-two-factor.md): an authenticator or backup code turns the
 * pending sign-in into a session. Wrong codes count against the gate's limit and better-auth's own.
 */
export async function verifyTwoFactorSignIn({
  code,
  request,
}: {
  code: unknown;
  request: Request;
}): Promise<TwoFactorSignInResult> {
  if (!carriesTwoFactorChallenge(request)) {
    return { ok: false, status: 401, message: TWO_FACTOR_GATE_TEXT.expired, expired: true };
  }
  const typed = readTwoFactorCode(code);
  const database = await db();
  const limits = [{ rule: ADMIN_GATE_FAILURES_PER_IP, subject: clientIp(request) }];
  const outcome = await limitFailures(database, limits, async (): Promise<{ failed: boolean; result: TwoFactorSignInResult }> => {
    if (!typed)
      return { failed: true, result: { ok: false, status: 401, message: TWO_FACTOR_GATE_TEXT.wrongCode, expired: false } };
    const auth = await getAuth();
    const headers = challengeOnly(request);
    try {
      const answer =
        typed.kind === "totp"
          ? await auth.api.verifyTOTP({ body: { code: typed.code }, headers, returnHeaders: true })
          : await auth.api.verifyBackupCode({ body: { code: typed.code }, headers, returnHeaders: true });
      return { failed: false, result: { ok: true, headers: forwardedAuthCookies(answer.headers) } };
    } catch (error) {
      return { failed: true, result: refusal(error, typed.kind) };
    }
  });
  if (outcome.limited) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManySignIns, expired: false };
  return outcome.result;
}

function refusal(error: unknown, kind: "totp" | "backup"): TwoFactorSignInResult {
  const code = isAPIError(error) ? String(error.body?.code ?? "") : "";
  if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
    const message = kind === "totp" ? TWO_FACTOR_GATE_TEXT.wrongCode : TWO_FACTOR_GATE_TEXT.wrongBackupCode;
    return { ok: false, status: 401, message, expired: false };
  }
  if (code === "ACCOUNT_TEMPORARILY_LOCKED")
    return { ok: false, status: 429, message: TWO_FACTOR_GATE_TEXT.locked, expired: false };
  if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || code === "TOTP_NOT_ENABLED") {
    return { ok: false, status: 401, message: TWO_FACTOR_GATE_TEXT.expired, expired: true, headers: endedChallenge() };
  }
  logger.error({ err: error }, "two-factor sign-in failed");
  return { ok: false, status: 500, message: ACCOUNT_MESSAGES.unexpected, expired: false };
}

/** Forgets a pending sign-in that can no longer succeed, so the gate asks for the password again. */
export function endedChallenge(): Headers {
  const headers = new Headers();
  for (const name of ["better-auth.two_factor", "__Secure-better-auth.two_factor"]) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
