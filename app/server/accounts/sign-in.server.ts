import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES, type SignInInput } from "~/domain/account-schemas";
import { forwardedAuthCookies } from "../auth/auth-cookies.server";
import { getAuth } from "../auth/auth.server";
import { db } from "../db/database.server";
import { logger } from "../logger.server";
import { consumeRateLimit, isRateLimited, RATE_LIMITS } from "../rate-limit.server";
import { clientIp } from "../security/client-ip.server";

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: number; message: string };

/**
 * Checks the password and opens a session; `headers` carries the session cookie.
 * Only failed attempts count towards the per-IP and per-e-mail limits.
 */
export async function signIn({ credentials, request }: { credentials: SignInInput; request: Request }): Promise<SignInResult> {
  const database = await db();
  const ip = clientIp(request);
  const [ipBlocked, emailBlocked] = await Promise.all([
    isRateLimited(database, RATE_LIMITS.signInFailuresPerIp, ip),
    isRateLimited(database, RATE_LIMITS.signInFailuresPerEmail, credentials.email),
  ]);
  if (ipBlocked || emailBlocked) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManyAttempts };

  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: forwardedAuthCookies(headers) };
  } catch (error) {
    if (isAPIError(error)) {
      await Promise.all([
        consumeRateLimit(database, RATE_LIMITS.signInFailuresPerIp, ip),
        consumeRateLimit(database, RATE_LIMITS.signInFailuresPerEmail, credentials.email),
      ]);
      return { ok: false, status: error.statusCode || 401, message: error.body?.message || ACCOUNT_MESSAGES.signInFailed };
    }
    logger.error({ err: error }, "sign-in failed");
    return { ok: false, status: 500, message: ACCOUNT_MESSAGES.unexpected };
  }
}
