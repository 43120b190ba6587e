import { describe, expect, it } from "vitest";
import { CXO_DIALOG_COURSE } from "~/content/cxo";
import { findCatalogueItem } from "~/payments/pricing";
import { orderRequest } from "./order-request";
import { initialPaymentForm, paymentFormReducer, type PaymentFormEvent, type PaymentFormState } from "./payment-form-state";

const run = (state: PaymentFormState, ...events: PaymentFormEvent[]) => events.reduce(paymentFormReducer, state);
const payer: PaymentFormEvent[] = [
  { type: "field-edited", field: "name", value: "Meera Iyer" },
  { type: "field-edited", field: "email", value: "meera@example.com" },
  { type: "field-edited", field: "mobile", value: "9876543210" },
];
const agentic = findCatalogueItem("Agentic AI");

describe("the order the dialog asks for", () => {
  it("names the choices and the payer, never an amount", () => {
    const form = run(initialPaymentForm({ course: "Agentic AI", user: null }), ...payer, {
      type: "upfront-toggled",
      payUpfront: true,
    });
    expect(orderRequest(form, { item: agentic, request: {} })).toEqual({
      course: "Agentic AI",
      country: "India",
      name: "Meera Iyer",
      email: "meera@example.com",
      mobile: "9876543210",
      couponText: "",
      renewalMonths: 1,
      payUpfront: true,
    });
  });

  it("sends the WhatsApp opt-ins ticked, and nothing about them when none is", () => {
    const form = run(initialPaymentForm({ course: "Agentic AI", user: null }), ...payer, {
      type: "whatsapp-consent-toggled",
      value: "payment-notices:1",
      ticked: true,
    });
    expect(orderRequest(form, { item: agentic, request: {} })).toMatchObject({ whatsappConsents: ["payment-notices:1"] });
    const unticked = run(form, { type: "whatsapp-consent-toggled", value: "payment-notices:1", ticked: false });
    expect(orderRequest(unticked, { item: agentic, request: {} })).not.toHaveProperty("whatsappConsents");
  });

  it("sends the State and GSTIN given in India, trimmed", () => {
    const form = run(
      initialPaymentForm({ course: "Agentic AI", user: null }),
      ...payer,
      { type: "field-edited", field: "buyerState", value: "Maharashtra" },
      { type: "field-edited", field: "gstin", value: " 27AAPFU0939F1ZV " },
    );
    expect(orderRequest(form, { item: agentic, request: {} })).toMatchObject({ state: "Maharashtra", gstin: "27AAPFU0939F1ZV" });
    const stateOnly = run(form, { type: "field-edited", field: "gstin", value: "" });
    const sent = orderRequest(stateOnly, { item: agentic, request: {} });
    expect(sent.state).toBe("Maharashtra");
    expect(sent).not.toHaveProperty("gstin");
  });

  it("sends neither outside India, whatever was typed before the country changed", () => {
    const form = run(
      initialPaymentForm({ course: "Agentic AI", user: null }),
      { type: "field-edited", field: "buyerState", value: "Kerala" },
      { type: "field-edited", field: "gstin", value: "27AAPFU0939F1ZV" },
      { type: "country-chosen", country: "Canada", canChooseCourse: false },
    );
    const sent = orderRequest(form, { item: agentic, request: {} });
    expect(sent).not.toHaveProperty("state");
    expect(sent).not.toHaveProperty("gstin");
  });

  it("asks for the next instalment(s) of an enrolment: its course and country, the months, no coupon, never upfront", () => {
    const instalment = {
      enrolmentId: "0b6d4c52-6f0e-4a43-9a51-0d7f3c1c2a10",
      course: "Quantum Computing",
      country: "US",
      currency: "USD" as const,
      pricePerMonthMinor: 14_900,
      monthsRemaining: 3,
      remainingMinor: 44_700,
    };
    const form = run(
      initialPaymentForm({ course: "Quantum Computing", country: "US", user: null }),
      ...payer,
      { type: "renewal-months-chosen", months: 2 },
      { type: "field-edited", field: "couponText", value: "leftover" },
      { type: "upfront-toggled", payUpfront: true },
    );
    expect(orderRequest(form, { item: findCatalogueItem("Quantum Computing"), request: { instalment } })).toEqual({
      course: "Quantum Computing",
      country: "US",
      name: "Meera Iyer",
      email: "meera@example.com",
      mobile: "9876543210",
      couponText: "",
      renewalMonths: 2,
      payUpfront: false,
      enrolmentId: instalment.enrolmentId,
    });
  });

  it("says the order is the CXO programme while the CXO page's course is the one selected", () => {
    const request = { defaultCourse: CXO_DIALOG_COURSE, programme: "cxo" as const };
    const cxo = run(initialPaymentForm({ course: CXO_DIALOG_COURSE, user: null }), ...payer);
    expect(orderRequest(cxo, { item: findCatalogueItem(CXO_DIALOG_COURSE), request })).toMatchObject({ programme: "cxo" });
    const other = run(cxo, { type: "course-chosen", course: "Agentic AI" });
    expect(orderRequest(other, { item: agentic, request })).not.toHaveProperty("programme");
    expect(orderRequest(cxo, { item: findCatalogueItem(CXO_DIALOG_COURSE), request: {} })).not.toHaveProperty("programme");
  });
});
