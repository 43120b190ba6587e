import { CHECKOUT_MESSAGES, CheckoutOutcomeSchema } from "~/domain/checkout";
import { db } from "~/server/db/database.server";
import { logger } from "~/server/logger.server";
import { confirmCheckout } from "~/server/payments/confirm-checkout.server";
import { recordCheckoutFailure } from "~/server/payments/record-checkout-failure.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import { readJsonBody } from "~/server/payments/read-json-body.server";
import type { Route } from "./+types/outcome";

// POST /api/payments/outcome: what the checkout told the page (success, failed, cancelled).
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = CheckoutOutcomeSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return Response.json({ error: CHECKOUT_MESSAGES.invalidResponse }, { status: 400 });
  const outcome = parsed.data;
  try {
    const database = await db();
    if (outcome.outcome === "success") {
      const result = await confirmCheckout(database, {
        paymentId: outcome.paymentId,
        razorpayPaymentId: outcome.razorpay_payment_id,
        razorpayOrderId: outcome.razorpay_order_id,
        signature: outcome.razorpay_signature,
      });
      if (result.kind === "invalid") return Response.json({ error: result.message }, { status: result.status });
      return Response.json({ status: "success" });
    }
    await recordCheckoutFailure(database, outcome);
    return Response.json({ status: outcome.outcome });
  } catch (error) {
    logger.error({ err: error, paymentId: outcome.paymentId }, "checkout outcome could not be recorded");
    return Response.json({ error: error instanceof Error ? error.message : "Unknown error" }, { status: 500 });
  }
}
