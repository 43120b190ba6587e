// Webhooks: verified before parsing, deduplicated by event id, order-independent with the browser's
// callback, and the HTTP route reading the raw body.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as webhookAction } from "~/routes/api/webhooks/razorpay";
import { getConfig } from "~/platform/config.server";
import { emailOutbox, paymentWebhookEvents, payments, studentMasterTable } from "~/platform/db/schema";
import { confirmCheckout } from "~/payments/confirm-checkout.server";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import type { PaymentProvider } from "~/payments/payment-provider.server";
import { recordCheckoutFailure } from "~/payments/record-checkout-failure.server";
import { getPaymentProvider } from "~/payments/get-payment-provider.server";
import { hmacSha256Hex } from "~/payments/signatures.server";
import { sandboxSecrets } from "~/payments/sandbox-provider.server";
import { checkoutRequest, placeOrder, someIp, uniquePayerEmail } from "../support/payment-fixtures";
import type { RazorpayStub, StubPayment } from "../support/razorpay-stub";
import { useRazorpayStub } from "../support/use-razorpay-stub";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
let stub: RazorpayStub;
let provider: PaymentProvider;

useRazorpayStub((started) => ({ stub, provider } = started));

async function order(email = uniquePayerEmail()) {
  return { ...(await placeOrder(testDb.db, checkoutRequest({ email }), { provider })), email };
}

const deliver = (hook: { rawBody: string; signature: string | null; eventId: string | null }) =>
  handleRazorpayWebhook(testDb.db, { ...hook, provider });

async function state(paymentId: string, email: string) {
  const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, paymentId));
  const [student] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, email));
  const mails = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return {
    status: payment!.paymentStatus,
    payId: payment!.razorpayPaymentId,
    reason: payment!.failureReason,
    total: student?.totalAmountPaid ?? null,
    mails: mails.length,
  };
}

/** One month of Agentic AI paid once with this attempt: recorded, the student's total one month, one e-mail. */
const paidOnce = (payId: string) => ({ status: "success", payId, reason: null, total: "2999.00", mails: 1 });

function browserConfirms(checkout: { paymentId: string; orderId: string }, attempt: StubPayment) {
  const response = stub.checkoutSuccess(checkout.orderId, attempt.id);
  return confirmCheckout(testDb.db, {
    paymentId: checkout.paymentId,
    razorpayOrderId: response.razorpay_order_id,
    razorpayPaymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
    provider,
  });
}

describe("webhook signature comes first", () => {
  it("rejects a missing or forged signature, or a body changed after signing, and changes nothing", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured");
    const hook = stub.webhook("payment.captured", attempt);

    expect(await deliver({ ...hook, signature: null })).toEqual({ status: 400, body: { status: "invalid-signature" } });
    expect(await deliver({ ...hook, signature: hmacSha256Hex("guessed-secret", hook.rawBody) })).toMatchObject({ status: 400 });
    const tampered = hook.rawBody.replace(`"amount":${attempt.amount}`, `"amount":100`);
    expect(tampered).not.toBe(hook.rawBody);
    expect(await deliver({ ...hook, rawBody: tampered })).toMatchObject({ status: 400 });
    // not even valid JSON: still refused for its signature, never parsed
    expect(await deliver({ rawBody: "{not json", signature: "0".repeat(64), eventId: "evt_x" })).toMatchObject({ status: 400 });

    expect(await state(checkout.paymentId, checkout.email)).toEqual({
      status: "pending",
      payId: null,
      reason: null,
      total: null,
      mails: 0,
    });
    expect(await testDb.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, hook.eventId))).toEqual([]);
  });
});

