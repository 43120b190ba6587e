// Reconciliation: pending payments finished by asking the provider (the Orders API stub), safely
// when several servers run it at once.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, paymentReconciliations, payments, studentMasterTable } from "~/platform/db/schema";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import type { PaymentProvider } from "~/payments/payment-provider.server";
import { createRazorpayProvider } from "~/payments/razorpay-provider.server";
import { reconcilePendingPayments } from "~/payments/reconcile-pending-payments.server";
import { CLAIM_LEASE_SECONDS } from "~/platform/jobs/claim-due.server";
import { checkoutRequest, someIp, uniquePayerEmail } from "../support/payment-fixtures";
import type { RazorpayStub } from "../support/razorpay-stub";
import { useRazorpayStub } from "../support/use-razorpay-stub";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
let stub: RazorpayStub;
let provider: PaymentProvider;

useRazorpayStub((started) => ({ stub, provider } = started));

/** A pending payment whose checkout began `minutesAgo` minutes ago. */
async function pendingPayment(minutesAgo: number, email = uniquePayerEmail()) {
  const result = await createPaymentOrder(testDb.db, {
    checkout: checkoutRequest({ email }),
    user: null,
    clientIp: someIp(),
    provider,
  });
  if (result.kind !== "created") throw new Error(result.message);
  await testDb.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(payments.id, result.checkout.paymentId));
  return { ...result.checkout, email };
}

async function row(paymentId: string) {
  const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, paymentId));
  return payment!;
}

/** Closes every pending payment left by earlier tests, so each test counts only its own. */
async function clearPending() {
  await testDb.db.update(payments).set({ paymentStatus: "cancelled" }).where(eq(payments.paymentStatus, "pending"));
}

