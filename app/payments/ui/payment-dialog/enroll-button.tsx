import type { ReactNode } from "react";
import { instantPaymentDialog } from "~/ui/document-scripts";
import { usePaymentDialog, type PaymentDialogRequest } from "./payment-dialog-context";

/** Any 'Enroll Now' / 'Get Certified Now' / 'Start Building Now' button: opens the payment dialog. */
export function EnrollButton({
  children,
  className,
  ...request
}: PaymentDialogRequest & { children: ReactNode; className?: string }) {
  const { openPaymentDialog } = usePaymentDialog();
  return (
    <button type="button" className={className} onClick={() => openPaymentDialog(request)} {...instantPaymentDialog}>
      {children}
    </button>
  );
}
