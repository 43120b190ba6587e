// Sign-in limits count before they check. Fifty wrong passwords sent at once are not fifty password checks; once an
// address has 10 failures in 15 minutes, or an account 5 from one address, even the right password waits there. A
// stranger's address is not the owner's, and a password reset forgets the account's failures
// (docs/decisions/0081-sign-in-lockout-and-mail-cap.md).
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES } from "~/accounts/account-schemas";
import { ADMIN_GATE_TEXT } from "~/staff/admin-gate";
import { action as accountAction } from "~/routes/account/account";
import { action as signInAction } from "~/routes/account/signin";
import { action as adminSignInAction } from "~/routes/admin/admin-sign-in";
import { action as forgotPasswordAction } from "~/routes/account/forgot-password";
import { action as resetPasswordAction } from "~/routes/account/reset-password";
import { getAuth } from "~/accounts/auth/auth.server";
import { RATE_LIMITS } from "~/platform/rate-limit.server";
import { ensureAdminAccount } from "~/platform/startup.server";
import { signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { formPost, payloadOf, run, statusOf, uniqueIp } from "../support/route-calls";
import { latestResetToken } from "../support/password-reset";
import { useFreshDatabase } from "../support/test-database";

const ATTEMPTS = 50;
const IP_LIMIT = RATE_LIMITS.signInFailuresPerIp.max;
const ACCOUNT_LIMIT = RATE_LIMITS.signInFailuresPerAccountAndIp.max;

/** Counts the password verifications better-auth runs from now on. */
async function countPasswordChecks() {
  const context = await (await getAuth()).$context;
  return vi.spyOn(context.password, "verify");
}

function signInAttempt(email: string, password: string, ip = uniqueIp()) {
  return run(signInAction, formPost("/signin", { email, password }, { ip }));
}

function gateAttempt(username: string, password: string, ip = uniqueIp()) {
  return run(adminSignInAction, formPost("/admin/sign-in", { username, password, redirectTo: "/admin/sessions" }, { ip }));
}

const statusCounts = (results: unknown[]) => {
  const statuses = results.map(statusOf);
  return { refused: statuses.filter((status) => status === 429).length, answered: statuses.filter((status) => status !== 429) };
};

/** Of ATTEMPTS wrong passwords at once, at most ACCOUNT_LIMIT are checked and answered 401; the others are refused with 429. */
function expectAccountLimitHeld(results: unknown[], checks: { mock: { calls: unknown[] } }) {
  const { refused, answered } = statusCounts(results);
  expect(answered.length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
  expect(answered.every((status) => status === 401)).toBe(true);
  expect(refused).toBe(ATTEMPTS - answered.length);
  expect(answered.length).toBeGreaterThan(0);
  expect(checks.mock.calls.length).toBe(answered.length);
}

describe("sign-in limits", () => {
  const testDb = useFreshDatabase();
  afterEach(() => vi.restoreAllMocks());

  /** Moves every counter of `subject` to a window that ended (15 minutes passed). */
  async function endWindow(subject: string) {
    await testDb.db.execute(
      sql`update rate_limit_counters set window_started_at = now() - interval '15 minutes 1 second' where key like ${`%${subject}`}`,
    );
  }

  it("50 wrong passwords at once for one account from one address run at most 5 password checks; the rest get 429", async () => {
    const { email, password } = await signUpStudent(uniqueEmail("burst"));
    const attacker = uniqueIp();
    const checks = await countPasswordChecks();

    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) => signInAttempt(email, `wrong-${index}`, attacker)),
    );

    expectAccountLimitHeld(results, checks);
    const refusal = results.find((result) => statusOf(result) === 429);
    expect(payloadOf(refusal)).toMatchObject({ formError: ACCOUNT_MESSAGES.tooManySignIns });

    // While the block lasts the right password is refused the same way from that address, and is not even checked.
    const checksBefore = checks.mock.calls.length;
    const right = await signInAttempt(email, password, attacker);
    expect(statusOf(right)).toBe(429);
    expect(payloadOf(right)).toMatchObject({ formError: ACCOUNT_MESSAGES.tooManySignIns });
    expect(checks.mock.calls.length).toBe(checksBefore);

    // Fifteen minutes later the account opens there again.
    await endWindow(attacker);
    expect(statusOf(await signInAttempt(email, password, attacker))).toBe(302);
  });

  it("a stranger who locks an account from their address does not lock the owner out elsewhere; a reset clears it", async () => {
    const { email, password } = await signUpStudent(uniqueEmail("owner"));
    const [strangerIp, ownerIp] = [uniqueIp(), uniqueIp()];
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
      expect(statusOf(await signInAttempt(email, `guess-${attempt}`, strangerIp))).toBe(401);
    }
    expect(statusOf(await signInAttempt(email, password, strangerIp))).toBe(429);

    // The owner, at home, signs in as usual (and so would anyone with the password, from any other address).
    expect(statusOf(await signInAttempt(email, password, ownerIp))).toBe(302);
    expect(statusOf(await signInAttempt(email, password, uniqueIp()))).toBe(302);

    // After a password reset through the e-mailed link the account opens from the stranger's address too.
    expect(statusOf(await run(forgotPasswordAction, formPost("/forgot-password", { email }, { ip: ownerIp })))).toBe(200);
    const token = await latestResetToken();
    const resetAnswer = await run(
      resetPasswordAction,
      formPost("/reset-password", { token, password: "a-new-secret", confirmPassword: "a-new-secret" }, { ip: ownerIp }),
    );
    expect((resetAnswer as Response).headers.get("location")).toBe("/signin?reset=success");
    expect(statusOf(await signInAttempt(email, "a-new-secret", strangerIp))).toBe(302);
  });

  it("50 wrong passwords at once from one address, each for another account, run at most 10 checks", async () => {
    const ip = uniqueIp();
    const checks = await countPasswordChecks();
    const { email, password } = await signUpStudent(uniqueEmail("neighbour"));
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) => signInAttempt(uniqueEmail(`guess-${index}`), "guess-password", ip)),
    );
    const { refused, answered } = statusCounts(results);
    expect(answered.length).toBeLessThanOrEqual(IP_LIMIT);
    expect(refused).toBe(ATTEMPTS - answered.length);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(IP_LIMIT);
    // The per-address limit holds: that address is blocked even for another account's right password; another
    // address is not held up.
    expect(statusOf(await signInAttempt(email, password, ip))).toBe(429);
    expect(statusOf(await signInAttempt(email, password))).toBe(302);
  });

  it("successful sign-ins and refused attempts do not count: only failures fill the limit", async () => {
    const { email, password } = await signUpStudent(uniqueEmail("steady"));
    const ip = uniqueIp();
    for (let attempt = 1; attempt < ACCOUNT_LIMIT; attempt += 1) {
      expect(statusOf(await signInAttempt(email, "wrong-secret", ip))).toBe(401);
    }
    for (let success = 0; success < 5; success += 1) expect(statusOf(await signInAttempt(email, password, ip))).toBe(302);
    // The fifth failure is still checked and answered; only then is the account blocked from that address.
    expect(statusOf(await signInAttempt(email, "wrong-secret", ip))).toBe(401);
    expect(statusOf(await signInAttempt(email, password, ip))).toBe(429);
  });

  it("the admin gate: 50 wrong passwords at once from one address get at most 5 answers, then even the right one waits", async () => {
    const email = uniqueEmail("gate-admin");
    const password = "admin-secret-2026";
    await ensureAdminAccount(testDb.db, { email, password });
    const ip = uniqueIp();
    const checks = await countPasswordChecks();

    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => gateAttempt(email, `wrong-${index}`, ip)));

    expectAccountLimitHeld(results, checks);
    expect(payloadOf(results.find((result) => statusOf(result) === 401))).toMatchObject({ message: ADMIN_GATE_TEXT.invalid });

    const right = await gateAttempt(email, password, ip);
    expect(statusOf(right)).toBe(429);
    expect(payloadOf(right)).toMatchObject({ message: ACCOUNT_MESSAGES.tooManySignIns });
    // The admin is not locked out: from another address the gate opens.
    expect(statusOf(await gateAttempt(email, password))).toBe(302);
  });

  it("the password checks of /account count first too: 50 wrong passwords at once from one session run at most 5 checks", async () => {
    const { cookie, password, email } = await signUpStudent(uniqueEmail("account-burst"));
    const limit = RATE_LIMITS.accountPasswordFailuresPerUser.max;
    const checks = await countPasswordChecks();
    const attempt = (index: number, typed: string) =>
      run(
        accountAction,
        formPost(
          "/account",
          index % 2 === 0
            ? {
                intent: "change-password",
                currentPassword: typed,
                newPassword: "second-secret",
                confirmNewPassword: "second-secret",
              }
            : { intent: "delete-account", deletePassword: typed, deleteConfirmation: "DELETE" },
          { cookie },
        ),
      );

    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => attempt(index, `wrong-${index}`)));

    const { refused, answered } = statusCounts(results);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThanOrEqual(limit);
    expect(answered.every((status) => status === 400)).toBe(true);
    expect(refused).toBe(ATTEMPTS - answered.length);
    expect(checks.mock.calls.length).toBe(answered.length);
    // The right password waits as well, unchecked, and the account is still there.
    expect(statusOf(await attempt(1, password))).toBe(429);
    expect(checks.mock.calls.length).toBe(answered.length);
    expect(statusOf(await signInAttempt(email, password))).toBe(302);
  });
});
