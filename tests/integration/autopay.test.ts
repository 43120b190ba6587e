// Autopay with a controllable clock: a subscription's charges arrive as payments exactly once (a webhook twice, out
// of order, two servers, a restart between), the pre-debit notice once per debit, a manual payment while autopay is
// on is never charged too, and turning autopay off cancels with the provider (docs/decisions/0109-autopay.md).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  autopayOfEnrolments,
  endRequestedSubscriptions,
  sendDebitNotices,
  startAutopay,
  turnOffAutopay,
} from "~/autopay/index.server";
import { confirmAutopayAuthorisation } from "~/autopay/confirm-autopay.server";
import { chargeAtForDueDate } from "~/autopay";
import { sendInstalmentReminders } from "~/enrolments/index.server";
import { readCollectionFilters } from "~/collections";
import { listCollections } from "~/collections/list-collections.server";
import { updateStudentEnrolment } from "~/enrolments/update-student-enrolment.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import { requestRefund } from "~/refunds/request-refund.server";
import {
  createSandboxProvider,
  sandboxSecrets,
  type SandboxProvider,
  type WebhookDelivery,
} from "~/payments/sandbox-provider.server";
import type { Database } from "~/platform/db/client.server";
import {
  autopaySubscriptions,
  emailOutbox,
  enrolmentReminders,
  enrolments,
  invoices,
  payments,
  sandboxSubscriptions,
  studentMasterTable,
  users,
  whatsappMessages,
} from "~/platform/db/schema";
import { recordConsent } from "~/consent/index.server";
import { addDaysToDate, indiaDate } from "~/platform/india-time";
import { checkoutRequest, orderAndPay, registerStudent } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const HOUR = 3_600_000;
const secrets = sandboxSecrets("autopay-test-secret");

/** The sandbox on one "server": its own instance (a restart is a new one) over a database connection. */
function sandboxOn(database: () => Database) {
  return createSandboxProvider(secrets, { database: async () => database(), clock: () => new Date() });
}

const deliver = (sandbox: SandboxProvider, hooks: WebhookDelivery[], database: Database = testDb.db) =>
  Promise.all(
    hooks.map((hook) =>
      handleRazorpayWebhook(database, {
        rawBody: hook.body,
        signature: hook.signature,
        eventId: hook.eventId,
        provider: sandbox,
      }),
    ),
  );

const deliverInTurn = async (sandbox: SandboxProvider, hooks: WebhookDelivery[], database: Database = testDb.db) => {
  const answers = [];
  for (const hook of hooks) answers.push(...(await deliver(sandbox, [hook], database)));
  return answers;
};

/** A verified student who paid the first of four instalments of Agentic AI and turned autopay on. */
async function studentWithAutopay(sandbox: SandboxProvider) {
  const student = await registerStudent(testDb.db);
  const user = { id: student.id, email: student.email, emailVerified: true };
  await orderAndPay(testDb.db, checkoutRequest({ email: student.email }), { provider: sandbox, user });
  const [enrolment] = await testDb.db.select().from(enrolments).where(eq(enrolments.studentEmail, student.email));
  const started = await startAutopay(testDb.db, { enrolmentId: enrolment!.id, user, now: new Date(), provider: sandbox });
  if (started.kind !== "authorise") throw new Error(`autopay not started: ${JSON.stringify(started)}`);
  const authorised = await sandbox.authoriseSubscription(started.providerSubscriptionId);
  expect(
    await confirmAutopayAuthorisation(testDb.db, {
      providerSubscriptionId: started.providerSubscriptionId,
      paymentId: authorised!.response.razorpay_payment_id,
      signature: authorised!.response.razorpay_signature,
      provider: sandbox,
    }),
  ).toBe("authenticated");
  await deliver(sandbox, authorised!.webhooks);
  const firstCharge = chargeAtForDueDate(enrolment!.dueOn);
  return { student, user, enrolment: enrolment!, started, firstCharge };
}

