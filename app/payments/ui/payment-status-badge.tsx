import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "~/payments/payment-state";

const STATUS_STYLES: Record<PaymentStatus, string> = {
  success: "bg-green-100 text-green-800 ring-green-200",
  pending: "bg-amber-100 text-amber-900 ring-amber-200",
  failed: "bg-red-100 text-red-800 ring-red-200",
  cancelled: "bg-gray-100 text-gray-800 ring-gray-200",
};

/** A payment's status as a coloured pill: the student's Payment History and the admin's payments. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
