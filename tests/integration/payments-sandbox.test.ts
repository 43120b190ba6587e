// The sandbox provider: the same contract as Razorpay (ids, signatures, webhook shapes), so the whole
// flow runs through the same server code without the real provider.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, payments, studentMasterTable } from "~/platform/db/schema";
import { confirmCheckout } from "~/payments/confirm-checkout.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import { recordCheckoutFailure } from "~/payments/record-checkout-failure.server";
import { reconcilePendingPayments } from "~/payments/reconcile-pending-payments.server";
import {
  createSandboxProvider,
  sandboxSecrets,
  SANDBOX_FAILURE_DESCRIPTION,
  type SandboxProvider,
} from "~/payments/sandbox-provider.server";
import { checkoutSignature, hmacSha256Hex } from "~/payments/signatures.server";
import { simulateSandboxCheckout } from "~/payments/simulate-sandbox-checkout.server";
import { checkoutRequest, placeOrder, uniquePayerEmail } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";
import { sql } from "drizzle-orm";

const testDb = useFreshDatabase();
const secrets = sandboxSecrets("a-server-secret-for-the-sandbox-tests-000");
const sandbox: SandboxProvider = createSandboxProvider(secrets);

async function order(email = uniquePayerEmail()) {
  return { ...(await placeOrder(testDb.db, checkoutRequest({ email }), { provider: sandbox })), email };
}

describe("sandbox provider", () => {
  it("creates Razorpay-shaped orders for the server's price", async () => {
    const checkout = await order();
    expect(checkout).toMatchObject({ provider: "sandbox", keyId: "rzp_test_sandbox", amountPaise: 299_900, currency: "INR" });
    expect(checkout.orderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
  });

  it("answers a successful checkout like checkout.js, with a valid signature, and the server records it", async () => {
    const checkout = await order();
    const simulated = await simulateSandboxCheckout(testDb.db, { sandbox, paymentId: checkout.paymentId, outcome: "success" });
    if (simulated.kind !== "answered" || !("razorpay_signature" in simulated.response))
      throw new Error("expected a success answer");
    const response = simulated.response;
    expect(response.razorpay_order_id).toBe(checkout.orderId);
    expect(response.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(response.razorpay_signature).toBe(
      checkoutSignature(secrets.keySecret, checkout.orderId, response.razorpay_payment_id),
    );

    // Nothing is recorded until the page or a webhook reports it.
    const [before] = await testDb.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(before!.paymentStatus).toBe("pending");

    const confirmed = await confirmCheckout(testDb.db, {
      paymentId: checkout.paymentId,
      razorpayOrderId: response.razorpay_order_id,
      razorpayPaymentId: response.razorpay_payment_id,
      signature: response.razorpay_signature,
      provider: sandbox,
    });
    expect(confirmed.kind).toBe("confirmed");
  });

  it("sends signed payment.captured and order.paid webhooks that the webhook handler accepts once", async () => {
    const checkout = await order();
    const simulated = await simulateSandboxCheckout(testDb.db, { sandbox, paymentId: checkout.paymentId, outcome: "success" });
    if (simulated.kind !== "answered") throw new Error("expected an answer");
    expect(simulated.webhooks.map((hook) => JSON.parse(hook.body).event)).toEqual(["payment.captured", "order.paid"]);
    for (const hook of simulated.webhooks) expect(hook.signature).toBe(hmacSha256Hex(secrets.webhookSecret, hook.body));

    const deliver = (hook: (typeof simulated.webhooks)[number]) =>
      handleRazorpayWebhook(testDb.db, {
        rawBody: hook.body,
        signature: hook.signature,
        eventId: hook.eventId,
        provider: sandbox,
      });
    const statuses = [];
    // delivered twice each, as on request (duplicate), in reverse order
    for (const hook of [...simulated.webhooks].reverse().flatMap((hook) => [hook, hook]))
      statuses.push((await deliver(hook)).body.status);
    expect(statuses).toEqual(["processed", "duplicate", "already-recorded", "duplicate"]);

    const [student] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, checkout.email));
    expect(student!.totalAmountPaid).toBe("2999.00");
    expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, checkout.email))).toHaveLength(1);
  });

  it("answers a failed checkout like checkout.js's payment.failed, and its webhook records the failure", async () => {
    const checkout = await order();
    const simulated = await simulateSandboxCheckout(testDb.db, { sandbox, paymentId: checkout.paymentId, outcome: "failed" });
    if (simulated.kind !== "answered" || !("error" in simulated.response)) throw new Error("expected a failure answer");
    expect(simulated.response.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: SANDBOX_FAILURE_DESCRIPTION,
      metadata: { order_id: checkout.orderId },
    });
    await recordCheckoutFailure(testDb.db, {
      paymentId: checkout.paymentId,
      outcome: "failed",
      description: simulated.response.error.description,
    });
    const [hook] = simulated.webhooks;
    expect(JSON.parse(hook!.body).event).toBe("payment.failed");
    await handleRazorpayWebhook(testDb.db, {
      rawBody: hook!.body,
      signature: hook!.signature,
      eventId: hook!.eventId,
      provider: sandbox,
    });
    const [row] = await testDb.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(row).toMatchObject({ paymentStatus: "failed", failureReason: SANDBOX_FAILURE_DESCRIPTION });
    expect(row!.razorpayPaymentId).toBe(simulated.response.error.metadata.payment_id);
  });

  it("rejects a webhook signed with another sandbox's secret", async () => {
    const checkout = await order();
    const other = createSandboxProvider(sandboxSecrets("some-other-server-secret-000000000000000"));
    const simulated = other.simulateCheckout({
      order: { id: checkout.orderId, amount: checkout.amountPaise },
      outcome: "success",
    });
    const [hook] = simulated.webhooks;
    expect(
      await handleRazorpayWebhook(testDb.db, {
        rawBody: hook!.body,
        signature: hook!.signature,
        eventId: hook!.eventId,
        provider: sandbox,
      }),
    ).toMatchObject({
      status: 400,
    });
  });

  it("reports its own ledger to reconciliation", async () => {
    const checkout = await order();
    await simulateSandboxCheckout(testDb.db, { sandbox, paymentId: checkout.paymentId, outcome: "success" });
    await testDb.db
      .update(payments)
      .set({ paymentStatus: "cancelled" })
      .where(sql`${payments.paymentStatus} = 'pending' and ${payments.id} <> ${checkout.paymentId}`);
    await testDb.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(payments.id, checkout.paymentId));
    expect(await reconcilePendingPayments(testDb.db, { provider: sandbox })).toMatchObject({ checked: 1, succeeded: 1 });
  });

  it("has nothing to simulate for an unknown payment", async () => {
    expect(
      await simulateSandboxCheckout(testDb.db, {
        sandbox,
        paymentId: "00000000-0000-4000-8000-000000000000",
        outcome: "success",
      }),
    ).toEqual({
      kind: "not-found",
    });
  });
});