describe("reconciling pending payments with the provider", () => {
  beforeEach(clearPending);

  it("finishes a captured payment as success, with the student's total and e-mail, once", async () => {
    const checkout = await pendingPayment(10);
    const attempt = stub.addPayment(checkout.orderId, "captured");

    expect(await reconcilePendingPayments(testDb.db, { provider })).toEqual({
      checked: 1,
      succeeded: 1,
      failed: 0,
      stillPending: 0,
      errors: 0,
    });
    expect(await row(checkout.paymentId)).toMatchObject({ paymentStatus: "success", razorpayPaymentId: attempt.id });
    const [student] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, checkout.email));
    expect(student!.totalAmountPaid).toBe("2999.00");
    expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, checkout.email))).toHaveLength(1);

    expect((await reconcilePendingPayments(testDb.db, { provider })).checked).toBe(0);
    // The check is kept for the admin's payment page: one, by the scheduled run.
    expect(
      await testDb.db
        .select({
          source: paymentReconciliations.source,
          finding: paymentReconciliations.finding,
          changed: paymentReconciliations.changed,
        })
        .from(paymentReconciliations)
        .where(eq(paymentReconciliations.paymentId, checkout.paymentId)),
    ).toEqual([{ source: "scheduled", finding: "captured", changed: true }]);
  });

  it("finishes a payment whose attempts all failed as failed, with the provider's description", async () => {
    const checkout = await pendingPayment(10);
    stub.addPayment(checkout.orderId, "failed", { errorDescription: "Payment declined by the bank" });
    const last = stub.addPayment(checkout.orderId, "failed", { errorDescription: "Insufficient funds" });
    expect((await reconcilePendingPayments(testDb.db, { provider })).failed).toBe(1);
    expect(await row(checkout.paymentId)).toMatchObject({
      paymentStatus: "failed",
      failureReason: "Insufficient funds",
      razorpayPaymentId: last.id,
    });
  });

  it("counts only a captured payment as paid: a refunded one is no success", async () => {
    const refundedLater = await pendingPayment(10);
    stub.refund(stub.addPayment(refundedLater.orderId, "captured").id);
    const lateAuthorization = await pendingPayment(10);
    const givenBack = stub.addPayment(lateAuthorization.orderId, "refunded");

    expect(await reconcilePendingPayments(testDb.db, { provider })).toEqual({
      checked: 2,
      succeeded: 0,
      failed: 2,
      stillPending: 0,
      errors: 0,
    });
    for (const checkout of [refundedLater, lateAuthorization]) {
      expect(await row(checkout.paymentId)).toMatchObject({
        paymentStatus: "failed",
        failureReason: "Payment refunded by the payment provider",
      });
      // no student total, no confirmation e-mail
      expect(await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, checkout.email))).toEqual([]);
      expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, checkout.email))).toEqual([]);
    }
    expect((await row(lateAuthorization.paymentId)).razorpayPaymentId).toBe(givenBack.id);
  });

  it("still finishes as success when another attempt of the same order was captured after a refunded one", async () => {
    const checkout = await pendingPayment(10);
    stub.addPayment(checkout.orderId, "refunded");
    const kept = stub.addPayment(checkout.orderId, "captured");
    expect((await reconcilePendingPayments(testDb.db, { provider })).succeeded).toBe(1);
    expect(await row(checkout.paymentId)).toMatchObject({ paymentStatus: "success", razorpayPaymentId: kept.id });
  });

  it("leaves a checkout younger than five minutes alone: the payer may still be paying", async () => {
    const checkout = await pendingPayment(1);
    stub.addPayment(checkout.orderId, "captured");
    expect((await reconcilePendingPayments(testDb.db, { provider })).checked).toBe(0);
    expect((await row(checkout.paymentId)).paymentStatus).toBe("pending");
  });

  it("waits on an authorized attempt or an order without attempts, and checks again later", async () => {
    const authorized = await pendingPayment(10);
    stub.addPayment(authorized.orderId, "authorized");
    const untouched = await pendingPayment(10);

    expect(await reconcilePendingPayments(testDb.db, { provider })).toMatchObject({ checked: 2, stillPending: 2 });
    for (const checkout of [authorized, untouched]) {
      const payment = await row(checkout.paymentId);
      expect(payment.paymentStatus).toBe("pending");
      expect(payment.nextReconcileAt!.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    }
    // not due yet
    expect((await reconcilePendingPayments(testDb.db, { provider })).checked).toBe(0);
  });

  it("closes a checkout never paid after a day as 'Payment not completed'", async () => {
    const checkout = await pendingPayment(25 * 60);
    expect((await reconcilePendingPayments(testDb.db, { provider })).failed).toBe(1);
    expect(await row(checkout.paymentId)).toMatchObject({ paymentStatus: "failed", failureReason: "Payment not completed" });
  });

  it("keeps a payment pending when the provider cannot be reached, and retries after the lease", async () => {
    const checkout = await pendingPayment(10);
    const down = createRazorpayProvider({ ...stub.credentials, apiBase: "http://127.0.0.1:9" });
    const claimedAt = new Date();
    const later = (seconds: number) => () => new Date(claimedAt.getTime() + seconds * 1000);
    expect(await reconcilePendingPayments(testDb.db, { provider: down, clock: () => claimedAt })).toMatchObject({
      checked: 1,
      errors: 1,
    });
    expect((await row(checkout.paymentId)).paymentStatus).toBe("pending");
    stub.addPayment(checkout.orderId, "captured");
    // Leased for CLAIM_LEASE_SECONDS from the claim: left alone until then, by the job's clock.
    expect((await reconcilePendingPayments(testDb.db, { provider, clock: later(CLAIM_LEASE_SECONDS - 1) })).checked).toBe(0);
    expect((await reconcilePendingPayments(testDb.db, { provider, clock: later(CLAIM_LEASE_SECONDS) })).succeeded).toBe(1);
  });

  it("shares the work between servers running at once: each payment is checked once", async () => {
    const checkouts = [];
    for (let index = 0; index < 12; index += 1) checkouts.push(await pendingPayment(10));
    for (const checkout of checkouts) stub.addPayment(checkout.orderId, "captured");
    const paymentCallsBefore = stub.requests.filter((request) => request.method === "GET").length;

    const summaries = await Promise.all(
      Array.from({ length: 4 }, () => reconcilePendingPayments(testDb.db, { provider, batchSize: 5 })),
    );
    const checked = summaries.reduce((sum, summary) => sum + summary.checked, 0);
    const succeeded = summaries.reduce((sum, summary) => sum + summary.succeeded, 0);
    expect(checked).toBe(12);
    expect(succeeded).toBe(12);
    expect(stub.requests.filter((request) => request.method === "GET").length - paymentCallsBefore).toBe(12);
    for (const checkout of checkouts) {
      const [student] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, checkout.email));
      expect(student!.totalAmountPaid).toBe("2999.00");
    }
  });
});
