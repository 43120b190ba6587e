import { siteConfig } from "~/content/site-config";
import { CHECKOUT_MESSAGES, CheckoutRequestSchema, firstCheckoutError } from "~/payments";
import { getOptionalUser } from "~/accounts/index.server";
import { assertSameOrigin, clientIp, db, readJsonBody, reportFailure, requestIdOf } from "~/platform/index.server";
import { createPaymentOrder, rememberPaymentReceipt } from "~/payments/index.server";
import { readOptIns, WHATSAPP_OPT_INS } from "~/consent";
import { recordOptIns } from "~/consent/index.server";
import type { Route } from "./+types/orders";

// POST /api/payments/orders: a pending payment and its provider order. Any amount in the body is ignored.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = CheckoutRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return Response.json({ error: firstCheckoutError(parsed.error) }, { status: 400 });
  try {
    const user = await getOptionalUser(request);
    const result = await createPaymentOrder(await db(), {
      checkout: parsed.data,
      user: user && { id: user.id, email: user.email, emailVerified: user.emailVerified },
      clientIp: clientIp(request),
      requestId: requestIdOf(request),
    });
    if (result.kind === "failed") return Response.json({ error: result.message }, { status: result.status });
    const { email, mobile, whatsappConsents } = parsed.data;
    await recordOptIns(await db(), {
      person: { userId: user?.id, email, mobile },
      optIns: readOptIns(whatsappConsents, WHATSAPP_OPT_INS),
      source: "payment-dialog",
    });
    // This browser may see the payment's summary on /payment-success (docs/decisions/0024-payment-success-summary.md).
    const receipt = await rememberPaymentReceipt(request, result.checkout.paymentId);
    return Response.json(
      { checkout: result.checkout, supportEmail: siteConfig.supportEmail },
      { headers: { "Set-Cookie": receipt } },
    );
  } catch (error) {
    return Response.json(
      { error: CHECKOUT_MESSAGES.createOrderFailed(reportFailure(request, error, "payment order failed")) },
      { status: 500 },
    );
  }
}
