import { FlaskConical } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "~/platform";
import {
  simulateSandboxPayment,
  type CheckoutDetails,
  type ProviderFailureResponse,
  type ProviderSuccessResponse,
} from "./checkout-client";

/** The three ways the test payment can end, in the order the buttons stand; no outcome dismisses the checkout. */
const ENDINGS = [
  { label: "Simulate successful payment", outcome: "success", tone: "bg-green-700 text-white hover:bg-green-800" },
  { label: "Simulate failed payment", outcome: "failed", tone: "bg-red-700 text-white hover:bg-red-800" },
  { label: "Cancel payment", outcome: null, tone: "border border-gray-300 text-gray-800 hover:border-gray-500" },
] as const;

/**
 * The sandbox provider's checkout (default outside production): stands where Razorpay's checkout
 * would, and answers the page exactly as checkout.js does, with signed responses from the server.
 */
export function SandboxCheckoutDialog({
  checkout,
  onSuccess,
  onFailure,
  onDismiss,
}: {
  checkout: CheckoutDetails;
  onSuccess(response: ProviderSuccessResponse): void;
  onFailure(response: ProviderFailureResponse): void;
  onDismiss(): void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function simulate(outcome: "success" | "failed") {
    if (working) return;
    setWorking(true);
    const { ok, data } = await simulateSandboxPayment(checkout.paymentId, outcome).catch(() => ({
      ok: false,
      data: {} as Record<string, unknown>,
    }));
    dialogRef.current?.close();
    if (!ok) onFailure({ error: { description: typeof data.error === "string" ? data.error : undefined } });
    else if (outcome === "success") onSuccess(data as ProviderSuccessResponse);
    else onFailure(data as ProviderFailureResponse);
  }

  function dismiss() {
    if (working) return;
    dialogRef.current?.close();
    onDismiss();
  }

  const charged = formatMoney(checkout.amountPaise, "INR");
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="sandbox-checkout-title"
      aria-describedby="sandbox-checkout-amount"
      onCancel={(event) => {
        event.preventDefault(); // Escape dismisses the checkout, as closing Razorpay's does
        dismiss();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-6">
        <div className="flex items-center gap-2 text-amber-800">
          <FlaskConical aria-hidden="true" className="h-5 w-5" />
          <h2 id="sandbox-checkout-title" className="text-lg font-bold text-gray-900">
            Sandbox checkout
          </h2>
        </div>
        <p className="mt-2 text-sm text-gray-700">No real money moves: choose how this test payment ends.</p>
        <div id="sandbox-checkout-amount" className="mt-4 rounded-lg bg-gray-50 p-4">
          <p className="text-sm text-gray-700">{checkout.description}</p>
          <p className="mt-1 text-2xl font-bold text-gray-900">{checkout.displayAmount}</p>
          {checkout.displayCurrency !== "INR" ? <p className="text-sm text-gray-700">Charged as {charged}</p> : null}
          <p className="mt-1 break-all text-xs text-gray-600">Order {checkout.orderId}</p>
        </div>
        <div className="mt-5 flex flex-col gap-3">
          {ENDINGS.map((ending) => (
            <button
              key={ending.label}
              type="button"
              disabled={working}
              onClick={() => (ending.outcome ? void simulate(ending.outcome) : dismiss())}
              className={`rounded-lg px-4 py-2.5 font-semibold disabled:opacity-70 ${ending.tone}`}
            >
              {ending.label}
            </button>
          ))}
        </div>
      </div>
    </dialog>
  );
}
