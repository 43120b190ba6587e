import { db } from "~/platform/index.server";
import { handleRazorpayWebhook } from "~/payments/index.server";
import type { Route } from "./+types/razorpay";

// POST /api/webhooks/razorpay: the raw body goes to the handler untouched; its signature is over those bytes.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ status: "method-not-allowed" }, { status: 405 });
  const result = await handleRazorpayWebhook(await db(), {
    rawBody: await request.text(),
    signature: request.headers.get("x-razorpay-signature"),
    eventId: request.headers.get("x-razorpay-event-id"),
  });
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}
