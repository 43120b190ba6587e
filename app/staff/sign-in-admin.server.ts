import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "~/accounts";
import { ADMIN_GATE_TEXT, ADMIN_LOGIN_DELAY_MS, type AdminCredentials } from "~/staff/admin-gate";
import { signIn } from "~/accounts/index.server";
import { isStaffRole } from "./staff-roles";
import { authUser, clientIp, db, limitFailures, type RateLimitRule } from "~/platform/index.server";

// Admin sign-in attempts are rate-limited on top of the account sign-in limits,
// counted before any check runs (limitFailures).
export const ADMIN_GATE_FAILURES_PER_IP: RateLimitRule = { name: "admin-gate-failures:ip", max: 10, windowSeconds: 15 * 60 };

export type AdminSignInResult =
  { ok: true; headers: Headers; twoFactorPending: boolean } | { ok: false; status: number; message: string };

const invalid = { ok: false, status: 401, message: ADMIN_GATE_TEXT.invalid } as const;

/**
 * The admin gate (spec 3 §2.2). A student's correct password gets the same 'Invalid admin credentials' as a wrong one.
 * With two-factor on, only a pending sign-in (`twoFactorPending`) that verifyTwoFactorSignIn completes.
 */
export async function signInAdmin({
  credentials,
  request,
  delayMs = ADMIN_LOGIN_DELAY_MS,
}: {
  credentials: AdminCredentials | null;
  request: Request;
  delayMs?: number;
}): Promise<AdminSignInResult> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const database = await db();
  const limits = [{ rule: ADMIN_GATE_FAILURES_PER_IP, subject: clientIp(request) }];
  const outcome = await limitFailures(database, limits, async (): Promise<{ failed: boolean; result: AdminSignInResult }> => {
    if (!credentials) return { failed: true, result: invalid };
    // The role (any staff role) is checked before any session is opened, so a student's password never opens one here.
    const [account] = await database
      .select({ role: authUser.role })
      .from(authUser)
      .where(eq(authUser.email, credentials.username));
    if (!isStaffRole(account?.role)) return { failed: true, result: invalid };

    const result = await signIn({ credentials: { email: credentials.username, password: credentials.password }, request });
    if (result.ok || result.status === 429 || result.status >= 500) return { failed: false, result };
    return { failed: true, result: invalid };
  });
  if (outcome.limited) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManySignIns };
  return outcome.result;
}
