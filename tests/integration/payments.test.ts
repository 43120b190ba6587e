// Payments: server-side pricing, order creation, the browser's outcome, and the effects of a first
// success — against the razorpay provider talking to a local stub of the Orders API.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as createOrderAction } from "~/routes/api/payments/orders";
import { action as outcomeAction } from "~/routes/api/payments/outcome";
import { action as discountAction } from "~/routes/api/payments/discount";
import { emailOutbox, payments, referralCredits, studentMasterTable } from "~/platform/db/schema";
import { confirmCheckout } from "~/payments/confirm-checkout.server";
import { createPaymentOrder, type CheckoutDetails } from "~/payments/create-payment-order.server";
import type { PaymentProvider } from "~/payments/payment-provider.server";
import { createRazorpayProvider } from "~/payments/razorpay-provider.server";
import { recordCheckoutFailure } from "~/payments/record-checkout-failure.server";
import { resolveDiscount } from "~/payments/resolve-discount.server";
import { signUpStudent } from "../support/admin-fixtures";
import { checkoutRequest, placeOrder, registerStudent, someIp, uniquePayerEmail } from "../support/payment-fixtures";
import type { RazorpayStub } from "../support/razorpay-stub";
import { expectReportedFailure, watchErrorLog } from "../support/safe-failures";
import { useRazorpayStub } from "../support/use-razorpay-stub";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
let stub: RazorpayStub;
let provider: PaymentProvider;

useRazorpayStub((started) => ({ stub, provider } = started));

async function order(
  overrides: Parameters<typeof checkoutRequest>[0] = {},
  user: { id: string; email: string; emailVerified?: boolean } | null = null,
) {
  return placeOrder(testDb.db, checkoutRequest(overrides), { provider, user: user && { emailVerified: false, ...user } });
}

async function paymentRow(paymentId: string) {
  const [row] = await testDb.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

async function student(email: string) {
  const [row] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, email));
  return row;
}

