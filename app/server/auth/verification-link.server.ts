/** The site's page that takes an e-mail verification token (better-auth's own endpoint is not linked to directly). */
export function verifyEmailLink(token: string) {
  return `/verify-email?token=${encodeURIComponent(token)}`;
}

export interface VerificationTokenClaims {
  email: string;
  /** Set when the token confirms a change of e-mail: the address the account moves to. */
  updateTo: string | null;
}

/**
 * What a verification token says, read without checking its signature: only used to decide whom to ask to
 * sign in. better-auth checks the signature and expiry when the token is used.
 */
export function readVerificationTokenClaims(token: string): VerificationTokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown; updateTo?: unknown };
    if (typeof claims.email !== "string") return null;
    return { email: claims.email.toLowerCase(), updateTo: typeof claims.updateTo === "string" ? claims.updateTo.toLowerCase() : null };
  } catch {
    return null;
  }
}
