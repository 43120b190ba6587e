import { and, eq, sql } from "drizzle-orm";
import { autopaySubscriptions, type Database } from "~/platform/index.server";
import { getPaymentProvider, type PaymentProvider } from "~/payments/index.server";

/**
 * Checkout's answer once the student authorised the mandate: with a valid signature the subscription is
 * authenticated at once (its webhook says the same, in any order), so the card shows 'Autopay on' straight away.
 */
export async function confirmAutopayAuthorisation(
  database: Database,
  {
    providerSubscriptionId,
    paymentId,
    signature,
    provider = getPaymentProvider(),
  }: { providerSubscriptionId: string; paymentId: string; signature: string | null; provider?: PaymentProvider },
): Promise<"authenticated" | "invalid-signature"> {
  if (!provider.isValidSubscriptionSignature({ subscriptionId: providerSubscriptionId, paymentId, signature })) {
    return "invalid-signature";
  }
  await database
    .update(autopaySubscriptions)
    .set({ status: "authenticated", updatedAt: sql`now()` })
    .where(
      and(eq(autopaySubscriptions.providerSubscriptionId, providerSubscriptionId), eq(autopaySubscriptions.status, "created")),
    );
  return "authenticated";
}
