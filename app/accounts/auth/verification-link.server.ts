import { createEmailVerificationToken } from "better-auth/api";
import { type Database, getConfig } from "~/platform/index.server";
import { enqueueCappedEmail, verificationEmail } from "~/email/index.server";

export const VERIFICATION_LINK_SECONDS = 60 * 60 * 24;

/** The site's page that takes an e-mail verification token (better-auth's own endpoint is not linked to directly). */
export function verifyEmailLink(token: string) {
  return `/verify-email?token=${encodeURIComponent(token)}`;
}

export interface VerificationTokenClaims {
  email: string;
  /** Set when the token confirms a change of e-mail: the address the account moves to. */
  updateTo: string | null;
  /** When the token was made and when it expires, in seconds since 1970 (null when absent). */
  issuedAt: number | null;
  expiresAt: number | null;
}

/**
 * What a verification token says, read without checking its signature: only used to find the account it names and to
 * remember it once used. better-auth checks the signature and expiry when the token is used.
 */
export function readVerificationTokenClaims(token: string): VerificationTokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    if (typeof claims.email !== "string") return null;
    return {
      email: claims.email.toLowerCase(),
      updateTo: typeof claims.updateTo === "string" ? claims.updateTo.toLowerCase() : null,
      issuedAt: typeof claims.iat === "number" ? claims.iat : null,
      expiresAt: typeof claims.exp === "number" ? claims.exp : null,
    };
  } catch {
    return null;
  }
}

/**
 * Queues the verification e-mail for a token (better-auth's, or one made by `newVerificationToken`). Anyone can have
 * one sent to any address (sign-up, resend, change of address), so they count against the address's daily cap.
 */
export async function enqueueVerificationEmail(
  database: Database,
  { to, name, token }: { to: string; name: string; token: string },
) {
  const link = `${getConfig().appUrl}${verifyEmailLink(token)}`;
  const isChangeOfAddress = readVerificationTokenClaims(token)?.updateTo != null;
  await enqueueCappedEmail(database, "verification", verificationEmail({ to, name, link, isChangeOfAddress }));
}

/** A new verification token for `email`, signed like better-auth's own (so its verify-email endpoint takes it). */
export function newVerificationToken(email: string) {
  return createEmailVerificationToken(getConfig().authSecret, email, undefined, VERIFICATION_LINK_SECONDS);
}