async function emailsTo(address: string) {
  return testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

/** Pays the order at the stub and reports it from the browser, as checkout.js would. */
async function payAndConfirm(checkout: CheckoutDetails) {
  const attempt = stub.addPayment(checkout.orderId, "captured");
  const response = stub.checkoutSuccess(checkout.orderId, attempt.id);
  const result = await confirmCheckout(testDb.db, {
    paymentId: checkout.paymentId,
    razorpayOrderId: response.razorpay_order_id,
    razorpayPaymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
    provider,
  });
  return { attempt, result };
}

describe("creating an order: the server prices it", () => {
  it("worked example: US, Quantum Computing, 44agentx44 → 509.15 USD, charged as 4 225 945 paise", async () => {
    const email = uniquePayerEmail();
    const checkout = await order({ course: "Quantum Computing", country: "US", couponText: " 44AGENTX44 ", email });
    expect(checkout).toMatchObject({ amountPaise: 4_225_945, currency: "INR", displayAmount: "$509.15", displayCurrency: "USD" });

    const row = await paymentRow(checkout.paymentId);
    expect(row).toMatchObject({
      paymentStatus: "pending",
      amount: "509.15",
      currency: "USD",
      providerAmountPaise: 4_225_945,
      course: "Quantum Computing",
      country: "US",
      duration: "1 month",
      couponCode: "44agentx44",
      paymentMethod: "online",
      razorpayOrderId: checkout.orderId,
      razorpayPaymentId: null,
      referredByEmail: null,
    });
    expect(row.userId).toMatch(/^guest_[0-9a-f-]{36}$/);

    const sent = stub.requests.find(
      (request) =>
        request.method === "POST" && (request.body as { notes?: { reference_id?: string } }).notes?.reference_id === row.id,
    );
    expect(sent!.body).toEqual({
      amount: 4_225_945,
      currency: "INR",
      receipt: `receipt_${row.id.replace(/-/g, "")}`,
      notes: { course: "Quantum Computing", email, mobile: "9876543210", reference_id: row.id },
    });
  });

  it("worked example: India, Agentic AI, upfront + goldisold → ₹7,557.48 = 755 748 paise", async () => {
    const checkout = await order({ course: "Agentic AI", country: "India", couponText: "goldisold", payUpfront: true });
    const row = await paymentRow(checkout.paymentId);
    expect([row.amount, row.providerAmountPaise, row.duration, checkout.displayAmount]).toEqual([
      "7557.48",
      755_748,
      "4 months (upfront)",
      "₹7,557.48",
    ]);
  });

  it("prices a renewal by its months, for a payer who has a course", async () => {
    const email = uniquePayerEmail();
    await payAndConfirm(await order({ email, course: "Agentic AI", country: "Canada" }));
    const checkout = await order({ email, course: "Renewal Fee (Existing Student Only)", country: "Canada", renewalMonths: 3 });
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ amount: "447.00", currency: "USD", duration: "3 months" });
  });

  it("gives each guest payment its own guest id, and a signed-in payer their account id", async () => {
    const first = await paymentRow((await order()).paymentId);
    const second = await paymentRow((await order()).paymentId);
    expect(first.userId).not.toBe(second.userId);
    const account = await registerStudent(testDb.db);
    const mine = await paymentRow((await order({ email: account.email }, account)).paymentId);
    expect(mine.userId).toBe(account.id);
  });

  it("applies 7 % for the e-mail of a registered student, and records who referred", async () => {
    const referrer = await registerStudent(testDb.db);
    const checkout = await order({ couponText: ` ${referrer.email.toUpperCase()} ` });
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ amount: "2789.07", referredByEmail: referrer.email });
  });

  it("gives no referral discount for an unknown e-mail or for the payer's own", async () => {
    const unknown = await order({ couponText: "nobody.here@example.test" });
    expect(await paymentRow(unknown.paymentId)).toMatchObject({ amount: "2999.00", referredByEmail: null });

    const payer = await registerStudent(testDb.db);
    const ownEmail = await order({ couponText: payer.email, email: payer.email }, payer);
    expect(await paymentRow(ownEmail.paymentId)).toMatchObject({ amount: "2999.00", referredByEmail: null });
    // signed in, typing a friend's address as the payer but their own as the referral
    const ownAccount = await order({ couponText: payer.email }, payer);
    expect(await paymentRow(ownAccount.paymentId)).toMatchObject({ amount: "2999.00", referredByEmail: null });
  });

  it("counts a referral only from a verified student's account: not an unverified one, not an admin's", async () => {
    const unverified = await registerStudent(testDb.db, uniquePayerEmail("unverified"), { verified: false });
    const admin = await registerStudent(testDb.db, uniquePayerEmail("admin"), { role: "admin" });
    for (const referrer of [unverified, admin]) {
      const checkout = await order({ couponText: referrer.email });
      expect(await paymentRow(checkout.paymentId)).toMatchObject({ amount: "2999.00", referredByEmail: null, couponCode: null });
    }
    // the same lookup the dialog shows
    const ask = async (text: string) => resolveDiscount(testDb.db, { text, payerEmails: [uniquePayerEmail()] });
    expect((await ask(unverified.email)).check).toEqual({ kind: "referral-not-found" });
    expect((await ask(admin.email)).check).toEqual({ kind: "referral-not-found" });
  });

  it("keeps an unknown coupon's text (for a refund request) and charges the full price", async () => {
    const checkout = await order({ couponText: "SAVE50" });
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ amount: "2999.00", couponCode: "SAVE50" });
  });

  it("creates one order when the same press of Pay arrives several times at once", async () => {
    const request = checkoutRequest({ course: "Vibe Coding" });
    const ordersBefore = stub.orders.size;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        createPaymentOrder(testDb.db, { checkout: request, user: null, clientIp: someIp(), provider }),
      ),
    );
    const orderIds = new Set(results.map((result) => (result.kind === "created" ? result.checkout.orderId : result.message)));
    expect(orderIds.size).toBe(1);
    expect(stub.orders.size).toBe(ordersBefore + 1);
    const [rows] = await testDb.db.select({ n: count() }).from(payments).where(eq(payments.checkoutKey, request.checkoutKey));
    expect(rows!.n).toBe(1);
  });

  it("refuses a reused checkout key from another payer", async () => {
    const request = checkoutRequest();
    await createPaymentOrder(testDb.db, { checkout: request, user: null, clientIp: someIp(), provider });
    const other = await createPaymentOrder(testDb.db, {
      checkout: { ...request, email: uniquePayerEmail("intruder") },
      user: null,
      clientIp: someIp(),
      provider,
    });
    expect(other).toMatchObject({ kind: "failed", status: 409 });
  });

  it("reports the provider's refusal as 'Failed to create order: …' with a reference, logs the provider's words, and closes the record", async () => {
    stub.failNextOrder(400, "Order amount exceeds maximum amount allowed.");
    const errorLog = watchErrorLog();
    const request = checkoutRequest();
    const result = await createPaymentOrder(testDb.db, {
      checkout: request,
      user: null,
      clientIp: someIp(),
      provider,
      requestId: "req-refused-1",
    });
    expect(result).toEqual({
      kind: "failed",
      status: 502,
      message: "Failed to create order: something went wrong on our side (reference req-refused-1)",
    });
    expect(errorLog).toHaveBeenCalledWith(
      expect.objectContaining({
        requestId: "req-refused-1",
        err: expect.objectContaining({ message: "Order amount exceeds maximum amount allowed." }),
      }),
      expect.any(String),
    );
    const [row] = await testDb.db.select().from(payments).where(eq(payments.checkoutKey, request.checkoutKey));
    expect(row).toMatchObject({ paymentStatus: "failed", razorpayOrderId: null });
  });

  it("never shows a visitor why the provider failed (unreachable, wrong keys): a reference, and the reason in the log", async () => {
    const errorLog = watchErrorLog();
    const unreachable = createRazorpayProvider({ ...stub.credentials, apiBase: "http://127.0.0.1:9" });
    const wrongKeys = createRazorpayProvider({ ...stub.credentials, keySecret: "wrong", apiBase: stub.apiBase });
    const failingProviders: [PaymentProvider, RegExp][] = [
      [unreachable, /127\.0\.0\.1|reached|ECONN/],
      [wrongKeys, /Authentication/],
    ];
    for (const [failing, internals] of failingProviders) {
      const result = await createPaymentOrder(testDb.db, {
        checkout: checkoutRequest(),
        user: null,
        clientIp: someIp(),
        provider: failing,
      });
      expectReportedFailure(result.kind === "failed" ? result.message : "", {
        prefix: "Failed to create order: ",
        internals,
        errorLog,
      });
    }
    expect(errorLog).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: "Authentication failed" }) }),
      expect.any(String),
    );
  });

  it("limits order creation per client address", async () => {
    const ip = someIp();
    const results = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      results.push(await createPaymentOrder(testDb.db, { checkout: checkoutRequest(), user: null, clientIp: ip, provider }));
    }
    expect(results.slice(0, 30).every((result) => result.kind === "created")).toBe(true);
    expect(results[30]).toMatchObject({ kind: "failed", status: 429 });
  });
});

