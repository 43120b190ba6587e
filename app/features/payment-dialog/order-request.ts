// What the dialog sends to create an order (CheckoutRequestSchema in app/domain/checkout.ts): the payer's
// choices, never an amount. Pure, so what is sent in each mode is tested without a browser.
import type { CheckoutRequestInput } from "~/domain/checkout";
import { offersUpfront, type CatalogueItem } from "~/domain/pricing";
import { asksBuyerTax, type PaymentFormState } from "./payment-form-state";

export type OrderRequest = Omit<CheckoutRequestInput, "checkoutKey">;

export function orderRequest(form: PaymentFormState, { item }: { item: CatalogueItem | undefined }): OrderRequest {
  const { course, country, name, email, mobile, couponText, renewalMonths, payUpfront } = form;
  return {
    course,
    country,
    name,
    email,
    mobile,
    couponText,
    renewalMonths,
    payUpfront: payUpfront && offersUpfront(item),
    ...buyerTax(form),
  };
}

/** The optional State and GSTIN, for payers in India who gave them (issue 15); nothing otherwise. */
function buyerTax(form: PaymentFormState): Pick<OrderRequest, "state" | "gstin"> {
  if (!asksBuyerTax(form)) return {};
  const gstin = form.gstin.trim();
  return { ...(form.buyerState ? { state: form.buyerState } : {}), ...(gstin ? { gstin } : {}) };
}
