import { randomBytes, randomUUID } from "node:crypto";
import { appClock, type Clock, type Database, db } from "~/platform/index.server";
import {
  checkoutSignature,
  hmacSha256Hex,
  isValidCheckoutSignature,
  isValidSubscriptionSignature,
  isValidWebhookSignature,
  subscriptionSignature,
} from "./signatures.server";
import {
  authoriseSandboxSubscription,
  cancelSandboxSubscription,
  chargeDueSandboxSubscriptions,
  createSandboxPlan,
  createSandboxSubscription,
  declineSandboxCharges,
  findSandboxSubscription,
  providerSubscriptionOf,
  type SandboxEvent,
} from "./sandbox-subscriptions.server";
import {
  ProviderError,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from "./payment-provider.server";

// The sandbox provider (default outside production): the same contract as Razorpay, with a local
// secret. Its checkout answers have Razorpay's shape and valid signatures, and it delivers signed
// webhooks to our own endpoint, so every server path runs without the real provider.
// Its ledger of orders and refunds lives in this process, as a real provider's lives on its servers.

export const SANDBOX_KEY_ID = "rzp_test_sandbox";
const MAX_LEDGER_ORDERS = 10_000;

export const SANDBOX_FAILURE_DESCRIPTION = "Your payment was declined by the sandbox bank. Please try another card or UPI.";

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

/** Sandbox secrets derived from the server's own secret: stable across restarts, never configured. */
export function sandboxSecrets(serverSecret: string): SandboxSecrets {
  return {
    keySecret: hmacSha256Hex(serverSecret, "sandbox-payments:key-secret"),
    webhookSecret: hmacSha256Hex(serverSecret, "sandbox-payments:webhook-secret"),
  };
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-style id: prefix + 14 alphanumerics. */
export function providerId(prefix: "order" | "pay" | "rfnd" | "plan" | "sub" | "inv"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

/** What checkout.js hands to its `handler` on success. */
export interface CheckoutSuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What checkout.js passes to its 'payment.failed' listener. */
export interface CheckoutFailureResponse {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** One signed webhook ready to POST: the exact body, its event id and its signature. */
export interface WebhookDelivery {
  eventId: string;
  body: string;
  signature: string;
}

interface LedgerEntry {
  order: ProviderOrder;
  notes: Record<string, string>;
  payments: (ProviderPayment & { amountRefunded?: number })[];
}

interface LedgerRefund {
  refund: ProviderRefund;
  /** The request as sent, to recognise a retry with the same idempotency key. */
  request: string;
}

export interface SandboxOptions {
  /**
   * Where the sandbox sends the webhooks that follow an API call (a refund's `refund.processed`), as Razorpay posts
   * them to the account's webhook URL. Called just after the call answers.
   */
  sendWebhooks?: (webhooks: WebhookDelivery[]) => void;
  /** Where its plans and subscriptions live (the application's database unless told). */
  database?: () => Promise<Database>;
  /** Its time: the application's clock, so a developer or a test moves its charge schedule. */
  clock?: Clock;
}

/** What checkout.js hands to its `handler` once the customer authorises a subscription. */
export interface SubscriptionAuthorisedResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The sandbox checkout's buttons: pays or fails the order, returning the browser answer and the webhooks to send. */
  simulateCheckout(input: {
    order: { id: string; amount: number; notes?: Record<string, string> };
    outcome: "success" | "failed";
  }):
    | { outcome: "success"; response: CheckoutSuccessResponse; webhooks: WebhookDelivery[] }
    | { outcome: "failed"; response: CheckoutFailureResponse; webhooks: WebhookDelivery[] };
  /** The sandbox checkout's authorisation of a subscription; null when it is not waiting for one. */
  authoriseSubscription(
    subscriptionId: string,
  ): Promise<{ response: SubscriptionAuthorisedResponse; webhooks: WebhookDelivery[] } | null>;
  /** The next `count` charge attempts of the subscription are declined (the sandbox's failure simulation). */
  declineNextCharges(subscriptionId: string, count: number): Promise<void>;
  /** Takes the charges due at `now` (a job calls it), returning the webhooks to deliver. */
  chargeDueSubscriptions(now: Date): Promise<WebhookDelivery[]>;
}

export function createSandboxProvider(secrets: SandboxSecrets, options: SandboxOptions = {}): SandboxProvider {
  const ledger = new Map<string, LedgerEntry>();
  const refunds = new Map<string, LedgerRefund>(); // by idempotency key

  function remember(entry: LedgerEntry) {
    if (ledger.size >= MAX_LEDGER_ORDERS) ledger.delete(ledger.keys().next().value!);
    ledger.set(entry.order.id, entry);
    return entry;
  }

  const database = options.database ?? db;
  const clock = options.clock ?? appClock;
  const signAll = (events: SandboxEvent[]) => events.map(({ event, payload, at }) => signedEvent(event, payload, at));

  function signedEvent(event: string, payload: Record<string, unknown>, at = new Date()): WebhookDelivery {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_sandbox",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(at.getTime() / 1000),
    });
    return {
      eventId: `evt_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
      body,
      signature: hmacSha256Hex(secrets.webhookSecret, body),
    };
  }

  function paymentEntity(entry: LedgerEntry, payment: LedgerEntry["payments"][number]) {
    const failed = payment.status === "failed";
    const amountRefunded = payment.amountRefunded ?? 0;
    return {
      entity: {
        id: payment.id,
        entity: "payment",
        amount: payment.amount,
        currency: "INR",
        status: payment.status,
        order_id: payment.orderId,
        method: "card",
        captured: payment.status === "captured" || payment.status === "refunded",
        amount_refunded: amountRefunded,
        refund_status: amountRefunded === 0 ? null : amountRefunded === payment.amount ? "full" : "partial",
        email: entry.notes.email ?? "",
        contact: entry.notes.mobile ?? "",
        notes: entry.notes,
        error_code: failed ? "BAD_REQUEST_ERROR" : null,
        error_description: failed ? payment.errorDescription : null,
        error_source: failed ? "customer" : null,
        error_step: failed ? "payment_authorization" : null,
        error_reason: failed ? "payment_failed" : null,
        created_at: Math.floor(Date.now() / 1000),
      },
    };
  }

  return {
    name: "sandbox",
    keyId: SANDBOX_KEY_ID,

    async createOrder({ amountPaise, receipt, notes }: CreateOrderInput) {
      const order: ProviderOrder = { id: providerId("order"), amount: amountPaise, currency: "INR", receipt, status: "created" };
      remember({ order, notes, payments: [] });
      return order;
    },

    async fetchOrderPayments(orderId: string) {
      return [...(ledger.get(orderId)?.payments ?? [])];
    },

    // Like Razorpay's idempotent refund: the same key and body answer the same refund; the refund settles a moment
    // later with a signed `refund.processed` webhook. A payment this process never saw (made before a restart, or
    // seeded) is trusted for its amount: our server has checked the limit already.
    async refund({ providerPaymentId, amountPaise, idempotencyKey, receipt, notes }: RefundInput): Promise<ProviderRefund> {
      const request = JSON.stringify({ providerPaymentId, amountPaise, receipt, notes });
      const earlier = refunds.get(idempotencyKey);
      if (earlier) {
        if (earlier.request !== request) {
          throw new ProviderError("Different request with the same idempotency key has already been processed.", 400);
        }
        return { ...earlier.refund };
      }
      if (!Number.isInteger(amountPaise) || amountPaise < 100)
        throw new ProviderError("The amount must be at least INR 1.00", 400);
      const entry = [...ledger.values()].find((candidate) =>
        candidate.payments.some((payment) => payment.id === providerPaymentId),
      );
      const payment = entry?.payments.find((candidate) => candidate.id === providerPaymentId);
      if (payment) {
        if (payment.status !== "captured" && payment.status !== "refunded") {
          throw new ProviderError("Only captured payments can be refunded", 400);
        }
        if ((payment.amountRefunded ?? 0) + amountPaise > payment.amount) {
          throw new ProviderError("The total refund amount is greater than the amount captured", 400);
        }
        payment.amountRefunded = (payment.amountRefunded ?? 0) + amountPaise;
        if (payment.amountRefunded === payment.amount) payment.status = "refunded";
      }
      const refund: ProviderRefund = {
        id: providerId("rfnd"),
        paymentId: providerPaymentId,
        amount: amountPaise,
        status: "pending",
        receipt,
      };
      if (refunds.size >= MAX_LEDGER_ORDERS) refunds.delete(refunds.keys().next().value!);
      refunds.set(idempotencyKey, { refund, request });

      const refundEntity = {
        entity: {
          id: refund.id,
          entity: "refund",
          amount: amountPaise,
          currency: "INR",
          payment_id: providerPaymentId,
          notes,
          receipt,
          acquirer_data: { arn: null },
          created_at: Math.floor(Date.now() / 1000),
          batch_id: null,
          status: "processed",
          speed_processed: "normal",
          speed_requested: "normal",
        },
      };
      const payload: Record<string, unknown> = { refund: refundEntity };
      if (entry && payment) payload.payment = paymentEntity(entry, payment);
      const webhooks = [signedEvent("refund.processed", payload)];
      if (options.sendWebhooks) setImmediate(() => options.sendWebhooks!(webhooks));
      return { ...refund };
    },

    async createPlan(input) {
      return createSandboxPlan(await database(), providerId("plan"), input);
    },

    async createSubscription(input) {
      return createSandboxSubscription(await database(), providerId("sub"), input, clock());
    },

    async fetchSubscription(subscriptionId) {
      return providerSubscriptionOf(await findSandboxSubscription(await database(), subscriptionId));
    },

    async cancelSubscription(subscriptionId) {
      const { subscription, events } = await cancelSandboxSubscription(await database(), subscriptionId, clock());
      const webhooks = signAll(events);
      if (options.sendWebhooks) setImmediate(() => options.sendWebhooks!(webhooks));
      return subscription;
    },

    async authoriseSubscription(subscriptionId) {
      const authorised = await authoriseSandboxSubscription(await database(), subscriptionId, clock());
      if (!authorised) return null;
      const paymentId = providerId("pay");
      return {
        response: {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: subscriptionSignature(secrets.keySecret, paymentId, subscriptionId),
        },
        webhooks: signAll(authorised.events),
      };
    },

    async declineNextCharges(subscriptionId, count) {
      await declineSandboxCharges(await database(), subscriptionId, count);
    },

    async chargeDueSubscriptions(now) {
      return signAll(await chargeDueSandboxSubscriptions(await database(), { now, newId: providerId }));
    },

    isValidSubscriptionSignature: (input) => isValidSubscriptionSignature(secrets.keySecret, input),
    isValidCheckoutSignature: (input) => isValidCheckoutSignature(secrets.keySecret, input),
    isValidWebhookSignature: (rawBody, signature) => isValidWebhookSignature(secrets.webhookSecret, rawBody, signature),

    simulateCheckout({ order, outcome }) {
      const entry =
        ledger.get(order.id) ??
        remember({
          order: { id: order.id, amount: order.amount, currency: "INR", receipt: "", status: "created" },
          notes: order.notes ?? {},
          payments: [],
        });
      const payment: ProviderPayment = {
        id: providerId("pay"),
        orderId: order.id,
        amount: entry.order.amount,
        status: outcome === "success" ? "captured" : "failed",
        errorDescription: outcome === "success" ? null : SANDBOX_FAILURE_DESCRIPTION,
      };
      entry.payments.push(payment);

      if (outcome === "failed") {
        return {
          outcome,
          response: {
            error: {
              code: "BAD_REQUEST_ERROR",
              description: SANDBOX_FAILURE_DESCRIPTION,
              source: "customer",
              step: "payment_authorization",
              reason: "payment_failed",
              metadata: { order_id: order.id, payment_id: payment.id },
            },
          },
          webhooks: [signedEvent("payment.failed", { payment: paymentEntity(entry, payment) })],
        };
      }
      entry.order.status = "paid";
      const orderEntity = {
        entity: {
          id: entry.order.id,
          entity: "order",
          amount: entry.order.amount,
          amount_paid: entry.order.amount,
          amount_due: 0,
          currency: "INR",
          receipt: entry.order.receipt,
          status: "paid",
          attempts: entry.payments.length,
          notes: entry.notes,
        },
      };
      return {
        outcome,
        response: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: checkoutSignature(secrets.keySecret, order.id, payment.id),
        },
        // Razorpay sends both for a captured order payment; each must be handled, the second changes nothing.
        webhooks: [
          signedEvent("payment.captured", { payment: paymentEntity(entry, payment) }),
          signedEvent("order.paid", { payment: paymentEntity(entry, payment), order: orderEntity }),
        ],
      };
    },
  };
}
