// Placeholder replaced by the payments work (issue 4): the real dialog titled 'Pay Now to Book Your Seat'.
import type { PaymentDialogRequest } from "./payment-dialog-context";

export default function PaymentDialog({ request, onClose }: { request: PaymentDialogRequest; onClose: () => void }) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Pay Now to Book Your Seat" className="fixed inset-0 z-50 grid place-items-center bg-black/50">
      <div className="rounded-xl bg-white p-6">
        <h2 className="text-xl font-bold">Pay Now to Book Your Seat</h2>
        <p>{request.defaultCourse}</p>
        <button type="button" onClick={onClose}>Close</button>
      </div>
    </div>
  );
}
