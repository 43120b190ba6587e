import { eq } from "drizzle-orm";
import { autopaySubscriptions, type Database, getConfig, logger, payments } from "~/platform/index.server";
import { findOwnEnrolment } from "~/enrolments/index.server";
import { deliverSandboxWebhooks, getPaymentProvider, getSandboxProvider, type PaymentProvider } from "~/payments/index.server";
import type { AutopayMandate, AutopayStatus } from "./autopay";
import { confirmAutopayAuthorisation } from "./confirm-autopay.server";

type Student = { id: string; email: string; emailVerified: boolean };

/** The mandate, and where the provider stands on it (the page shows it only while it waits to be authorised). */
export type AutopayAuthorisation = AutopayMandate & { status: AutopayStatus };

/** The student's own subscription by our id; null for anyone else's (the page answers 404). */
export async function loadAutopayAuthorisation(
  database: Database,
  {
    subscriptionId,
    user,
    provider = getPaymentProvider(),
  }: { subscriptionId: string; user: Student; provider?: PaymentProvider },
): Promise<AutopayAuthorisation | null> {
  const [row] = await database.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.id, subscriptionId));
  if (!row) return null;
  const enrolment = await findOwnEnrolment(database, { enrolmentId: row.enrolmentId, user });
  if (!enrolment) return null;
  return {
    subscriptionId: row.id,
    providerSubscriptionId: row.providerSubscriptionId,
    provider: provider.name,
    keyId: provider.keyId,
    course: enrolment.course,
    amountPaise: row.providerAmountPaise,
    totalCount: row.totalCount,
    firstChargeAt: row.nextChargeAt?.toISOString() ?? null,
    status: row.status,
  };
}

/**
 * The sandbox checkout's 'Authorise': the mandate approved as Razorpay's checkout would answer, confirmed with its
 * signature, and the provider's webhooks sent to our endpoint. `declineDebits` makes the sandbox bank refuse the
 * debits to come (three attempts, so the subscription halts), to try dunning.
 */
export async function authoriseInSandbox(
  database: Database,
  { subscriptionId, user, declineDebits }: { subscriptionId: string; user: Student; declineDebits: boolean },
): Promise<"authenticated" | "not-found"> {
  const sandbox = getSandboxProvider();
  const mandate = sandbox && (await loadAutopayAuthorisation(database, { subscriptionId, user, provider: sandbox }));
  if (!sandbox || !mandate) return "not-found";
  const authorised = await sandbox.authoriseSubscription(mandate.providerSubscriptionId);
  if (!authorised) return mandate.status === "created" ? "not-found" : "authenticated";
  if (declineDebits) await sandbox.declineNextCharges(mandate.providerSubscriptionId, 3);
  await confirmAutopayAuthorisation(database, {
    providerSubscriptionId: mandate.providerSubscriptionId,
    paymentId: authorised.response.razorpay_payment_id,
    signature: authorised.response.razorpay_signature,
    provider: sandbox,
  });
  void deliverSandboxWebhooks(`${getConfig().appUrl}/api/webhooks/razorpay`, authorised.webhooks).catch((error: unknown) =>
    logger.warn({ err: error }, "sandbox webhooks failed"),
  );
  return "authenticated";
}

/** The enrolment a payment went into, for 'Pay monthly automatically' chosen in the payment dialog. */
export async function enrolmentOfPayment(database: Database, paymentId: string): Promise<string | null> {
  const [row] = await database.select({ enrolmentId: payments.enrolmentId }).from(payments).where(eq(payments.id, paymentId));
  return row?.enrolmentId ?? null;
}
