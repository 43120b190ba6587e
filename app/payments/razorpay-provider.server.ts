import { z } from "zod";
import { isValidCheckoutSignature, isValidWebhookSignature } from "./signatures.server";
import {
  ProviderError,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
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

    isValidCheckoutSignature: (input) => isValidCheckoutSignature(credentials.keySecret, input),
    isValidWebhookSignature: (rawBody, signature) => isValidWebhookSignature(credentials.webhookSecret, rawBody, signature),
  };
}
