import { getAuth } from "../auth/auth.server";
import { logger } from "../logger.server";

export type ResetTokenCheck = "valid" | "invalid" | "failed";

/**
 * Whether a password-reset link can still be used: known, unused, not expired. Only looks; the
 * token is used up by `resetPassword`.
 */
export async function checkResetToken(token: string): Promise<ResetTokenCheck> {
  try {
    const context = await (await getAuth()).$context;
    // better-auth stores a reset token as the verification identifier "reset-password:<token>".
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return verification && verification.expiresAt > new Date() ? "valid" : "invalid";
  } catch (error) {
    logger.error({ err: error }, "reset link could not be checked");
    return "failed";
  }
}
