import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES } from "~/accounts/account-schemas";
import { getAuth } from "./auth/auth.server";
import { clientIp, consumeRateLimit, db, logger, RATE_LIMITS } from "~/platform/index.server";
import { isRegisteredEmail } from "./is-registered-email.server";

export type PasswordResetRequestResult =
  { kind: "sent" } | { kind: "not-registered" } | { kind: "failed"; status: number; message: string };

/**
 * spec 1 §2 Forgot password: tells whether the e-mail is registered (the spec asks for it, so it is
 * rate-limited per IP and per e-mail) and queues the reset e-mail through the outbox when it is.
 */
export async function requestPasswordReset({
  email,
  request,
}: {
  email: string;
  request: Request;
}): Promise<PasswordResetRequestResult> {
  const database = await db();
  const [ipAllowed, emailAllowed] = await Promise.all([
    consumeRateLimit(database, RATE_LIMITS.forgotPasswordPerIp, clientIp(request)),
    consumeRateLimit(database, RATE_LIMITS.forgotPasswordPerEmail, email),
  ]);
  if (!ipAllowed || !emailAllowed) return { kind: "failed", status: 429, message: ACCOUNT_MESSAGES.tooManyAttempts };

  let registered: boolean;
  try {
    registered = await isRegisteredEmail(database, email);
  } catch (error) {
    logger.error({ err: error }, "forgot password: e-mail lookup failed");
    return { kind: "failed", status: 500, message: ACCOUNT_MESSAGES.emailLookupFailed };
  }
  if (!registered) return { kind: "not-registered" };

  try {
    // The e-mail links to our own /reset-password?token=… (see sendResetPassword in auth.server.ts).
    await (await getAuth()).api.requestPasswordReset({ body: { email }, headers: request.headers });
    return { kind: "sent" };
  } catch (error) {
    if (isAPIError(error)) {
      return { kind: "failed", status: error.statusCode || 400, message: error.body?.message || ACCOUNT_MESSAGES.unexpected };
    }
    logger.error({ err: error }, "forgot password: reset e-mail not queued");
    return { kind: "failed", status: 500, message: ACCOUNT_MESSAGES.unexpected };
  }
}
