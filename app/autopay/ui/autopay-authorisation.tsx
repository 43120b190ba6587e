// The mandate the student approves: amount, how often, how many debits and the first one. The sandbox answers with its
// own buttons, as its payment checkout does; with Razorpay, Checkout opens with the subscription's id.
import { useRef, useState } from "react";
import { Form } from "react-router";
import { siteConfig } from "~/content/site-config";
import { type AutopayMandate, CHARGE_PERIOD_DAYS } from "~/autopay/autopay";
import { formatIndiaDate, formatMoney } from "~/platform";
import { loadRazorpayCheckout } from "~/payments/ui";
import { ErrorBanner } from "~/ui/forms/form-controls";
import { linkButtonClass, secondaryLinkButtonClass } from "~/ui/dashboard/link-styles";

export function AutopayAuthorisation({ mandate, error }: { mandate: AutopayMandate; error: string | null }) {
  const amount = formatMoney(mandate.amountPaise, "INR", { decimals: "when-fractional" });
  return (
    <div className="space-y-4">
      <ErrorBanner message={error} />
      <dl className="grid gap-2 rounded-xl border border-gray-200 p-4 text-sm sm:grid-cols-2">
        <dt className="text-gray-700">Course</dt>
        <dd className="font-semibold text-gray-900">{mandate.course}</dd>
        <dt className="text-gray-700">Each debit</dt>
        <dd className="font-semibold text-gray-900">
          {amount} every {CHARGE_PERIOD_DAYS} days
        </dd>
        <dt className="text-gray-700">Debits</dt>
        <dd className="font-semibold text-gray-900">{mandate.totalCount}</dd>
        {mandate.firstChargeAt ? (
          <>
            <dt className="text-gray-700">First debit</dt>
            <dd className="font-semibold text-gray-900">{formatIndiaDate(mandate.firstChargeAt)}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-gray-800">
        We e-mail you at least 24 hours before each debit. You can turn autopay off on your dashboard at any time.
      </p>
      {mandate.provider === "sandbox" ? <SandboxButtons /> : <RazorpayButton mandate={mandate} />}
    </div>
  );
}

function SandboxButtons() {
  return (
    <Form method="post" className="space-y-3">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Sandbox checkout: no money moves. Authorise, or authorise with a bank that will decline the debits.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="authorise" className={linkButtonClass}>
          Authorise autopay
        </button>
        <button type="submit" name="intent" value="authorise-declining" className={secondaryLinkButtonClass}>
          Authorise; the bank declines the debits
        </button>
      </div>
    </Form>
  );
}

function RazorpayButton({ mandate }: { mandate: AutopayMandate }) {
  const form = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState({ paymentId: "", signature: "" });
  const [problem, setProblem] = useState<string | null>(null);
  async function open() {
    setProblem(null);
    try {
      const Razorpay = await loadRazorpayCheckout();
      new Razorpay({
        key: mandate.keyId,
        subscription_id: mandate.providerSubscriptionId,
        name: siteConfig.name,
        description: `${mandate.course}: monthly instalments`,
        theme: { color: "#4f46e5" },
        handler: (response: { razorpay_payment_id: string; razorpay_signature: string }) => {
          setAnswer({ paymentId: response.razorpay_payment_id, signature: response.razorpay_signature });
          // The hidden fields take the answer on the next render; submit after it.
          setTimeout(() => form.current?.requestSubmit());
        },
      }).open();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <Form method="post" ref={form}>
      <ErrorBanner message={problem} />
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="razorpay_payment_id" value={answer.paymentId} />
      <input type="hidden" name="razorpay_signature" value={answer.signature} />
      <button type="button" onClick={() => void open()} className={linkButtonClass}>
        Authorise autopay
      </button>
    </Form>
  );
}
