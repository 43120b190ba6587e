// Helpers shared by the payments integration tests: requests as the dialog sends them, orders, payments, enrolments
// and accounts.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { CheckoutRequestSchema, type CheckoutRequest, type CheckoutRequestInput } from "~/payments/checkout";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import type { PaymentProvider } from "~/payments/payment-provider.server";
import { recordPaymentSuccess } from "~/payments/record-payment-success.server";
import type { Database } from "~/platform/db/client.server";
import { authUser, type enrolments, type payments, users } from "~/platform/db/schema";

export function uniquePayerEmail(prefix = "payer") {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A checkout as the dialog sends it: a fresh press of Pay by a fresh payer unless told otherwise. */
export function checkoutRequest(overrides: Partial<CheckoutRequestInput> = {}): CheckoutRequest {
  return CheckoutRequestSchema.parse({
    checkoutKey: randomUUID(),
    course: "Agentic AI",
    country: "India",
    name: "Meera Iyer",
    email: uniquePayerEmail(),
    mobile: "9876543210",
    couponText: "",
    renewalMonths: 1,
    payUpfront: false,
    ...overrides,
  });
}

/**
 * A registered student (account + profile), as sign-up leaves them once they have verified their
 * address; `verified: false` for one who has not yet, `role: "admin"` for an admin account.
 */
export async function registerStudent(
  database: Database,
  email = uniquePayerEmail("student"),
  { verified = true, role = "student" }: { verified?: boolean; role?: "student" | "admin" } = {},
) {
  const id = randomUUID();
  await database.insert(authUser).values({ id, name: "Registered Student", email, emailVerified: verified, role });
  await database
    .insert(users)
    .values({ userId: id, email, name: "Registered Student", mobileNo: "9000000001", age: 30, occupation: "Analyst" });
  return { id, email, name: "Registered Student" };
}

/** A distinct client address per call, so per-IP limits do not couple unrelated tests. */
export function someIp() {
  return `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
}

type OrderOptions = {
  /** The configured provider when none is named. */
  provider?: PaymentProvider;
  /** A guest's checkout when null. */
  user?: { id: string; email: string; emailVerified: boolean } | null;
};

/** The order a press of Pay makes for `checkout`, from a fresh client address; fails the test when none is made. */
export async function placeOrder(database: Database, checkout: CheckoutRequest, { provider, user = null }: OrderOptions = {}) {
  const result = await createPaymentOrder(database, { checkout, user, clientIp: someIp(), provider });
  if (result.kind !== "created") throw new Error(`expected an order, got ${result.message}`);
  return result.checkout;
}

/** Orders and pays: the order is recorded as successful, as the provider's webhook would record it. */
export async function orderAndPay(database: Database, checkout: CheckoutRequest, options: OrderOptions = {}) {
  const order = await placeOrder(database, checkout, options);
  const recorded = await recordPaymentSuccess(database, {
    razorpayOrderId: order.orderId,
    razorpayPaymentId: `pay_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
  });
  expect(recorded.kind).toBe("recorded");
  return order;
}

/** The enrolment a first monthly payment for Agentic AI in India leaves: 4 months at 2,999.00, one of them paid. */
export function monthlyEnrolment(
  studentEmail: string,
  overrides: Partial<typeof enrolments.$inferInsert> = {},
): typeof enrolments.$inferInsert {
  return {
    studentEmail,
    course: "Agentic AI",
    plan: "monthly",
    currency: "INR",
    country: "India",
    pricePerMonth: "2999.00",
    monthsInPlan: 4,
    monthsPaid: 1,
    fee: "11996.00",
    amountPaid: "2999.00",
    ...overrides,
  };
}

/** A guest's successful payment for a month of Agentic AI in India, as a row of the payments table. */
export function guestPaymentRow(overrides: Partial<typeof payments.$inferInsert> = {}): typeof payments.$inferInsert {
  return {
    userId: "guest_test",
    name: "Meera Iyer",
    email: uniquePayerEmail(),
    mobile: "9876543210",
    course: "Agentic AI",
    duration: "1 month",
    country: "India",
    currency: "INR",
    amount: "2999.00",
    providerAmountPaise: 2_999_00,
    paymentStatus: "success",
    ...overrides,
  };
}
