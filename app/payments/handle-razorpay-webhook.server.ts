import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AUTOPAY_STATUSES } from "~/autopay";
import { DEFAULT_FAILURE_REASON } from "~/payments/checkout";
import { REFUND_FAILED_REASON } from "~/refunds";
import { type Database, logger, payments, paymentWebhookEvents } from "~/platform/index.server";
import { recordRefundFailure, recordRefundProcessed } from "~/refunds/index.server";
import { getPaymentProvider } from "./get-payment-provider.server";
import type { PaymentProvider } from "./payment-provider.server";
import { recordPaymentFailure } from "./record-payment-failure.server";
import { recordPaymentSuccess } from "./record-payment-success.server";
import { recordSubscriptionEvent } from "./record-subscription-event.server";

const SUBSCRIPTION_EVENTS = [
  "subscription.authenticated",
  "subscription.activated",
  "subscription.charged",
  "subscription.pending",
  "subscription.halted",
  "subscription.cancelled",
  "subscription.completed",
] as const;

export const HANDLED_EVENTS = [
  "payment.captured",
  "order.paid",
  "payment.failed",
  "refund.processed",
  "refund.failed",
  ...SUBSCRIPTION_EVENTS,
] as const;

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().optional(),
});

// A subscription event's `payload.subscription.entity` (Razorpay's subscription entity, the fields we use).
const SubscriptionEntity = z.object({
  id: z.string(),
  status: z.enum(AUTOPAY_STATUSES),
  paid_count: z.number(),
  charge_at: z.number().nullable().optional(),
});

// A refund event's `payload.refund.entity` (Razorpay's refund entity; the receipt is ours, naming our refund).
const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  receipt: z.string().nullable().optional(),
});

const EventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: PaymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount: z.number() }) }).optional(),
      refund: z.object({ entity: RefundEntity }).optional(),
      subscription: z.object({ entity: SubscriptionEntity }).optional(),
    })
    .default({}),
  created_at: z.number().optional(),
});

export type WebhookResult = { status: number; body: { status: string } };

/**
 * POST /api/webhooks/razorpay: the signature over the raw body is checked before parsing; each event id is recorded
 * in its effect's transaction, so it is processed once and a failure is left to the provider's retry.
 */
export async function handleRazorpayWebhook(
  database: Database,
  {
    rawBody,
    signature,
    eventId,
    provider = getPaymentProvider(),
  }: { rawBody: string; signature: string | null; eventId: string | null; provider?: PaymentProvider },
): Promise<WebhookResult> {
  if (!provider.isValidWebhookSignature(rawBody, signature)) {
    logger.warn("webhook refused: bad or missing signature");
    return { status: 400, body: { status: "invalid-signature" } };
  }
  let parsed: z.output<typeof EventSchema>;
  try {
    const result = EventSchema.safeParse(JSON.parse(rawBody));
    if (!result.success) return { status: 400, body: { status: "malformed" } };
    parsed = result.data;
  } catch {
    return { status: 400, body: { status: "malformed" } };
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(parsed.event)) return { status: 200, body: { status: "ignored" } };

  const paymentEntity = parsed.payload.payment?.entity;
  const orderId = parsed.payload.order?.entity.id ?? paymentEntity?.order_id ?? null;
  // Razorpay names each event in X-Razorpay-Event-Id; a body without one is identified by its content.
  const id = eventId?.trim() || `body:${createHash("sha256").update(rawBody).digest("hex")}`;
  const firstDelivery = async (tx: Database, razorpayPaymentId: string | null) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId: id, event: parsed.event, razorpayOrderId: orderId, razorpayPaymentId })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    return fresh !== undefined;
  };
  // The answer to a first delivery, with what it did written on its record (the admin's payment page shows it).
  const answered = async (tx: Database, outcome: string): Promise<WebhookResult> => {
    await tx.update(paymentWebhookEvents).set({ outcome }).where(eq(paymentWebhookEvents.eventId, id));
    return { status: 200, body: { status: outcome } };
  };

  if (parsed.event === "refund.processed" || parsed.event === "refund.failed") {
    const refundEntity = parsed.payload.refund?.entity;
    if (!refundEntity) return { status: 400, body: { status: "malformed" } };
    const refund = { providerRefundId: refundEntity.id, receipt: refundEntity.receipt ?? null };
    return database.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (!(await firstDelivery(tx, refundEntity.payment_id))) return { status: 200, body: { status: "duplicate" } };
      const result =
        parsed.event === "refund.processed"
          ? await recordRefundProcessed(tx, { refund, amountPaise: refundEntity.amount })
          : await recordRefundFailure(tx, { refund, reason: REFUND_FAILED_REASON });
      return answered(tx, result);
    });
  }

  if ((SUBSCRIPTION_EVENTS as readonly string[]).includes(parsed.event)) {
    const subscription = parsed.payload.subscription?.entity;
    if (!subscription) return { status: 400, body: { status: "malformed" } };
    const at = new Date((parsed.created_at ?? Math.floor(Date.now() / 1000)) * 1000);
    return database.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (!(await firstDelivery(tx, paymentEntity?.id ?? null))) return { status: 200, body: { status: "duplicate" } };
      const result = await recordSubscriptionEvent(tx, {
        event: parsed.event,
        at,
        subscription: {
          id: subscription.id,
          status: subscription.status,
          paidCount: subscription.paid_count,
          chargeAt: subscription.charge_at ? new Date(subscription.charge_at * 1000) : null,
        },
        payment: paymentEntity && {
          id: paymentEntity.id,
          orderId: paymentEntity.order_id ?? null,
          amount: paymentEntity.amount,
          createdAt: paymentEntity.created_at ? new Date(paymentEntity.created_at * 1000) : at,
        },
      });
      return answered(tx, result);
    });
  }

  if (!paymentEntity || !orderId) return { status: 400, body: { status: "malformed" } };
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!(await firstDelivery(tx, paymentEntity.id))) return { status: 200, body: { status: "duplicate" } };

    const [payment] = await tx
      .select({ id: payments.id, providerAmountPaise: payments.providerAmountPaise })
      .from(payments)
      .where(eq(payments.razorpayOrderId, orderId));
    if (!payment) {
      logger.warn({ orderId, event: parsed.event }, "webhook for an order we did not create; ignored");
      return answered(tx, "unknown-order");
    }

    if (parsed.event === "payment.failed") {
      await recordPaymentFailure(tx, {
        payment: { razorpayOrderId: orderId },
        status: "failed",
        reason: paymentEntity.error_description || DEFAULT_FAILURE_REASON,
        razorpayPaymentId: paymentEntity.id,
      });
      return answered(tx, "processed");
    }
    if (paymentEntity.amount !== payment.providerAmountPaise) {
      logger.error(
        { orderId, paid: paymentEntity.amount, expected: payment.providerAmountPaise },
        "captured amount differs from the order",
      );
      return answered(tx, "amount-mismatch");
    }
    const result = await recordPaymentSuccess(tx, { razorpayOrderId: orderId, razorpayPaymentId: paymentEntity.id });
    return answered(tx, result.kind === "recorded" ? "processed" : "already-recorded");
  });
}
