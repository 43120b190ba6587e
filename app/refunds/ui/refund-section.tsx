import { useState } from "react";
import { useSearchParams } from "react-router";
import { formatIndiaDateTime, formatMoney } from "~/platform";
import {
  ADDITIONAL_REFUND_LABEL,
  isRefundOutcome,
  MAX_REFUND_REASON_LENGTH,
  RECENT_REFUND_MINUTES,
  REFUND_SECTION_ID,
  refundAmountText,
  refundFormAction,
  refundOutcomeMessage,
  type RefundStatus,
} from "~/refunds/refunds";
import type { PaymentRefunds } from "~/refunds/load-payment-refunds.server";
import { CheckboxField, TextAreaField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import { AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";

const STATUS_LABELS: Record<RefundStatus, { text: string; className: string }> = {
  pending: { text: "Pending", className: "bg-amber-100 text-amber-900" },
  processed: { text: "Processed", className: "bg-green-100 text-green-900" },
  failed: { text: "Failed", className: "bg-red-100 text-red-900" },
};

/**
 * A payment's refunds and the refund form. The action redirects back with `?refund=…`, so it works without JavaScript,
 * and the form's hidden key makes a second send refund nothing more.
 */
export function RefundSection({ refunds }: { refunds: PaymentRefunds }) {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get("refund");
  // An `in-progress` answer names the earlier refund by id: it is worded from this payment's own list, or not at all.
  const earlier = refunds.refunds.find((refund) => refund.id === searchParams.get("earlier")) ?? null;
  const message = isRefundOutcome(outcome)
    ? refundOutcomeMessage(outcome, { minor: refunds.refundableMinor, currency: refunds.currency }, earlier)
    : null;
  const money = (minor: number) => formatMoney(minor, refunds.currency);
  const refundedMinor = refunds.refunds
    .filter((refund) => refund.status === "processed")
    .reduce((total, refund) => total + refund.amountMinor, 0);

  return (
    // The form's answer comes back to this section (`#refunds`).
    <div id={REFUND_SECTION_ID} className="scroll-mt-4">
      <AdminPanel
        id={`${REFUND_SECTION_ID}-panel`}
        title={
          <span className="flex flex-wrap items-center gap-2">
            Refunds
            {refunds.refundState ? (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                {refunds.refundState}
              </span>
            ) : null}
          </span>
        }
      >
        <div className="space-y-4">
          {message ? (
            message.kind === "success" ? (
              <SuccessBanner message={message.text} />
            ) : (
              <ErrorBanner message={message.text} />
            )
          ) : null}
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-gray-600">Paid</dt>
              <dd className="font-semibold text-gray-900">{money(refunds.paidMinor)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Refunded</dt>
              <dd className="font-semibold text-gray-900">{money(refundedMinor)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Can still be refunded</dt>
              <dd className="font-semibold text-gray-900">{money(refunds.refundableMinor)}</dd>
            </div>
          </dl>

          {refunds.refunds.length > 0 ? (
            <AdminTable
              label="Refunds of this payment"
              headings={["Requested (IST)", "Amount", "Status", "Reason", "By", "Refund ID", "Credit note"]}
            >
              {refunds.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(refund.requestedAt)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{money(refund.amountMinor)}</td>
                  <td className={tdClass}>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LABELS[refund.status].className}`}>
                      {STATUS_LABELS[refund.status].text}
                    </span>
                    {refund.failureReason ? <p className="mt-1 text-xs text-red-800">{refund.failureReason}</p> : null}
                  </td>
                  <td className={`${tdClass} max-w-xs break-words`}>{refund.reason}</td>
                  <td className={`${tdClass} break-all`}>{refund.requestedBy ?? "—"}</td>
                  <td className={`${tdClass} font-mono text-xs`}>{refund.providerRefundId ?? "—"}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{refund.creditNoteNumber ?? "—"}</td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="text-sm text-gray-700">No refunds yet.</p>
          )}

          {refunds.canRefund && refunds.refundableMinor > 0 ? (
            <RefundForm refunds={refunds} />
          ) : (
            <p className="text-sm text-gray-700">
              {refunds.canRefund
                ? "Nothing is left to refund on this payment."
                : "Only a successful online payment can be refunded."}
            </p>
          )}
        </div>
      </AdminPanel>
    </div>
  );
}

function RefundForm({ refunds }: { refunds: PaymentRefunds }) {
  const [sending, setSending] = useState(false);
  return (
    // A plain form post: the action answers with a redirect back to this page, with or without JavaScript.
    <form
      method="post"
      action={refundFormAction(refunds.paymentId)}
      onSubmit={() => setSending(true)}
      className="space-y-4 border-t border-gray-200 pt-4"
    >
      <h3 className="font-semibold text-gray-900">Refund this payment</h3>
      <input type="hidden" name="refundKey" value={refunds.refundKey} />
      <TextField
        label={`Amount (${refunds.currency})`}
        name="amount"
        required
        inputMode="decimal"
        autoComplete="off"
        defaultValue={refundAmountText(refunds.refundableMinor)}
        hint={`Full or partial: at most ${formatMoney(refunds.refundableMinor, refunds.currency)}.`}
      />
      <TextAreaField
        label="Reason"
        name="reason"
        required
        rows={3}
        maxLength={MAX_REFUND_REASON_LENGTH}
        hint="Recorded with the refund and in the audit log."
      />
      <CheckboxField
        name="additional"
        value="yes"
        label={
          <>
            {ADDITIONAL_REFUND_LABEL}
            <span className="block text-gray-600">
              Needed while another refund of this payment is pending, or was requested in the last {RECENT_REFUND_MINUTES}{" "}
              minutes.
            </span>
          </>
        }
      />
      <SubmitButton busy={sending} busyLabel="Refunding..." className="sm:w-auto">
        Refund
      </SubmitButton>
    </form>
  );
}
