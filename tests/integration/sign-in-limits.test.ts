// Sign-in limits count before they check. Fifty wrong passwords sent at once are not fifty password
// checks; once an account or an address has 10 failures in 15 minutes, even the right password waits.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES } from "~/domain/account-schemas";
import { ADMIN_GATE_TEXT } from "~/domain/admin/admin-gate";
import { action as accountAction } from "~/routes/account/account";
import { action as signInAction } from "~/routes/account/signin";
import { action as adminSignInAction } from "~/routes/admin/admin-sign-in";
import { getAuth } from "~/server/auth/auth.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { ensureAdminAccount } from "~/server/startup.server";
import { formPost, payloadOf, run, signUpStudent, statusOf, uniqueEmail, uniqueIp } from "../support/admin-fixtures";
import { useFreshDatabase } from "../support/test-database";

const ATTEMPTS = 50;
const LIMIT = 10;

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

describe("sign-in limits", () => {
  const testDb = useFreshDatabase();
  afterEach(() => vi.restoreAllMocks());

  /** Moves every counter of `subject` to a window that ended (15 minutes passed). */
  async function endWindow(subject: string) {
    await testDb.db.execute(
      sql`update rate_limit_counters set window_started_at = now() - interval '15 minutes 1 second' where key like ${`%:${subject}`}`,
    );
  }

  it("50 wrong passwords at once for one account run at most 10 password checks; the rest get 429", async () => {
    const { email, password } = await signUpStudent(uniqueEmail("burst"));
    const checks = await countPasswordChecks();

    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => signInAttempt(email, `wrong-${index}`)));

    const { refused, answered } = statusCounts(results);
    expect(answered.length).toBeLessThanOrEqual(LIMIT);
    expect(answered.every((status) => status === 401)).toBe(true);
    expect(refused).toBe(ATTEMPTS - answered.length);
    expect(answered.length).toBeGreaterThan(0);
    expect(checks.mock.calls.length).toBe(answered.length);
    const refusal = results.find((result) => statusOf(result) === 429);
    expect(payloadOf(refusal)).toMatchObject({ formError: ACCOUNT_MESSAGES.tooManySignIns });

    // While the block lasts the right password is refused the same way, from any address, and is not even checked.
    const checksBefore = checks.mock.calls.length;
    const right = await signInAttempt(email, password);
    expect(statusOf(right)).toBe(429);
    expect(payloadOf(right)).toMatchObject({ formError: ACCOUNT_MESSAGES.tooManySignIns });
    expect(checks.mock.calls.length).toBe(checksBefore);

    // Fifteen minutes later the account opens again.
    await endWindow(email);
    expect(statusOf(await signInAttempt(email, password))).toBe(302);
  });

  it("50 wrong passwords at once from one address, each for another account, run at most 10 checks", async () => {
    const ip = uniqueIp();
    const checks = await countPasswordChecks();
    const { email, password } = await signUpStudent(uniqueEmail("neighbour"));
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) => signInAttempt(uniqueEmail(`guess-${index}`), "guess-password", ip)),
    );
    const { refused, answered } = statusCounts(results);
    expect(answered.length).toBeLessThanOrEqual(LIMIT);
    expect(refused).toBe(ATTEMPTS - answered.length);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(LIMIT);
    // That address is blocked even for a real account's right password; another address is not held up.
    expect(statusOf(await signInAttempt(email, password, ip))).toBe(429);
    expect(statusOf(await signInAttempt(email, password))).toBe(302);
  });

  it("successful sign-ins and refused attempts do not count: only failures fill the limit", async () => {
    const { email, password } = await signUpStudent(uniqueEmail("steady"));
    for (let attempt = 1; attempt < LIMIT; attempt += 1) expect(statusOf(await signInAttempt(email, "wrong-secret"))).toBe(401);
    for (let success = 0; success < 5; success += 1) expect(statusOf(await signInAttempt(email, password))).toBe(302);
    // The tenth failure is still checked and answered; only then is the account blocked.
    expect(statusOf(await signInAttempt(email, "wrong-secret"))).toBe(401);
    expect(statusOf(await signInAttempt(email, password))).toBe(429);
  });

  it("the admin gate: 50 wrong passwords at once from one address get at most 10 answers, then even the right one waits", async () => {
    const email = uniqueEmail("gate-admin");
    const password = "admin-secret-2026";
    await ensureAdminAccount(testDb.db, { email, password });
    const ip = uniqueIp();
    const checks = await countPasswordChecks();

    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => gateAttempt(email, `wrong-${index}`, ip)));

    const { refused, answered } = statusCounts(results);
    expect(answered.length).toBeLessThanOrEqual(LIMIT);
    expect(answered.every((status) => status === 401)).toBe(true);
    expect(refused).toBe(ATTEMPTS - answered.length);
    expect(answered.length).toBeGreaterThan(0);
    expect(checks.mock.calls.length).toBe(answered.length);
    expect(payloadOf(results.find((result) => statusOf(result) === 401))).toMatchObject({ message: ADMIN_GATE_TEXT.invalid });

    const right = await gateAttempt(email, password, ip);
    expect(statusOf(right)).toBe(429);
    expect(payloadOf(right)).toMatchObject({ message: ACCOUNT_MESSAGES.tooManySignIns });
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