describe("the browser's report of checkout", () => {
  it("records a signed success once: status, ids, student total, confirmation e-mail", async () => {
    const email = uniquePayerEmail();
    const checkout = await order({
      email,
      name: "Kabir Rao",
      course: "Quantum Computing",
      country: "US",
      couponText: "44agentx44",
    });
    const { attempt, result } = await payAndConfirm(checkout);
    expect(result).toEqual({ kind: "confirmed", paymentId: checkout.paymentId });

    expect(await paymentRow(checkout.paymentId)).toMatchObject({
      paymentStatus: "success",
      razorpayPaymentId: attempt.id,
      razorpayOrderId: checkout.orderId,
      paymentMethod: "online",
    });
    expect(await student(email)).toMatchObject({
      studentName: "Kabir Rao",
      currentCourseName: "Quantum Computing",
      batchId: null,
      totalAmountPaid: "509.15",
      currency: "USD",
    });
    const [mail] = await emailsTo(email);
    expect(mail!.subject).toContain("Quantum Computing");
    expect(mail!.textBody).toContain("$509.15");
    expect(mail!.textBody).toContain(attempt.id);

    // The same report again (a reload, a retry) changes nothing.
    const again = await confirmCheckout(testDb.db, {
      paymentId: checkout.paymentId,
      ...{ razorpayOrderId: checkout.orderId, razorpayPaymentId: attempt.id },
      signature: stub.checkoutSuccess(checkout.orderId, attempt.id).razorpay_signature,
      provider,
    });
    expect(again.kind).toBe("confirmed");
    expect((await student(email))!.totalAmountPaid).toBe("509.15");
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it("refuses forged, missing and borrowed signatures, and changes nothing", async () => {
    const email = uniquePayerEmail();
    const checkout = await order({ email });
    const attempt = stub.addPayment(checkout.orderId, "captured");
    const refused = { kind: "invalid", status: 400, message: "Invalid payment response. Please try again." };

    const base = { paymentId: checkout.paymentId, razorpayOrderId: checkout.orderId, razorpayPaymentId: attempt.id, provider };
    expect(await confirmCheckout(testDb.db, { ...base, signature: "0".repeat(64) })).toEqual(refused);
    expect(await confirmCheckout(testDb.db, { ...base, signature: null })).toEqual(refused);
    expect(await confirmCheckout(testDb.db, { ...base, razorpayPaymentId: null, signature: "x" })).toEqual(refused);
    // A genuine signature of another order, sent for this payment.
    const other = await order();
    const otherAttempt = stub.addPayment(other.orderId, "captured");
    const borrowed = stub.checkoutSuccess(other.orderId, otherAttempt.id);
    expect(
      await confirmCheckout(testDb.db, {
        paymentId: checkout.paymentId,
        razorpayOrderId: borrowed.razorpay_order_id,
        razorpayPaymentId: borrowed.razorpay_payment_id,
        signature: borrowed.razorpay_signature,
        provider,
      }),
    ).toEqual(refused);
    // Signed with another secret: what a forger who guessed the format would send.
    const forgedProvider = createRazorpayProvider({ ...stub.credentials, keySecret: "not-the-secret", apiBase: stub.apiBase });
    expect(
      forgedProvider.isValidCheckoutSignature({
        orderId: checkout.orderId,
        paymentId: attempt.id,
        signature: stub.checkoutSuccess(checkout.orderId, attempt.id).razorpay_signature,
      }),
    ).toBe(false);

    expect(await paymentRow(checkout.paymentId)).toMatchObject({ paymentStatus: "pending", razorpayPaymentId: null });
    expect(await student(email)).toBeUndefined();
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it("records a failure with the provider's description, or 'Payment failed'", async () => {
    const described = await order();
    await recordCheckoutFailure(testDb.db, {
      paymentId: described.paymentId,
      outcome: "failed",
      description: "Card declined by issuer",
    });
    expect(await paymentRow(described.paymentId)).toMatchObject({
      paymentStatus: "failed",
      failureReason: "Card declined by issuer",
    });

    const silent = await order();
    await recordCheckoutFailure(testDb.db, { paymentId: silent.paymentId, outcome: "failed", description: null });
    expect(await paymentRow(silent.paymentId)).toMatchObject({ paymentStatus: "failed", failureReason: "Payment failed" });
  });

  it("records a dismissed checkout as cancelled", async () => {
    const checkout = await order();
    expect(await recordCheckoutFailure(testDb.db, { paymentId: checkout.paymentId, outcome: "cancelled" })).toEqual({
      changed: true,
    });
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("cancelled");
  });

  it("never lets a failure or a dismissal overwrite a success", async () => {
    const email = uniquePayerEmail();
    const checkout = await order({ email });
    await payAndConfirm(checkout);
    expect(
      await recordCheckoutFailure(testDb.db, { paymentId: checkout.paymentId, outcome: "failed", description: "late" }),
    ).toEqual({ changed: false });
    expect(await recordCheckoutFailure(testDb.db, { paymentId: checkout.paymentId, outcome: "cancelled" })).toEqual({
      changed: false,
    });
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ paymentStatus: "success", failureReason: null });
    expect((await student(email))!.totalAmountPaid).toBe("2999.00");
  });

  it("lets a retry after a failed attempt in the same checkout succeed", async () => {
    const checkout = await order();
    stub.addPayment(checkout.orderId, "failed");
    await recordCheckoutFailure(testDb.db, { paymentId: checkout.paymentId, outcome: "failed", description: "OTP wrong" });
    const { result } = await payAndConfirm(checkout);
    expect(result.kind).toBe("confirmed");
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ paymentStatus: "success", failureReason: null });
  });

  it("grows the student's total once when many confirmations arrive at the same moment", async () => {
    const email = uniquePayerEmail();
    const checkout = await order({ email });
    const attempt = stub.addPayment(checkout.orderId, "captured");
    const response = stub.checkoutSuccess(checkout.orderId, attempt.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        confirmCheckout(testDb.db, {
          paymentId: checkout.paymentId,
          razorpayOrderId: response.razorpay_order_id,
          razorpayPaymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
          provider,
        }),
      ),
    );
    expect(results.every((result) => result.kind === "confirmed")).toBe(true);
    expect((await student(email))!.totalAmountPaid).toBe("2999.00");
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe("effects of a first success", () => {
  it("adds to an existing student's total, converting a USD payment for an INR total at 83", async () => {
    const email = uniquePayerEmail();
    await payAndConfirm(await order({ email, course: "Agentic AI", country: "India" }));
    await testDb.db.update(studentMasterTable).set({ batchId: "AGENTIC_AI_BATCH_1" }).where(eq(studentMasterTable.email, email));
    await payAndConfirm(
      await order({ email, course: "Renewal Fee (Existing Student Only)", country: "India", renewalMonths: 2 }),
    );
    expect(await student(email)).toMatchObject({
      totalAmountPaid: "8997.00",
      batchId: "AGENTIC_AI_BATCH_1",
      currentCourseName: "Agentic AI",
    });

    await payAndConfirm(await order({ email, course: "Masterclass", country: "US" }));
    // $4.99 = ₹414.17; a single session does not replace the course as the student's current one
    expect(await student(email)).toMatchObject({ totalAmountPaid: "9411.17", currentCourseName: "Agentic AI" });
  });

  it("credits the referrer 10 % of the payment, in its currency, once", async () => {
    const referrer = await registerStudent(testDb.db);
    const checkout = await order({ couponText: referrer.email, country: "US", course: "Agentic AI" });
    const { attempt } = await payAndConfirm(checkout);
    // a second, late report of the same success
    await confirmCheckout(testDb.db, {
      paymentId: checkout.paymentId,
      razorpayOrderId: checkout.orderId,
      razorpayPaymentId: attempt.id,
      signature: stub.checkoutSuccess(checkout.orderId, attempt.id).razorpay_signature,
      provider,
    });
    const credits = await testDb.db.select().from(referralCredits).where(eq(referralCredits.referrerEmail, referrer.email));
    // $149 less 7 % = $138.57; 10 % of it = $13.857 → $13.86
    expect(credits).toEqual([expect.objectContaining({ paymentId: checkout.paymentId, amount: "13.86", currency: "USD" })]);
  });

  it("creates no referral credit for a payment without a valid referral", async () => {
    const checkout = await order({ couponText: "stranger@example.test" });
    await payAndConfirm(checkout);
    expect(await testDb.db.select().from(referralCredits).where(eq(referralCredits.paymentId, checkout.paymentId))).toEqual([]);
  });

  it("rejects a confirmation for a payment id that does not exist", async () => {
    const result = await confirmCheckout(testDb.db, {
      paymentId: randomUUID(),
      razorpayOrderId: "order_Nope",
      razorpayPaymentId: "pay_Nope",
      signature: "0".repeat(64),
      provider,
    });
    expect(result.kind).toBe("invalid");
  });
});

describe("the payment routes", () => {
  function post(action: (args: never) => unknown, path: string, body: unknown, headers: Record<string, string> = {}) {
    const request = new Request(`http://localhost:3000${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", "x-client-ip": someIp(), ...headers },
    });
    return action({ request, params: {}, context: {} } as never) as Promise<Response>;
  }

  it("ignores any amount the browser sends: the record carries the server's price", async () => {
    const email = uniquePayerEmail();
    const response = await post(createOrderAction, "/api/payments/orders", {
      checkoutKey: randomUUID(),
      course: "Quantum Computing",
      country: "India",
      name: "Tamper Tester",
      email,
      mobile: "9876543210",
      couponText: "",
      renewalMonths: 1,
      payUpfront: false,
      amount: 1,
      amountPaise: 100,
      total: "1.00",
      currency: "USD",
    });
    expect(response.status).toBe(200);
    const { checkout } = (await response.json()) as { checkout: CheckoutDetails };
    expect(checkout.amountPaise).toBe(1_199_900);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({
      amount: "11999.00",
      currency: "INR",
      providerAmountPaise: 1_199_900,
    });
  });

  it("answers the dialog's validation messages", async () => {
    const base = {
      checkoutKey: randomUUID(),
      course: "Agentic AI",
      country: "India",
      name: "A",
      email: uniquePayerEmail(),
      mobile: "98765",
    };
    const noCourse = await post(createOrderAction, "/api/payments/orders", { ...base, course: "" });
    expect([noCourse.status, await noCourse.json()]).toEqual([400, { error: "Please select a course" }]);
    const noName = await post(createOrderAction, "/api/payments/orders", { ...base, name: " " });
    expect([noName.status, await noName.json()]).toEqual([400, { error: "Please fill in all required fields" }]);
    const notJson = await createOrderAction({
      request: new Request("http://localhost:3000/api/payments/orders", { method: "POST", body: "amount=1" }),
      params: {},
      context: {},
    } as never);
    expect((notJson as Response).status).toBe(400);
  });

  it("refuses a cross-site request", async () => {
    await expect(post(createOrderAction, "/api/payments/orders", {}, { Origin: "https://evil.example" })).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it("reports 'Invalid payment response. Please try again.' for a success without ids", async () => {
    const checkout = await order();
    const response = await post(outcomeAction, "/api/payments/outcome", { outcome: "success", paymentId: checkout.paymentId });
    expect([response.status, await response.json()]).toEqual([400, { error: "Invalid payment response. Please try again." }]);
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("pending");
  });

  it("records a cancelled checkout from the browser", async () => {
    const checkout = await order();
    const response = await post(outcomeAction, "/api/payments/outcome", { outcome: "cancelled", paymentId: checkout.paymentId });
    expect(await response.json()).toEqual({ status: "cancelled" });
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("cancelled");
  });

  it("looks coupons and referrals up on the server, and says why a referral is refused", async () => {
    const referrer = await registerStudent(testDb.db);
    const ask = async (text: string, payerEmail = uniquePayerEmail()) => {
      const response = await post(discountAction, "/api/payments/discount", { text, payerEmail });
      return [response.status, await response.json()];
    };
    expect(await ask(" GoldIsOld ")).toEqual([200, { check: { kind: "coupon", percent: 30 } }]);
    expect(await ask("44agentx44")).toEqual([200, { check: { kind: "coupon", percent: 15 } }]);
    expect(await ask("SAVE10")).toEqual([200, { check: { kind: "wrong-coupon" } }]);
    expect(await ask(` ${referrer.email.toUpperCase()} `)).toEqual([200, { check: { kind: "referral" } }]);
    expect(await ask("student@nowhere.example")).toEqual([200, { check: { kind: "referral-not-found" } }]);
    expect(await ask(referrer.email, ` ${referrer.email.toUpperCase()}`)).toEqual([200, { check: { kind: "own-referral" } }]);
    expect(await ask("")).toEqual([200, { check: null }]);
    expect((await post(discountAction, "/api/payments/discount", { text: 42 })).status).toBe(400);
  });

  it("counts a signed-in payer's own address as their own, whatever e-mail they typed", async () => {
    const payer = await signUpStudent(uniquePayerEmail("signed-in"));
    const response = await post(
      discountAction,
      "/api/payments/discount",
      { text: payer.email, payerEmail: uniquePayerEmail("friend") },
      { Cookie: payer.cookie },
    );
    expect(await response.json()).toEqual({ check: { kind: "own-referral" } });
  });

  it("limits the lookups per client address: a refusal is a 429 with a message, not 'not found'", async () => {
    const ip = someIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      statuses.push(
        (await post(discountAction, "/api/payments/discount", { text: `friend${attempt}@example.test` }, { "x-client-ip": ip }))
          .status,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await post(discountAction, "/api/payments/discount", { text: "friend@example.test" }, { "x-client-ip": ip });
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { error: "Too many attempts. Please wait a minute and try again." },
    ]);
    // coupon lookups are counted apart, so a person typing a code is not refused for it
    expect((await post(discountAction, "/api/payments/discount", { text: "goldisold" }, { "x-client-ip": ip })).status).toBe(200);
  });
});
