import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentRefunds } from "~/refunds/load-payment-refunds.server";
import { RefundSection } from "./refund-section";

const paymentId = "5f0c1d8e-2a7b-4c3d-9e1f-0a1b2c3d4e5f";
const refundKey = "0b8c6f7e-6a4b-4c53-9d59-3f0c1d2e4a5b";
const partlyRefunded: PaymentRefunds = {
  paymentId,
  currency: "INR",
  paidMinor: 2_999_00,
  refundableMinor: 1_499_50,
  refundState: "partly refunded",
  canRefund: true,
  refunds: [
    {
      id: "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      amountMinor: 1_499_50,
      providerAmountPaise: 1_499_50,
      reason: "Missed the first two sessions",
      status: "processed",
      providerRefundId: "rfnd_FP8QHiV938haTz",
      failureReason: null,
      requestedBy: "admin@example.com",
      requestedAt: "2026-11-24T06:30:00.000Z",
      processedAt: "2026-11-24T06:31:00.000Z",
      creditNoteNumber: "CN/26-27/000001",
    },
  ],
  refundKey,
};

const render = (refunds: PaymentRefunds, url = `/admin/payments/${paymentId}`) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, createElement(RefundSection, { refunds })));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("the refund section of a payment's admin page", () => {
  it("lists the refunds and offers the rest, posting to the refund action with the form's key", () => {
    const html = render(partlyRefunded);
    expect(html).toContain('id="refunds"');
    const shown = text(html);
    for (const part of [
      "Refunds partly refunded",
      "Paid ₹2,999.00",
      "Refunded ₹1,499.50",
      "Can still be refunded ₹1,499.50",
      "24 Nov 2026, 12:00 pm",
      "Processed",
      "Missed the first two sessions",
      "rfnd_FP8QHiV938haTz",
      "CN/26-27/000001",
    ]) {
      expect(shown).toContain(part);
    }
    expect(html).toContain(`action="/admin/payments/${paymentId}/refund"`);
    expect(html).toContain(`<input type="hidden" name="refundKey" value="${refundKey}"/>`);
    expect(html).toMatch(/name="amount"[^>]*value="1499.50"|value="1499.50"[^>]*name="amount"/);
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*required/);
    // Unticked unless the admin ticks it: another refund of the payment in progress holds this one without it.
    const checkbox = /<input[^>]*name="additional"[^>]*>/.exec(html)?.[0];
    expect(checkbox).toContain('type="checkbox"');
    expect(checkbox).toContain('value="yes"');
    expect(checkbox).not.toContain("checked");
    expect(shown).toContain("This is an additional refund");
  });

  it("words an in-progress answer from the earlier refund the address names, only if it is one of this payment's", () => {
    const earlierId = partlyRefunded.refunds[0]!.id;
    const answered = text(render(partlyRefunded, `/admin/payments/${paymentId}?refund=in-progress&earlier=${earlierId}`));
    expect(answered).toContain(
      "A refund of ₹1,499.50 by admin@example.com at 24 Nov 2026, 12:00 pm IST is already in progress for this payment. Tick 'This is an additional refund' to refund more.",
    );
    const unknown = text(render(partlyRefunded, `/admin/payments/${paymentId}?refund=in-progress&earlier=someone-else`));
    expect(unknown).toContain("Another refund of this payment is already in progress.");
    expect(unknown).not.toContain("someone-else");
  });

  it("words the action's answer from the code in the address, and offers no form when nothing is left", () => {
    const answered = text(render(partlyRefunded, `/admin/payments/${paymentId}?refund=over-limit`));
    expect(answered).toContain("That is more than can be refunded: at most ₹1,499.50.");
    expect(text(render(partlyRefunded, `/admin/payments/${paymentId}?refund=INJECTED-TEXT`))).not.toContain("INJECTED");

    const done = render({ ...partlyRefunded, refundableMinor: 0, refundState: "refunded" });
    expect(done).not.toContain("<form");
    expect(text(done)).toContain("Nothing is left to refund on this payment.");
    const unpaid = render({ ...partlyRefunded, refunds: [], refundableMinor: 0, refundState: null, canRefund: false });
    expect(text(unpaid)).toContain("Only a successful online payment can be refunded.");
  });
});
