// A local HTTP stub of Razorpay's Orders, Refunds (with X-Refund-Idempotency) and Subscriptions APIs (plans,
// subscriptions: create, fetch, cancel), with Razorpay's documented request rules and response shapes, and the checkout
// and webhook signatures a real account would produce. Tests point the razorpay provider's base URL at it.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StubOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface StubPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  captured: boolean;
  /** Paise given back, and Razorpay's refund_status (null, "partial", "full"). */
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** Razorpay's refund entity. */
export interface StubRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
}

/** Razorpay's plan entity. */
export interface StubPlan {
  id: string;
  entity: "plan";
  interval: number;
  period: "daily" | "weekly" | "monthly" | "yearly";
  item: { id: string; name: string; amount: number; unit_amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
}

/** Razorpay's subscription entity (the fields we read and a few more). */
export interface StubSubscription {
  id: string;
  entity: "subscription";
  plan_id: string;
  status: "created" | "authenticated" | "active" | "pending" | "halted" | "cancelled" | "completed" | "expired";
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  total_count: number;
  paid_count: number;
  remaining_count: number;
  customer_notify: boolean;
  created_at: number;
  short_url: string;
}

export const STUB_CREDENTIALS = {
  keyId: "rzp_test_StubKey0001",
  keySecret: "stub_key_secret_EnLs21M47BllR3X8",
  webhookSecret: "stub_webhook_secret_123456",
};

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

/** A webhook as Razorpay sends it: the event's raw body, its X-Razorpay-Signature and X-Razorpay-Event-Id. */
function signedEvent(event: string, payload: Record<string, unknown>) {
  const rawBody = JSON.stringify({
    entity: "event",
    account_id: "acc_StubAccount01",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: now(),
  });
  return {
    rawBody,
    signature: hmac(STUB_CREDENTIALS.webhookSecret, rawBody),
    eventId: `evt_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
  };
}

function errorBody(description: string, field?: string) {
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      field,
    },
  };
}

/** Orders and refunds both take a receipt of up to 40 characters and up to 15 notes of up to 256 each. */
function receiptAndNotesError(receipt: unknown, notes: unknown) {
  if (typeof receipt === "string" && receipt.length > 40) {
    return errorBody("receipt: The receipt may not be greater than 40 characters.", "receipt");
  }
  const values = Object.values((notes ?? {}) as Record<string, string>);
  if (values.length > 15 || values.some((value) => String(value).length > 256)) {
    return errorBody("notes: too many or too long", "notes");
  }
  return null;
}

export interface RazorpayStub {
  apiBase: string;
  credentials: typeof STUB_CREDENTIALS;
  orders: Map<string, StubOrder>;
  payments: Map<string, StubPayment[]>;
  plans: Map<string, StubPlan>;
  subscriptions: Map<string, StubSubscription>;
  /** Razorpay charges the subscription: a captured payment with its order, and the `subscription.charged` webhook. */
  chargeSubscription(subscriptionId: string): { payment: StubPayment; rawBody: string; signature: string; eventId: string };
  /** Refunds made through the refunds API, by id. */
  refunds: Map<string, StubRefund>;
  /** Requests received, for assertions on what our server sent. */
  requests: {
    method: string;
    path: string;
    body: unknown;
    authorization: string | undefined;
    idempotencyKey: string | undefined;
  }[];
  /** The status new refunds answer with: "processed" (Razorpay's usual answer for a normal refund) or "pending". */
  refundStatus: StubRefund["status"];
  /** The next refund request is refused with this status and description (nothing is refunded). */
  failNextRefund(status: number, description: string): void;
  /** The next refund is made, but its answer never arrives (the connection drops), as in a network failure. */
  dropNextRefundAnswer(): void;
  /** The next order creation answers with this status and description instead. */
  failNextOrder(status: number, description: string): void;
  /**
   * A payment attempt on the order, as checkout would make it. "refunded" is an authorization the provider
   * gave back without capturing (e.g. one that arrived after the order's checkout had timed out).
   */
  addPayment(
    orderId: string,
    status: StubPayment["status"],
    options?: { amount?: number; errorDescription?: string },
  ): StubPayment;
  /** A full refund of a captured payment, as from Razorpay's dashboard or refunds API: the payment turns "refunded". */
  refund(paymentId: string): StubPayment;
  /** What checkout.js hands the page on success, signed with the key secret. */
  checkoutSuccess(
    orderId: string,
    paymentId: string,
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A webhook as Razorpay sends it: raw body, X-Razorpay-Signature, X-Razorpay-Event-Id. */
  webhook(
    event: "payment.captured" | "order.paid" | "payment.failed" | "payment.authorized" | "refund.created",
    payment: StubPayment,
  ): {
    rawBody: string;
    signature: string;
    eventId: string;
  };
  /** A refund webhook (payload.refund.entity and payload.payment.entity); the refund takes the event's status. */
  refundWebhook(
    event: "refund.processed" | "refund.failed",
    refund: StubRefund,
  ): {
    rawBody: string;
    signature: string;
    eventId: string;
  };
  close(): Promise<void>;
}

export async function startRazorpayStub(): Promise<RazorpayStub> {
  const orders = new Map<string, StubOrder>();
  const payments = new Map<string, StubPayment[]>();
  const requests: RazorpayStub["requests"] = [];
  const refunds = new Map<string, StubRefund>();
  const plans = new Map<string, StubPlan>();
  const subscriptions = new Map<string, StubSubscription>();
  const refundsByIdempotencyKey = new Map<string, { request: string; refund: StubRefund }>();
  let nextOrderFailure: { status: number; description: string } | null = null;
  let nextRefundFailure: { status: number; description: string } | null = null;
  let dropNextRefund = false;
  const findPayment = (paymentId: string) => [...payments.values()].flat().find((candidate) => candidate.id === paymentId);
  const expectedAuth = `Basic ${Buffer.from(`${STUB_CREDENTIALS.keyId}:${STUB_CREDENTIALS.keySecret}`).toString("base64")}`;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const url = new URL(req.url ?? "/", "http://stub");
      const idempotencyKey = req.headers["x-refund-idempotency"];
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        body,
        authorization: req.headers.authorization,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      });

      if (req.headers.authorization !== expectedAuth) return send(401, errorBody("Authentication failed"));

      if (req.method === "POST" && url.pathname === "/v1/orders") {
        if (nextOrderFailure) {
          const failure = nextOrderFailure;
          nextOrderFailure = null;
          return send(failure.status, errorBody(failure.description));
        }
        const amount = body?.amount;
        const receipt = body?.receipt;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
          return send(400, errorBody("The amount must be atleast INR 1.00", "amount"));
        }
        if (body?.currency !== "INR") return send(400, errorBody("The currency must be INR", "currency"));
        const receiptOrNotesError = receiptAndNotesError(receipt, body?.notes);
        if (receiptOrNotesError) return send(400, receiptOrNotesError);
        const notes = (body?.notes ?? {}) as Record<string, string>;
        const order: StubOrder = {
          id: id("order"),
          entity: "order",
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: "INR",
          receipt: typeof receipt === "string" ? receipt : null,
          offer_id: null,
          status: "created",
          attempts: 0,
          notes,
          created_at: now(),
        };
        orders.set(order.id, order);
        payments.set(order.id, []);
        return send(200, order);
      }

      const paymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (req.method === "GET" && paymentsPath) {
        const orderId = decodeURIComponent(paymentsPath[1]!);
        if (!orders.has(orderId)) return send(400, errorBody("The id provided does not exist"));
        const items = payments.get(orderId) ?? [];
        return send(200, { entity: "collection", count: items.length, items });
      }
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === "POST" && refundPath) {
        const key = typeof idempotencyKey === "string" ? idempotencyKey : undefined;
        if (key !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(key)) {
          return send(400, errorBody("The idempotency key is invalid."));
        }
        const request = JSON.stringify({ path: url.pathname, body });
        const earlier = key ? refundsByIdempotencyKey.get(key) : undefined;
        if (earlier) {
          if (earlier.request !== request) {
            return send(400, errorBody("Different request with the same idempotency key has already been processed."));
          }
          return send(200, earlier.refund);
        }
        if (nextRefundFailure) {
          const failure = nextRefundFailure;
          nextRefundFailure = null;
          return send(failure.status, errorBody(failure.description));
        }
        const payment = findPayment(decodeURIComponent(refundPath[1]!));
        if (!payment) return send(400, errorBody("The id provided does not exist"));
        if (!payment.captured) return send(400, errorBody("The payment has not been captured", "payment_id"));
        const amount = body?.amount ?? payment.amount - payment.amount_refunded;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
          return send(400, errorBody("The amount must be at least INR 1.00", "amount"));
        }
        if (amount > payment.amount - payment.amount_refunded) {
          return send(400, errorBody("The total refund amount is greater than the refund payment amount", "amount"));
        }
        const speed = body?.speed ?? "normal";
        if (speed !== "normal" && speed !== "optimum") return send(400, errorBody("The speed is invalid.", "speed"));
        const receipt = body?.receipt;
        const receiptOrNotesError = receiptAndNotesError(receipt, body?.notes);
        if (receiptOrNotesError) return send(400, receiptOrNotesError);
        const notes = (body?.notes ?? {}) as Record<string, string>;
        const refund: StubRefund = {
          id: id("rfnd"),
          entity: "refund",
          amount,
          currency: "INR",
          payment_id: payment.id,
          notes,
          receipt: typeof receipt === "string" ? receipt : null,
          acquirer_data: { arn: null },
          created_at: now(),
          batch_id: null,
          status: stub.refundStatus,
          speed_processed: "normal",
          speed_requested: speed,
        };
        refunds.set(refund.id, refund);
        if (key) refundsByIdempotencyKey.set(key, { request, refund });
        payment.amount_refunded += amount;
        payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
        if (payment.amount_refunded === payment.amount) payment.status = "refunded";
        if (dropNextRefund) {
          dropNextRefund = false;
          req.socket.destroy();
          return;
        }
        return send(200, refund);
      }

      if (req.method === "POST" && url.pathname === "/v1/plans") {
        const item = (body?.item ?? {}) as Record<string, unknown>;
        const interval = body?.interval;
        if (!["daily", "weekly", "monthly", "yearly"].includes(String(body?.period))) {
          return send(400, errorBody("The period field is invalid.", "period"));
        }
        if (typeof interval !== "number" || (body?.period === "daily" && interval < 7)) {
          return send(400, errorBody("The interval must be at least 7 for daily plans.", "interval"));
        }
        if (typeof item.amount !== "number" || !Number.isInteger(item.amount) || item.amount < 100) {
          return send(400, errorBody("The amount must be atleast INR 1.00", "amount"));
        }
        if (typeof item.name !== "string" || item.currency !== "INR") return send(400, errorBody("The item is invalid.", "item"));
        const plan: StubPlan = {
          id: id("plan"),
          entity: "plan",
          interval,
          period: body?.period as StubPlan["period"],
          item: { id: id("item"), name: item.name, amount: item.amount, unit_amount: item.amount, currency: "INR" },
          notes: (body?.notes ?? {}) as Record<string, string>,
          created_at: now(),
        };
        plans.set(plan.id, plan);
        return send(200, plan);
      }
      if (req.method === "POST" && url.pathname === "/v1/subscriptions") {
        const plan = plans.get(String(body?.plan_id));
        if (!plan) return send(400, errorBody("The id provided does not exist", "plan_id"));
        const totalCount = body?.total_count;
        if (typeof totalCount !== "number" || !Number.isInteger(totalCount) || totalCount < 1) {
          return send(400, errorBody("The total count must be at least 1.", "total_count"));
        }
        const startAt = body?.start_at;
        if (startAt !== undefined && (typeof startAt !== "number" || startAt <= now())) {
          return send(400, errorBody("start_at cannot be lesser than the current time", "start_at"));
        }
        const subscription: StubSubscription = {
          id: id("sub"),
          entity: "subscription",
          plan_id: plan.id,
          status: "created",
          quantity: typeof body?.quantity === "number" ? body.quantity : 1,
          notes: (body?.notes ?? {}) as Record<string, string>,
          charge_at: typeof startAt === "number" ? startAt : null,
          start_at: typeof startAt === "number" ? startAt : null,
          total_count: totalCount,
          paid_count: 0,
          remaining_count: totalCount,
          customer_notify: body?.customer_notify === 1 || body?.customer_notify === true,
          created_at: now(),
          short_url: "https://rzp.io/i/stub",
        };
        subscriptions.set(subscription.id, subscription);
        return send(200, subscription);
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (subscriptionPath) {
        const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
        if (!subscription) return send(400, errorBody("The id provided does not exist"));
        if (req.method === "GET" && !subscriptionPath[2]) return send(200, subscription);
        if (req.method === "POST" && subscriptionPath[2]) {
          if (["cancelled", "completed", "expired"].includes(subscription.status)) {
            return send(400, errorBody(`Subscription is not cancellable in ${subscription.status} status.`));
          }
          subscription.status = "cancelled";
          subscription.charge_at = null;
          return send(200, subscription);
        }
      }

      return send(404, errorBody("The requested URL was not found on the server."));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const stub: RazorpayStub = {
    apiBase: `http://127.0.0.1:${port}`,
    credentials: STUB_CREDENTIALS,
    orders,
    payments,
    refunds,
    plans,
    subscriptions,
    requests,
    refundStatus: "processed",
    failNextOrder(status, description) {
      nextOrderFailure = { status, description };
    },
    failNextRefund(status, description) {
      nextRefundFailure = { status, description };
    },
    dropNextRefundAnswer() {
      dropNextRefund = true;
    },
    addPayment(orderId, status, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stub: no order ${orderId}`);
      const payment: StubPayment = {
        id: id("pay"),
        entity: "payment",
        amount: options.amount ?? order.amount,
        currency: "INR",
        status,
        order_id: orderId,
        method: "card",
        captured: status === "captured",
        amount_refunded: status === "refunded" ? (options.amount ?? order.amount) : 0,
        refund_status: status === "refunded" ? "full" : null,
        email: order.notes.email ?? "",
        contact: order.notes.mobile ?? "",
        notes: order.notes,
        error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
        error_description:
          status === "failed" ? (options.errorDescription ?? "Payment processing failed because of incorrect OTP") : null,
        created_at: now(),
      };
      payments.get(orderId)!.push(payment);
      order.attempts += 1;
      order.status = status === "captured" ? "paid" : "attempted";
      if (status === "captured") {
        order.amount_paid = payment.amount;
        order.amount_due = 0;
      }
      return payment;
    },
    refund(paymentId) {
      const payment = [...payments.values()].flat().find((candidate) => candidate.id === paymentId);
      if (!payment || payment.status !== "captured") throw new Error(`stub: no captured payment ${paymentId}`);
      // Razorpay keeps `captured: true` and the order `paid`; the payment's status becomes "refunded".
      payment.status = "refunded";
      payment.amount_refunded = payment.amount;
      payment.refund_status = "full";
      return payment;
    },
    chargeSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`stub: no subscription ${subscriptionId}`);
      const plan = plans.get(subscription.plan_id)!;
      const order: StubOrder = {
        id: id("order"),
        entity: "order",
        amount: plan.item.amount,
        amount_paid: 0,
        amount_due: plan.item.amount,
        currency: "INR",
        receipt: null,
        offer_id: null,
        status: "created",
        attempts: 0,
        notes: subscription.notes,
        created_at: now(),
      };
      orders.set(order.id, order);
      payments.set(order.id, []);
      const payment = stub.addPayment(order.id, "captured");
      subscription.paid_count += 1;
      subscription.remaining_count = subscription.total_count - subscription.paid_count;
      subscription.status = subscription.remaining_count === 0 ? "completed" : "active";
      subscription.charge_at =
        subscription.remaining_count === 0 ? null : (subscription.charge_at ?? now()) + plan.interval * 86_400;
      return {
        payment,
        ...signedEvent("subscription.charged", { subscription: { entity: subscription }, payment: { entity: payment } }),
      };
    },
    checkoutSuccess(orderId, paymentId) {
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(STUB_CREDENTIALS.keySecret, `${orderId}|${paymentId}`),
      };
    },
    webhook(event, payment) {
      const order = orders.get(payment.order_id)!;
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === "order.paid") payload.order = { entity: order };
      return signedEvent(event, payload);
    },
    refundWebhook(event, refund) {
      const payment = findPayment(refund.payment_id);
      if (event === "refund.failed" && refund.status !== "failed" && payment) {
        // The money never left: the payment may be refunded again.
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
        payment.status = "captured";
      }
      refund.status = event === "refund.processed" ? "processed" : "failed";
      const payload = { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) };
      return signedEvent(event, payload);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
