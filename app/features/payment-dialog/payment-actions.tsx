import { CreditCard } from "lucide-react";
import { formatMoney } from "~/domain/money";
import type { PriceQuote } from "~/domain/pricing";
import { SubmitButton } from "~/ui/forms/form-controls";

/** The pay button, naming the total once there is one, and who processes the payment. */
export function PaymentActions({
  quote,
  processing,
  canPay,
}: {
  quote: PriceQuote | undefined;
  processing: boolean;
  canPay: boolean;
}) {
  return (
    <>
      <SubmitButton busy={processing} busyLabel="Processing..." disabled={!canPay}>
        <CreditCard aria-hidden="true" className="mr-2 h-5 w-5" />
        {quote ? `Pay ${formatMoney(quote.total, quote.currency)} Online` : "Pay Online"}
      </SubmitButton>
      <p className="text-center text-xs text-gray-600">Secure payment powered by Razorpay</p>
    </>
  );
}
