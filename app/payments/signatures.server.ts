import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `message` with `secret`, as lower-case hex: Razorpay's signature format. */
export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Compares a received hex signature with the expected one in constant time; false for anything malformed. */
export function signaturesMatch(expectedHex: string, receivedHex: string | null | undefined): boolean {
  if (typeof receivedHex !== "string" || !/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(receivedHex, "hex"));
}

/** Checkout's success callback: HMAC-SHA256(`order_id|payment_id`, key secret). */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  keySecret: string,
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string | null | undefined },
): boolean {
  if (!keySecret) return false;
  return signaturesMatch(checkoutSignature(keySecret, orderId, paymentId), signature);
}

/** Checkout's answer to a subscription's authorisation: HMAC-SHA256(`payment_id|subscription_id`, key secret). */
export function subscriptionSignature(keySecret: string, paymentId: string, subscriptionId: string): string {
  return hmacSha256Hex(keySecret, `${paymentId}|${subscriptionId}`);
}

export function isValidSubscriptionSignature(
  keySecret: string,
  { subscriptionId, paymentId, signature }: { subscriptionId: string; paymentId: string; signature: string | null | undefined },
): boolean {
  if (!keySecret) return false;
  return signaturesMatch(subscriptionSignature(keySecret, paymentId, subscriptionId), signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body, exactly as received, with the webhook secret. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string | null | undefined): boolean {
  if (!webhookSecret) return false;
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
