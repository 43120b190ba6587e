import { describe, expect, it } from "vitest";
import {
  listRefundState,
  paymentCsvRecords,
  paymentFilterQuery,
  providerCheckMessage,
  readPaymentFilters,
  type ProviderCheck,
} from "./payments";

describe("the payments list's filters", () => {
  it("reads the address, keeping only real choices and real days, and writes back only what is set", () => {
    const filters = readPaymentFilters(
      new URLSearchParams("status=failed&course=Vibe+Coding&currency=USD&from=2026-02-01&to=2026-02-30&q=+Priya+&page=3"),
    );
    expect(filters).toEqual({
      status: "failed",
      course: "Vibe Coding",
      currency: "USD",
      from: "2026-02-01",
      to: "",
      search: "Priya",
    });
    expect(paymentFilterQuery(filters)).toBe("status=failed&course=Vibe+Coding&currency=USD&from=2026-02-01&q=Priya");
    expect(readPaymentFilters(new URLSearchParams("status=refunded&currency=EUR&course=Cooking"))).toMatchObject({
      status: "",
      currency: "",
      course: "",
    });
  });
});

describe("the refund state under a payment's status in the list", () => {
  it("says a refund waits for the provider first, then how much went back", () => {
    const paid = { amountMinor: 299_900 };
    expect(listRefundState({ ...paid, refundedMinor: 0, refundPending: false })).toBeNull();
    expect(listRefundState({ ...paid, refundedMinor: 0, refundPending: true })).toBe("refund pending");
    expect(listRefundState({ ...paid, refundedMinor: 149_950, refundPending: true })).toBe("refund pending");
    expect(listRefundState({ ...paid, refundedMinor: 149_950, refundPending: false })).toBe("partly refunded");
    expect(listRefundState({ ...paid, refundedMinor: 299_900, refundPending: false })).toBe("refunded");
  });
});

describe("the payments export's rows", () => {
  it("writes amounts as plain numbers, statuses as shown, what was refunded, and neutralises formulas", () => {
    const [record] = paymentCsvRecords(
      [
        {
          id: "x",
          createdAt: "2026-03-01T10:00:00.000Z",
          name: "=cmd|' /C calc'!A0",
          email: "a@b.in",
          course: "Agentic AI",
          currency: "INR",
          amountMinor: 278_907,
          status: "cancelled",
          providerPaymentId: null,
          orderId: "order_X",
          refundedMinor: 1_000_50,
          refundPending: false,
        },
      ],
      (iso) => `at ${iso}`,
    );
    expect(record).toEqual([
      "at 2026-03-01T10:00:00.000Z",
      "'=cmd|' /C calc'!A0",
      "a@b.in",
      "Agentic AI",
      "INR",
      "2789.07",
      "Cancelled",
      "",
      "order_X",
      "1000.50",
    ]);
  });
});

describe("what 'Check with provider' says", () => {
  const say = (check: ProviderCheck) => providerCheckMessage(check);
  it.each<[ProviderCheck, string]>([
    [
      { finding: { kind: "captured", providerPaymentId: "pay_1" }, changed: true, statusAfter: "success" },
      "The provider says this payment was captured: recorded as successful.",
    ],
    [
      { finding: { kind: "captured", providerPaymentId: "pay_1" }, changed: false, statusAfter: "success" },
      "The provider says this payment was captured: it was already recorded as successful.",
    ],
    [
      { finding: { kind: "failed", reason: "Card declined", providerPaymentId: "pay_1" }, changed: true, statusAfter: "failed" },
      "The provider says this payment failed: recorded as failed (Card declined).",
    ],
    [
      {
        finding: { kind: "failed", reason: "Card declined", providerPaymentId: "pay_1" },
        changed: false,
        statusAfter: "success",
      },
      "The provider says this payment failed (Card declined): it is recorded as successful, nothing changed.",
    ],
    [
      { finding: { kind: "abandoned" }, changed: true, statusAfter: "failed" },
      "The provider has no completed payment for this order a day after checkout: recorded as failed.",
    ],
    [
      { finding: { kind: "in-progress" }, changed: false, statusAfter: "pending" },
      "The provider has no completed payment for this order yet: still pending. It will be checked again automatically.",
    ],
    [
      { finding: { kind: "in-progress" }, changed: false, statusAfter: "cancelled" },
      "The provider has no completed payment for this order yet: it is recorded as cancelled, nothing changed.",
    ],
    [
      { finding: { kind: "no-order" }, changed: false, statusAfter: "pending" },
      "This payment never reached the provider (it has no order ID): it is recorded as pending, nothing to ask.",
    ],
  ])("%#: %j", (check, message) => {
    expect(say(check)).toBe(message);
  });
});
