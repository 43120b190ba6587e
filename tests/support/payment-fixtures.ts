// Helpers shared by the payments integration tests: requests as the dialog sends them, and accounts.
import { randomUUID } from "node:crypto";
import { CheckoutRequestSchema, type CheckoutRequest, type CheckoutRequestInput } from "~/payments/checkout";
import type { Database } from "~/platform/db/client.server";
import { authUser, users } from "~/platform/db/schema";

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
