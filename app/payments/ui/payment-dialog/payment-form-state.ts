// What the payment dialog holds while it is open: the payer's choices and fields, the message shown
// above the form, and where checkout stands. Pure: the dialog's effects dispatch these events.
import { findIndianState, indianStateByGstCode } from "~/content/indian-states";
import { BUYER_TAX_MESSAGES, type CheckoutDetails } from "~/payments/checkout";
import { checkGstin } from "~/invoices";
import type { Country } from "~/payments/pricing";

export interface PaymentFormState {
  course: string;
  country: Country;
  name: string;
  email: string;
  mobile: string;
  couponText: string;
  /** India only, optional: the buyer's state or union territory as the list names it; empty: not given. */
  buyerState: string;
  /** India only, optional: for a tax invoice in a business's name. */
  gstin: string;
  /** The GSTIN's problem, if any, is shown: the payer has left the field or pressed Pay. */
  showGstinProblem: boolean;
  renewalMonths: number;
  payUpfront: boolean;
  /** 'Pay monthly automatically': after this first instalment, the student is taken to authorise autopay. */
  autopay: boolean;
  /** The message above the form; empty when there is none. */
  error: string;
  /** Checkout has started and has not ended: the pay button says 'Processing...'. */
  processing: boolean;
  /** The sandbox provider's own checkout dialog, open over ours, for this order. */
  sandboxCheckout: CheckoutDetails | null;
  /** The WhatsApp opt-ins ticked (none at first), each naming the notice version shown. */
  whatsappConsents: string[];
}

/** The payer's text fields; editing any of them clears the message above the form. */
export type BuyerField = "name" | "email" | "mobile" | "couponText" | "buyerState" | "gstin";

export type PaymentFormEvent =
  | { type: "country-chosen"; country: Country; canChooseCourse: boolean }
  | { type: "course-chosen"; course: string }
  | { type: "field-edited"; field: BuyerField; value: string }
  | { type: "renewal-months-chosen"; months: number }
  | { type: "upfront-toggled"; payUpfront: boolean }
  | { type: "autopay-toggled"; autopay: boolean }
  | { type: "whatsapp-consent-toggled"; value: string; ticked: boolean }
  | { type: "prefilled"; name: string; email: string; mobile: string }
  | { type: "gstin-left" }
  | { type: "refused"; message: string }
  | { type: "gstin-refused" }
  | { type: "checkout-started" }
  | { type: "sandbox-opened"; checkout: CheckoutDetails }
  | { type: "sandbox-closed" }
  | { type: "checkout-failed"; message: string }
  | { type: "checkout-dismissed" };

export function initialPaymentForm({
  course,
  user,
  country = "India",
}: {
  course: string;
  user: { name: string; email: string } | null;
  country?: Country;
}): PaymentFormState {
  return {
    course,
    country,
    name: user?.name ?? "",
    email: user?.email ?? "",
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
    whatsappConsents: [],
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
    case "autopay-toggled":
      return { ...state, autopay: event.autopay };
    case "whatsapp-consent-toggled": {
      const others = state.whatsappConsents.filter((value) => value !== event.value);
      return { ...state, whatsappConsents: event.ticked ? [...others, event.value] : others };
    }
    case "prefilled":
      // What the payer has typed meanwhile wins over the profile.
      return {
        ...state,
        name: state.name || event.name,
        email: state.email || event.email,
        mobile: state.mobile || event.mobile,
      };
    case "gstin-left":
      return { ...state, showGstinProblem: true };
    case "refused":
      return { ...state, error: event.message };
    case "gstin-refused":
      // The message is the field's own, under it; nothing above the form.
      return { ...state, showGstinProblem: true, error: "" };
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

/** Whether the dialog asks for the buyer's State and GSTIN: payers in India only. */
export const asksBuyerTax = (form: Pick<PaymentFormState, "country">) => form.country === "India";

/**
 * What is wrong with the GSTIN as typed, checked as the server checks it; empty when nothing is wrong, it is left
 * empty, or it is not asked for.
 */
export function gstinProblem(form: Pick<PaymentFormState, "country" | "buyerState" | "gstin">): string {
  if (!asksBuyerTax(form) || !form.gstin.trim()) return "";
  const check = checkGstin(form.gstin);
  if (!check.ok) return check.message;
  const registeredIn = indianStateByGstCode(check.stateCode);
  if (!registeredIn) return BUYER_TAX_MESSAGES.unknownState;
  const chosen = findIndianState(form.buyerState);
  if (chosen && chosen.gstCode !== registeredIn.gstCode) return BUYER_TAX_MESSAGES.gstinOfAnotherState(registeredIn.name);
  return "";
}
