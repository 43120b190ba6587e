import { enqueueVerificationEmail, newVerificationToken } from "./auth/verification-link.server";
import type { SessionUser } from "./auth/session.server";
import { consumeRateLimit, db, type RateLimitRule } from "~/platform/index.server";

// Each request sends an e-mail: a few per account and hour, so the button cannot be used to flood an inbox.
const RESEND_VERIFICATION_PER_ACCOUNT: RateLimitRule = { name: "resend-verification:account", max: 3, windowSeconds: 60 * 60 };

export type ResendVerificationResult = "sent" | "already-verified" | "rate-limited";

/** Sends the signed-in account a new verification link, through the outbox. */
export async function resendVerificationEmail({ user }: { user: SessionUser }): Promise<ResendVerificationResult> {
  if (user.emailVerified) return "already-verified";
  const database = await db();
  if (!(await consumeRateLimit(database, RESEND_VERIFICATION_PER_ACCOUNT, user.id))) return "rate-limited";
  await enqueueVerificationEmail(database, { to: user.email, name: user.name, token: await newVerificationToken(user.email) });
  return "sent";
}
