import { eq } from "drizzle-orm";
import { payments } from "~/platform/index.server";

/**
 * The payments a signed-in student sees as theirs (the dashboard's Payment History, their invoices): those made
 * with their account's e-mail, which the caller has checked is verified (docs/decisions/0020-email-verification.md).
 */
export function paymentsOfStudent(email: string) {
  return eq(payments.email, email);
}
