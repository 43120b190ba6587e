import type { Dispatch } from "react";
import { AUTOPAY_TEXT } from "~/autopay";
import type { CouponFeedback } from "~/payments/coupon-feedback";
import { offersUpfront, type CatalogueItem } from "~/payments/pricing";
import { CheckboxField, TextField } from "~/ui/forms/field";
import type { PaymentFormEvent, PaymentFormState } from "./payment-form-state";

const FEEDBACK_TONES: Record<CouponFeedback["tone"], string> = {
  none: "",
  info: "text-brand-700",
  success: "text-green-800",
  error: "text-red-700",
  warning: "text-amber-800",
};

/** The coupon-or-referral field with the server's answer under it (spec 1 §5), and the upfront offer. */
export function DiscountFields({
  form,
  dispatch,
  feedback,
  item,
}: {
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormEvent>;
  feedback: CouponFeedback;
  item: CatalogueItem | undefined;
}) {
  return (
    <>
      <div>
        <TextField
          label="Discount coupon code or referral email"
          name="payment_coupon"
          autoComplete="off"
          maxLength={254}
          value={form.couponText}
          aria-describedby="payment-coupon-hint payment-coupon-feedback"
          onChange={(event) => dispatch({ type: "field-edited", field: "couponText", value: event.target.value })}
        />
        <p id="payment-coupon-hint" className="mt-1 text-xs text-gray-600">
          Enter any enrolled student&apos;s email for 7% referral discount
        </p>
        <p
          id="payment-coupon-feedback"
          aria-live="polite"
          className={`mt-1 text-sm font-medium ${FEEDBACK_TONES[feedback.tone]}`}
        >
          {feedback.message}
        </p>
      </div>
      {offersUpfront(item) ? (
        <div className="flex items-start gap-3">
          <input
            id="payment_upfront"
            type="checkbox"
            checked={form.payUpfront}
            onChange={(event) => dispatch({ type: "upfront-toggled", payUpfront: event.target.checked })}
            className="mt-1 h-4 w-4 rounded border-gray-400 text-brand-600 focus:ring-brand-600"
          />
          <label htmlFor="payment_upfront" className="text-sm text-gray-800">
            <span className="font-medium">Pay 4 months upfront and get an extra 7% off</span>
            <span className="block text-xs text-gray-600">Pay the full 4-month amount now and save 7% on the total.</span>
          </label>
        </div>
      ) : null}
      {offersUpfront(item) && !form.payUpfront ? (
        <CheckboxField
          name="payment_autopay"
          label={
            <>
              <span className="font-medium">{AUTOPAY_TEXT.turnOn}</span>
              <span className="block text-xs text-gray-600">
                After this payment, authorise the remaining instalments to be debited on their due dates. Turn it off any time.
              </span>
            </>
          }
          checked={form.autopay}
          onChange={(event) => dispatch({ type: "autopay-toggled", autopay: event.target.checked })}
        />
      ) : null}
    </>
  );
}
