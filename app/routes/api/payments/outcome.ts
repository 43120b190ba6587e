import { CHECKOUT_MESSAGES, CheckoutOutcomeSchema } from "~/payments";
import { assertSameOrigin, db, readJsonBody, reportFailure } from "~/platform/index.server";
import { confirmCheckout, recordCheckoutFailure } from "~/payments/index.server";
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
    const detail = reportFailure(request, error, `checkout outcome of payment ${outcome.paymentId} could not be recorded`);
    return Response.json({ error: `Sorry, ${detail}. Please try again or contact support.` }, { status: 500 });
  }
}