describe("webhook events", () => {
  it("payment.captured records the success, once per event id", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured");
    const hook = stub.webhook("payment.captured", attempt);
    expect(await deliver(hook)).toEqual({ status: 200, body: { status: "processed" } });
    expect(await deliver(hook)).toEqual({ status: 200, body: { status: "duplicate" } });
    expect(await deliver(hook)).toEqual({ status: 200, body: { status: "duplicate" } });
    // order.paid for the same payment is another event: handled, and changes nothing more
    expect(await deliver(stub.webhook("order.paid", attempt))).toEqual({ status: 200, body: { status: "already-recorded" } });
    expect(await state(checkout.paymentId, checkout.email)).toEqual(paidOnce(attempt.id));
  });

  it("order.paid alone records the success", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured");
    expect(await deliver(stub.webhook("order.paid", attempt))).toMatchObject({ status: 200, body: { status: "processed" } });
    expect((await state(checkout.paymentId, checkout.email)).status).toBe("success");
  });

  it("payment.failed records the provider's description", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "failed", { errorDescription: "Payment was cancelled by the bank" });
    await deliver(stub.webhook("payment.failed", attempt));
    expect(await state(checkout.paymentId, checkout.email)).toMatchObject({
      status: "failed",
      payId: attempt.id,
      reason: "Payment was cancelled by the bank",
    });
  });

  it("a late payment.failed (an earlier attempt) never overwrites a success", async () => {
    const checkout = await order();
    const failedAttempt = stub.addPayment(checkout.orderId, "failed");
    const paidAttempt = stub.addPayment(checkout.orderId, "captured");
    await deliver(stub.webhook("payment.captured", paidAttempt));
    await deliver(stub.webhook("payment.failed", failedAttempt));
    expect(await state(checkout.paymentId, checkout.email)).toEqual(paidOnce(paidAttempt.id));
  });

  it("a capture after a failure and a dismissal wins", async () => {
    const checkout = await order();
    const failedAttempt = stub.addPayment(checkout.orderId, "failed");
    await recordCheckoutFailure(testDb.db, { paymentId: checkout.paymentId, outcome: "cancelled" });
    await deliver(stub.webhook("payment.failed", failedAttempt));
    expect((await state(checkout.paymentId, checkout.email)).status).toBe("failed");
    const paidAttempt = stub.addPayment(checkout.orderId, "captured");
    await deliver(stub.webhook("payment.captured", paidAttempt));
    expect(await state(checkout.paymentId, checkout.email)).toMatchObject({ status: "success", total: "2999.00", mails: 1 });
  });

  it("acknowledges and ignores other events and orders it did not create", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "authorized");
    expect(await deliver(stub.webhook("payment.authorized", attempt))).toEqual({ status: 200, body: { status: "ignored" } });
    expect(await deliver(stub.webhook("refund.created", attempt))).toEqual({ status: 200, body: { status: "ignored" } });
    expect((await state(checkout.paymentId, checkout.email)).status).toBe("pending");

    const foreign = { ...attempt, id: "pay_Foreign000001", order_id: "order_NotOurs000001" };
    stub.orders.set(foreign.order_id, { ...stub.orders.get(checkout.orderId)!, id: foreign.order_id });
    expect(await deliver(stub.webhook("payment.captured", foreign))).toEqual({ status: 200, body: { status: "unknown-order" } });
  });

  it("refuses a capture whose amount differs from the order", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured", { amount: 100 });
    expect(await deliver(stub.webhook("payment.captured", attempt))).toEqual({
      status: 200,
      body: { status: "amount-mismatch" },
    });
    expect((await state(checkout.paymentId, checkout.email)).status).toBe("pending");
  });
});

describe("webhook and browser callback, in either order", () => {
  it("webhook first, then the browser: success once", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured");
    await deliver(stub.webhook("payment.captured", attempt));
    expect(await browserConfirms(checkout, attempt)).toEqual({ kind: "confirmed", paymentId: checkout.paymentId });
    expect(await state(checkout.paymentId, checkout.email)).toEqual(paidOnce(attempt.id));
  });

  it("browser first, then the webhook (and its retries): success once", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured");
    await browserConfirms(checkout, attempt);
    const hook = stub.webhook("payment.captured", attempt);
    expect(await deliver(hook)).toEqual({ status: 200, body: { status: "already-recorded" } });
    expect(await deliver(hook)).toEqual({ status: 200, body: { status: "duplicate" } });
    expect(await state(checkout.paymentId, checkout.email)).toEqual(paidOnce(attempt.id));
  });

  it("browser callbacks and webhooks all at once: the total grows once, one e-mail", async () => {
    const checkout = await order();
    const attempt = stub.addPayment(checkout.orderId, "captured");
    const captured = stub.webhook("payment.captured", attempt);
    await Promise.all([
      ...Array.from({ length: 5 }, () => browserConfirms(checkout, attempt)),
      deliver(captured),
      deliver(captured),
      deliver(stub.webhook("order.paid", attempt)),
      deliver(stub.webhook("payment.captured", attempt)),
    ]);
    expect(await state(checkout.paymentId, checkout.email)).toEqual(paidOnce(attempt.id));
    const events = await testDb.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.razorpayOrderId, checkout.orderId));
    expect(events).toHaveLength(3);
  });
});

describe("POST /api/webhooks/razorpay", () => {
  // The route uses this server's provider: the sandbox in tests, with its derived secret.
  const webhookSecret = () => sandboxSecrets(getConfig().authSecret).webhookSecret;

  function post(body: string, headers: Record<string, string>) {
    const request = new Request("http://localhost:3000/api/webhooks/razorpay", { method: "POST", body, headers });
    return webhookAction({ request, params: {}, context: {} } as never) as Promise<Response>;
  }

  it("verifies the signature over the exact bytes received, and answers JSON", async () => {
    expect(getPaymentProvider().name).toBe("sandbox");
    const checkout = await createPaymentOrder(testDb.db, { checkout: checkoutRequest(), user: null, clientIp: someIp() });
    if (checkout.kind !== "created") throw new Error(checkout.message);
    const body = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_Route0000001","order_id":"${checkout.checkout.orderId}","amount":${checkout.checkout.amountPaise},"status":"captured"}}}}`;

    const unsigned = await post(body, { "Content-Type": "application/json" });
    expect(unsigned.status).toBe(400);

    const signed = await post(body, {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": hmacSha256Hex(webhookSecret(), body),
      "X-Razorpay-Event-Id": "evt_Route0000001",
    });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ status: "processed" });
    const [row] = await testDb.db.select().from(payments).where(eq(payments.id, checkout.checkout.paymentId));
    expect(row).toMatchObject({ paymentStatus: "success", razorpayPaymentId: "pay_Route0000001" });
  });

  it("needs no same-origin header: the provider is another site", async () => {
    const body = `{"event":"refund.created","payload":{}}`;
    const response = await post(body, {
      Origin: "https://api.razorpay.com",
      "X-Razorpay-Signature": hmacSha256Hex(webhookSecret(), body),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ignored" });
  });
});