async function enrolmentState(enrolmentId: string, email: string) {
  const [enrolment] = await testDb.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
  const paid = await testDb.db
    .select()
    .from(payments)
    .where(and(eq(payments.enrolmentId, enrolmentId), eq(payments.paymentStatus, "success")));
  const issued = await testDb.db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(eq(payments.enrolmentId, enrolmentId));
  const confirmations = await testDb.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), sql`${emailOutbox.subject} ilike '%payment%'`));
  return {
    monthsPaid: enrolment!.monthsPaid,
    dueOn: enrolment!.dueOn,
    payments: paid.length,
    invoices: issued.length,
    confirmations: confirmations.length,
  };
}

async function subscriptionRow(id: string) {
  const [row] = await testDb.db.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.id, id));
  return row!;
}

describe("autopay charges", () => {
  it("starts from the next due date and shows on the card once authorised; a second press reuses the plan", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { enrolment, started, firstCharge } = await studentWithAutopay(sandbox);
    expect(indiaDate(firstCharge)).toBe(addDaysToDate(indiaDate(new Date()), 30));
    const card = (await autopayOfEnrolments(testDb.db, [enrolment.id]))[enrolment.id];
    expect(card).toMatchObject({ status: "authenticated", nextChargeAt: firstCharge.toISOString(), amountPaise: 2_999_00 });
    const fetched = await sandbox.fetchSubscription(started.providerSubscriptionId);
    expect(fetched).toMatchObject({ status: "authenticated", totalCount: 3, paidCount: 0, chargeAt: firstCharge });

    const other = await studentWithAutopay(sandbox);
    const [mine, theirs] = [await subscriptionRow(started.subscriptionId), await subscriptionRow(other.started.subscriptionId)];
    expect(theirs.planId).toBe(mine.planId);
  });

  it("each charge is one payment with its invoice and e-mail: webhooks twice, out of order, two servers, a restart", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { student, enrolment, started, firstCharge } = await studentWithAutopay(sandbox);
    expect(await sandbox.chargeDueSubscriptions(new Date(firstCharge.getTime() - 60_000))).toEqual([]);

    // Two servers run the sandbox's charge job at the same moment: one takes the charge.
    const second = await testDb.openSecondServer();
    try {
      const otherServer = sandboxOn(() => second.db);
      const runs = await Promise.all([
        sandbox.chargeDueSubscriptions(new Date(firstCharge.getTime() + 60_000)),
        otherServer.chargeDueSubscriptions(new Date(firstCharge.getTime() + 60_000)),
      ]);
      // Earlier tests' students are charged on the same day: this test follows its own subscription.
      const hooks = runs.flat().filter((hook) => hook.body.includes(started.providerSubscriptionId));
      expect(hooks.map((hook) => JSON.parse(hook.body).event)).toEqual(["subscription.activated", "subscription.charged"]);
      const [activated, charged] = hooks as [WebhookDelivery, WebhookDelivery];

      // charged before activated; the charge delivered to both servers at once, then again later.
      const answers = [
        ...(await Promise.all([deliver(sandbox, [charged]), deliver(sandbox, [charged], second.db)])).flat(),
        ...(await deliverInTurn(sandbox, [activated, charged])),
      ];
      expect(answers.map((answer) => answer.body.status).sort()).toEqual(["duplicate", "duplicate", "processed", "processed"]);
    } finally {
      await second.close();
    }
    expect(await enrolmentState(enrolment.id, student.email)).toEqual({
      monthsPaid: 2,
      dueOn: indiaDate(new Date(firstCharge.getTime() + 30 * 24 * HOUR)),
      payments: 2,
      invoices: 2,
      confirmations: 2,
    });
    const row = await subscriptionRow(started.subscriptionId);
    expect(row).toMatchObject({ status: "active", paidCount: 1 });
    expect(row.nextChargeAt).toEqual(new Date(firstCharge.getTime() + 30 * 24 * HOUR));

    // A restart: a new sandbox instance over the same database takes the next charge, once, and nothing twice.
    const restarted = sandboxOn(() => testDb.db);
    const secondCharge = new Date(firstCharge.getTime() + 30 * 24 * HOUR + 60_000);
    const next = (await restarted.chargeDueSubscriptions(secondCharge)).filter((hook) =>
      hook.body.includes(started.providerSubscriptionId),
    );
    expect(await sandbox.chargeDueSubscriptions(secondCharge)).toEqual([]);
    expect(await deliverInTurn(restarted, next)).toEqual([{ status: 200, body: { status: "processed" } }]);
    // Same payment sent again under another event id (a provider replay): the charge's order keys it.
    const replay = { ...next[0]!, eventId: "evt_replayed_charge" };
    expect(await deliver(restarted, [replay])).toEqual([{ status: 200, body: { status: "already-recorded" } }]);
    expect(await enrolmentState(enrolment.id, student.email)).toMatchObject({ monthsPaid: 3, payments: 3, invoices: 3 });
  });

  it("the last instalment completes the subscription; a forged charge changes nothing", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { student, enrolment, started, firstCharge } = await studentWithAutopay(sandbox);
    const hooks = [];
    for (let month = 0; month < 3; month += 1) {
      hooks.push(...(await sandbox.chargeDueSubscriptions(new Date(firstCharge.getTime() + month * 30 * 24 * HOUR))));
    }
    const forged = { ...hooks.find((hook) => hook.body.includes("subscription.charged"))!, signature: "0".repeat(64) };
    expect(await deliver(sandbox, [forged])).toEqual([{ status: 400, body: { status: "invalid-signature" } }]);
    // In reverse order: completed first.
    await deliverInTurn(sandbox, hooks.reverse());
    expect(await enrolmentState(enrolment.id, student.email)).toMatchObject({ monthsPaid: 4, payments: 4, invoices: 4 });
    expect(await subscriptionRow(started.subscriptionId)).toMatchObject({
      status: "completed",
      paidCount: 3,
      nextChargeAt: null,
    });
    expect(await autopayOfEnrolments(testDb.db, [enrolment.id])).toEqual({});
  });

  it("a halted subscription falls back to dunning: reminders after the due date resume", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { enrolment, started, firstCharge } = await studentWithAutopay(sandbox);
    const appUrl = "http://localhost:3000";
    const remindersOf = () => testDb.db.select().from(enrolmentReminders).where(eq(enrolmentReminders.enrolmentId, enrolment.id));
    // While autopay charges, the due date brings no reminder.
    await sendInstalmentReminders(testDb.db, { now: firstCharge, appUrl });
    expect(await remindersOf()).toEqual([]);

    await sandbox.declineNextCharges(started.providerSubscriptionId, 3);
    for (let day = 0; day < 3; day += 1) {
      const hooks = await sandbox.chargeDueSubscriptions(new Date(firstCharge.getTime() + day * 24 * HOUR + 60_000));
      expect(hooks.map((hook) => JSON.parse(hook.body).event)).toEqual([
        "payment.failed",
        day < 2 ? "subscription.pending" : "subscription.halted",
      ]);
      await deliverInTurn(sandbox, hooks);
    }
    expect(await subscriptionRow(started.subscriptionId)).toMatchObject({ status: "halted", nextChargeAt: null });
    await sendInstalmentReminders(testDb.db, { now: new Date(firstCharge.getTime() + 3 * 24 * HOUR), appUrl });
    expect((await remindersOf()).map((reminder) => reminder.kind)).toEqual(["overdue-3"]);

    // The collections desk lists it under halted subscriptions, with its autopay state.
    const halted = await listCollections(testDb.db, {
      filters: readCollectionFilters(new URLSearchParams("bucket=halted")),
      now: new Date(firstCharge.getTime() + 3 * 24 * HOUR),
      graceDays: 7,
    });
    expect(halted.rows.find((row) => row.enrolmentId === enrolment.id)).toMatchObject({ autopay: "halted", daysOverdue: 3 });
  });
});

