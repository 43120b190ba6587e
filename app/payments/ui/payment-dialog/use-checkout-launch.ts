import { useRef, type Dispatch, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { siteConfig } from "~/content/site-config";
import { CHECKOUT_MESSAGES, isSecureCheckoutLocation } from "~/payments/checkout";
import { paymentCancelledPath, paymentSuccessPath } from "~/payments/payment-return";
import type { CatalogueItem } from "~/payments/pricing";
import {
  createOrder,
  openRazorpayCheckout,
  reportOutcome,
  ShownAsIs,
  type CheckoutDetails,
  type ProviderFailureResponse,
  type ProviderSuccessResponse,
} from "./checkout-client";
import { GSTIN_FIELD } from "./buyer-fields";
import { orderRequest } from "./order-request";
import type { PaymentDialogRequest } from "./payment-dialog-context";
import { gstinProblem, type PaymentFormEvent, type PaymentFormState } from "./payment-form-state";

/** What the provider's checkout (Razorpay's or the sandbox's) reports back for one order. */
export interface CheckoutOutcomeHandlers {
  onSuccess(response: ProviderSuccessResponse | null | undefined): void;
  onFailure(response: ProviderFailureResponse): void;
  onDismiss(): void;
}

/**
 * Pressing pay: the order is created on the server, the provider's checkout opens, and its outcome is
 * reported back and shown (spec 1 §7, §8).
 */
export function useCheckoutLaunch({
  form,
  dispatch,
  item,
  request,
  onClose,
}: {
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormEvent>;
  item: CatalogueItem | undefined;
  request: PaymentDialogRequest;
  onClose: () => void;
}) {
  const variant = request.variant ?? "normal";
  const navigate = useNavigate();
  const location = useLocation();
  const working = useRef(false); // set synchronously: a double click starts one checkout

  function finishWithError(message: string) {
    dispatch({ type: "checkout-failed", message });
    working.current = false;
  }

  async function handleSuccess(checkout: CheckoutDetails, response: ProviderSuccessResponse | null | undefined) {
    dispatch({ type: "sandbox-closed" });
    if (!response || typeof response !== "object" || !response.razorpay_payment_id || !response.razorpay_order_id) {
      finishWithError(CHECKOUT_MESSAGES.invalidResponse);
      return;
    }
    const result = await reportOutcome({
      outcome: "success",
      paymentId: checkout.paymentId,
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_order_id: response.razorpay_order_id,
      razorpay_signature: response.razorpay_signature,
    }).catch(() => null);
    // The server refused the response (a bad signature, an order it does not know): nothing was paid
    // as far as it can tell, so the payer stays here and is told so — never 'Payment Successful'.
    if (result?.status === 400) {
      finishWithError(CHECKOUT_MESSAGES.invalidResponse);
      return;
    }
    // The money has moved: if our record could not be updated, the webhook will; the payer keeps the id,
    // and /payment-success shows what the server knows until it is final.
    if (!result?.ok) window.alert(CHECKOUT_MESSAGES.recordUpdateFailed(response.razorpay_payment_id));
    onClose();
    // 'Pay monthly automatically': /payment-success offers the mandate's authorisation once the payment is recorded.
    const autopay = form.autopay && !form.payUpfront ? "&autopay=1" : "";
    void navigate(`${paymentSuccessPath(checkout.paymentId)}${autopay}`);
  }

  async function handleFailure(checkout: CheckoutDetails, response: ProviderFailureResponse) {
    dispatch({ type: "sandbox-closed" });
    const description = response.error?.description ?? null;
    await reportOutcome({ outcome: "failed", paymentId: checkout.paymentId, description }).catch(() => {});
    finishWithError(CHECKOUT_MESSAGES.paymentFailed(description));
  }

  async function handleDismiss(checkout: CheckoutDetails) {
    dispatch({ type: "sandbox-closed" });
    await reportOutcome({ outcome: "cancelled", paymentId: checkout.paymentId }).catch(() => {});
    dispatch({ type: "checkout-dismissed" });
    working.current = false;
    onClose();
    // 'Try Payment Again' there brings the payer back to this page with this course.
    void navigate(paymentCancelledPath({ course: checkout.notes.course ?? form.course, variant, from: location.pathname }));
  }

  function outcomeHandlers(checkout: CheckoutDetails): CheckoutOutcomeHandlers {
    return {
      onSuccess: (response) => void handleSuccess(checkout, response),
      onFailure: (response) => void handleFailure(checkout, response),
      onDismiss: () => void handleDismiss(checkout),
    };
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (working.current) return;
    const { course, name, email, mobile } = form;
    if (!course) return dispatch({ type: "refused", message: CHECKOUT_MESSAGES.selectCourse });
    if (!name.trim() || !email.trim() || !mobile.trim()) {
      return dispatch({ type: "refused", message: CHECKOUT_MESSAGES.requiredFields });
    }
    // The server would refuse it with the same words; say so under the field, where it can be corrected.
    if (gstinProblem(form)) {
      dispatch({ type: "gstin-refused" });
      document.getElementById(GSTIN_FIELD)?.focus();
      return;
    }

    working.current = true;
    dispatch({ type: "checkout-started" });
    try {
      if (!isSecureCheckoutLocation(window.location)) throw new Error(CHECKOUT_MESSAGES.insecureContext);
      const checkout = await createOrder({ checkoutKey: crypto.randomUUID(), ...orderRequest(form, { item, request }) });
      if (checkout.provider === "sandbox") {
        dispatch({ type: "sandbox-opened", checkout });
        return;
      }
      await openRazorpayCheckout(checkout, outcomeHandlers(checkout));
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : "Unknown error";
      finishWithError(failure instanceof ShownAsIs ? reason : CHECKOUT_MESSAGES.initiateFailed(reason, siteConfig.supportEmail));
    }
  }

  return { pay, outcomeHandlers };
}
