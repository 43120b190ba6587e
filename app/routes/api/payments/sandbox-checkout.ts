import { z } from "zod";
import { assertSameOrigin, db, getConfig, logger, readJsonBody } from "~/platform/index.server";
import { deliverSandboxWebhooks, getSandboxProvider, simulateSandboxCheckout } from "~/payments/index.server";
import type { Route } from "./+types/sandbox-checkout";

const SimulationRequest = z.object({
  paymentId: z.uuid(),
  outcome: z.enum(["success", "failed"]),
  /** Also deliver every webhook a second time, as the provider's retries do. */
  duplicateWebhooks: z.boolean().default(false),
});

// POST /api/payments/sandbox/checkout: the sandbox checkout's buttons. Answers like checkout.js and,
// in the background, delivers the provider's signed webhooks to our own webhook endpoint.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const sandbox = getSandboxProvider();
  if (!sandbox) return Response.json({ error: "Not found" }, { status: 404 });
  const parsed = SimulationRequest.safeParse(await readJsonBody(request));
  if (!parsed.success) return Response.json({ error: "Invalid request" }, { status: 400 });

  const result = await simulateSandboxCheckout(await db(), {
    sandbox,
    paymentId: parsed.data.paymentId,
    outcome: parsed.data.outcome,
  });
  if (result.kind === "not-found") return Response.json({ error: "Not found" }, { status: 404 });
  const webhookUrl = `${getConfig().appUrl}/api/webhooks/razorpay`;
  void deliverSandboxWebhooks(webhookUrl, result.webhooks, { duplicate: parsed.data.duplicateWebhooks }).catch((error: unknown) =>
    logger.warn({ err: error }, "sandbox webhooks failed"),
  );
  return Response.json(result.response, { headers: { "Cache-Control": "no-store" } });
}
