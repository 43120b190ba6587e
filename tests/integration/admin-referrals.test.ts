// /admin/referrals — earnings and payouts: the list (figures per referrer and currency, search, paging,
// claims), the referrer's page and 'Record payout' (bounded by the balance, idempotent, safe with two admins at once,
// audited), and what the student's dashboard shows of it — through the route modules: loader or action → server
// function → database.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payoutOutcomeMessage, REFERRAL_CLAIM_PURPOSE, type ReferrerBalance } from "~/referrals/referrals";
import { indiaDate } from "~/platform/india-time";
import { minorToDecimal, type Currency } from "~/platform/money";
import { loader as dashboardLoader } from "~/routes/dashboard/dashboard";
import * as referralPayout from "~/routes/admin/referral-payout";
import * as referralsList from "~/routes/admin/referrals";
import * as referrerDetails from "~/routes/admin/referrer-details";
import type { ReferrerListRow } from "~/referrals/list-referrers.server";
import type { ReferrerDetails } from "~/referrals/load-referrer-details.server";
import type { StudentDashboard } from "~/enrolments/load-student-dashboard.server";
import { auditLog, contactSubmissions, payments, referralCredits, referralPayouts } from "~/platform/db/schema";
import { signInNewAdmin, useNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { guestPaymentRow } from "../support/payment-fixtures";
import { adminList } from "../support/admin-lists";
import { useFreshDatabase } from "../support/test-database";
import { signUpVerifiedStudent } from "../support/verified-account";

const testDb = useFreshDatabase();
const isPostgres = process.env.TEST_DB_KIND === "postgres";
const admin = useNewAdmin();

const run8 = randomUUID().slice(0, 8);
const referrerEmail = (name: string) => `${name}.${run8}@example.com`;
const today = () => indiaDate(new Date());

/** A referred successful payment and the referrer's credit on it, as a first success writes them. */
async function referredPayment({
  referrer,
  currency = "INR",
  amount,
  credit,
  clawedBack = "0.00",
  friend = "Ravi Kumar",
  at = new Date(),
}: {
  referrer: string;
  currency?: Currency;
  amount: string;
  credit: string;
  clawedBack?: string;
  friend?: string;
  at?: Date;
}) {
  const [payment] = await testDb.db
    .insert(payments)
    .values(
      guestPaymentRow({
        userId: `guest_${randomUUID()}`,
        name: friend,
        email: `friend.${randomUUID().slice(0, 8)}@example.com`,
        mobile: "9111111111",
        country: currency === "INR" ? "India" : "US",
        currency,
        amount,
        providerAmountPaise: 100,
        referredByEmail: referrer,
        createdAt: at,
      }),
    )
    .returning({ id: payments.id });
  await testDb.db
    .insert(referralCredits)
    .values({ paymentId: payment!.id, referrerEmail: referrer, amount: credit, currency, clawedBack, createdAt: at });
  return payment!.id;
}

async function claim(email: string, message: string, at = new Date(), purpose: string = REFERRAL_CLAIM_PURPOSE) {
  await testDb.db
    .insert(contactSubmissions)
    .values({ name: "Asha Rao", email, mobile: "9876543210", purpose, additionalDetails: message, createdAt: at });
}

interface ListPayload {
  gate: false;
  referrers: ReferrerListRow[];
  totals: ReferrerBalance[];
  total: number;
  page: number;
  pageCount: number;
}

const { list } = adminList<ListPayload, ReferrerListRow>(
  referralsList.loader,
  "/admin/referrals",
  () => admin.cookie,
  (payload) => payload.referrers,
);

async function details(email: string): Promise<ReferrerDetails> {
  const referrerEmailParam = encodeURIComponent(email);
  const result = await run(
    referrerDetails.loader,
    pageRequest(`/admin/referrals/${referrerEmailParam}`, admin.cookie),
    // React Router hands the loader the decoded segment.
    { referrerEmail: email },
  );
  expect(statusOf(result)).toBe(200);
  return (payloadOf(result) as { details: ReferrerDetails }).details;
}

const payoutForm = (overrides: Record<string, string> = {}) => ({
  idempotencyKey: randomUUID(),
  amount: "100.00",
  currency: "INR",
  paidOn: today(),
  reference: "UPI 412345678901",
  ...overrides,
});

/** Posts 'Record payout' as an admin; answers the redirect's outcome code and currency. */
async function recordPayout(email: string, fields: Record<string, string>, cookie = admin.cookie) {
  const result = await run(
    referralPayout.action,
    formPost(`/admin/referrals/${encodeURIComponent(email)}/payout`, fields, { cookie }),
    { referrerEmail: email },
  );
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  if (response.status !== 303) return { status: response.status, outcome: null, currency: null };
  const location = new URL(response.headers.get("location")!, "http://x");
  expect(location.pathname).toBe(`/admin/referrals/${encodeURIComponent(email)}`);
  expect(location.hash).toBe("#payouts");
  return { status: 303, outcome: location.searchParams.get("payout"), currency: location.searchParams.get("currency") };
}

const payoutsOf = (email: string) => testDb.db.select().from(referralPayouts).where(eq(referralPayouts.referrerEmail, email));
const figures = (balances: ReferrerBalance[]) =>
  Object.fromEntries(
    balances.map((balance) => [
      balance.currency,
      [balance.earnedMinor, balance.clawedBackMinor, balance.paidOutMinor, balance.balanceMinor],
    ]),
  );

describe("the referrers list", () => {
  const asha = referrerEmail("asha");
  beforeAll(async () => {
    // INR: ₹278.91 and ₹299.90 of which ₹100.00 was clawed back by a part refund; USD: $13.86. Never added together.
    await referredPayment({ referrer: asha, amount: "2789.07", credit: "278.91" });
    await referredPayment({ referrer: asha, amount: "2999.00", credit: "299.90", clawedBack: "100.00", friend: "Kiran Das" });
    await referredPayment({ referrer: asha, currency: "USD", amount: "138.57", credit: "13.86", friend: "Sam Lee" });
  });

  it("shows each referrer's earned (credits less clawbacks), clawed back, paid out and balance per currency", async () => {
    const before = await list(`q=${encodeURIComponent(asha)}`);
    expect(before.referrers).toHaveLength(1);
    expect(figures(before.referrers[0]!.balances)).toEqual({
      INR: [47_881, 10_000, 0, 47_881],
      USD: [1_386, 0, 0, 1_386],
    });
    expect(await recordPayout(asha, payoutForm({ amount: "200.00" }))).toMatchObject({ outcome: "recorded" });
    const after = await list(`q=${encodeURIComponent(asha)}`);
    expect(figures(after.referrers[0]!.balances)).toEqual({
      INR: [47_881, 10_000, 20_000, 27_881],
      USD: [1_386, 0, 0, 1_386],
    });
    expect(figures(after.totals)).toEqual(figures(after.referrers[0]!.balances));
  });

  it("searches on the referrer's e-mail, any case, a part of it, with LIKE's wildcards taken literally", async () => {
    const found = await list(`q=${encodeURIComponent(`ASHA.${run8}`)}`);
    expect(found.referrers.map((row) => row.email)).toEqual([asha]);
    expect((await list(`q=${encodeURIComponent(`%.${run8}`)}`)).referrers).toEqual([]);
    expect((await list(`q=nobody-${run8}`)).total).toBe(0);
  });

  it("names the referrer when an account has that e-mail", async () => {
    const email = referrerEmail("named");
    await signUpVerifiedStudent(email, "student-secret", "Meera Nair");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    const [row] = (await list(`q=${encodeURIComponent(email)}`)).referrers;
    expect(row).toMatchObject({ email, name: "Meera Nair" });
    expect((await list(`q=${encodeURIComponent(asha)}`)).referrers[0]!.name).toBeNull();
  });

  it("pages 25 at a time, newest activity first, the search kept", async () => {
    const tag = `pager-${run8}`;
    const start = Date.UTC(2022, 0, 1);
    for (let index = 0; index < 27; index += 1) {
      await referredPayment({
        referrer: `${tag}-${String(index).padStart(2, "0")}@example.com`,
        amount: "1000.00",
        credit: "100.00",
        at: new Date(start + index * 60_000),
      });
    }
    const first = await list(`q=${tag}`);
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.referrers).toHaveLength(25);
    expect(first.referrers[0]!.email).toBe(`${tag}-26@example.com`);
    const second = await list(`q=${tag}&page=2`);
    expect(second.referrers.map((row) => row.email)).toEqual([`${tag}-01@example.com`, `${tag}-00@example.com`]);
    // A claim is activity too: the oldest referrer who has just asked to be paid comes first.
    await claim(`${tag}-00@example.com`, "Please pay me");
    expect((await list(`q=${tag}`)).referrers[0]!.email).toBe(`${tag}-00@example.com`);
  });

  it("shows the claims sent through /contact?referral=claim beside their referrer, matched in any case", async () => {
    const email = referrerEmail("claimer");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    const latest = new Date(Date.UTC(2026, 1, 2, 6, 30));
    await claim(email.toUpperCase(), "First claim: UPI asha@okaxis", new Date(Date.UTC(2026, 0, 5)));
    await claim(email, "Second claim, still waiting", latest);
    await claim(email, "Not a claim: a free session please", new Date(), "free_session");
    const [row] = (await list(`q=${encodeURIComponent(email)}`)).referrers;
    expect(row).toMatchObject({ claimCount: 2, lastClaimAt: latest.toISOString() });
    const page = await details(email);
    expect(page.claims.map((one) => one.message)).toEqual(["Second claim, still waiting", "First claim: UPI asha@okaxis"]);
    expect((await list(`q=${encodeURIComponent(asha)}`)).referrers[0]).toMatchObject({ claimCount: 0, lastClaimAt: null });
  });
});

