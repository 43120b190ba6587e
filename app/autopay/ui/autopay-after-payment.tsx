import { Repeat } from "lucide-react";
import { Form } from "react-router";
import { AUTOPAY_TEXT } from "~/autopay/autopay";
import { linkButtonClass } from "~/ui/dashboard/link-styles";

/** On /payment-success, when the payer chose 'Pay monthly automatically': the next step, authorising the mandate. */
export function AutopayAfterPayment({ paymentId }: { paymentId: string }) {
  return (
    <section aria-labelledby="autopay-next" className="mt-8 w-full rounded-xl border border-brand-100 bg-brand-50 p-6 text-left">
      <h2 id="autopay-next" className="text-lg font-semibold">
        {AUTOPAY_TEXT.turnOn}
      </h2>
      <p className="mt-2 text-sm text-gray-800">
        Authorise your remaining instalments to be debited on their due dates. We e-mail you before each debit.
      </p>
      <Form method="post" action="/dashboard/autopay" className="mt-4">
        <input type="hidden" name="intent" value="turn-on" />
        <input type="hidden" name="paymentId" value={paymentId} />
        <button type="submit" className={linkButtonClass}>
          <Repeat aria-hidden="true" className="h-4 w-4" />
          Set up autopay
        </button>
      </Form>
    </section>
  );
}