describe("pre-debit notice", () => {
  it("goes out once per debit, at least 24 hours before it, with amount, date, course and how to turn it off", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { student, firstCharge } = await studentWithAutopay(sandbox);
    const appUrl = "http://localhost:3000";
    const notices = () =>
      testDb.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, student.email), sql`${emailOutbox.subject} like 'Autopay debit%'`));

    await sendDebitNotices(testDb.db, { now: new Date(firstCharge.getTime() - 49 * HOUR), appUrl });
    expect(await notices()).toEqual([]);
    const second = await testDb.openSecondServer();
    try {
      const at = new Date(firstCharge.getTime() - 47 * HOUR);
      await Promise.all([sendDebitNotices(testDb.db, { now: at, appUrl }), sendDebitNotices(second.db, { now: at, appUrl })]);
    } finally {
      await second.close();
    }
    await sendDebitNotices(testDb.db, { now: new Date(firstCharge.getTime() - 25 * HOUR), appUrl });
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice!.textBody).toContain("₹2,999");
    expect(notice!.textBody).toContain("Agentic AI");
    expect(notice!.textBody).toContain("Turn off autopay");
    expect(notice!.subject).toContain(addDaysToDate(indiaDate(new Date()), 30).split("-")[0]!);

    // The next debit has its own notice.
    await deliverInTurn(sandbox, await sandbox.chargeDueSubscriptions(firstCharge));
    await sendDebitNotices(testDb.db, { now: new Date(firstCharge.getTime() + (30 * 24 - 40) * HOUR), appUrl });
    expect(await notices()).toHaveLength(2);
  });

  it("also goes by WhatsApp to a student who agreed to payment notices there, the e-mail still sent", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { student, firstCharge, started } = await studentWithAutopay(sandbox);
    const mobile = "+919845012377";
    await testDb.db.update(users).set({ mobileNo: mobile }).where(eq(users.userId, student.id));
    await recordConsent(testDb.db, {
      person: { userId: student.id, mobile },
      purpose: "payment-notices",
      channel: "whatsapp",
      given: true,
      source: "account",
    });

    await sendDebitNotices(testDb.db, { now: new Date(firstCharge.getTime() - 30 * HOUR), appUrl: "http://localhost:3000" });
    const messages = await testDb.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, student.id));
    expect(messages.map(({ template, toNumber, parameters }) => ({ template, toNumber, parameters }))).toEqual([
      {
        template: "autopay-pre-debit",
        toNumber: mobile,
        parameters: {
          student_name: expect.any(String),
          course_name: "Agentic AI",
          amount: "₹2,999",
          debit_date: indiaDate(firstCharge),
        },
      },
    ]);
    const emails = await testDb.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, student.email), sql`${emailOutbox.subject} like 'Autopay debit%'`));
    expect(emails).toHaveLength(1);
    // The sandbox charges every due subscription: this one leaves the schedule to the tests that follow.
    await testDb.db
      .update(sandboxSubscriptions)
      .set({ status: "cancelled" })
      .where(eq(sandboxSubscriptions.id, started.providerSubscriptionId));
  });
});

