// An admin refunds all or part of a successful payment through the provider's refund API; the
// provider's refund.processed / refund.failed webhooks finish it. Through the real path: checkout, the sandbox (or the
// Razorpay provider against the local stub), the webhook handler, the database. Concurrent requests run truly at
// once on PostgreSQL (PGlite runs them one after another).
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutRequestInput } from "~/payments/checkout";
import { financialYearOf } from "~/invoices/invoice-number";
import { formatIndiaDateTime } from "~/platform/india-time";
import { decimalToMinor } from "~/platform/money";
import { refundOutcomeMessage } from "~/refunds/refunds";
import * as paymentRefundRoute from "~/routes/admin/payment-refund";
import { loader as creditNoteDownloadLoader } from "~/routes/dashboard/credit-note-download";
import { loadAdminOverview } from "~/payments/load-admin-overview.server";
import { getConfig } from "~/platform/config.server";
import type { Database } from "~/platform/db/client.server";
import { dashboardPayments, selectPaymentHistory } from "~/payments/dashboard-payments.server";
import {
  auditLog,
  creditNotes,
  emailOutbox,
  enrolments,
  invoices,
  payments,
  referralCredits,
  refunds,
  studentMasterTable,
} from "~/platform/db/schema";
import { deliverDueEmails, type MailTransport } from "~/email/outbox.server";
import { libraryVisitor } from "~/library/library-visitor.server";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import { refundReceiptFor, type PaymentProvider } from "~/payments/payment-provider.server";
import { createSandboxProvider, sandboxSecrets, type WebhookDelivery } from "~/payments/sandbox-provider.server";
import { simulateSandboxCheckout } from "~/payments/simulate-sandbox-checkout.server";
import { loadPaymentRefunds } from "~/refunds/load-payment-refunds.server";
import { requestRefund } from "~/refunds/request-refund.server";
import { resendUnacknowledgedRefunds } from "~/refunds/resend-unacknowledged-refunds.server";
import { REFUND_RESEND_AFTER_SECONDS } from "~/refunds/send-refund-to-provider.server";
import { signInNewAdmin } from "../support/admin-fixtures";
import { formPost, run } from "../support/route-calls";
import { checkoutRequest, registerStudent, someIp, uniquePayerEmail } from "../support/payment-fixtures";
import { pdfText } from "../support/pdf-text";
import type { RazorpayStub } from "../support/razorpay-stub";
import { useRazorpayStub } from "../support/use-razorpay-stub";
import { useFreshDatabase } from "../support/test-database";
import { signUpVerifiedStudent } from "../support/verified-account";

const testDb = useFreshDatabase();
const secrets = sandboxSecrets("refund-tests-server-secret-0000000000000");
// The sandbox's webhooks, as its webhook endpoint would receive them.
const sandboxWebhooks: WebhookDelivery[] = [];
const sandbox = createSandboxProvider(secrets, { sendWebhooks: (webhooks) => sandboxWebhooks.push(...webhooks) });
const isPostgres = process.env.TEST_DB_KIND === "postgres";

let admin: { id: string; email: string };
beforeAll(async () => {
  admin = await registerStudent(testDb.db, uniquePayerEmail("admin"), { role: "admin" });
});

/** A course bought and paid through the sandbox: the checkout, then the provider's payment.captured webhook. */
async function paidPayment(overrides: Partial<CheckoutRequestInput> = {}, { referrer }: { referrer?: string } = {}) {
  const email = overrides.email ?? uniquePayerEmail();
  const created = await createPaymentOrder(testDb.db, {
    checkout: checkoutRequest({ email, ...overrides }),
    user: null,
    clientIp: someIp(),
    provider: sandbox,
  });
  if (created.kind !== "created") throw new Error(created.message);
  const paymentId = created.checkout.paymentId;
  if (referrer) await testDb.db.update(payments).set({ referredByEmail: referrer }).where(eq(payments.id, paymentId));
  const simulated = await simulateSandboxCheckout(testDb.db, { sandbox, paymentId, outcome: "success" });
  if (simulated.kind !== "answered") throw new Error("no sandbox answer");
  for (const hook of simulated.webhooks) await deliver(hook, sandbox);
  const payment = await paymentRow(paymentId);
  expect(payment.paymentStatus).toBe("success");
  return payment;
}

