import { isAPIError } from "better-auth/api";
import { forwardedAuthCookies } from "../auth/auth-cookies.server";
import { inAuthTransaction } from "../auth/auth.server";
import type { SessionUser } from "../auth/session.server";
import { readVerificationTokenClaims } from "../auth/verification-link.server";
import { logger } from "../logger.server";

export type VerifyEmailResult =
  | { kind: "verified"; headers: Headers }
  | { kind: "already-verified" }
  | { kind: "other-account" }
  | { kind: "expired" }
  | { kind: "invalid" };

/**
 * Uses an e-mail verification token for the signed-in account (docs/decisions/0020-email-verification.md).
 * The token must name the account's own address: a link only proves the address to the person who can also
 * sign in to the account, so an account someone else opened with your address stays unverified.
 * Tokens that confirm a change of address (`updateTo`) are completed the same way, by better-auth.
 */
export async function verifyEmailAddress({
  token,
  user,
  request,
}: {
  token: string;
  user: SessionUser;
  request: Request;
}): Promise<VerifyEmailResult> {
  const claims = readVerificationTokenClaims(token);
  if (!claims) return { kind: "invalid" };
  const accountEmail = user.email.toLowerCase();
  if (claims.updateTo && claims.updateTo === accountEmail) return { kind: "already-verified" };
  if (claims.email !== accountEmail) return { kind: "other-account" };
  if (!claims.updateTo && user.emailVerified) return { kind: "already-verified" };

  try {
    // In one transaction: a change of address and the rows that follow it (follow-email-change) commit together.
    const { headers } = await inAuthTransaction((auth) =>
      auth.api.verifyEmail({ query: { token }, headers: request.headers, returnHeaders: true }),
    );
    return { kind: "verified", headers: forwardedAuthCookies(headers) };
  } catch (error) {
    if (isAPIError(error)) {
      const code = String(error.body?.code ?? "");
      if (code === "TOKEN_EXPIRED") return { kind: "expired" };
      return { kind: "invalid" };
    }
    logger.error({ err: error }, "e-mail verification failed");
    throw error;
  }
}
