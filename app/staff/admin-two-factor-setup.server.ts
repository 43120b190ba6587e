import { and, eq, lt } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { ACCOUNT_MESSAGES } from "~/accounts";
import { manualEntryKey, readTwoFactorCode, TWO_FACTOR_TEXT } from "~/staff/admin-two-factor";
import { forwardedAuthCookies, getAuth, type SessionUser } from "~/accounts/index.server";
import {
  authSession,
  authTwoFactor,
  authUser,
  type Database,
  limitFailures,
  logger,
  RATE_LIMITS,
  verificationQrCode,
} from "~/platform/index.server";
import { recordAudit } from "./record-audit.server";

// An admin turns two-factor sign-in on and off for their own account on /admin/admins
// (docs/decisions/0046-admin-two-factor.md). better-auth's two-factor plugin keeps the secret and the backup codes,
// encrypted; these functions call it on the server with the admin's own request (its session cookie).

export type TwoFactorSetup =
  { state: "off" } | { state: "pending"; qrCode: string; manualKey: string } | { state: "on"; backupCodesLeft: number };

export type TwoFactorStepResult =
  { ok: true; message: string; headers?: Headers; backupCodes?: string[] } | { ok: false; status: number; message: string };

/** What the panel shows: off, waiting for the first code (with the QR code and the key), or on. */
export async function loadTwoFactorSetup(database: Database, admin: SessionUser): Promise<TwoFactorSetup> {
  const [row] = await database
    .select({ enabled: authUser.twoFactorEnabled, secret: authTwoFactor.secret, verified: authTwoFactor.verified })
    .from(authUser)
    .leftJoin(authTwoFactor, eq(authTwoFactor.userId, authUser.id))
    .where(eq(authUser.id, admin.id));
  if (!row?.secret) return { state: "off" };
  const auth = await getAuth();
  if (row.enabled && row.verified) {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: admin.id } });
    return { state: "on", backupCodesLeft: backupCodes.length };
  }
  const context = await auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const uri = authenticatorUri({ secret, issuer: context.appName, account: admin.email });
  return { state: "pending", qrCode: await verificationQrCode(uri), manualKey: manualEntryKey(uri) };
}

/** The `otpauth://` link an authenticator app reads, for the plugin's secret (its bytes are the HMAC key). */
function authenticatorUri({ secret, issuer, account }: { secret: string; issuer: string; account: string }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret: base32(new TextEncoder().encode(secret)), issuer, digits: "6", period: "30" });
  return `otpauth://totp/${label}?${params.toString()}`;
}

function base32(bytes: Uint8Array) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += alphabet[(value << (5 - bits)) & 31];
  return output;
}

/**
 * Runs one call to better-auth's plugin; wrong passwords and wrong confirmation codes count together, per admin, like
 * the account page's password checks, and its refusals become the panel's messages.
 */
async function countedStep(
  database: Database,
  { admin, context }: { admin: SessionUser; context: string },
  call: () => Promise<TwoFactorStepResult>,
): Promise<TwoFactorStepResult> {
  const limits = [{ rule: RATE_LIMITS.accountPasswordFailuresPerUser, subject: admin.id }];
  const outcome = await limitFailures(database, limits, async () => {
    try {
      return { failed: false, result: await call() };
    } catch (error) {
      return answerOfError(error, context);
    }
  });
  return outcome.limited ? { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManyAttempts } : outcome.result;
}

const refused = (status: number, message: string) => ({ failed: true, result: { ok: false as const, status, message } });

function answerOfError(error: unknown, context: string): { failed: boolean; result: TwoFactorStepResult } {
  if (isAPIError(error)) {
    const code = String(error.body?.code ?? "");
    if (code === "INVALID_PASSWORD") return refused(400, TWO_FACTOR_TEXT.wrongPassword);
    if (code === "INVALID_CODE") return refused(400, TWO_FACTOR_TEXT.wrongSetupCode);
    if (code === "TOTP_ALREADY_ENABLED")
      return { failed: false, result: { ok: false, status: 409, message: TWO_FACTOR_TEXT.alreadyOn } };
    if (code === "TOTP_NOT_ENABLED")
      return { failed: false, result: { ok: false, status: 409, message: TWO_FACTOR_TEXT.notStarted } };
  }
  logger.error({ err: error }, `${context} failed`);
  return { failed: false, result: { ok: false, status: 500, message: ACCOUNT_MESSAGES.unexpected } };
}