async function paymentRow(paymentId: string) {
  const [row] = await testDb.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

function deliver(hook: { body?: string; rawBody?: string; signature: string; eventId: string }, provider: PaymentProvider) {
  return handleRazorpayWebhook(testDb.db, {
    rawBody: hook.body ?? hook.rawBody!,
    signature: hook.signature,
    eventId: hook.eventId,
    provider,
  });
}

interface RefundOptions {
  refundKey?: string;
  provider?: PaymentProvider;
  /** The form's 'This is an additional refund' ticked. */
  additional?: boolean;
  /** Another server's database (its own connections on PostgreSQL). */
  database?: Database;
  by?: { id: string; email: string };
}

function refund(paymentId: string, amount: string, options: RefundOptions = {}) {
  return requestRefund(options.database ?? testDb.db, {
    paymentId,
    form: {
      refundKey: options.refundKey ?? randomUUID(),
      amountMinor: decimalToMinor(amount),
      reason: "Asked by the student",
      additional: options.additional ?? false,
    },
    admin: options.by ?? admin,
    provider: options.provider ?? sandbox,
  });
}

/** The sandbox's refund.processed webhook of a refund, once it has been sent (just after the refund call answers). */
async function sandboxWebhookOf(refundId: string) {
  await new Promise((resolve) => setImmediate(resolve));
  const hook = sandboxWebhooks.find((candidate) => candidate.body.includes(refundReceiptFor(refundId)));
  if (!hook) throw new Error(`no sandbox webhook for refund ${refundId}`);
  return hook;
}

/** Requests a refund through the sandbox (as an additional one after the first) and delivers its refund.processed webhook. */
async function refundAndSettle(paymentId: string, amount: string) {
  const requested = await refund(paymentId, amount, { additional: true });
  expect(requested).toMatchObject({ kind: "answered", outcome: "requested" });
  const refundId = (requested as { refundId: string }).refundId;
  expect((await deliver(await sandboxWebhookOf(refundId), sandbox)).body.status).toBe("processed");
  return refundId;
}

async function refundRow(refundId: string) {
  const [row] = await testDb.db.select().from(refunds).where(eq(refunds.id, refundId));
  return row!;
}

async function enrolmentOf(payment: { enrolmentId: string | null }) {
  const [row] = await testDb.db.select().from(enrolments).where(eq(enrolments.id, payment.enrolmentId!));
  return row!;
}

async function studentOf(email: string) {
  const [row] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, email));
  return row!;
}

async function creditNotesOf(paymentId: string) {
  return testDb.db
    .select({ creditNote: creditNotes })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(creditNotes.sequence)
    .then((rows) => rows.map((row) => row.creditNote));
}

async function invoiceOf(paymentId: string) {
  const [row] = await testDb.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row!;
}

