import { eq } from "drizzle-orm";
import { type Database, logger, payments } from "~/platform/index.server";
import type {
  CheckoutFailureResponse,
  CheckoutSuccessResponse,
  SandboxProvider,
  WebhookDelivery,
} from "./sandbox-provider.server";

export type SandboxCheckoutResult =
  | { kind: "answered"; response: CheckoutSuccessResponse | CheckoutFailureResponse; webhooks: WebhookDelivery[] }
  | { kind: "not-found" };

/**
 * The sandbox dialog's simulated success or failure: what checkout.js would hand the page, and the signed webhooks.
 * Nothing is recorded here: the page and the webhooks do that.
 */
export async function simulateSandboxCheckout(
  database: Database,
  { sandbox, paymentId, outcome }: { sandbox: SandboxProvider; paymentId: string; outcome: "success" | "failed" },
): Promise<SandboxCheckoutResult> {
  const [payment] = await database
    .select({
      orderId: payments.razorpayOrderId,
      amountPaise: payments.providerAmountPaise,
      email: payments.email,
      mobile: payments.mobile,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment?.orderId) return { kind: "not-found" };
  const simulated = sandbox.simulateCheckout({
    order: { id: payment.orderId, amount: payment.amountPaise, notes: { email: payment.email, mobile: payment.mobile } },
    outcome,
  });
  return { kind: "answered", response: simulated.response, webhooks: simulated.webhooks };
}

/**
 * POSTs the sandbox's signed webhooks to our own endpoint, as Razorpay would; `duplicate` sends
 * each one a second time with the same event id, as Razorpay's retries do.
 */
export async function deliverSandboxWebhooks(
  webhookUrl: string,
  webhooks: WebhookDelivery[],
  { duplicate = false }: { duplicate?: boolean } = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (const webhook of duplicate ? webhooks.flatMap((hook) => [hook, hook]) : webhooks) {
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": webhook.signature,
          "X-Razorpay-Event-Id": webhook.eventId,
        },
        body: webhook.body,
        signal: AbortSignal.timeout(15_000),
      });
      statuses.push(response.status);
    } catch (error) {
      logger.warn({ err: error, eventId: webhook.eventId }, "sandbox webhook could not be delivered");
      statuses.push(0);
    }
  }
  return statuses;
}

/**
 * The sandbox's subscription charges due at `now`, taken and their webhooks delivered to our endpoint, as Razorpay
 * charges on its schedule; nothing with Razorpay as the provider.
 */
export async function chargeSandboxSubscriptions(
  sandbox: SandboxProvider | null,
  { now, webhookUrl }: { now: Date; webhookUrl: string },
): Promise<number> {
  if (!sandbox) return 0;
  const webhooks = await sandbox.chargeDueSubscriptions(now);
  if (webhooks.length > 0) await deliverSandboxWebhooks(webhookUrl, webhooks);
  return webhooks.length;
}