describe("the referrer's page", () => {
  it("lists the credits (the friend in full, for the admin), the payouts and the claims; 404 for an unknown e-mail", async () => {
    const email = referrerEmail("detail");
    const paymentId = await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90", clawedBack: "299.90" });
    await referredPayment({ referrer: email, amount: "2789.07", credit: "278.91", friend: "Arjun Mehta" });
    expect(await recordPayout(email, payoutForm({ amount: "78.91", reference: "UPI 999" }))).toMatchObject({
      outcome: "recorded",
    });
    // The address may carry the e-mail in another case: it is the same referrer.
    const page = await details(email.toUpperCase());
    expect(page.email).toBe(email);
    expect(page.credits).toHaveLength(2);
    expect(page.credits.find((credit) => credit.paymentId === paymentId)).toMatchObject({
      friendName: "Ravi Kumar",
      course: "Agentic AI",
      paymentMinor: 299_900,
      creditMinor: 29_990,
      clawedBackMinor: 29_990,
    });
    expect(page.payouts).toMatchObject([{ amountMinor: 7_891, currency: "INR", reference: "UPI 999", recordedBy: admin.email }]);
    expect(figures(page.balances)).toEqual({ INR: [27_891, 29_990, 7_891, 20_000] });
    expect(page.today).toBe(today());

    const unknown = await run(referrerDetails.loader, pageRequest(`/admin/referrals/nobody%40example.com`, admin.cookie), {
      referrerEmail: `nobody.${run8}@example.com`,
    });
    expect(statusOf(unknown)).toBe(404);
    const notAnEmail = await run(referrerDetails.loader, pageRequest(`/admin/referrals/x`, admin.cookie), { referrerEmail: "x" });
    expect(statusOf(notAnEmail)).toBe(404);
  });
});