describe("a full refund through the sandbox", () => {
  it("is pending until the provider's webhook, then reduces the enrolment and the student's total, issues a credit note and e-mails it", async () => {
    const payment = await paidPayment({ course: "Agentic AI", country: "India" });
    expect(payment.amount).toBe("2999.00");
    expect(await studentOf(payment.email)).toMatchObject({ totalAmountPaid: "2999.00" });

    const requested = await refund(payment.id, "2999.00");
    expect(requested).toMatchObject({ kind: "answered", outcome: "requested" });
    const refundId = (requested as { refundId: string }).refundId;
    const pending = await refundRow(refundId);
    expect(pending).toMatchObject({
      status: "pending",
      amount: 2_999_00,
      providerAmountPaise: 2_999_00,
      currency: "INR",
      reason: "Asked by the student",
      requestedBy: admin.id,
    });
    expect(pending.providerRefundId).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    // Until the provider confirms: nothing has changed but the refund, shown as pending.
    expect(await enrolmentOf(payment)).toMatchObject({ status: "active", amountPaid: "2999.00" });
    expect(await loadPaymentRefunds(testDb.db, payment.id)).toMatchObject({
      refundState: "refund pending",
      refundableMinor: 0,
      canRefund: true,
      refunds: [{ id: refundId, status: "pending", requestedBy: admin.email, creditNoteNumber: null }],
    });
    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, refundId));
    expect(audit).toMatchObject({ actorUserId: admin.id, action: "refund", tableName: "refunds" });
    expect(audit!.details).toMatchObject({ paymentId: payment.id, amount: "2999.00", reason: "Asked by the student" });

    // The sandbox sends a signed refund.processed, as Razorpay does.
    const hook = await sandboxWebhookOf(refundId);
    expect(JSON.parse(hook.body)).toMatchObject({
      event: "refund.processed",
      payload: { refund: { entity: { id: pending.providerRefundId, amount: 2_999_00, status: "processed" } } },
    });
    expect((await deliver(hook, sandbox)).body.status).toBe("processed");

    expect(await refundRow(refundId)).toMatchObject({ status: "processed", processedAt: expect.any(Date) });
    // The enrolment's only payment refunded in full: refunded, nothing paid; the student's total follows.
    expect(await enrolmentOf(payment)).toMatchObject({ status: "refunded", amountPaid: "0.00", monthsPaid: 0 });
    expect(await studentOf(payment.email)).toMatchObject({ totalAmountPaid: "0.00" });

    const invoice = await invoiceOf(payment.id);
    const [creditNote] = await creditNotesOf(payment.id);
    const year = financialYearOf(new Date());
    expect(creditNote).toMatchObject({
      refundId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      number: `CN/${year}/${String(creditNote!.sequence).padStart(6, "0")}`,
      amount: invoice.amount,
      taxable: invoice.taxable,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      kind: invoice.kind,
      buyerEmail: payment.email,
      paymentReference: pending.providerRefundId,
    });
    expect(creditNote!.number.length).toBeLessThanOrEqual(16);
    expect(await loadPaymentRefunds(testDb.db, payment.id)).toMatchObject({
      refundState: "refunded",
      refundableMinor: 0,
      refunds: [{ status: "processed", creditNoteNumber: creditNote!.number }],
    });

    // The student's e-mail, with the credit note as a PDF.
    const mails = await testDb.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, payment.email), sql`${emailOutbox.subject} like 'Refund processed%'`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toEqual([{ kind: "credit-note", creditNoteId: creditNote!.id }]);
    expect(mails[0]!.textBody).toContain("We have refunded ₹2,999.00 of your payment for Agentic AI.");
    expect(mails[0]!.textBody).toContain(`Credit note: ${creditNote!.number} (attached)`);
    await testDb.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(sql`${emailOutbox.id} <> ${mails[0]!.id}`);
    const sent: Parameters<MailTransport["send"]>[0][] = [];
    await deliverDueEmails(testDb.db, { send: async (message) => void sent.push(message) }, { from: "test@localhost" });
    const [file] = sent.find((message) => message.to === payment.email)!.attachments!;
    expect(file!.filename).toBe(`${creditNote!.number.replaceAll("/", "-")}.pdf`);
    const text = await pdfText(file!.content);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Credit Note No. ${creditNote!.number}`);
    expect(text).toContain(`Original invoice ${invoice.number}`);
    expect(text).toContain("Refund of course fee: Agentic AI");
    expect(text).toContain("INR 2,999.00");
  });

  it("a student whose every enrolment is refunded leaves the batch and the enrolled library tier", async () => {
    const student = await registerStudent(testDb.db);
    const payment = await paidPayment({ email: student.email, course: "Agentic AI", country: "India" });
    await testDb.db
      .update(studentMasterTable)
      .set({ batchId: "AGENTIC_AI_BATCH_7" })
      .where(eq(studentMasterTable.email, student.email));
    const visitor = { email: student.email, emailVerified: true };
    expect(await libraryVisitor(testDb.db, visitor)).toBe("enrolled");
    await refundAndSettle(payment.id, "1000.00");
    expect((await studentOf(student.email)).batchId).toBe("AGENTIC_AI_BATCH_7"); // a part refund: still enrolled
    await refundAndSettle(payment.id, "1999.00");
    expect((await studentOf(student.email)).batchId).toBeNull();
    expect(await libraryVisitor(testDb.db, visitor)).toBe("signed-in");
  });
});

describe("part refunds", () => {
  it("add up: each lowers paid and fee together, the last undoes the payment; the referrer's credit is clawed back in proportion", async () => {
    const referrer = uniquePayerEmail("referrer");
    const payment = await paidPayment({ course: "Agentic AI", country: "India" }, { referrer });
    const [credit] = await testDb.db.select().from(referralCredits).where(eq(referralCredits.paymentId, payment.id));
    expect(credit).toMatchObject({ amount: "299.90", clawedBack: "0.00" });
    expect(await enrolmentOf(payment)).toMatchObject({ fee: "11996.00", amountPaid: "2999.00", monthsPaid: 1 });

    const steps = [
      { amount: "1000.00", paid: "1999.00", fee: "10996.00", clawedBack: "100.00", status: "active", total: "1999.00" },
      { amount: "999.50", paid: "999.50", fee: "9996.50", clawedBack: "199.95", status: "active", total: "999.50" },
      { amount: "999.50", paid: "0.00", fee: "11996.00", clawedBack: "299.90", status: "refunded", total: "0.00" },
    ];
    for (const step of steps) {
      await refundAndSettle(payment.id, step.amount);
      expect(await enrolmentOf(payment)).toMatchObject({ amountPaid: step.paid, fee: step.fee, status: step.status });
      expect(await studentOf(payment.email)).toMatchObject({ totalAmountPaid: step.total });
      const [after] = await testDb.db.select().from(referralCredits).where(eq(referralCredits.paymentId, payment.id));
      expect(after!.clawedBack).toBe(step.clawedBack);
    }

    // Three credit notes, numbered one after another, adding up to the invoice line by line.
    const invoice = await invoiceOf(payment.id);
    const notes = await creditNotesOf(payment.id);
    expect(notes.map((note) => note.amount)).toEqual([1_000_00, 999_50, 999_50]);
    expect(notes.map((note) => note.sequence)).toEqual([notes[0]!.sequence, notes[0]!.sequence + 1, notes[0]!.sequence + 2]);
    for (const note of notes) {
      expect(note.taxable + note.cgst + note.sgst + note.igst).toBe(note.amount);
      expect(note.invoiceNumber).toBe(invoice.number);
    }
    const total = (key: "amount" | "taxable" | "cgst" | "sgst" | "igst") => notes.reduce((sum, note) => sum + note[key], 0);
    expect([total("amount"), total("taxable"), total("cgst"), total("sgst"), total("igst")]).toEqual([
      invoice.amount,
      invoice.taxable,
      invoice.cgst,
      invoice.sgst,
      invoice.igst,
    ]);
    expect(await loadPaymentRefunds(testDb.db, payment.id)).toMatchObject({ refundState: "refunded", refundableMinor: 0 });
  });

  it("of a USD payment: the provider gives back the charge's share in paise; the credit note is a zero-rated export", async () => {
    const payment = await paidPayment({ course: "Agentic AI", country: "US" });
    expect(payment.currency).toBe("USD");
    const paidMinor = decimalToMinor(payment.amount);
    const half = Math.floor(paidMinor / 2);
    const refundId = await refundAndSettle(payment.id, (half / 100).toFixed(2));
    const row = await refundRow(refundId);
    expect(row.currency).toBe("USD");
    expect(row.providerAmountPaise).toBe(Math.floor((2 * payment.providerAmountPaise * half + paidMinor) / (2 * paidMinor)));
    const [note] = await creditNotesOf(payment.id);
    expect(note).toMatchObject({ kind: "export-invoice", currency: "USD", amount: half, taxable: half, igst: 0 });
    // The rest: the provider's paise add up to exactly what was charged.
    const restId = await refundAndSettle(payment.id, ((paidMinor - half) / 100).toFixed(2));
    expect(row.providerAmountPaise + (await refundRow(restId)).providerAmountPaise).toBe(payment.providerAmountPaise);
    expect(await enrolmentOf(payment)).toMatchObject({ status: "refunded", amountPaid: "0.00" });
  });
});

describe("the admin overview's revenue", () => {
  it("is successful payments minus processed refunds, on the day they were processed", async () => {
    const payment = await paidPayment();
    const revenueToday = async () => (await loadAdminOverview(testDb.db, { now: new Date() })).periods[0]!.revenue.INR;
    const before = await revenueToday();
    const pending = await refund(payment.id, "1000.00");
    expect(await revenueToday()).toBe(before); // not until the provider confirms
    await deliver(await sandboxWebhookOf((pending as { refundId: string }).refundId), sandbox);
    expect(await revenueToday()).toBe(before - 1_000_00);
  });
});

describe("what an admin may not refund", () => {
  it("more than paid less pending and processed refunds, a payment refunded in full, an unpaid payment, less than ₹1", async () => {
    const payment = await paidPayment();
    // A pending refund counts against the limit.
    expect(await refund(payment.id, "2000.00")).toMatchObject({ outcome: "requested" });
    const additional = { additional: true };
    expect(await refund(payment.id, "1000.00", additional)).toMatchObject({
      kind: "answered",
      outcome: "over-limit",
      refundId: null,
    });
    expect(await refund(payment.id, "0.50", additional)).toMatchObject({ outcome: "too-small" });
    expect(await refund(payment.id, "999.00", additional)).toMatchObject({ outcome: "requested" });
    expect(await refund(payment.id, "1.00", additional)).toMatchObject({ outcome: "fully-refunded" });
    const rows = await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([999_00, 2_000_00]);

    const created = await createPaymentOrder(testDb.db, {
      checkout: checkoutRequest(),
      user: null,
      clientIp: someIp(),
      provider: sandbox,
    });
    if (created.kind !== "created") throw new Error(created.message);
    expect(await refund(created.checkout.paymentId, "10.00")).toMatchObject({ outcome: "not-refundable" });
    expect(await refund(randomUUID(), "10.00")).toEqual({ kind: "not-found" });
  });
});

describe("refunds through the Razorpay provider, against the local Orders and Refunds API stub", () => {
  let stub: RazorpayStub;
  let razorpay: PaymentProvider;
  useRazorpayStub((started) => ({ stub, provider: razorpay } = started));

  async function paidThroughRazorpay() {
    const created = await createPaymentOrder(testDb.db, {
      checkout: checkoutRequest({ email: uniquePayerEmail() }),
      user: null,
      clientIp: someIp(),
      provider: razorpay,
    });
    if (created.kind !== "created") throw new Error(created.message);
    const captured = stub.addPayment(created.checkout.orderId, "captured");
    expect((await deliver(stub.webhook("payment.captured", captured), razorpay)).body.status).toBe("processed");
    return { payment: await paymentRow(created.checkout.paymentId), captured };
  }

  it("sends POST /v1/payments/:id/refund as documented, with our refund id as idempotency key and receipt; a processed answer finishes it at once", async () => {
    stub.refundStatus = "processed";
    const { payment, captured } = await paidThroughRazorpay();
    const requested = await refund(payment.id, "1000.00", { provider: razorpay });
    expect(requested).toMatchObject({ outcome: "processed" });
    const refundId = (requested as { refundId: string }).refundId;

    const call = stub.requests.find((request) => request.path === `/v1/payments/${captured.id}/refund`)!;
    expect(call).toMatchObject({ method: "POST", idempotencyKey: refundId });
    expect(call.body).toEqual({
      amount: 1_000_00,
      speed: "normal",
      receipt: refundReceiptFor(refundId),
      notes: { refund_id: refundId, payment_id: payment.id, reason: "Asked by the student" },
    });
    const row = await refundRow(refundId);
    expect(row).toMatchObject({ status: "processed", providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(stub.refunds.get(row.providerRefundId!)).toMatchObject({ amount: 1_000_00, payment_id: captured.id });
    expect(captured).toMatchObject({ amount_refunded: 1_000_00, refund_status: "partial" });

    // Razorpay's refund.processed webhook then changes nothing more.
    const hook = stub.refundWebhook("refund.processed", stub.refunds.get(row.providerRefundId!)!);
    expect((await deliver(hook, razorpay)).body.status).toBe("already-recorded");
    expect(await creditNotesOf(payment.id)).toHaveLength(1);
    expect(await enrolmentOf(payment)).toMatchObject({ amountPaid: "1999.00" });
  });

  it("refund.failed marks it failed with the reason, changes nothing else, and the amount can be refunded again", async () => {
    stub.refundStatus = "pending";
    const { payment } = await paidThroughRazorpay();
    const requested = await refund(payment.id, "2999.00", { provider: razorpay });
    expect(requested).toMatchObject({ outcome: "requested" });
    const row = await refundRow((requested as { refundId: string }).refundId);
    expect(await refund(payment.id, "1.00", { provider: razorpay })).toMatchObject({ outcome: "fully-refunded" });

    const hook = stub.refundWebhook("refund.failed", stub.refunds.get(row.providerRefundId!)!);
    expect((await deliver(hook, razorpay)).body.status).toBe("failed");
    expect((await deliver(hook, razorpay)).body.status).toBe("duplicate");
    expect(await refundRow(row.id)).toMatchObject({
      status: "failed",
      failureReason: "The payment provider could not process this refund.",
    });
    expect(await enrolmentOf(payment)).toMatchObject({ status: "active", amountPaid: "2999.00" });
    expect(await studentOf(payment.email)).toMatchObject({ totalAmountPaid: "2999.00" });
    expect(await creditNotesOf(payment.id)).toEqual([]);
    expect(await loadPaymentRefunds(testDb.db, payment.id)).toMatchObject({ refundableMinor: 2_999_00, refundState: null });

    // A late refund.processed of the failed refund is not believed.
    const late = stub.refundWebhook("refund.processed", stub.refunds.get(row.providerRefundId!)!);
    expect((await deliver(late, razorpay)).body.status).toBe("already-recorded");
    expect(await refundRow(row.id)).toMatchObject({ status: "failed" });

    stub.refundStatus = "processed";
    expect(await refund(payment.id, "2999.00", { provider: razorpay })).toMatchObject({ outcome: "processed" });
    expect(await enrolmentOf(payment)).toMatchObject({ status: "refunded" });
  });

  it("a refusal by the provider fails the refund with its description", async () => {
    const { payment } = await paidThroughRazorpay();
    stub.failNextRefund(400, "The payment has been disputed and cannot be refunded");
    const requested = await refund(payment.id, "500.00", { provider: razorpay });
    expect(requested).toMatchObject({ outcome: "provider-refused" });
    expect(await refundRow((requested as { refundId: string }).refundId)).toMatchObject({
      status: "failed",
      failureReason: "The payment has been disputed and cannot be refunded",
      providerRefundId: null,
    });
    // The refused refund gave nothing back and holds nothing: the next one needs no 'additional refund' confirmation.
    stub.refundStatus = "pending";
    expect(await refund(payment.id, "500.00", { provider: razorpay })).toMatchObject({ outcome: "requested" });
  });

  it("a refund whose answer was lost is sent again with the same key: the provider refunds once", async () => {
    stub.refundStatus = "processed";
    const { payment, captured } = await paidThroughRazorpay();
    stub.dropNextRefundAnswer();
    const requested = await refund(payment.id, "700.00", { provider: razorpay });
    expect(requested).toMatchObject({ outcome: "provider-unreachable" });
    const refundId = (requested as { refundId: string }).refundId;
    expect(await refundRow(refundId)).toMatchObject({ status: "pending", providerRefundId: null });
    expect(captured.amount_refunded).toBe(700_00); // the provider did make it

    // Sent again once REFUND_RESEND_AFTER_SECONDS have passed, not before: the job runs at those times.
    expect(await resendUnacknowledgedRefunds(testDb.db, { provider: razorpay })).toEqual({ sent: 0, stillUnanswered: 0 });
    const resendAt = new Date(Date.now() + (REFUND_RESEND_AFTER_SECONDS + 1) * 1000);
    expect(await resendUnacknowledgedRefunds(testDb.db, { provider: razorpay, clock: () => resendAt })).toEqual({
      sent: 1,
      stillUnanswered: 0,
    });
    expect(await refundRow(refundId)).toMatchObject({ status: "processed", providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(captured.amount_refunded).toBe(700_00);
    expect([...stub.refunds.values()].filter((made) => made.payment_id === captured.id)).toHaveLength(1);
    expect(stub.requests.filter((request) => request.idempotencyKey === refundId)).toHaveLength(2);
  });
});

describe("duplicate refund webhooks", () => {
  it("the same event twice, the same refund under another event id, and both at once: processed once", async () => {
    const payment = await paidPayment();
    const requested = await refund(payment.id, "2999.00");
    const refundId = (requested as { refundId: string }).refundId;
    const hook = await sandboxWebhookOf(refundId);
    const again = { ...hook, eventId: `evt_${randomUUID().replace(/-/g, "").slice(0, 14)}` };
    const statuses = (await Promise.all([deliver(hook, sandbox), deliver(hook, sandbox), deliver(again, sandbox)])).map(
      (result) => result.body.status,
    );
    expect(statuses.filter((status) => status === "processed")).toHaveLength(1);
    expect(statuses.sort()).toEqual(["already-recorded", "duplicate", "processed"].sort());
    expect((await deliver(hook, sandbox)).body.status).toBe("duplicate");

    expect(await creditNotesOf(payment.id)).toHaveLength(1);
    expect(await enrolmentOf(payment)).toMatchObject({ amountPaid: "0.00", status: "refunded" });
    const mails = await testDb.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, payment.email), sql`${emailOutbox.subject} like 'Refund processed%'`));
    expect(mails).toHaveLength(1);
  });

  it("refuses a refund webhook with a bad signature, and ignores one for a refund we never asked for", async () => {
    const payment = await paidPayment();
    const requested = await refund(payment.id, "100.00");
    const refundId = (requested as { refundId: string }).refundId;
    const hook = await sandboxWebhookOf(refundId);
    expect((await deliver({ ...hook, signature: "0".repeat(64) }, sandbox)).status).toBe(400);
    expect(await refundRow(refundId)).toMatchObject({ status: "pending" });

    // A refund made elsewhere (on the provider's dashboard, say): acknowledged, and nothing changes.
    const elsewhere: WebhookDelivery[] = [];
    const sameAccount = createSandboxProvider(secrets, { sendWebhooks: (hooks) => elsewhere.push(...hooks) });
    await sameAccount.refund({
      providerPaymentId: payment.razorpayPaymentId!,
      amountPaise: 100_00,
      idempotencyKey: randomUUID(),
      receipt: "dashboard-refund",
      notes: {},
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect((await deliver(elsewhere[0]!, sandbox)).body.status).toBe("unknown-refund");
    expect(await creditNotesOf(payment.id)).toEqual([]);
    expect(await enrolmentOf(payment)).toMatchObject({ amountPaid: "2999.00" });
  });
});

describe("two refund requests at once", () => {
  it(`refund once: of five ₹1,000 requests for a ₹2,999 payment only two fit${isPostgres ? " (truly concurrent on PostgreSQL)" : ""}`, async () => {
    const payment = await paidPayment();
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(payment.id, "1000.00", { additional: true })));
    const outcomes = results.map((result) => (result.kind === "answered" ? result.outcome : result.kind));
    expect(outcomes.filter((outcome) => outcome === "requested")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === "over-limit")).toHaveLength(3);
    const rows = await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((row) => row.amount)).toEqual([1_000_00, 1_000_00]);
  });

  it("two admins refunding the whole payment at once: one refund", async () => {
    const payment = await paidPayment();
    const results = await Promise.all([refund(payment.id, "2999.00"), refund(payment.id, "2999.00")]);
    expect(results.map((result) => (result.kind === "answered" ? result.outcome : null)).sort()).toEqual([
      "fully-refunded",
      "requested",
    ]);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);
  });

  it("the same form sent three times at once (a double click): one refund, the others find it", async () => {
    const payment = await paidPayment();
    const refundKey = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => refund(payment.id, "500.00", { refundKey })));
    const outcomes = results.map((result) => (result.kind === "answered" ? result.outcome : null));
    expect(outcomes.filter((outcome) => outcome === "requested")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(2);
    const ids = new Set(results.map((result) => (result.kind === "answered" ? result.refundId : null)));
    expect(ids.size).toBe(1);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);
    // Sent again later (the back button): still that one refund.
    expect(await refund(payment.id, "500.00", { refundKey })).toMatchObject({ outcome: "duplicate", refundId: [...ids][0] });
  });
});

describe("two admin pages open on one payment", () => {
  const refundMails = (email: string) =>
    testDb.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), sql`${emailOutbox.subject} like 'Refund processed%'`));

  it(`each refunding half at the same moment: one refund and one e-mail; the other admin is told whose refund is in progress${isPostgres ? " (two servers' connections, truly concurrent)" : ""}`, async () => {
    const payment = await paidPayment();
    const otherAdmin = await registerStudent(testDb.db, uniquePayerEmail("admin"), { role: "admin" });
    const secondServer = await testDb.openSecondServer();
    let results: Awaited<ReturnType<typeof refund>>[];
    try {
      results = await Promise.all([
        refund(payment.id, "1499.50"),
        refund(payment.id, "1499.50", { database: secondServer.db, by: otherAdmin }),
      ]);
    } finally {
      await secondServer.close();
    }
    const outcomes = results.map((result) => (result.kind === "answered" ? result.outcome : result.kind));
    expect([...outcomes].sort()).toEqual(["in-progress", "requested"]);
    const rows = await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    const made = rows[0]!;
    // The refusal names the refund that was made.
    expect(results.map((result) => (result.kind === "answered" ? result.refundId : null))).toEqual([made.id, made.id]);

    const loaded = (await loadPaymentRefunds(testDb.db, payment.id))!;
    const earlier = loaded.refunds.find((listed) => listed.id === made.id)!;
    const winner = made.requestedBy === admin.id ? admin : otherAdmin;
    expect(earlier.requestedBy).toBe(winner.email);
    const message = refundOutcomeMessage("in-progress", { minor: loaded.refundableMinor, currency: "INR" }, earlier);
    expect(message).toEqual({
      kind: "error",
      text: `A refund of ₹1,499.50 by ${winner.email} at ${formatIndiaDateTime(made.createdAt)} IST is already in progress for this payment. Tick 'This is an additional refund' to refund more.`,
    });
    expect(message.text).toMatch(/ at \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m IST is already/);

    // The provider confirms the one refund: one e-mail to the student.
    expect((await deliver(await sandboxWebhookOf(made.id), sandbox)).body.status).toBe("processed");
    expect(await refundMails(payment.email)).toHaveLength(1);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);
  });

  it("with 'This is an additional refund' ticked the second goes through, within what is left to refund", async () => {
    const payment = await paidPayment();
    expect(await refund(payment.id, "1000.00")).toMatchObject({ outcome: "requested" });
    expect(await refund(payment.id, "1000.00")).toMatchObject({ outcome: "in-progress" });
    expect(await refund(payment.id, "2000.00", { additional: true })).toMatchObject({ outcome: "over-limit" });
    expect(await refund(payment.id, "1999.00", { additional: true })).toMatchObject({ outcome: "requested" });
    const rows = await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([1_000_00, 1_999_00]);
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.rowId,
          rows.map((row) => row.id),
        ),
      );
    expect(audits.map((audit) => (audit.details as { additional?: boolean }).additional ?? false).sort()).toEqual([false, true]);
  });

  it(`both ticking it at the same moment: both refunds are made, as far as the payment goes${isPostgres ? " (two servers' connections)" : ""}`, async () => {
    const payment = await paidPayment();
    const secondServer = await testDb.openSecondServer();
    try {
      const results = await Promise.all([
        refund(payment.id, "1499.50", { additional: true }),
        refund(payment.id, "1499.50", { additional: true, database: secondServer.db }),
        refund(payment.id, "1499.50", { additional: true, database: secondServer.db }),
      ]);
      const outcomes = results.map((result) => (result.kind === "answered" ? result.outcome : result.kind)).sort();
      expect(outcomes).toEqual(["fully-refunded", "requested", "requested"]);
    } finally {
      await secondServer.close();
    }
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(2);
  });

  it("a refund holds the next one while pending, and for 10 minutes after it was requested", async () => {
    const payment = await paidPayment();
    const first = await refund(payment.id, "500.00");
    const firstId = (first as { refundId: string }).refundId;
    expect(await refundRow(firstId)).toMatchObject({ status: "pending" });
    expect(await refund(payment.id, "500.00")).toMatchObject({ outcome: "in-progress", refundId: firstId });
    expect((await deliver(await sandboxWebhookOf(firstId), sandbox)).body.status).toBe("processed");
    // Processed, but requested a moment ago: still held.
    expect(await refund(payment.id, "500.00")).toMatchObject({ outcome: "in-progress", refundId: firstId });
    // Requested 11 minutes ago: a new refund needs no confirmation.
    await testDb.db
      .update(refunds)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(refunds.id, firstId));
    const second = await refund(payment.id, "500.00");
    expect(second).toMatchObject({ outcome: "requested" });
    const secondId = (second as { refundId: string }).refundId;
    // Still pending with the provider, however old: held.
    await testDb.db
      .update(refunds)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(refunds.id, secondId));
    expect(await refund(payment.id, "500.00")).toMatchObject({ outcome: "in-progress", refundId: secondId });
  });
});

describe("POST /admin/payments/:paymentId/refund from a second admin page", () => {
  it("answers in-progress naming the earlier refund; sent again with 'This is an additional refund' ticked, it refunds", async () => {
    const signedIn = await signInNewAdmin();
    const payment = await paidPayment();
    const earlier = await refund(payment.id, "1000.00");
    const earlierId = (earlier as { refundId: string }).refundId;
    const path = `/admin/payments/${payment.id}/refund`;
    const post = (fields: Record<string, string>) =>
      run(
        paymentRefundRoute.action,
        formPost(path, { refundKey: randomUUID(), amount: "1000.00", reason: "Course cancelled", ...fields }, signedIn),
        { paymentId: payment.id },
      ) as Promise<Response>;

    const refused = await post({});
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/admin/payments/${payment.id}?refund=in-progress&earlier=${earlierId}#refunds`);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);

    const confirmed = await post({ additional: "yes" });
    expect(confirmed.headers.get("location")).toBe(`/admin/payments/${payment.id}?refund=requested#refunds`);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(2);
  });
});

