import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { forwardedAuthCookies } from "./auth/auth-cookies.server";
import { inAuthTransaction } from "./auth/auth.server";
import type { SessionUser } from "./auth/session.server";
import { readVerificationTokenClaims, type VerificationTokenClaims } from "./auth/verification-link.server";
import { authUser, type Database, db, logger, usedVerificationLinks } from "~/platform/index.server";

export type VerifyEmailResult =
  /** `headers` may refresh the owner's session cookie. */
  | { kind: "verified"; headers: Headers }
  /** The link is good, but only the account's owner, signed in, may use it. */
  | { kind: "sign-in-needed" }
  | { kind: "other-account" }
  | { kind: "expired-or-used" }
  | { kind: "invalid" };

/**
 * Uses a verification link only for the signed-in owner of its account (docs/decisions/0082-verification-links-anywhere.md),
 * once; a link older than its account (a deleted account's) counts as used.
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
      if (!account || madeBefore(claims, account.createdAt) || isPast(claims)) return { kind: "expired-or-used" };
      if (await wasUsed(transaction, token)) return { kind: "expired-or-used" };
      // Said before anyone is asked to sign in; the signature is checked by better-auth once the owner is here.
      if (!visitor) return { kind: "sign-in-needed" };
      if (visitor.id !== account.id) return { kind: "other-account" };
      if (!(await markUsed(transaction, token, claims))) return { kind: "expired-or-used" };
      // With the owner's session in the request, better-auth makes no new session (not even for a change of address).
      const answer = await auth.api.verifyEmail({ query: { token }, headers: request.headers, returnHeaders: true });
      return { kind: "verified", headers: forwardedAuthCookies(answer.headers) };
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

function isPast(claims: VerificationTokenClaims) {
  return claims.expiresAt !== null && claims.expiresAt * 1000 <= Date.now();
}

function tokenHashOf(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

async function wasUsed(transaction: Database, token: string) {
  return (await transaction.$count(usedVerificationLinks, eq(usedVerificationLinks.tokenHash, tokenHashOf(token)))) > 0;
}

/** Whether the token is older than the account (issued to an account since deleted; seconds against milliseconds). */
function madeBefore(claims: VerificationTokenClaims, accountCreatedAt: Date) {
  return claims.issuedAt !== null && (claims.issuedAt + 1) * 1000 < accountCreatedAt.getTime();
}

/** Records the link as used; false when it already was (a second request with it waits here for the first). */
async function markUsed(transaction: Database, token: string, claims: VerificationTokenClaims): Promise<boolean> {
  const tokenHash = tokenHashOf(token);
  const expiresAt = claims.expiresAt !== null ? new Date(claims.expiresAt * 1000) : new Date(Date.now() + 24 * 60 * 60 * 1000);
  const marked = await transaction
    .insert(usedVerificationLinks)
    .values({ tokenHash, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedVerificationLinks.tokenHash });
  if (Math.random() < 0.01) void db().then(pruneUsedLinks);
  return marked.length > 0;
}

/** Forgets used links past their expiry (better-auth refuses them anyway); called now and then. */
async function pruneUsedLinks(database: Database) {
  try {
    await database.delete(usedVerificationLinks).where(lt(usedVerificationLinks.expiresAt, sql`now()`));
  } catch (error) {
    logger.warn({ err: error }, "could not prune used verification links");
  }
}
