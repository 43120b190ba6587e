import { describe, expect, it } from "vitest";
import { UPCOMING_PAYMENT_TEXT, upcomingPaymentDate, type PaymentFacts } from "./upcoming-payment";

function payment(overrides: Partial<PaymentFacts>): PaymentFacts {
  return {
    amount: "2999.00",
    currency: "INR",
    paymentStatus: "success",
    paymentDate: "2026-01-10",
    createdAt: "2026-01-10T10:00:00.000Z",
    ...overrides,
  };
}

describe("upcoming payment date", () => {
  it("is 30 days after the newest successful payment of at least 2000 INR", () => {
    const payments = [
      payment({ paymentDate: "2026-01-10", createdAt: "2026-01-10T10:00:00Z" }),
      payment({ paymentDate: "2026-02-20", createdAt: "2026-02-20T10:00:00Z" }),
    ];
    expect(upcomingPaymentDate(payments)).toBe("2026-03-22");
  });

  it("scans newest first whatever order the payments come in, skipping failed, pending and small ones", () => {
    const payments = [
      payment({ paymentDate: "2026-01-01", createdAt: "2026-01-01T09:00:00Z" }),
      payment({ paymentDate: "2026-03-01", createdAt: "2026-03-01T09:00:00Z", paymentStatus: "failed" }),
      payment({ paymentDate: "2026-03-02", createdAt: "2026-03-02T09:00:00Z", paymentStatus: "pending" }),
      payment({ paymentDate: "2026-03-03", createdAt: "2026-03-03T09:00:00Z", amount: "199.00" }), // masterclass
      payment({ paymentDate: "2026-02-01", createdAt: "2026-02-01T09:00:00Z" }),
    ];
    expect(upcomingPaymentDate(payments)).toBe("2026-03-03");
  });

  it("holds the INR threshold at exactly 2000", () => {
    expect(upcomingPaymentDate([payment({ amount: "2000.00" })])).toBe("2026-02-09");
    expect(upcomingPaymentDate([payment({ amount: "1999.99" })])).toBeNull();
  });

  it("holds the USD threshold at exactly 100", () => {
    expect(upcomingPaymentDate([payment({ currency: "USD", amount: "100.00" })])).toBe("2026-02-09");
    expect(upcomingPaymentDate([payment({ currency: "USD", amount: "99.99" })])).toBeNull();
    // 149 USD counts though it is far below 2000; 1999 INR does not though it is above 100.
    expect(upcomingPaymentDate([payment({ currency: "USD", amount: "149.00" })])).toBe("2026-02-09");
    expect(upcomingPaymentDate([payment({ currency: "INR", amount: "1999.00" })])).toBeNull();
  });

  it("is null without any payment", () => {
    expect(upcomingPaymentDate([])).toBeNull();
  });
});

describe("the upcoming payment date's words", () => {
  // spec 1 §9: "30 days after the first successful payment of at least 2000 INR or 100 USD, scanning newest first".
  it("name the spec's rule: the newest successful payment of at least 2000 INR or 100 USD, not the first monthly one", () => {
    expect(UPCOMING_PAYMENT_TEXT.none).toBe(
      "No upcoming payment date yet. It is set 30 days after your newest successful payment of at least ₹2,000 or $100.",
    );
    expect(UPCOMING_PAYMENT_TEXT.rule).toBe("Set 30 days after your newest successful payment of at least ₹2,000 or $100.");
    for (const text of Object.values(UPCOMING_PAYMENT_TEXT)) expect(text).not.toMatch(/first|monthly/);
  });
});
