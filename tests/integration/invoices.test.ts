// Every successful payment gets one invoice, numbered without gaps per
// financial year even when many payments succeed at once (100 concurrently on PostgreSQL; PGlite runs them one after
// another), readable as a PDF by its payer only, and attached to the confirmation e-mail.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { financialYearOf } from "~/invoices/invoice-number";
import { loader as invoiceDownloadLoader } from "~/routes/dashboard/invoice-download";
import { getConfig } from "~/platform/config.server";
import type { Database } from "~/platform/db/client.server";
import { emailOutbox, invoices, invoiceSequences, payments } from "~/platform/db/schema";
import { deliverDueEmails, type MailTransport } from "~/email/outbox.server";
import { issueInvoice } from "~/invoices/issue-invoice.server";
import { renderInvoicePdf } from "~/invoices/render-invoice-pdf.server";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import { recordPaymentSuccess } from "~/payments/record-payment-success.server";
import { checkoutRequest, guestPaymentRow, someIp } from "../support/payment-fixtures";
import { pdfText } from "../support/pdf-text";
import { useFreshDatabase } from "../support/test-database";
import { signUpVerifiedStudent } from "../support/verified-account";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;
const CONCURRENT_PAYMENTS = 100;
const PASSWORD = "Invoice#Pass2026";

