// The browser side of checkout: talking to our payment API, and opening the provider's checkout.
import { CHECKOUT_MESSAGES, type CheckoutDetails, type CheckoutRequestInput } from "~/payments/checkout";
import { DiscountCheckSchema, type DiscountCheck } from "~/payments/coupon-feedback";

export type { CheckoutDetails };
import { siteConfig } from "~/content/site-config";

/** What checkout.js hands its `handler` on success. */
export interface ProviderSuccessResponse {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

/** What checkout.js passes to its 'payment.failed' listener. */
export interface ProviderFailureResponse {
  error?: { description?: string; metadata?: { payment_id?: string; order_id?: string } };
}

/** An error whose message the dialog shows as it is (not wrapped in 'Failed to initiate payment'). */
export class ShownAsIs extends Error {}

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, data };
}

export async function createOrder(checkout: CheckoutRequestInput): Promise<CheckoutDetails> {
  const { ok, status, data } = await postJson("/api/payments/orders", checkout);
  if (ok && data.checkout) return data.checkout as CheckoutDetails;
  const message = typeof data.error === "string" ? data.error : CHECKOUT_MESSAGES.createOrderFailed(null);
  // The form's own messages, an instalment refused (sign in, verify, not found) and rate limits read as
  // they are; provider and record failures are wrapped.
  if ([400, 401, 403, 404, 429].includes(status)) throw new ShownAsIs(message);
  throw new Error(message);
}

export function reportOutcome(
  body:
    | ({ outcome: "success"; paymentId: string } & ProviderSuccessResponse)
    | { outcome: "failed"; paymentId: string; description: string | null }
    | { outcome: "cancelled"; paymentId: string },
) {
  return postJson("/api/payments/outcome", body);
}

/**
 * The server's answer about the coupon-or-referral text. Throws when there is none: the network
 * failed, the lookups were rate-limited, or the answer is not one we know.
 */
export async function checkDiscountText(text: string, payerEmail: string, signal: AbortSignal): Promise<DiscountCheck | null> {
  const response = await fetch("/api/payments/discount", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text, payerEmail }),
    signal,
  });
  if (!response.ok) throw new Error(`discount check answered ${response.status}`);
  const data = (await response.json()) as { check?: unknown };
  return data.check == null ? null : DiscountCheckSchema.parse(data.check);
}

export async function fetchPrefill(): Promise<{ name: string; email: string; mobile: string } | null> {
  const response = await fetch("/api/payments/prefill", { headers: { Accept: "application/json" } });
  if (!response.ok) return null;
  return ((await response.json()) as { prefill: { name: string; email: string; mobile: string } | null }).prefill;
}

export function simulateSandboxPayment(paymentId: string, outcome: "success" | "failed") {
  return postJson("/api/payments/sandbox/checkout", { paymentId, outcome });
}

// ── Razorpay checkout.js, loaded on demand (spec 1 §7 "External"), opened as soon as it is ready.

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: (response: ProviderFailureResponse) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
let loadingCheckout: Promise<RazorpayConstructor> | null = null;

function razorpayGlobal(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  const loaded = razorpayGlobal();
  if (loaded) return Promise.resolve(loaded);
  loadingCheckout ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const constructor = razorpayGlobal();
      if (constructor) resolve(constructor);
      else reject(new ShownAsIs(CHECKOUT_MESSAGES.sdkLoadFailed));
    };
    script.onerror = () => {
      script.remove();
      reject(new ShownAsIs(CHECKOUT_MESSAGES.sdkLoadFailed));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loadingCheckout = null; // let a later press try again
    throw error;
  });
  return loadingCheckout;
}

export async function openRazorpayCheckout(
  checkout: CheckoutDetails,
  handlers: {
    onSuccess(response: ProviderSuccessResponse): void;
    onFailure(response: ProviderFailureResponse): void;
    onDismiss(): void;
  },
) {
  // spec 1 §8: these read exactly as written; the detail goes to the console for whoever debugs it.
  if (!checkout.keyId.trim()) throw new ShownAsIs(CHECKOUT_MESSAGES.emptyKey);
  const Razorpay = await loadRazorpayCheckout();
  let instance: RazorpayInstance;
  try {
    instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amountPaise,
      currency: "INR",
      name: siteConfig.name,
      description: checkout.description,
      prefill: checkout.prefill,
      notes: checkout.notes,
      theme: { color: "#4f46e5" },
      handler: handlers.onSuccess,
      modal: { ondismiss: handlers.onDismiss },
    });
    instance.on("payment.failed", handlers.onFailure);
  } catch (error) {
    console.warn(CHECKOUT_MESSAGES.initializeFailed, error);
    throw new ShownAsIs(CHECKOUT_MESSAGES.initializeFailed);
  }
  try {
    instance.open();
  } catch (error) {
    console.warn(CHECKOUT_MESSAGES.openFailed, error);
    throw new ShownAsIs(CHECKOUT_MESSAGES.openFailed);
  }
}
