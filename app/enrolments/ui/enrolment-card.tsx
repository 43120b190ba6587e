// One card per course the student bought, with the spec's fee figures
// (spec 1 §9 "Dashboard") for that course alone, and the way to pay its next instalment.
import { CreditCard } from "lucide-react";
import type { EnrolmentAutopay } from "~/autopay";
import { AutopayOnCard } from "~/autopay/ui";
import type { DashboardEnrolment, EnrolmentStatus } from "~/enrolments/enrolment";
import { formatDisplayDate, formatMoney } from "~/platform";
import { usePaymentDialog } from "~/payments/ui";
import { Figure } from "~/ui/dashboard/figure";
import { linkButtonClass } from "~/ui/dashboard/link-styles";
import { ProgressBar } from "~/ui/dashboard/progress-bar";

/** Statuses worth a word on the card; an active or completed enrolment says it with its figures. */
const ENDED_STATUS: Partial<Record<EnrolmentStatus, string>> = { cancelled: "Cancelled", refunded: "Refunded" };

export function EnrolmentCard({ enrolment, autopay }: { enrolment: DashboardEnrolment; autopay?: EnrolmentAutopay }) {
  const headingId = `enrolment-${enrolment.id}-course`;
  const money = (minor: number) => formatMoney(minor, enrolment.currency, { decimals: "when-fractional" });
  const ended = ENDED_STATUS[enrolment.status];
  return (
    <li className="rounded-xl border border-gray-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-gray-900">
            {enrolment.course}
          </h3>
          <p className="text-sm text-gray-700">{enrolment.planLabel}</p>
          {enrolment.plan === "monthly" || enrolment.plan === "cxo" ? (
            <p className="text-sm text-gray-700">
              {Math.min(enrolment.monthsPaid, enrolment.monthsInPlan)} of {enrolment.monthsInPlan} instalments paid
            </p>
          ) : null}
        </div>
        {ended ? (
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800 ring-1 ring-inset ring-gray-200">
            {ended}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label="Full Course Fee" value={money(enrolment.feeMinor)} />
        <Figure label="Amount Paid" value={money(enrolment.paidMinor)} />
        <Figure label="Remaining Amount" value={money(enrolment.remainingMinor)} />
      </dl>
      <div className="mt-3">
        <ProgressBar
          label="Fee paid"
          percent={enrolment.percentPaid}
          valueText={`${enrolment.percentPaid}% paid`}
          describedBy={headingId}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <DueNote enrolment={enrolment} />
        {enrolment.monthsRemaining > 0 ? <PayNextInstalmentButton enrolment={enrolment} describedBy={headingId} /> : null}
      </div>
      <AutopayOnCard enrolment={enrolment} autopay={autopay} describedBy={headingId} />
    </li>
  );
}

function DueNote({ enrolment }: { enrolment: DashboardEnrolment }) {
  if (enrolment.remainingMinor === 0) return <p className="text-sm font-semibold text-green-800">Fully paid</p>;
  if (!enrolment.nextDueDate) return null;
  return (
    <p className="text-sm text-gray-800">
      Next instalment due: <span className="font-semibold">{formatDisplayDate(enrolment.nextDueDate)}</span>
    </p>
  );
}

/** Opens the payment dialog preset to this enrolment; the server prices the order from it. */
export function PayNextInstalmentButton({
  enrolment,
  describedBy,
  label = "Pay next instalment",
}: {
  enrolment: DashboardEnrolment;
  describedBy?: string;
  label?: string;
}) {
  const { openPaymentDialog } = usePaymentDialog();
  const { id, course, country, currency, pricePerMonthMinor, monthsRemaining, remainingMinor } = enrolment;
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      className={linkButtonClass}
      onClick={() =>
        openPaymentDialog({
          instalment: { enrolmentId: id, course, country, currency, pricePerMonthMinor, monthsRemaining, remainingMinor },
        })
      }
    >
      <CreditCard aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
