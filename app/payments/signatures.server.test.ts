import { describe, expect, it } from "vitest";
import {
  checkoutSignature,
  hmacSha256Hex,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  signaturesMatch,
} from "./signatures.server";

// Razorpay's published test vectors.
const CHECKOUT_VECTOR = {
  orderId: "order_IEIaMR65cu6nz3",
  paymentId: "pay_IH4NVgf4Dreq1l",
  secret: "EnLs21M47BllR3X8PSFtjtbd",
  signature: "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
};
const WEBHOOK_VECTOR = {
  body: '{"a":1,"b":2,"c":{"d":3}}',
  secret: "123456",
  signature: "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
};

describe("Razorpay signatures", () => {
  it("computes the published checkout signature", () => {
    expect(checkoutSignature(CHECKOUT_VECTOR.secret, CHECKOUT_VECTOR.orderId, CHECKOUT_VECTOR.paymentId)).toBe(
      CHECKOUT_VECTOR.signature,
    );
    expect(isValidCheckoutSignature(CHECKOUT_VECTOR.secret, CHECKOUT_VECTOR)).toBe(true);
  });

  it("computes the published webhook signature over the raw body", () => {
    expect(hmacSha256Hex(WEBHOOK_VECTOR.secret, WEBHOOK_VECTOR.body)).toBe(WEBHOOK_VECTOR.signature);
    expect(isValidWebhookSignature(WEBHOOK_VECTOR.secret, WEBHOOK_VECTOR.body, WEBHOOK_VECTOR.signature)).toBe(true);
  });

  it("rejects a signature for another order, another payment, another secret or another body", () => {
    expect(isValidCheckoutSignature(CHECKOUT_VECTOR.secret, { ...CHECKOUT_VECTOR, orderId: "order_other" })).toBe(false);
    expect(isValidCheckoutSignature(CHECKOUT_VECTOR.secret, { ...CHECKOUT_VECTOR, paymentId: "pay_other" })).toBe(false);
    expect(isValidCheckoutSignature("another-secret", CHECKOUT_VECTOR)).toBe(false);
    // the same JSON with different spacing is a different body
    expect(isValidWebhookSignature(WEBHOOK_VECTOR.secret, '{"a": 1,"b":2,"c":{"d":3}}', WEBHOOK_VECTOR.signature)).toBe(false);
  });

  it("rejects missing, malformed and empty-secret signatures without throwing", () => {
    expect(signaturesMatch(CHECKOUT_VECTOR.signature, undefined)).toBe(false);
    expect(signaturesMatch(CHECKOUT_VECTOR.signature, "")).toBe(false);
    expect(signaturesMatch(CHECKOUT_VECTOR.signature, "zz")).toBe(false);
    expect(signaturesMatch(CHECKOUT_VECTOR.signature, `${CHECKOUT_VECTOR.signature}00`)).toBe(false);
    expect(signaturesMatch(CHECKOUT_VECTOR.signature, CHECKOUT_VECTOR.signature.toUpperCase())).toBe(true);
    expect(isValidWebhookSignature("", WEBHOOK_VECTOR.body, hmacSha256Hex("", WEBHOOK_VECTOR.body))).toBe(false);
  });
});