describe("'Record payout'", () => {
  it("pays up to the exact balance; a paisa more is refused with the balance in the message, and nothing is written", async () => {
    const email = referrerEmail("exact");
    await referredPayment({ referrer: email, amount: "2789.07", credit: "278.91" });
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90", clawedBack: "100.00" });
    // Balance ₹478.81. Pay ₹400.00, then a paisa more than what is left, then exactly what is left.
    expect(await recordPayout(email, payoutForm({ amount: "400" }))).toMatchObject({ outcome: "recorded" });
    const auditBefore = await testDb.db.select().from(auditLog).where(eq(auditLog.tableName, "referral_payouts"));
    const over = await recordPayout(email, payoutForm({ amount: "78.82" }));
    expect(over).toEqual({ status: 303, outcome: "over-balance", currency: "INR" });
    expect(await payoutsOf(email)).toHaveLength(1);
    expect(await testDb.db.select().from(auditLog).where(eq(auditLog.tableName, "referral_payouts"))).toHaveLength(
      auditBefore.length,
    );
    // The page words the refusal from its own figures.
    const page = await details(email);
    expect(payoutOutcomeMessage("over-balance", { minor: figures(page.balances).INR![3]!, currency: "INR" }).text).toBe(
      "That is more than the referrer's INR balance: at most ₹78.81 can be paid out. Nothing was recorded.",
    );
    expect(await recordPayout(email, payoutForm({ amount: "78.81" }))).toMatchObject({ outcome: "recorded" });
    expect(figures((await details(email)).balances)).toEqual({ INR: [47_881, 10_000, 47_881, 0] });
    expect(await recordPayout(email, payoutForm({ amount: "0.01" }))).toMatchObject({ outcome: "over-balance" });
    expect(await payoutsOf(email)).toHaveLength(2);
  });

  it("bounds a payout by the balance of its own currency, never the other's", async () => {
    const email = referrerEmail("dollars");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    await referredPayment({ referrer: email, currency: "USD", amount: "138.57", credit: "13.86" });
    expect(await recordPayout(email, payoutForm({ currency: "USD", amount: "13.87" }))).toMatchObject({
      outcome: "over-balance",
      currency: "USD",
    });
    expect(await recordPayout(email, payoutForm({ currency: "USD", amount: "13.86" }))).toMatchObject({ outcome: "recorded" });
    expect(figures((await details(email)).balances)).toEqual({ INR: [29_990, 0, 0, 29_990], USD: [1_386, 0, 1_386, 0] });
  });

  it("refuses a bad form with its own outcome and writes nothing", async () => {
    const email = referrerEmail("badform");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    const tomorrow = indiaDate(new Date(Date.now() + 36 * 3_600_000));
    const cases: [Record<string, string>, string][] = [
      [{ amount: "" }, "invalid-amount"],
      [{ currency: "EUR" }, "invalid-currency"],
      [{ paidOn: tomorrow }, "future-date"],
      [{ reference: "   " }, "missing-reference"],
      [{ reference: "x".repeat(101) }, "reference-too-long"],
      [{ idempotencyKey: "again" }, "form-expired"],
    ];
    for (const [overrides, outcome] of cases) {
      expect((await recordPayout(email, payoutForm(overrides))).outcome, outcome).toBe(outcome);
    }
    expect(await payoutsOf(email)).toEqual([]);
    // Someone with no credits at all is not a referrer.
    expect((await recordPayout(`nobody.${run8}@example.com`, payoutForm())).status).toBe(404);
  });

  it("records a form sent twice once: the second answer says it was already recorded", async () => {
    const email = referrerEmail("twice");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    const form = payoutForm({ amount: "50.00" });
    expect(await recordPayout(email, form)).toMatchObject({ outcome: "recorded" });
    expect(await recordPayout(email, form)).toMatchObject({ outcome: "duplicate" });
    const atOnce = await Promise.all([1, 2, 3].map(() => recordPayout(email, { ...form, idempotencyKey: form.idempotencyKey })));
    expect(atOnce.map((answer) => answer.outcome)).toEqual(["duplicate", "duplicate", "duplicate"]);
    const same = payoutForm({ amount: "10.00" });
    const together = await Promise.all([recordPayout(email, same), recordPayout(email, same)]);
    expect(together.map((answer) => answer.outcome).sort()).toEqual(["duplicate", "recorded"]);
    expect((await payoutsOf(email)).map((payout) => payout.amount).sort()).toEqual(["10.00", "50.00"]);
    // The same form's key posted for another referrer records nothing there.
    const other = referrerEmail("twice-other");
    await referredPayment({ referrer: other, amount: "2999.00", credit: "299.90" });
    expect(await recordPayout(other, form)).toMatchObject({ outcome: "form-expired" });
    expect(await payoutsOf(other)).toEqual([]);
  });

  it(`lets only one of two payouts that together exceed the balance through${isPostgres ? " (truly concurrent on PostgreSQL)" : ""}`, async () => {
    const email = referrerEmail("race");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    const secondAdmin = await signInNewAdmin();
    const answers = await Promise.all([
      recordPayout(email, payoutForm({ amount: "200.00" })),
      recordPayout(email, payoutForm({ amount: "200.00" }), secondAdmin.cookie),
    ]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(["over-balance", "recorded"]);
    expect(await payoutsOf(email)).toHaveLength(1);
    // Five at once for ₹40.00 each against the ₹99.90 left: two fit.
    const five = await Promise.all(Array.from({ length: 5 }, () => recordPayout(email, payoutForm({ amount: "40.00" }))));
    expect(five.filter((answer) => answer.outcome === "recorded")).toHaveLength(2);
    expect(figures((await details(email)).balances).INR![3]).toBe(1_990);
  });

  it("writes the payout and its audit row together: who, how much, which currency, when, the reference", async () => {
    const email = referrerEmail("audited");
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90" });
    const form = payoutForm({ amount: "123.45", paidOn: "2026-01-15", reference: "  UPI 5566  " });
    expect(await recordPayout(email, form)).toMatchObject({ outcome: "recorded" });
    const [payout] = await payoutsOf(email);
    expect(payout).toMatchObject({
      referrerEmail: email,
      currency: "INR",
      amount: "123.45",
      paidOn: "2026-01-15",
      reference: "UPI 5566",
      idempotencyKey: form.idempotencyKey,
    });
    const audit = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, payout!.id));
    expect(audit).toMatchObject([
      {
        actorEmail: admin.email,
        action: "payout",
        tableName: "referral_payouts",
        details: { referrerEmail: email, amount: "123.45", currency: "INR", paidOn: "2026-01-15", reference: "UPI 5566" },
      },
    ]);
    expect(payout!.recordedBy).toBe(audit[0]!.actorUserId);
  });
});

