import { getAuth } from "./auth/auth.server";
import { logger } from "~/platform/index.server";

export type ResetTokenCheck = "valid" | "invalid" | "failed";

/**
 * Whether a password-reset link can still be used: known, unused, not expired. Only looks; the
 * token is used up by `resetPassword`.
 */
export async function checkResetToken(token: string): Promise<ResetTokenCheck> {
  if (!isPlausibleResetToken(token)) return "invalid";
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

/**
 * Whether `token` can be one of ours (better-auth makes them of letters and digits). Anything else, such as
 * a NUL character that PostgreSQL would refuse in the lookup, is an invalid link without asking the database.
 */
export function isPlausibleResetToken(token: string) {
  return /^[\x21-\x7e]{1,512}$/.test(token);
}