/** Step 1: the password is checked, and a new secret (and backup codes) is kept, not yet in use. */
export async function startTwoFactorSetup(
  database: Database,
  { admin, password, request }: { admin: SessionUser; password: string; request: Request },
): Promise<TwoFactorStepResult> {
  if (!password) return { ok: false, status: 400, message: TWO_FACTOR_TEXT.wrongPassword };
  return countedStep(database, { admin, context: "two-factor setup" }, async () => {
    await (await getAuth()).api.enableTwoFactor({ body: { password }, headers: request.headers });
    return { ok: true, message: TWO_FACTOR_TEXT.scanIntro };
  });
}

/**
 * Step 2: a right code turns two-factor sign-in on; the admin's session is replaced and the others end. The backup
 * codes are shown now and never again.
 */
export async function confirmTwoFactorSetup(
  database: Database,
  { admin, code, request }: { admin: SessionUser; code: unknown; request: Request },
): Promise<TwoFactorStepResult> {
  const typed = readTwoFactorCode(code);
  if (typed?.kind !== "totp") return { ok: false, status: 400, message: TWO_FACTOR_TEXT.wrongSetupCode };
  return countedStep(database, { admin, context: "two-factor confirmation" }, async () => {
    const auth = await getAuth();
    const startedAt = new Date();
    const { headers } = await auth.api.verifyTOTP({ body: { code: typed.code }, headers: request.headers, returnHeaders: true });
    // better-auth replaced this session with a new one; the others, opened with the password alone, end now.
    await database.delete(authSession).where(and(eq(authSession.userId, admin.id), lt(authSession.createdAt, startedAt)));
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: admin.id } });
    await recordTwoFactorChange(database, admin, "enable-two-factor");
    return { ok: true, message: TWO_FACTOR_TEXT.enabled, headers: forwardedAuthCookies(headers), backupCodes };
  });
}

/**
 * Leaves a setup that was never confirmed: its secret is forgotten. Only an unconfirmed one: turning a confirmed one
 * off needs the password (turnOffTwoFactor).
 */
export async function cancelTwoFactorSetup(database: Database, { admin }: { admin: SessionUser }): Promise<TwoFactorStepResult> {
  const forgotten = await database
    .delete(authTwoFactor)
    .where(and(eq(authTwoFactor.userId, admin.id), eq(authTwoFactor.verified, false)))
    .returning({ id: authTwoFactor.id });
  return forgotten.length
    ? { ok: true, message: TWO_FACTOR_TEXT.cancelled }
    : { ok: false, status: 409, message: TWO_FACTOR_TEXT.nothingToCancel };
}

/** Turns two-factor sign-in off with the admin's password; better-auth replaces the session (`headers`). */
export async function turnOffTwoFactor(
  database: Database,
  { admin, password, request }: { admin: SessionUser; password: string; request: Request },
): Promise<TwoFactorStepResult> {
  if (!password) return { ok: false, status: 400, message: TWO_FACTOR_TEXT.wrongPassword };
  return countedStep(database, { admin, context: "turning off two-factor" }, async () => {
    const auth = await getAuth();
    const { headers } = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
    await recordTwoFactorChange(database, admin, "disable-two-factor");
    return { ok: true, message: TWO_FACTOR_TEXT.disabled, headers: forwardedAuthCookies(headers) };
  });
}

const recordTwoFactorChange = (database: Database, admin: SessionUser, action: "enable-two-factor" | "disable-two-factor") =>
  recordAudit(database, { actor: admin, action, tableName: "auth_user", rowId: admin.id, details: { email: admin.email } });
