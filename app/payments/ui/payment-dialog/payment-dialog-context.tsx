import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Currency } from "~/platform";
import { retryRequestFrom, type PaymentDialogVariant } from "~/payments/payment-return";
import { PaymentDialogFrame, paymentDialogShellIsOpen } from "~/ui/document-scripts";

/** The next instalment(s) of one enrolment, as the dashboard's card shows it. */
export interface InstalmentRequest {
  enrolmentId: string;
  course: string;
  /** The country of the enrolment's first payment: instalments are charged in its currency. */
  country: string;
  currency: Currency;
  pricePerMonthMinor: number;
  monthsRemaining: number;
  remainingMinor: number;
}

/** What a page asks the payment dialog to show (spec 1 §2 "Payment dialog", spec 2 §3 "Enrolment dialog inputs"). */
export interface PaymentDialogRequest {
  /** Preselected course name, e.g. 'Agentic AI'. Empty: the visitor chooses. */
  defaultCourse?: string;
  /** normal; renewal only; renewal plus normal course select; Zodiac-only (spec 1 §2). */
  variant?: PaymentDialogVariant;
  /** Pay the next instalment of this enrolment: course and country fixed, no coupon; the server prices it. */
  instalment?: InstalmentRequest;
  /** Bought from the CXO page: sent with the order while `defaultCourse` is the course selected. */
  programme?: "cxo";
}

interface PaymentDialogControls {
  openPaymentDialog(request?: PaymentDialogRequest): void;
}

const PaymentDialogContext = createContext<PaymentDialogControls | null>(null);

// Code-split: pages download the dialog only when someone opens it.
const loadPaymentDialog = () => import("./payment-dialog");
const PaymentDialog = lazy(loadPaymentDialog);
// Someone already opened it before React was there (document-scripts.tsx): fetch it while React hydrates.
if (typeof document !== "undefined" && paymentDialogShellIsOpen()) void loadPaymentDialog();

export function PaymentDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<PaymentDialogRequest | null>(null);
  const openPaymentDialog = useCallback((next: PaymentDialogRequest = {}) => setRequest(next), []);
  const closePaymentDialog = useCallback(() => setRequest(null), []);

  // A page with a button that opens the dialog fetches its code once React is idle, so that the form is there soon.
  useEffect(() => {
    if (!document.querySelector("[data-instant=payment-dialog]")) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    idle(() => void loadPaymentDialog());
  }, []);
  const controls = useMemo(() => ({ openPaymentDialog }), [openPaymentDialog]);

  // 'Try Payment Again' on /payment-cancelled returns here with the course: reopen the dialog with it, once.
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const retry = retryRequestFrom(searchParams);
    if (!retry) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is the outside system here: it is read once and then cleared
    setRequest({ defaultCourse: retry.defaultCourse, variant: retry.variant });
    const rest = retry.rest.toString();
    void navigate({ search: rest ? `?${rest}` : "", hash: window.location.hash }, { replace: true, preventScrollReset: true });
  }, [searchParams, navigate]);
  return (
    <PaymentDialogContext.Provider value={controls}>
      {children}
      {request ? (
        <Suspense fallback={<PaymentDialogFrame onClose={closePaymentDialog} />}>
          <PaymentDialog request={request} onClose={closePaymentDialog} />
        </Suspense>
      ) : null}
    </PaymentDialogContext.Provider>
  );
}

export function usePaymentDialog(): PaymentDialogControls {
  const controls = useContext(PaymentDialogContext);
  if (!controls) throw new Error("usePaymentDialog must be used inside <PaymentDialogProvider>");
  return controls;
}