/** A pending payment with a provider order, as checkout leaves it. */
async function pendingPayment(overrides: Partial<typeof payments.$inferInsert> = {}) {
  const orderId = `order_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
  const [row] = await testDb.db
    .insert(payments)
    .values(
      guestPaymentRow({
        email: `payer.${randomUUID().slice(0, 8)}@example.test`,
        paymentStatus: "pending",
        razorpayOrderId: orderId,
        ...overrides,
      }),
    )
    .returning();
  return row!;
}

async function paidInvoice(overrides: Partial<typeof payments.$inferInsert> = {}) {
  const payment = await pendingPayment(overrides);
  const result = await recordPaymentSuccess(testDb.db, {
    razorpayOrderId: payment.razorpayOrderId!,
    razorpayPaymentId: `pay_${randomUUID().slice(0, 12)}`,
  });
  expect(result.kind).toBe("recorded");
  const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
  return invoice!;
}

const sequencesOf = (rows: { sequence: number }[]) => rows.map((row) => row.sequence).sort((a, b) => a - b);

describe("invoice numbers", () => {
  it(`are unique and gapless when ${CONCURRENT_PAYMENTS} payments succeed at once, each through callback and webhook`, async () => {
    const year = financialYearOf(new Date());
    const [before] = await testDb.db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, year));
    const pending = await Promise.all(Array.from({ length: CONCURRENT_PAYMENTS }, () => pendingPayment()));
    // The browser's callback and the provider's webhook race for each payment: only the first records it.
    const outcomes = await Promise.all(
      pending.flatMap((payment) =>
        ["callback", "webhook"].map(() =>
          recordPaymentSuccess(testDb.db, {
            razorpayOrderId: payment.razorpayOrderId!,
            razorpayPaymentId: `pay_${payment.id.slice(0, 8)}`,
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "recorded")).toHaveLength(CONCURRENT_PAYMENTS);

    const issued = await testDb.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.paymentId,
          pending.map((payment) => payment.id),
        ),
      );
    expect(issued).toHaveLength(CONCURRENT_PAYMENTS); // one per payment
    const first = (before?.lastNumber ?? 0) + 1;
    expect(sequencesOf(issued)).toEqual(Array.from({ length: CONCURRENT_PAYMENTS }, (_, index) => first + index));
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(CONCURRENT_PAYMENTS);
    for (const invoice of issued) {
      expect(invoice.number).toBe(`AEA/${year}/${String(invoice.sequence).padStart(6, "0")}`);
      expect(invoice.number.length).toBeLessThanOrEqual(16);
    }
    const [after] = await testDb.db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, year));
    expect(after!.lastNumber).toBe(first + CONCURRENT_PAYMENTS - 1);
  });

  it("burns no number when the transaction that took it rolls back", async () => {
    const payment = await pendingPayment();
    await testDb.db.update(payments).set({ paymentStatus: "success" }).where(eq(payments.id, payment.id));
    const year = financialYearOf(new Date());
    const lastNumber = async () =>
      (await testDb.db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, year)))[0]?.lastNumber ?? 0;
    const before = await lastNumber();
    await expect(
      testDb.db.transaction(async (transaction) => {
        await issueInvoice(transaction as unknown as Database, { paymentId: payment.id });
        throw new Error("the e-mail could not be queued");
      }),
    ).rejects.toThrow("the e-mail could not be queued");
    expect(await lastNumber()).toBe(before);
    const next = await paidInvoice();
    expect(next.sequence).toBe(before + 1);
  });

  it("a payment recorded again (reconciliation after the webhook) keeps its one invoice", async () => {
    const payment = await pendingPayment();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await recordPaymentSuccess(testDb.db, { razorpayOrderId: payment.razorpayOrderId!, razorpayPaymentId: "pay_again" });
    }
    const rows = await testDb.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(rows).toHaveLength(1);
  });
});

describe("the invoice's figures and text", () => {
  it("within the business's state: CGST + SGST, CGST taking the odd paisa", async () => {
    const invoice = await paidInvoice({ state: "Karnataka", name: "Asha Rao" });
    expect(invoice).toMatchObject({
      kind: "tax-invoice",
      amount: 2_999_00,
      taxable: 2_541_53,
      cgst: 22_874,
      sgst: 22_873,
      igst: 0,
    });
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(`Invoice No. ${invoice.number}`);
    expect(text).toContain("GSTIN: 29AAFCA0000D1ZJ");
    expect(text).toContain("Place of supply Karnataka (29)");
    expect(text).toContain("Asha Rao");
    expect(text).toMatch(/Course fee: Agentic AI 999293 INR 2,541\.53/);
    expect(text).toContain("CGST @ 9% INR 228.74");
    expect(text).toContain("SGST @ 9% INR 228.73");
    expect(text).toContain("Total (incl. GST) INR 2,999.00");
    expect(text).not.toContain("IGST");
  });

  it("to a registered buyer in another state: IGST, their GSTIN and state", async () => {
    const invoice = await paidInvoice({
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
      amount: "11999.00",
      providerAmountPaise: 11_999_00,
    });
    expect(invoice).toMatchObject({ taxable: 10_168_64, igst: 1_830_36, cgst: 0, sgst: 0, placeOfSupply: "Maharashtra" });
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("State: Maharashtra (27)");
    expect(text).toContain("IGST @ 18% INR 1,830.36");
    expect(text).toContain("Total (incl. GST) INR 11,999.00");
    expect(text).not.toContain("CGST");
  });

  it("to a USD payer: a zero-rated export invoice with the LUT note", async () => {
    const invoice = await paidInvoice({ currency: "USD", country: "US", amount: "509.15", providerAmountPaise: 42_259_45 });
    expect(invoice).toMatchObject({ kind: "export-invoice", amount: 509_15, taxable: 509_15, igst: 0 });
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain("Supply meant for export under LUT without payment of IGST");
    expect(text).toContain("Total USD 509.15");
    expect(text).toContain("Place of supply Outside India");
  });

  it("without a business GSTIN: a plain Receipt, no tax lines", async () => {
    const payment = await pendingPayment({ paymentStatus: "success" });
    const business = { legalName: "AI Elevate Academy", address: "Bengaluru, Karnataka, India", state: null, gstin: null };
    const receipt = await testDb.db.transaction((transaction) =>
      issueInvoice(transaction as unknown as Database, { paymentId: payment.id, business }),
    );
    expect(receipt).toMatchObject({ kind: "receipt", taxable: 2_999_00, cgst: 0, sgst: 0, igst: 0, businessGstin: null });
    const text = await pdfText(await renderInvoicePdf(receipt));
    expect(text).toContain("RECEIPT");
    expect(text).toContain(`Receipt No. ${receipt.number}`);
    expect(text).toContain("Amount received INR 2,999.00");
    for (const absent of ["GSTIN", "CGST", "SGST", "IGST", "999293", "Tax Invoice"]) expect(text).not.toContain(absent);
  });

  it("renders the same bytes every time, from the frozen row", async () => {
    const invoice = await paidInvoice();
    const first = await renderInvoicePdf(invoice);
    // A day later by the process's clock (only Date is moved): nothing in the file depends on when it is rendered.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 86_400_000 });
    try {
      expect(Buffer.from(await renderInvoicePdf(invoice)).equals(Buffer.from(first))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the buyer's State and GSTIN at checkout", () => {
  const orderFor = (fields: { state?: string; gstin?: string }) =>
    createPaymentOrder(testDb.db, { checkout: checkoutRequest(fields), user: null, clientIp: someIp() });
  const paymentsOf = (email: string) => testDb.db.select().from(payments).where(eq(payments.email, email));

  it("stores them on the payment; a GSTIN alone gives its state", async () => {
    const created = await orderFor({ state: "maharashtra", gstin: "27aapfu0939f1zv" });
    expect(created.kind).toBe("created");
    if (created.kind !== "created") return;
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, created.checkout.paymentId));
    expect(payment).toMatchObject({ state: "Maharashtra", gstin: "27AAPFU0939F1ZV" });

    const gstinOnly = await orderFor({ gstin: "29AAGCB7383J1Z4" });
    if (gstinOnly.kind !== "created") throw new Error("no order");
    const [registered] = await testDb.db.select().from(payments).where(eq(payments.id, gstinOnly.checkout.paymentId));
    expect(registered).toMatchObject({ state: "Karnataka", gstin: "29AAGCB7383J1Z4" });
  });

  it("creates no order for an unknown state or a GSTIN of another state", async () => {
    const unknown = checkoutRequest({ state: "Atlantis" });
    expect(await createPaymentOrder(testDb.db, { checkout: unknown, user: null, clientIp: someIp() })).toEqual({
      kind: "failed",
      status: 400,
      message: "Please choose your state from the list",
    });
    const elsewhere = checkoutRequest({ state: "Kerala", gstin: "27AAPFU0939F1ZV" });
    expect(await createPaymentOrder(testDb.db, { checkout: elsewhere, user: null, clientIp: someIp() })).toEqual({
      kind: "failed",
      status: 400,
      message: "This GSTIN is registered in Maharashtra: choose that state, or leave State empty",
    });
    expect(await paymentsOf(unknown.email)).toEqual([]);
    expect(await paymentsOf(elsewhere.email)).toEqual([]);
  });
});

describe("the confirmation e-mail", () => {
  it("carries the invoice as a PDF attachment", async () => {
    const invoice = await paidInvoice({ email: `attach.${randomUUID().slice(0, 8)}@example.test` });
    const [queued] = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, invoice.buyerEmail));
    expect(queued!.attachments).toEqual([{ kind: "invoice", invoiceId: invoice.id }]);
    expect(queued!.textBody).toContain(`Invoice: ${invoice.number} (attached)`);

    // Only this e-mail is due: the others wait.
    await testDb.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(sql`${emailOutbox.id} <> ${queued!.id}`);
    const sent: Parameters<MailTransport["send"]>[0][] = [];
    expect(
      await deliverDueEmails(testDb.db, { send: async (message) => void sent.push(message) }, { from: "test@localhost" }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    const [file] = sent[0]!.attachments!;
    expect(file!.filename).toBe(`${invoice.number.replaceAll("/", "-")}.pdf`);
    expect(file!.contentType).toBe("application/pdf");
    expect(await pdfText(file!.content)).toContain(invoice.number);
  });
});

describe("GET /dashboard/payments/:paymentId/invoice.pdf", () => {
  const verifiedStudent = () =>
    signUpVerifiedStudent(`student.${randomUUID().slice(0, 8)}@example.test`, PASSWORD, "Invoice Student");

  async function download(paymentId: string, cookie?: string): Promise<Response> {
    const request = new Request(`${APP_URL}/dashboard/payments/${paymentId}/invoice.pdf`, { headers: cookie ? { cookie } : {} });
    try {
      return (await invoiceDownloadLoader({ request, params: { paymentId }, context: {} } as never)) as Response;
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it("gives the payer their invoice, the same bytes every time; anyone else a 404 or the sign-in page", async () => {
    const owner = await verifiedStudent();
    const other = await verifiedStudent();
    const invoice = await paidInvoice({ email: owner.email });

    const first = await download(invoice.paymentId, owner.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number.replaceAll("/", "-")}.pdf"`);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await (await download(invoice.paymentId, owner.cookie)).arrayBuffer()).equals(bytes)).toBe(true);
    expect(await pdfText(bytes)).toContain(invoice.number);

    expect((await download(invoice.paymentId, other.cookie)).status).toBe(404);
    const anonymous = await download(invoice.paymentId);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/signin\?redirectTo=/);
    expect((await download("not-a-payment-id", owner.cookie)).status).toBe(404);
    expect((await download(randomUUID(), owner.cookie)).status).toBe(404);
  });

  it("finds nothing for a payment that has not succeeded, and issues a missing invoice of an older successful payment once", async () => {
    const owner = await verifiedStudent();
    const pending = await pendingPayment({ email: owner.email });
    expect((await download(pending.id, owner.cookie)).status).toBe(404);

    // Paid before invoices existed: no invoice row yet. The first download issues it; the next finds the same one.
    const older = await pendingPayment({ email: owner.email, paymentStatus: "success" });
    const first = Buffer.from(await (await download(older.id, owner.cookie)).arrayBuffer());
    const second = Buffer.from(await (await download(older.id, owner.cookie)).arrayBuffer());
    expect(first.equals(second)).toBe(true);
    expect(await testDb.db.select().from(invoices).where(eq(invoices.paymentId, older.id))).toHaveLength(1);
  });
});
