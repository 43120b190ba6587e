// What the payment dialog holds while it is open: the payer's choices and fields, the message shown
// above the form, and where checkout stands. Pure: the dialog's effects dispatch these events.
import type { CheckoutDetails } from "~/domain/checkout";
import type { Country } from "~/domain/pricing";

export interface PaymentFormState {
  course: string;
  country: Country;
  name: string;
  email: string;
  mobile: string;
  couponText: string;
  renewalMonths: number;
  payUpfront: boolean;
  /** The message above the form; empty when there is none. */
  error: string;
  /** Checkout has started and has not ended: the pay button says 'Processing...'. */
  processing: boolean;
  /** The sandbox provider's own checkout dialog, open over ours, for this order. */
  sandboxCheckout: CheckoutDetails | null;
}

/** The payer's text fields; editing any of them clears the message above the form. */
export type BuyerField = "name" | "email" | "mobile" | "couponText";

export type PaymentFormEvent =
  | { type: "country-chosen"; country: Country; canChooseCourse: boolean }
  | { type: "course-chosen"; course: string }
  | { type: "field-edited"; field: BuyerField; value: string }
  | { type: "renewal-months-chosen"; months: number }
  | { type: "upfront-toggled"; payUpfront: boolean }
  | { type: "prefilled"; name: string; email: string; mobile: string }
  | { type: "refused"; message: string }
  | { type: "checkout-started" }
  | { type: "sandbox-opened"; checkout: CheckoutDetails }
  | { type: "sandbox-closed" }
  | { type: "checkout-failed"; message: string }
  | { type: "checkout-dismissed" };

export function initialPaymentForm({
  course,
  user,
}: {
  course: string;
  user: { name: string; email: string } | null;
}): PaymentFormState {
  return {
    course,
    country: "India",
    name: user?.name ?? "",
    email: user?.email ?? "",
    mobile: "",
    couponText: "",
    renewalMonths: 1,
    payUpfront: false,
    error: "",
    processing: false,
    sandboxCheckout: null,
  };
}

export function paymentFormReducer(state: PaymentFormState, event: PaymentFormEvent): PaymentFormState {
  switch (event.type) {
    case "country-chosen":
      // spec 1 §4: changing the country resets the selected course (a single fixed course stays).
      return { ...state, country: event.country, course: event.canChooseCourse ? "" : state.course, error: "" };
    case "course-chosen":
      return { ...state, course: event.course, error: "" };
    case "field-edited":
      return { ...state, [event.field]: event.value, error: "" };
    case "renewal-months-chosen":
      return { ...state, renewalMonths: event.months };
    case "upfront-toggled":
      return { ...state, payUpfront: event.payUpfront };
    case "prefilled":
      // What the payer has typed meanwhile wins over the profile.
      return {
        ...state,
        name: state.name || event.name,
        email: state.email || event.email,
        mobile: state.mobile || event.mobile,
      };
    case "refused":
      return { ...state, error: event.message };
    case "checkout-started":
      return { ...state, processing: true, error: "" };
    case "sandbox-opened":
      return { ...state, sandboxCheckout: event.checkout };
    case "sandbox-closed":
      return { ...state, sandboxCheckout: null };
    case "checkout-failed":
      return { ...state, error: event.message, processing: false };
    case "checkout-dismissed":
      return { ...state, processing: false };
  }
}