describe("ending autopay", () => {
  it("an instalment paid by hand ends the subscription, so it is never charged too", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { student, user, enrolment, started, firstCharge } = await studentWithAutopay(sandbox);
    await orderAndPay(testDb.db, checkoutRequest({ email: student.email, enrolmentId: enrolment.id }), {
      provider: sandbox,
      user,
    });
    expect((await subscriptionRow(started.subscriptionId)).cancelReason).toBe("paid-by-hand");
    expect(await endRequestedSubscriptions(testDb.db, { now: new Date(), provider: sandbox })).toEqual({ ended: 1, failed: 0 });
    expect(await sandbox.fetchSubscription(started.providerSubscriptionId)).toMatchObject({
      status: "cancelled",
      chargeAt: null,
    });

    expect(await sandbox.chargeDueSubscriptions(new Date(firstCharge.getTime() + HOUR))).toEqual([]);
    expect(await enrolmentState(enrolment.id, student.email)).toMatchObject({ monthsPaid: 2, payments: 2 });
    // The card offers autopay again, from the new due date.
    expect(await autopayOfEnrolments(testDb.db, [enrolment.id])).toEqual({});
    const again = await startAutopay(testDb.db, { enrolmentId: enrolment.id, user, now: new Date(), provider: sandbox });
    expect(again.kind).toBe("authorise");
  });

  it("turning it off cancels with the provider; a provider that fails is asked again after the lease", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { user, enrolment, started } = await studentWithAutopay(sandbox);
    let failures = 1;
    const flaky: SandboxProvider = {
      ...sandbox,
      async cancelSubscription(id) {
        if (failures-- > 0) throw new Error("the payment provider could not be reached");
        return sandbox.cancelSubscription(id);
      },
    };
    const now = new Date();
    expect(
      await turnOffAutopay(testDb.db, { enrolmentId: enrolment.id, by: { kind: "student", user }, now, provider: flaky }),
    ).toBe("turned-off");
    expect(await sandbox.fetchSubscription(started.providerSubscriptionId)).toMatchObject({ status: "authenticated" });
    expect(await endRequestedSubscriptions(testDb.db, { now, provider: flaky })).toEqual({ ended: 0, failed: 0 });
    expect(await endRequestedSubscriptions(testDb.db, { now: new Date(now.getTime() + 121_000), provider: flaky })).toEqual({
      ended: 1,
      failed: 0,
    });
    expect(await sandbox.fetchSubscription(started.providerSubscriptionId)).toMatchObject({ status: "cancelled" });
    expect(await subscriptionRow(started.subscriptionId)).toMatchObject({ status: "cancelled" });
    expect(
      await turnOffAutopay(testDb.db, { enrolmentId: enrolment.id, by: { kind: "student", user }, now, provider: sandbox }),
    ).toBe("not-on");
  });

  it("a full refund of the enrolment's payment cancels it with the provider", async () => {
    const webhooks: WebhookDelivery[] = [];
    const sandbox = createSandboxProvider(secrets, {
      database: async () => testDb.db,
      sendWebhooks: (hooks) => webhooks.push(...hooks),
    });
    const { enrolment, started } = await studentWithAutopay(sandbox);
    const [paid] = await testDb.db.select().from(payments).where(eq(payments.enrolmentId, enrolment.id));
    const answer = await requestRefund(testDb.db, {
      paymentId: paid!.id,
      form: { refundKey: randomUUID(), amountMinor: 2_999_00, reason: "Asked by the student", additional: false },
      admin: { id: "admin-test", email: "admin@example.test" },
      provider: sandbox,
    });
    expect(answer.kind).toBe("answered");
    await new Promise((resolve) => setImmediate(resolve));
    await deliverInTurn(sandbox, webhooks.splice(0));
    expect((await subscriptionRow(started.subscriptionId)).cancelReason).toBe("refunded");
    await endRequestedSubscriptions(testDb.db, { now: new Date(), provider: sandbox });
    expect(await sandbox.fetchSubscription(started.providerSubscriptionId)).toMatchObject({ status: "cancelled" });
  });

  it("closing the enrolment cancels it, and another student cannot turn it off", async () => {
    const sandbox = sandboxOn(() => testDb.db);
    const { student, enrolment, started } = await studentWithAutopay(sandbox);
    const stranger = await registerStudent(testDb.db);
    expect(
      await turnOffAutopay(testDb.db, {
        enrolmentId: enrolment.id,
        by: { kind: "student", user: { id: stranger.id, email: stranger.email, emailVerified: true } },
        now: new Date(),
        provider: sandbox,
      }),
    ).toBe("not-found");
    const [record] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, student.email));
    const outcome = await updateStudentEnrolment(testDb.db, {
      studentId: record!.id,
      change: { kind: "status", enrolmentId: enrolment.id, status: "cancelled" },
      actor: { id: "admin-test", email: "admin@example.test" },
    });
    expect(outcome).toEqual({ saved: true });
    await endRequestedSubscriptions(testDb.db, { now: new Date(), provider: sandbox });
    const [ledger] = await testDb.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, started.providerSubscriptionId));
    expect(ledger).toMatchObject({ status: "cancelled", chargeAt: null });
  });
});
