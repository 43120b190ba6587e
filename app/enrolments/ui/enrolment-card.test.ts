import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DashboardEnrolment } from "~/enrolments/enrolment";
import { PaymentDialogProvider } from "~/payments/ui/payment-dialog/payment-dialog-context";
import { EnrolmentCard } from "./enrolment-card";

const monthly: DashboardEnrolment = {
  id: "5f0c1d8e-2a7b-4c3d-9e1f-0a1b2c3d4e5f",
  course: "Quantum Computing",
  plan: "monthly",
  planLabel: "Monthly, 4 months",
  status: "active",
  currency: "INR",
  feeMinor: 4_799_600,
  paidMinor: 1_199_900,
  remainingMinor: 3_599_700,
  percentPaid: 25,
  monthsRemaining: 3,
  nextDueDate: "2026-12-24",
  pricePerMonthMinor: 1_199_900,
  country: "India",
  startedOn: "2026-11-24",
  monthsPaid: 1,
  monthsInPlan: 4,
};
const upfront: DashboardEnrolment = {
  ...monthly,
  id: "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  course: "Agentic AI",
  plan: "upfront",
  planLabel: "4 months upfront",
  feeMinor: 1_115_628,
  paidMinor: 1_115_628,
  remainingMinor: 0,
  percentPaid: 100,
  monthsRemaining: 0,
  nextDueDate: null,
};

const render = (enrolment: DashboardEnrolment) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(PaymentDialogProvider, null, createElement(EnrolmentCard, { enrolment }))),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("an enrolment's card on the dashboard", () => {
  it("shows the course as its heading, the plan, the spec's figures, and the next due date", () => {
    const html = render(monthly);
    expect(html).toMatch(/^<li/);
    expect(html).toContain(`<h3 id="enrolment-${monthly.id}-course"`);
    const shown = text(html);
    for (const part of [
      "Quantum Computing",
      "Monthly, 4 months",
      "Full Course Fee ₹47,996",
      "Amount Paid ₹11,999",
      "Remaining Amount ₹35,997",
      "25% paid",
      "Next instalment due: 24 Dec 2026",
      "Pay next instalment",
      "1 of 4 instalments paid",
      "Pay monthly automatically",
    ]) {
      expect(shown).toContain(part);
    }
  });

  it("names its button and bar by the card's course, without changing the button's words", () => {
    const html = render(monthly);
    expect(html).toMatch(new RegExp(`<button[^>]*aria-describedby="enrolment-${monthly.id}-course"`));
    expect(html).toMatch(new RegExp(`role="progressbar"[^>]*aria-describedby="enrolment-${monthly.id}-course"`));
    expect(html).not.toContain('aria-label="Pay');
  });

  it("says 'Fully paid', with no due date and no button, when nothing remains", () => {
    const shown = text(render(upfront));
    expect(shown).toContain("Fully paid");
    expect(shown).not.toContain("Next instalment due");
    expect(shown).not.toContain("Pay next instalment");
    expect(shown).not.toContain("Pay monthly automatically");
  });

  it("with autopay on: the next debit's date and amount, and 'Turn off autopay' posting to the autopay route", () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(
          PaymentDialogProvider,
          null,
          createElement(EnrolmentCard, {
            enrolment: monthly,
            autopay: { subscriptionId: "s", status: "active", nextChargeAt: "2026-12-24T03:30:00.000Z", amountPaise: 1_199_900 },
          }),
        ),
      ),
    );
    const shown = text(html);
    expect(shown).toContain("Autopay on");
    expect(shown).toContain("Next debit: 24 Dec 2026 , ₹11,999");
    expect(shown).toContain("Turn off autopay");
    expect(shown).not.toContain("Pay monthly automatically");
    expect(html).toContain('action="/dashboard/autopay"');
  });
});
