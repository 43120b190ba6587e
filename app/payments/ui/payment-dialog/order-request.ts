// What the dialog sends to create an order (CheckoutRequestSchema in app/payments/checkout.ts): the payer's
// choices, never an amount. Pure, so what is sent in each mode is tested without a browser.
import type { CheckoutRequestInput } from "~/payments/checkout";
import { findCatalogueItem, offersUpfront, type CatalogueItem } from "~/payments/pricing";
import type { PaymentDialogRequest } from "./payment-dialog-context";
import { asksBuyerTax, type PaymentFormState } from "./payment-form-state";

export type OrderRequest = Omit<CheckoutRequestInput, "checkoutKey">;

export function orderRequest(
  form: PaymentFormState,
  { item, request }: { item: CatalogueItem | undefined; request: PaymentDialogRequest },
): OrderRequest {
  const { course, country, name, email, mobile, couponText, renewalMonths, payUpfront } = form;
  const consents = form.whatsappConsents.length ? { whatsappConsents: form.whatsappConsents } : {};
  const payer = { course, country, name, email, mobile, renewalMonths, ...buyerTax(form), ...consents };
  // The next instalment(s) of an enrolment, for `renewalMonths` months; no coupon, never upfront.
  if (request.instalment) {
    return { ...payer, couponText: "", payUpfront: false, enrolmentId: request.instalment.enrolmentId };
  }
  // The CXO page's course is shared with a 4-month course: the flag says which was bought, while it is the one selected.
  const programme =
    request.programme && findCatalogueItem(request.defaultCourse)?.name === course ? { programme: request.programme } : {};
  return { ...payer, couponText, payUpfront: payUpfront && offersUpfront(item), ...programme };
}

/** The optional State and GSTIN, for payers in India who gave them; nothing otherwise. */
function buyerTax(form: PaymentFormState): Pick<OrderRequest, "state" | "gstin"> {
  if (!asksBuyerTax(form)) return {};
  const gstin = form.gstin.trim();
  return { ...(form.buyerState ? { state: form.buyerState } : {}), ...(gstin ? { gstin } : {}) };
}
