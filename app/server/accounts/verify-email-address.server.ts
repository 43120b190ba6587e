import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { forwardedAuthCookies } from "../auth/auth-cookies.server";
import { inAuthTransaction } from "../auth/auth.server";
import type { SessionUser } from "../auth/session.server";
import { readVerificationTokenClaims, type VerificationTokenClaims } from "../auth/verification-link.server";
import type { Database } from "../db/client.server";
import { db } from "../db/database.server";
import { authSession, authUser, usedVerificationLinks } from "../db/schema";
import { logger } from "../logger.server";

export type VerifyEmailResult =
  /** `signedInAsOwner`: the visitor is signed in to the account the link verified; `headers` may refresh its cookie. */
  { kind: "verified"; signedInAsOwner: boolean; headers: Headers } | { kind: "expired-or-used" } | { kind: "invalid" };

/**
 * Uses an e-mail verification link, in whichever browser it is opened (docs/decisions/0082-verification-links-anywhere.md):
 * the token, signed and e-mailed to the address, proves the address. It verifies the account it names (or, for a
 * change of address, moves the account to the new one), works once, and signs nobody in: only a visitor already
 * signed in to that account keeps a session. A link made before its account was (a deleted account's) counts as used.
 */
export async function verifyEmailAddress({
  token,
  visitor,
  request,
}: {
  token: string;
  visitor: SessionUser | null;
  request: Request;
}): Promise<VerifyEmailResult> {
  const claims = readVerificationTokenClaims(token);
  if (!claims) return { kind: "invalid" };
  try {
    // One transaction: the link is marked used together with what it does, or neither happens.
    return await inAuthTransaction(async (auth, transaction) => {
      const [account] = await transaction
        .select({ id: authUser.id, createdAt: authUser.createdAt })
        .from(authUser)
        .where(eq(authUser.email, claims.email));
      if (!account || madeBefore(claims, account.createdAt)) return { kind: "expired-or-used" };
      if (!(await markUsed(transaction, token, claims))) return { kind: "expired-or-used" };

      const signedInAsOwner = visitor?.id === account.id;
      // Anyone else opens the link as if signed out, so that no other account's session is involved.
      const headers = new Headers(request.headers);
      if (!signedInAsOwner) headers.delete("cookie");
      const answer = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
      if (signedInAsOwner) return { kind: "verified", signedInAsOwner, headers: forwardedAuthCookies(answer.headers) };
      // better-auth signs in whoever opens a change-of-address link signed out: that session never leaves this transaction.
      await endSessionsSetBy(transaction, answer.headers);
      return { kind: "verified", signedInAsOwner, headers: new Headers() };
    });
  } catch (error) {
    if (isAPIError(error)) {
      const code = String(error.body?.code ?? "");
      return code === "TOKEN_EXPIRED" || code === "USER_NOT_FOUND" ? { kind: "expired-or-used" } : { kind: "invalid" };
    }
    logger.error({ err: error }, "e-mail verification failed");
    throw error;
  }
}

/** Whether the token is older than the account (issued to an account since deleted; seconds against milliseconds). */
function madeBefore(claims: VerificationTokenClaims, accountCreatedAt: Date) {
  return claims.issuedAt !== null && (claims.issuedAt + 1) * 1000 < accountCreatedAt.getTime();
}

/** Records the link as used; false when it already was (a second request with it waits here for the first). */
async function markUsed(transaction: Database, token: string, claims: VerificationTokenClaims): Promise<boolean> {
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const expiresAt = claims.expiresAt !== null ? new Date(claims.expiresAt * 1000) : new Date(Date.now() + 24 * 60 * 60 * 1000);
  const marked = await transaction
    .insert(usedVerificationLinks)
    .values({ tokenHash, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedVerificationLinks.tokenHash });
  if (Math.random() < 0.01) void db().then(pruneUsedLinks);
  return marked.length > 0;
}

async function endSessionsSetBy(transaction: Database, headers: Headers) {
  for (const cookie of headers.getSetCookie()) {
    const value = /^(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];
    // The cookie's value is the session token, a dot, and its signature.
    const sessionToken = value ? decodeURIComponent(value).split(".")[0] : "";
    if (sessionToken) await transaction.delete(authSession).where(eq(authSession.token, sessionToken));
  }
}

/** Forgets used links past their expiry (better-auth refuses them anyway); called now and then. */
async function pruneUsedLinks(database: Database) {
  try {
    await database.delete(usedVerificationLinks).where(lt(usedVerificationLinks.expiresAt, sql`now()`));
  } catch (error) {
    logger.warn({ err: error }, "could not prune used verification links");
  }
}
