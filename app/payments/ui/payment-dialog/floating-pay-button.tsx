import { CreditCard } from "lucide-react";
import { useLocation } from "react-router";
import { instantPaymentDialog } from "~/ui/document-scripts";
import { usePaymentDialog } from "./payment-dialog-context";
import { showsFloatingPayButton } from "./floating-pay-button-visibility";

/** The floating 'Pay Now to Book Your Seat' button, bottom right, on every page but a few (spec 1 §2). */
export function FloatingPayButton() {
  const { pathname } = useLocation();
  const { openPaymentDialog } = usePaymentDialog();
  if (!showsFloatingPayButton(pathname)) return null;
  return (
    <button
      type="button"
      onClick={() => openPaymentDialog({ variant: "normal" })}
      data-floating="pay-button"
      {...instantPaymentDialog}
      className="fixed bottom-5 right-5 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 hover:bg-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-300 sm:text-base"
    >
      <CreditCard aria-hidden="true" className="h-5 w-5" />
      Pay Now to Book Your Seat
    </button>
  );
}
