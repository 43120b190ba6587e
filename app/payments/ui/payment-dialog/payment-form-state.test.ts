import { describe, expect, it } from "vitest";
import type { CheckoutDetails } from "~/payments/checkout";
import { BUYER_TAX_MESSAGES } from "~/payments/checkout";
import { GSTIN_MESSAGES } from "~/invoices/gstin";
import {
  gstinProblem,
  initialPaymentForm,
  paymentFormReducer,
  type PaymentFormEvent,
  type PaymentFormState,
} from "./payment-form-state";

const opened = initialPaymentForm({ course: "Agentic AI", user: null });
const withError: PaymentFormState = { ...opened, error: "Please fill in all required fields" };
const run = (state: PaymentFormState, ...events: PaymentFormEvent[]) => events.reduce(paymentFormReducer, state);

const checkout: CheckoutDetails = {
  paymentId: "pay-1",
  provider: "sandbox",
  keyId: "rzp_test_sandbox",
  orderId: "order_1",
  amountPaise: 299900,
  currency: "INR",
  displayAmount: "₹2,999.00",
  displayCurrency: "INR",
  description: "Agentic AI",
  prefill: { name: "Asha", email: "asha@example.com", contact: "9876543210" },
  notes: { course: "Agentic AI" },
};

describe("the payment dialog's state", () => {
  it("opens in India with one month, no upfront, and a signed-in visitor's name and e-mail", () => {
    expect(initialPaymentForm({ course: "", user: { name: "Asha", email: "asha@example.com" } })).toEqual({
      course: "",
      country: "India",
      name: "Asha",
      email: "asha@example.com",
      mobile: "",
      couponText: "",
      buyerState: "",
      gstin: "",
      showGstinProblem: false,
      renewalMonths: 1,
      payUpfront: false,
      autopay: false,
      error: "",
      processing: false,
      sandboxCheckout: null,
      whatsappConsents: [], // the WhatsApp opt-ins start unticked
    });
  });

  it("ticks and unticks a WhatsApp opt-in, each once", () => {
    const tick = (value: string, ticked: boolean): PaymentFormEvent => ({ type: "whatsapp-consent-toggled", value, ticked });
    const ticked = run(opened, tick("class-reminders:1", true), tick("payment-notices:1", true), tick("class-reminders:1", true));
    expect(ticked.whatsappConsents).toEqual(["payment-notices:1", "class-reminders:1"]);
    expect(run(ticked, tick("payment-notices:1", false)).whatsappConsents).toEqual(["class-reminders:1"]);
  });

  it("resets the course when the country changes, unless the course is the only one on offer (spec 1 §4)", () => {
    const chosen = run(withError, { type: "country-chosen", country: "US", canChooseCourse: true });
    expect(chosen).toMatchObject({ country: "US", course: "", error: "" });
    const fixed = run(withError, { type: "country-chosen", country: "Canada", canChooseCourse: false });
    expect(fixed).toMatchObject({ country: "Canada", course: "Agentic AI", error: "" });
  });

  it("clears the message when the payer chooses a course or edits a field", () => {
    expect(run(withError, { type: "course-chosen", course: "Vibe Coding" })).toMatchObject({ course: "Vibe Coding", error: "" });
    for (const field of ["name", "email", "mobile", "couponText", "buyerState", "gstin"] as const) {
      expect(run(withError, { type: "field-edited", field, value: "x" })).toMatchObject({ [field]: "x", error: "" });
    }
  });

  it("keeps the message when the months or the upfront choice change", () => {
    expect(run(withError, { type: "renewal-months-chosen", months: 3 })).toMatchObject({
      renewalMonths: 3,
      error: withError.error,
    });
    expect(run(withError, { type: "upfront-toggled", payUpfront: true })).toMatchObject({
      payUpfront: true,
      error: withError.error,
    });
  });

  it("fills only the fields the payer has left empty from the profile", () => {
    const typed = run(opened, { type: "field-edited", field: "name", value: "Asha K" });
    const prefilled = run(typed, { type: "prefilled", name: "Asha", email: "asha@example.com", mobile: "9876543210" });
    expect(prefilled).toMatchObject({ name: "Asha K", email: "asha@example.com", mobile: "9876543210" });
  });

  it("shows a refusal without starting checkout", () => {
    expect(run(opened, { type: "refused", message: "Please select a course" })).toMatchObject({
      error: "Please select a course",
      processing: false,
    });
  });

  it("runs checkout: started, the sandbox opened and closed, then failed or dismissed", () => {
    const started = run(withError, { type: "checkout-started" });
    expect(started).toMatchObject({ processing: true, error: "" });
    const sandbox = run(started, { type: "sandbox-opened", checkout });
    expect(sandbox.sandboxCheckout).toBe(checkout);
    const closed = run(sandbox, { type: "sandbox-closed" });
    expect(closed).toMatchObject({ sandboxCheckout: null, processing: true });
    expect(run(closed, { type: "checkout-failed", message: "Payment failed" })).toMatchObject({
      processing: false,
      error: "Payment failed",
    });
    expect(run(closed, { type: "checkout-dismissed" })).toMatchObject({ processing: false, error: "" });
  });

  it("opens in the country it is given (an instalment's)", () => {
    expect(initialPaymentForm({ course: "Agentic AI", user: null, country: "US" }).country).toBe("US");
  });
});

// The optional State and GSTIN of a payer in India, checked as the server checks them.
describe("the buyer's GSTIN", () => {
  const GSTIN_IN_MAHARASHTRA = "27AAPFU0939F1ZV";
  const typed = (gstin: string, buyerState = "") =>
    run(
      opened,
      { type: "field-edited", field: "gstin", value: gstin },
      { type: "field-edited", field: "buyerState", value: buyerState },
    );

  it("is optional: nothing wrong when it is left empty, with or without a state", () => {
    expect(gstinProblem(typed(""))).toBe("");
    expect(gstinProblem(typed("  ", "Kerala"))).toBe("");
  });

  it("is checked by its shape and its check character, ignoring spaces and letter case", () => {
    expect(gstinProblem(typed("27AAPFU0939F1Z"))).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem(typed("27AAPFU0939F1ZW"))).toBe(GSTIN_MESSAGES.checkCharacter);
    expect(gstinProblem(typed(" 27aapfu0939f1zv "))).toBe("");
    expect(gstinProblem(typed(GSTIN_IN_MAHARASHTRA, "Maharashtra"))).toBe("");
  });

  it("must be registered in the chosen state, as the server requires", () => {
    expect(gstinProblem(typed(GSTIN_IN_MAHARASHTRA, "Kerala"))).toBe(BUYER_TAX_MESSAGES.gstinOfAnotherState("Maharashtra"));
  });

  it("is not asked for, so never wrong, outside India", () => {
    const abroad = run(typed("not a gstin"), { type: "country-chosen", country: "US", canChooseCourse: true });
    expect(gstinProblem(abroad)).toBe("");
  });

  it("shows its problem once the payer leaves the field, or when Pay refuses it (without a banner)", () => {
    const wrong = typed("27AAPFU0939F1ZW");
    expect(wrong.showGstinProblem).toBe(false);
    expect(run(wrong, { type: "gstin-left" }).showGstinProblem).toBe(true);
    const refused = run({ ...wrong, error: "Please fill in all required fields" }, { type: "gstin-refused" });
    expect(refused).toMatchObject({ showGstinProblem: true, error: "", processing: false });
  });
});
