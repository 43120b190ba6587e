import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { findIndianState, indianStateByGstCode } from "~/content/indian-states";
import { BUYER_TAX_MESSAGES, CHECKOUT_MESSAGES, type CheckoutDetails, type CheckoutRequest } from "~/payments/checkout";

export type { CheckoutDetails };
import { decimalToMinor, formatMoney, minorToDecimal, type Currency } from "~/platform";
import { appNowSql, consumeRateLimit, type Database, failureSentence, logger, payments } from "~/platform/index.server";
import { getPaymentProvider } from "./get-payment-provider.server";
import { ProviderError, receiptFor, type PaymentProvider } from "./payment-provider.server";
import { PAYMENT_RATE_LIMITS } from "./rate-limits.server";
import { priceCheckout, type CheckoutPayer } from "./price-checkout.server";

export type CreatePaymentOrderResult =
  { kind: "created"; checkout: CheckoutDetails } | { kind: "failed"; status: number; message: string };

// A repeated press of Pay waits this long for the first request's order before giving up.
const SAME_CHECKOUT_WAIT_MS = 15_000;
const SAME_CHECKOUT_POLL_MS = 100;

/**
 * Creates a pending payment and its provider order (spec 1 §4, §7), priced here: the browser sends no amount. The same
 * `checkoutKey` twice (a double click, a retry) gives the same order.
 */
