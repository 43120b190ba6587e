import type { AutopayStatus } from "~/autopay";
// The payment provider behind one small interface: Razorpay in production, a local sandbox that
// speaks the same protocol (ids, signatures, webhooks) everywhere else. ARCHITECTURE "payments".

/** A provider order: what the checkout opens. Amounts are INR paise (spec 1 §9 "Payment conversion"). */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: "INR";
  receipt: string;
  status: string;
}

/** One attempt to pay an order, as the provider reports it (Razorpay's payment statuses). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  errorDescription: string | null;
}

export interface CreateOrderInput {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

/** A refund of a captured payment (Razorpay's refund entity). Amounts are INR paise. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: "pending" | "processed" | "failed";
  receipt: string | null;
}

export interface RefundInput {
  /** The provider's payment id (`pay_…`). */
  providerPaymentId: string;
  amountPaise: number;
  /** Sent as X-Refund-Idempotency: the same key (with the same body) never refunds twice. */
  idempotencyKey: string;
  receipt: string;
  notes: Record<string, string>;
}

/** A plan: what one charge of a subscription takes, every `periodDays` days (Razorpay: period "daily", interval). */
export interface ProviderPlan {
  id: string;
  amount: number;
  periodDays: number;
}

export interface CreatePlanInput {
  amountPaise: number;
  periodDays: number;
  name: string;
  notes: Record<string, string>;
}

/** A subscription as the provider reports it (Razorpay's subscription entity, the fields we use). */
export interface ProviderSubscription {
  id: string;
  planId: string;
  status: AutopayStatus;
  totalCount: number;
  paidCount: number;
  /** The next charge, while one is scheduled. */
  chargeAt: Date | null;
  /** The page where the customer authorises it (Razorpay's short_url), when the provider has one. */
  shortUrl: string | null;
}

export interface CreateSubscriptionInput {
  planId: string;
  totalCount: number;
  /** The first charge; the customer authorises the mandate before it. */
  startAt: Date;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: "razorpay" | "sandbox";
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** POST /v1/payments/:id/refund: gives back all or part of a captured payment; the outcome may come later by webhook. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** POST /v1/plans. */
  createPlan(input: CreatePlanInput): Promise<ProviderPlan>;
  /** POST /v1/subscriptions: a subscription waiting for the customer's authorisation in checkout. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** GET /v1/subscriptions/:id. */
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** POST /v1/subscriptions/:id/cancel, at once (no further charge). */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Checkout's answer to an authorised subscription: HMAC-SHA256(`payment_id|subscription_id`, key secret). */
  isValidSubscriptionSignature(input: {
    subscriptionId: string;
    paymentId: string;
    signature: string | null | undefined;
  }): boolean;
  /** The checkout success callback's signature: HMAC-SHA256(`order_id|payment_id`, key secret). */
  isValidCheckoutSignature(input: { orderId: string; paymentId: string; signature: string | null | undefined }): boolean;
  /** X-Razorpay-Signature of a webhook: HMAC-SHA256(raw body, webhook secret). */
  isValidWebhookSignature(rawBody: string, signature: string | null | undefined): boolean;
}

/** The provider refused or could not be reached; `message` is the provider's own description when it gave one. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/**
 * 'receipt_' + the payment id (spec 1 §7). A UUID with its dashes would make 44 characters, over
 * Razorpay's limit of 40 for an order's receipt; without them it is the same id in 40.
 */
export function receiptFor(paymentId: string): string {
  return `receipt_${paymentId.replace(/-/g, "")}`;
}

/** 'refund_' + our refund id without its dashes (39 characters): the refund's receipt, which its webhooks carry back. */
export function refundReceiptFor(refundId: string): string {
  return `refund_${refundId.replace(/-/g, "")}`;
}

/** Our refund id from a receipt made by `refundReceiptFor`; null for any other receipt. */
export function refundIdOfReceipt(receipt: string | null | undefined): string | null {
  const match = /^refund_([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(receipt ?? "");
  return match ? match.slice(1).join("-").toLowerCase() : null;
}
