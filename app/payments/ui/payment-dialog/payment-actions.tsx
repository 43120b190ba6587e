import { CreditCard } from "lucide-react";
import { SubmitButton } from "~/ui/forms/form-controls";

/** The pay button, naming the total once there is one (formatted), and who processes the payment. */
export function PaymentActions({
  total,
  processing,
  canPay,
}: {
  total: string | undefined;
  processing: boolean;
  canPay: boolean;
}) {
  return (
    <>
      <SubmitButton busy={processing} busyLabel="Processing..." disabled={!canPay}>
        <CreditCard aria-hidden="true" className="mr-2 h-5 w-5" />
        {total ? `Pay ${total} Online` : "Pay Online"}
      </SubmitButton>
      <p className="text-center text-xs text-gray-600">Secure payment powered by Razorpay</p>
    </>
  );
}
