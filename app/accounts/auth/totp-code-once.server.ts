import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { APIError, getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { authTwoFactor, type Database } from "~/platform/index.server";

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const PERIOD_MS = 30_000;
/** better-auth takes the code of the step before and after the current one as well (a clock a little off). */
const STEPS_ACCEPTED = [-1, 0, 1];

/**
 * Before better-auth checks an authenticator code, a right code takes its 30-second step with one conditional UPDATE,
 * so a taken code is refused even when two requests bring it at once (RFC 6238 §5.2).
 */
export async function takeTotpCodeOnce(ctx: AuthHookContext, database: Database): Promise<void> {
  const code = typeof ctx.body?.code === "string" ? ctx.body.code : "";
  const userId = await accountOfChallenge(ctx);
  if (!userId || !/^\d{6}$/.test(code)) return;
  const [row] = await database
    .select({ id: authTwoFactor.id, secret: authTwoFactor.secret })
    .from(authTwoFactor)
    .where(eq(authTwoFactor.userId, userId));
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = STEPS_ACCEPTED.map((offset) => current + offset).findLast((candidate) => codeMatches(secret, candidate, code));
  if (step === undefined) return;

  const taken = await database
    .update(authTwoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(authTwoFactor.id, row.id), or(isNull(authTwoFactor.lastTotpStep), lt(authTwoFactor.lastTotpStep, step))))
    .returning({ id: authTwoFactor.id });
  if (taken.length === 0) throw new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });
}

/** The account whose code this is: the signed-in one (setup), or the pending sign-in's (its signed cookie). */
async function accountOfChallenge(ctx: AuthHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** The RFC 6238 code of `step`, as better-auth computes it: HMAC-SHA-1 keyed with the secret's bytes, 6 digits. */
function codeMatches(secret: string, step: number, code: string): boolean {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const expected = String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
  return timingSafeEqual(Buffer.from(expected), Buffer.from(code));
}
