import { z } from "zod";
import { AUTOPAY_STATUSES } from "~/autopay";
import { isValidCheckoutSignature, isValidSubscriptionSignature, isValidWebhookSignature } from "./signatures.server";
import {
  ProviderError,
  type CreateOrderInput,
  type CreatePlanInput,
  type CreateSubscriptionInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderPlan,
  type ProviderRefund,
  type ProviderSubscription,
  type RefundInput,
} from "./payment-provider.server";

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com in production; a local stub in tests. */
  apiBase: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

const OrderSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.literal("INR"),
  receipt: z.string().nullable(),
  status: z.string(),
});

const PaymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  error_description: z.string().nullable().optional(),
});

const CollectionSchema = z.object({ items: z.array(PaymentSchema) });

const RefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.enum(["pending", "processed", "failed"]),
  receipt: z.string().nullable().optional(),
});

// Razorpay's plan entity: period "daily" with an interval in days (at least 7).
const PlanSchema = z.object({
  id: z.string(),
  interval: z.number(),
  item: z.object({ amount: z.number() }),
});

const SubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.enum(AUTOPAY_STATUSES),
  total_count: z.number(),
  paid_count: z.number(),
  charge_at: z.number().nullable().optional(),
  short_url: z.string().nullable().optional(),
});

function subscriptionOf(entity: z.output<typeof SubscriptionSchema>): ProviderSubscription {
  return {
    id: entity.id,
    planId: entity.plan_id,
    status: entity.status,
    totalCount: entity.total_count,
    paidCount: entity.paid_count,
    chargeAt: entity.charge_at ? new Date(entity.charge_at * 1000) : null,
    shortUrl: entity.short_url ?? null,
  };
}

const ErrorSchema = z.object({ error: z.object({ description: z.string().optional() }).optional() });

/** Razorpay's Orders REST API over fetch (the official SDK cannot be pointed at another base URL). */
export function createRazorpayProvider(credentials: RazorpayCredentials): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${credentials.apiBase}${path}`, {
        method,
        headers: { Authorization: authorization, ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(
        `the payment provider could not be reached (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const description = ErrorSchema.safeParse(payload).data?.error?.description;
      throw new ProviderError(description ?? `the payment provider answered ${response.status}`, response.status);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ProviderError("the payment provider sent an unexpected answer", response.status);
    return parsed.data;
  }

  return {
    name: "razorpay",
    keyId: credentials.keyId,

    async createOrder({ amountPaise, receipt, notes }: CreateOrderInput): Promise<ProviderOrder> {
      const order = await call("POST", "/v1/orders", OrderSchema, { amount: amountPaise, currency: "INR", receipt, notes });
      return {
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt ?? receipt,
        status: order.status,
      };
    },

    async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
      const collection = await call("GET", `/v1/orders/${encodeURIComponent(orderId)}/payments`, CollectionSchema);
      return collection.items.map((payment) => ({
        id: payment.id,
        orderId: payment.order_id ?? orderId,
        amount: payment.amount,
        status: payment.status,
        errorDescription: payment.error_description ?? null,
      }));
    },

    // Razorpay's "Create a Normal Refund (Idempotent Request)": a retry with the same key and body refunds once.
    async refund({ providerPaymentId, amountPaise, idempotencyKey, receipt, notes }: RefundInput): Promise<ProviderRefund> {
      const refund = await call(
        "POST",
        `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        RefundSchema,
        { amount: amountPaise, speed: "normal", receipt, notes },
        { "X-Refund-Idempotency": idempotencyKey },
      );
      return {
        id: refund.id,
        paymentId: refund.payment_id,
        amount: refund.amount,
        status: refund.status,
        receipt: refund.receipt ?? null,
      };
    },

    async createPlan({ amountPaise, periodDays, name, notes }: CreatePlanInput): Promise<ProviderPlan> {
      const plan = await call("POST", "/v1/plans", PlanSchema, {
        period: "daily",
        interval: periodDays,
        item: { name, amount: amountPaise, currency: "INR", description: name },
        notes,
      });
      return { id: plan.id, amount: plan.item.amount, periodDays: plan.interval };
    },

    // customer_notify 0: the pre-debit notices and receipts are ours (docs/decisions/0109-autopay.md).
    async createSubscription({ planId, totalCount, startAt, notes }: CreateSubscriptionInput) {
      const entity = await call("POST", "/v1/subscriptions", SubscriptionSchema, {
        plan_id: planId,
        total_count: totalCount,
        quantity: 1,
        customer_notify: 0,
        start_at: Math.floor(startAt.getTime() / 1000),
        notes,
      });
      return subscriptionOf(entity);
    },

    async fetchSubscription(subscriptionId: string) {
      return subscriptionOf(await call("GET", `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, SubscriptionSchema));
    },

    async cancelSubscription(subscriptionId: string) {
      const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`;
      return subscriptionOf(await call("POST", path, SubscriptionSchema, { cancel_at_cycle_end: 0 }));
    },

    isValidSubscriptionSignature: (input) => isValidSubscriptionSignature(credentials.keySecret, input),
    isValidCheckoutSignature: (input) => isValidCheckoutSignature(credentials.keySecret, input),
    isValidWebhookSignature: (rawBody, signature) => isValidWebhookSignature(credentials.webhookSecret, rawBody, signature),
  };
}
