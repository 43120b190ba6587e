import type { PaymentStatus } from "~/domain/payment-state";

const STATUS_STYLES: Record<PaymentStatus, { label: string; className: string }> = {
  success: { label: "Success", className: "bg-green-100 text-green-800 ring-green-200" },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900 ring-amber-200" },
  failed: { label: "Failed", className: "bg-red-100 text-red-800 ring-red-200" },
  cancelled: { label: "Cancelled", className: "bg-gray-100 text-gray-800 ring-gray-200" },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const style = STATUS_STYLES[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.className}`}
    >
      {style.label}
    </span>
  );
}
