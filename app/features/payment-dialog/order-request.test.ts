import { describe, expect, it } from "vitest";
import { findCatalogueItem } from "~/domain/pricing";
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
    expect(orderRequest(form, { item: agentic })).toEqual({
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

  it("sends the State and GSTIN given in India, trimmed (issue 15)", () => {
    const form = run(
      initialPaymentForm({ course: "Agentic AI", user: null }),
      ...payer,
      { type: "field-edited", field: "buyerState", value: "Maharashtra" },
      { type: "field-edited", field: "gstin", value: " 27AAPFU0939F1ZV " },
    );
    expect(orderRequest(form, { item: agentic })).toMatchObject({ state: "Maharashtra", gstin: "27AAPFU0939F1ZV" });
    const stateOnly = run(form, { type: "field-edited", field: "gstin", value: "" });
    const sent = orderRequest(stateOnly, { item: agentic });
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
    const sent = orderRequest(form, { item: agentic });
    expect(sent).not.toHaveProperty("state");
    expect(sent).not.toHaveProperty("gstin");
  });
});
