import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES, type SignInInput } from "~/accounts/account-schemas";
import { forwardedAuthCookies } from "./auth/auth-cookies.server";
import { getAuth } from "./auth/auth.server";
import { clientIp, db, limitFailures, logger, signInFailureLimits } from "~/platform/index.server";

export type SignInResult =
  { ok: true; headers: Headers; twoFactorPending: boolean } | { ok: false; status: number; message: string };

/**
 * Checks the password and opens a session; with two-factor on, only a pending one (docs/decisions/0046-admin-two-factor.md).
 * Counted first; over the limit even the right password fails (docs/decisions/0081-sign-in-lockout-and-mail-cap.md).
 */
export async function signIn({ credentials, request }: { credentials: SignInInput; request: Request }): Promise<SignInResult> {
  const database = await db();
  const limits = signInFailureLimits(credentials.email, clientIp(request));
  const outcome = await limitFailures(database, limits, () => checkPassword(credentials, request));
  if (outcome.limited) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManySignIns };
  return outcome.result;
}

async function checkPassword(credentials: SignInInput, request: Request): Promise<{ failed: boolean; result: SignInResult }> {
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password },
      headers: request.headers,
      returnHeaders: true,
    });
    const twoFactorPending = "twoFactorRedirect" in response && response.twoFactorRedirect === true;
    return { failed: false, result: { ok: true, headers: forwardedAuthCookies(headers), twoFactorPending } };
  } catch (error) {
    if (isAPIError(error)) {
      const message = error.body?.message || ACCOUNT_MESSAGES.signInFailed;
      return { failed: true, result: { ok: false, status: error.statusCode || 401, message } };
    }
    logger.error({ err: error }, "sign-in failed");
    return { failed: false, result: { ok: false, status: 500, message: ACCOUNT_MESSAGES.unexpected } };
  }
}