describe("the student's dashboard", () => {
  it("shows what was earned, paid out and the balance per currency, and the payouts with date and reference", async () => {
    const email = referrerEmail("student");
    const { cookie } = await signUpVerifiedStudent(email, "student-secret", "Asha Rao");
    await referredPayment({ referrer: email, amount: "2789.07", credit: "278.91" });
    await referredPayment({ referrer: email, amount: "2999.00", credit: "299.90", clawedBack: "299.90" });
    await referredPayment({ referrer: email, currency: "USD", amount: "138.57", credit: "13.86" });
    expect(
      await recordPayout(email, payoutForm({ amount: "200.00", paidOn: "2026-02-01", reference: "UPI 7788" })),
    ).toMatchObject({ outcome: "recorded" });
    const result = await run(dashboardLoader, pageRequest("/dashboard", cookie));
    const { referral } = (payloadOf(result) as { dashboard: StudentDashboard }).dashboard;
    expect(referral.totals).toEqual([
      { currency: "INR", referredMinor: 578_807, earningMinor: 27_891, paidOutMinor: 20_000, balanceMinor: 7_891 },
      { currency: "USD", referredMinor: 13_857, earningMinor: 1_386, paidOutMinor: 0, balanceMinor: 1_386 },
    ]);
    expect(referral.payouts).toEqual([{ currency: "INR", amountMinor: 20_000, paidOn: "2026-02-01", reference: "UPI 7788" }]);
    // The refunded friend's line earns nothing now, and says what was taken back.
    expect(referral.payments.find((payment) => payment.amountMinor === 299_900)).toMatchObject({
      earningMinor: 0,
      clawedBackMinor: 29_990,
    });
    expect(minorToDecimal(referral.totals[0]!.balanceMinor)).toBe("78.91");
  });
});