export async function createPaymentOrder(
  database: Database,
  {
    checkout,
    user,
    clientIp,
    provider = getPaymentProvider(),
    requestId = randomUUID(),
  }: {
    checkout: CheckoutRequest;
    user: CheckoutPayer | null;
    clientIp: string;
    provider?: PaymentProvider;
    /** Named in the visitor's message when something fails, and in the log line with the details. */
    requestId?: string;
  },
): Promise<CreatePaymentOrderResult> {
  const buyerTax = buyerTaxDetails(checkout);
  if (buyerTax.kind === "failed") return buyerTax;
  const existing = await findCheckout(database, checkout.checkoutKey);
  if (existing) return resumeCheckout(database, checkout, provider);

  if (!(await consumeRateLimit(database, PAYMENT_RATE_LIMITS.createOrderPerIp, clientIp))) {
    return { kind: "failed", status: 429, message: CHECKOUT_MESSAGES.tooManyAttempts };
  }

  const price = await priceCheckout(database, { checkout, user });
  if (price.kind === "failed") return price;

  let paymentId: string;
  try {
    const [inserted] = await database
      .insert(payments)
      .values({
        userId: user?.id ?? `guest_${randomUUID()}`,
        name: checkout.name,
        email: checkout.email,
        mobile: checkout.mobile,
        course: price.course,
        duration: price.duration,
        country: price.country,
        currency: price.currency,
        amount: minorToDecimal(price.total),
        providerAmountPaise: price.providerAmountPaise,
        paymentStatus: "pending",
        referredByEmail: price.referralEmail,
        couponCode: price.couponCode,
        enrolmentId: price.enrolmentId,
        programme: price.programme,
        paymentMethod: "online",
        checkoutKey: checkout.checkoutKey,
        createdAt: appNowSql(),
        state: buyerTax.state,
        gstin: buyerTax.gstin,
      })
      .onConflictDoNothing({ target: payments.checkoutKey })
      .returning({ id: payments.id });
    // Lost a race with the same press of Pay: that request creates the order; use it.
    if (!inserted) return resumeCheckout(database, checkout, provider);
    paymentId = inserted.id;
  } catch (error) {
    // The visitor reads a reference, never the database's text; the log has it.
    logger.error({ err: error, requestId }, "payment record could not be created");
    return { kind: "failed", status: 500, message: CHECKOUT_MESSAGES.createRecordFailed(failureSentence(requestId)) };
  }

  const notes = { course: price.course, email: checkout.email, mobile: checkout.mobile, reference_id: paymentId };
  let orderId: string;
  try {
    const order = await provider.createOrder({ amountPaise: price.providerAmountPaise, receipt: receiptFor(paymentId), notes });
    if (order.amount !== price.providerAmountPaise) throw new ProviderError("the order amount differs from the price");
    orderId = order.id;
  } catch (error) {
    logger.error({ err: error, paymentId, requestId }, "provider order could not be created");
    const message = CHECKOUT_MESSAGES.createOrderFailed(failureSentence(requestId));
    await database
      .update(payments)
      .set({ paymentStatus: "failed", failureReason: message, updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId))
      .catch((updateError: unknown) => logger.error({ err: updateError, paymentId }, "could not close the payment"));
    return { kind: "failed", status: 502, message };
  }

  await database
    .update(payments)
    .set({ razorpayOrderId: orderId, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
  return {
    kind: "created",
    checkout: checkoutDetails(provider, {
      id: paymentId,
      orderId,
      amountPaise: price.providerAmountPaise,
      total: price.total,
      currency: price.currency,
      course: price.course,
      name: checkout.name,
      email: checkout.email,
      mobile: checkout.mobile,
    }),
  };
}

/** The buyer's state as the list names it, and their GSTIN, which must be registered in that state when both are given. */
function buyerTaxDetails(
  checkout: CheckoutRequest,
): { kind: "ok"; state: string | null; gstin: string | null } | { kind: "failed"; status: number; message: string } {
  const state = checkout.state === null ? null : findIndianState(checkout.state);
  if (state === undefined) return { kind: "failed", status: 400, message: BUYER_TAX_MESSAGES.unknownState };
  const registeredIn = checkout.gstin ? indianStateByGstCode(checkout.gstin.slice(0, 2)) : null;
  if (checkout.gstin && !registeredIn) return { kind: "failed", status: 400, message: BUYER_TAX_MESSAGES.unknownState };
  if (state && registeredIn && registeredIn.gstCode !== state.gstCode) {
    return { kind: "failed", status: 400, message: BUYER_TAX_MESSAGES.gstinOfAnotherState(registeredIn.name) };
  }
  return { kind: "ok", state: state?.name ?? registeredIn?.name ?? null, gstin: checkout.gstin };
}

async function findCheckout(database: Database, checkoutKey: string) {
  const [row] = await database.select().from(payments).where(eq(payments.checkoutKey, checkoutKey));
  return row;
}

/** A second request for one press of Pay: the same order once the first request has it. */
async function resumeCheckout(
  database: Database,
  checkout: CheckoutRequest,
  provider: PaymentProvider,
): Promise<CreatePaymentOrderResult> {
  const deadline = Date.now() + SAME_CHECKOUT_WAIT_MS;
  for (;;) {
    const row = await findCheckout(database, checkout.checkoutKey);
    // Only the same payer's same request may see the order again.
    if (!row || row.email !== checkout.email || row.course !== checkout.course) {
      return { kind: "failed", status: 409, message: CHECKOUT_MESSAGES.createRecordFailed("this checkout was already used") };
    }
    if (row.paymentStatus === "failed" && !row.razorpayOrderId) {
      return { kind: "failed", status: 502, message: row.failureReason ?? CHECKOUT_MESSAGES.createOrderFailed(null) };
    }
    if (row.razorpayOrderId) {
      if (row.paymentStatus !== "pending") {
        return {
          kind: "failed",
          status: 409,
          message: CHECKOUT_MESSAGES.createRecordFailed("this checkout is already complete"),
        };
      }
      return {
        kind: "created",
        checkout: checkoutDetails(provider, {
          id: row.id,
          orderId: row.razorpayOrderId,
          amountPaise: row.providerAmountPaise,
          total: decimalToMinor(row.amount),
          currency: row.currency,
          course: row.course,
          name: row.name,
          email: row.email,
          mobile: row.mobile,
        }),
      };
    }
    if (Date.now() > deadline) {
      return { kind: "failed", status: 504, message: CHECKOUT_MESSAGES.createOrderFailed("the order is taking too long") };
    }
    await new Promise((resolve) => setTimeout(resolve, SAME_CHECKOUT_POLL_MS));
  }
}

function checkoutDetails(
  provider: PaymentProvider,
  payment: {
    id: string;
    orderId: string;
    amountPaise: number;
    total: number;
    currency: Currency;
    course: string;
    name: string;
    email: string;
    mobile: string;
  },
): CheckoutDetails {
  return {
    paymentId: payment.id,
    provider: provider.name,
    keyId: provider.keyId,
    orderId: payment.orderId,
    amountPaise: payment.amountPaise,
    currency: "INR",
    displayAmount: formatMoney(payment.total, payment.currency),
    displayCurrency: payment.currency,
    description: `Payment for ${payment.course}`,
    prefill: { name: payment.name, email: payment.email, contact: payment.mobile },
    notes: { course: payment.course, email: payment.email, mobile: payment.mobile, reference_id: payment.id },
  };
}
