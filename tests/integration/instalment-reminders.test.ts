// 3 days before and on the due date (and 3 and 7 days after it), while unpaid, exactly once per
// enrolment, due date and kind — with several servers running the job at once and across a restart. The clock is
// the job's `now`, so each test picks its day.

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysToDate, formatDisplayDate, indiaDate, indiaInstant } from "~/platform/india-time";
import { openDatabase, queryRows, type Database } from "~/platform/db/client.server";
import { emailOutbox, enrolments } from "~/platform/db/schema";
import { sendInstalmentReminders } from "~/enrolments/send-instalment-reminders.server";

import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import type { CheckoutRequestInput } from "~/payments/checkout";
import { checkoutRequest, orderAndPay, uniquePayerEmail } from "../support/payment-fixtures";
import { persistentStore, useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const provider = createSandboxProvider(sandboxSecrets("reminder-tests-secret"));
const APP_URL = "https://learn.example.test";

async function pay(database: Database, overrides: Partial<CheckoutRequestInput>) {
  await orderAndPay(database, checkoutRequest(overrides), { provider });
}

/** A monthly student whose latest instalment was paid on `paidOn` (India date); their next is due 30 days later. */
async function studentPaidOn(database: Database, paidOn: string, course = "Agentic AI") {
  const email = uniquePayerEmail("due");
  await pay(database, { email, course, country: "India", name: "Kavya Rao" });
  await database
    .update(enrolments)
    .set({ lastPaidAt: indiaInstant(paidOn, "10:00") })
    .where(eq(enrolments.studentEmail, email));
  return { email, dueDate: addDaysToDate(paidOn, 30) };
}

const remindersTo = (database: Database, email: string) =>
  database.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt);

/** Noon in India on a date: the job's clock. */
const noonOn = (date: string) => indiaInstant(date, "12:00");

describe("instalment reminders", () => {
  it("3 days before the due date: one e-mail with the course, date, amount and the dashboard link, however often the job runs", async () => {
    const today = indiaDate(new Date());
    const { email, dueDate } = await studentPaidOn(testDb.db, addDaysToDate(today, -27));
    expect(dueDate).toBe(addDaysToDate(today, 3));
    const before = (await remindersTo(testDb.db, email)).length; // the payment confirmation

    // Five servers run the job at the same moment, then again later that day.
    await Promise.all([1, 2, 3, 4, 5].map(() => sendInstalmentReminders(testDb.db, { now: noonOn(today), appUrl: APP_URL })));
    await sendInstalmentReminders(testDb.db, { now: indiaInstant(today, "23:50"), appUrl: APP_URL });

    const sent = (await remindersTo(testDb.db, email)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your next instalment for Agentic AI is due on ${formatDisplayDate(dueDate)}`);
    expect(sent[0]!.textBody).toContain("Hello Kavya Rao");
    expect(sent[0]!.textBody).toContain("₹2,999.00");
    expect(sent[0]!.textBody).toContain(`${APP_URL}/dashboard`);
    expect(sent[0]!.htmlBody).toContain(`href="${APP_URL}/dashboard"`);

    // On the due date, the second reminder, once.
    await sendInstalmentReminders(testDb.db, { now: noonOn(dueDate), appUrl: APP_URL });
    await sendInstalmentReminders(testDb.db, { now: noonOn(addDaysToDate(dueDate, 1)), appUrl: APP_URL });
    const all = (await remindersTo(testDb.db, email)).slice(before);
    expect(all.map((mail) => mail.textBody.includes("is due today"))).toEqual([false, true]);
  });

  it("nothing before the window, after it, once the instalment is paid, or for a cancelled or fully paid enrolment", async () => {
    const today = indiaDate(new Date());
    const early = await studentPaidOn(testDb.db, addDaysToDate(today, -26)); // due in 4 days
    // Due 10 days ago: past the last reminder after the due date (3 and 7 days after; tests/integration/collections.test.ts).
    const late = await studentPaidOn(testDb.db, addDaysToDate(today, -40));
    const paid = await studentPaidOn(testDb.db, addDaysToDate(today, -27));
    const cancelled = await studentPaidOn(testDb.db, addDaysToDate(today, -27));
    const upfront = uniquePayerEmail("upfront");
    await pay(testDb.db, { email: upfront, course: "Agentic AI", country: "India", payUpfront: true });
    await testDb.db.update(enrolments).set({ status: "cancelled" }).where(eq(enrolments.studentEmail, cancelled.email));
    // The next instalment, paid before the job runs: the due date moves 30 days on.
    await pay(testDb.db, { email: paid.email, course: "Agentic AI", country: "India" });
    const counts = async () =>
      Promise.all([early, late, paid, cancelled].map(async ({ email }) => (await remindersTo(testDb.db, email)).length));
    const before = await counts();

    await sendInstalmentReminders(testDb.db, { now: noonOn(today), appUrl: APP_URL });
    expect(await counts()).toEqual(before);
    expect((await remindersTo(testDb.db, upfront)).filter((mail) => mail.subject.startsWith("Your next instalment"))).toEqual([]);
  });

  it("survives a restart: a second server process on the same data sends nothing again", async () => {
    const store = await persistentStore();
    try {
      const today = indiaDate(new Date());
      let handle = await openDatabase(store.target);
      const { email } = await studentPaidOn(handle.db, addDaysToDate(today, -30)); // due today
      expect((await sendInstalmentReminders(handle.db, { now: noonOn(today), appUrl: APP_URL })).queued).toBe(1);
      await handle.close();

      handle = await openDatabase(store.target);
      expect((await sendInstalmentReminders(handle.db, { now: noonOn(today), appUrl: APP_URL })).queued).toBe(0);
      const [ledger] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from enrolment_reminders`);
      expect(ledger!.count).toBe(1);
      expect((await remindersTo(handle.db, email)).filter((mail) => mail.subject.startsWith("Your next"))).toHaveLength(1);
      await handle.close();
    } finally {
      await store.remove();
    }
  });
});
