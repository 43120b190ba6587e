// The Razorpay provider's Subscriptions calls against the local API stub: the plan and subscription as Razorpay
// expects them, a charge's webhook recorded as a payment once, and turning autopay off cancelling there.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { endRequestedSubscriptions, startAutopay, turnOffAutopay } from "~/autopay/index.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import type { PaymentProvider } from "~/payments/payment-provider.server";
import { enrolments, payments } from "~/platform/db/schema";
import { checkoutRequest, orderAndPay, registerStudent } from "../support/payment-fixtures";
import type { RazorpayStub } from "../support/razorpay-stub";
import { useFreshDatabase } from "../support/test-database";
import { useRazorpayStub } from "../support/use-razorpay-stub";

const testDb = useFreshDatabase();
let stub: RazorpayStub;
let provider: PaymentProvider;
useRazorpayStub((started) => ({ stub, provider } = started));

/** A verified student who paid the first instalment and pressed 'Pay monthly automatically'. */
async function studentStartingAutopay() {
  const student = await registerStudent(testDb.db);
  const user = { id: student.id, email: student.email, emailVerified: true };
  await orderAndPay(testDb.db, checkoutRequest({ email: student.email }), { provider, user });
  const [enrolment] = await testDb.db.select().from(enrolments).where(eq(enrolments.studentEmail, student.email));
  const started = await startAutopay(testDb.db, { enrolmentId: enrolment!.id, user, now: new Date(), provider });
  return { user, enrolment, started };
}

describe("autopay with Razorpay", () => {
  it("creates a daily/30 plan once, a subscription from the due date, records a charge once, and cancels there", async () => {
    const { user, enrolment, started } = await studentStartingAutopay();
    expect(started.kind).toBe("authorise");
    if (started.kind !== "authorise") return;

    const calls = stub.requests.filter(
      (request) => request.path.startsWith("/v1/plans") || request.path.startsWith("/v1/subscriptions"),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /v1/plans", "POST /v1/subscriptions"]);
    expect(calls[0]!.body).toMatchObject({ period: "daily", interval: 30, item: { amount: 2_999_00, currency: "INR" } });
    expect(calls[1]!.body).toMatchObject({ total_count: 3, quantity: 1, customer_notify: 0 });
    const subscription = stub.subscriptions.get(started.providerSubscriptionId)!;
    expect(new Date(subscription.start_at! * 1000).toISOString()).toBe(`${enrolment!.dueOn}T03:30:00.000Z`);

    subscription.status = "authenticated";
    const charge = stub.chargeSubscription(subscription.id);
    const deliver = () => handleRazorpayWebhook(testDb.db, { ...charge, provider });
    expect(await deliver()).toEqual({ status: 200, body: { status: "processed" } });
    expect(await deliver()).toEqual({ status: 200, body: { status: "duplicate" } });
    // Razorpay's payment.captured for the same charge finds it recorded.
    const captured = stub.webhook("payment.captured", charge.payment);
    expect(await handleRazorpayWebhook(testDb.db, { ...captured, provider })).toEqual({
      status: 200,
      body: { status: "already-recorded" },
    });
    const paid = await testDb.db.select().from(payments).where(eq(payments.enrolmentId, enrolment!.id));
    expect(paid.filter((payment) => payment.paymentStatus === "success")).toHaveLength(2);

    expect(
      await turnOffAutopay(testDb.db, { enrolmentId: enrolment!.id, by: { kind: "student", user }, now: new Date(), provider }),
    ).toBe("turned-off");
    expect(stub.subscriptions.get(subscription.id)!.status).toBe("cancelled");
    expect(stub.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/subscriptions/${subscription.id}/cancel` });

    // A second student of the same course and price reuses the plan.
    const other = await registerStudent(testDb.db);
    const otherUser = { id: other.id, email: other.email, emailVerified: true };
    await orderAndPay(testDb.db, checkoutRequest({ email: other.email }), { provider, user: otherUser });
    const [theirs] = await testDb.db.select().from(enrolments).where(eq(enrolments.studentEmail, other.email));
    await startAutopay(testDb.db, { enrolmentId: theirs!.id, user: otherUser, now: new Date(), provider });
    expect(stub.requests.filter((request) => request.path === "/v1/plans")).toHaveLength(1);
  });

  it("a subscription the provider ended already is taken as ended, not asked forever", async () => {
    const { user, enrolment, started } = await studentStartingAutopay();
    if (started.kind !== "authorise") throw new Error("not started");
    stub.subscriptions.get(started.providerSubscriptionId)!.status = "completed";
    expect(
      await turnOffAutopay(testDb.db, { enrolmentId: enrolment!.id, by: { kind: "student", user }, now: new Date(), provider }),
    ).toBe("turned-off");
    expect(await endRequestedSubscriptions(testDb.db, { now: new Date(Date.now() + 200_000), provider })).toEqual({
      ended: 0,
      failed: 0,
    });
  });
});