describe("credit note numbers", () => {
  it("have their own gapless series, apart from invoices, when refunds of several payments are processed at once", async () => {
    const paid = await Promise.all([1, 2, 3, 4].map(() => paidPayment()));
    const invoiceNumbers = (await testDb.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number);
    const requested = await Promise.all(paid.map((payment) => refund(payment.id, "100.00")));
    const hooks = await Promise.all(requested.map((result) => sandboxWebhookOf((result as { refundId: string }).refundId)));
    const delivered = await Promise.all(hooks.map((hook) => deliver(hook, sandbox)));
    expect(delivered.map((result) => result.body.status)).toEqual(["processed", "processed", "processed", "processed"]);

    const issued = await testDb.db
      .select()
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.refundId,
          requested.map((result) => (result as { refundId: string }).refundId),
        ),
      );
    const sequences = issued.map((note) => note.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual([sequences[0]!, sequences[0]! + 1, sequences[0]! + 2, sequences[0]! + 3]);
    for (const note of issued) {
      expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
      expect(invoiceNumbers).not.toContain(note.number);
    }
    // The invoices' series went on untouched.
    expect((await testDb.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number).sort()).toEqual(
      invoiceNumbers.sort(),
    );
  });
});

describe("the student's Payment History and GET /dashboard/refunds/:refundId/credit-note.pdf", () => {
  const APP_URL = getConfig().appUrl;
  const PASSWORD = "Refund#Pass2026";

  const verifiedStudent = () => signUpVerifiedStudent(uniquePayerEmail("student"), PASSWORD, "Refund Student");

  async function download(refundId: string, cookie?: string): Promise<Response> {
    const request = new Request(`${APP_URL}/dashboard/refunds/${refundId}/credit-note.pdf`, {
      headers: cookie ? { cookie } : {},
    });
    try {
      return (await creditNoteDownloadLoader({ request, params: { refundId }, context: {} } as never)) as Response;
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it("lists the refunds under their payment, and gives the payer the credit note; anyone else a 404 or the sign-in page", async () => {
    const owner = await verifiedStudent();
    const other = await verifiedStudent();
    const payment = await paidPayment({ email: owner.email });
    const processedId = await refundAndSettle(payment.id, "1000.00");
    const pending = await refund(payment.id, "500.00", { additional: true });
    const pendingId = (pending as { refundId: string }).refundId;

    const history = dashboardPayments(await selectPaymentHistory(testDb.db, owner.email));
    expect(history.payments).toHaveLength(1);
    expect(history.payments[0]!.refunds).toEqual([
      { id: processedId, amountMinor: 1_000_00, status: "processed", date: expect.any(String), hasCreditNote: true },
      { id: pendingId, amountMinor: 500_00, status: "pending", date: expect.any(String), hasCreditNote: false },
    ]);

    const [creditNote] = await creditNotesOf(payment.id);
    const first = await download(processedId, owner.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("content-disposition")).toBe(
      `attachment; filename="${creditNote!.number.replaceAll("/", "-")}.pdf"`,
    );
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await (await download(processedId, owner.cookie)).arrayBuffer()).equals(bytes)).toBe(true);
    expect(await pdfText(bytes)).toContain(creditNote!.number);

    expect((await download(processedId, other.cookie)).status).toBe(404);
    expect((await download(pendingId, owner.cookie)).status).toBe(404); // not processed: no credit note yet
    expect((await download("not-a-refund-id", owner.cookie)).status).toBe(404);
    expect((await download(randomUUID(), owner.cookie)).status).toBe(404);
    const anonymous = await download(processedId);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/signin\?redirectTo=/);
  });
});
