// An enrolment card's autopay: 'Pay monthly automatically' while instalments are left, then 'Autopay on' with the next
// debit's date and amount and 'Turn off autopay' (docs/decisions/0109-autopay.md). Plain forms: a full page answer.
import { Repeat } from "lucide-react";
import { Link } from "react-router";
import { AUTOPAY_TEXT, type AutopayCardEnrolment, type EnrolmentAutopay, isCharging, offersAutopay } from "~/autopay/autopay";
import { formatIndiaDate, formatMoney } from "~/platform";
import { secondaryLinkButtonClass, textLinkClass } from "~/ui/dashboard/link-styles";

export function AutopayOnCard({
  enrolment,
  autopay,
  describedBy,
}: {
  enrolment: AutopayCardEnrolment;
  autopay: EnrolmentAutopay | undefined;
  describedBy: string;
}) {
  if (autopay && isCharging(autopay.status)) {
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-green-50 p-3">
        <div className="text-sm text-green-900">
          <p className="flex items-center gap-1.5 font-semibold">
            <Repeat aria-hidden="true" className="h-4 w-4" />
            {AUTOPAY_TEXT.on}
          </p>
          {autopay.nextChargeAt ? (
            <p>
              Next debit: <span className="font-semibold">{formatIndiaDate(autopay.nextChargeAt)}</span>,{" "}
              <span className="font-semibold">{formatMoney(autopay.amountPaise, "INR", { decimals: "when-fractional" })}</span>
            </p>
          ) : null}
        </div>
        <TurnOffForm enrolmentId={enrolment.id} describedBy={describedBy} />
      </div>
    );
  }
  if (autopay?.status === "created") {
    return (
      <p className="mt-3 text-sm text-gray-800">
        {AUTOPAY_TEXT.waiting}:{" "}
        <Link to={`/dashboard/autopay/${autopay.subscriptionId}`} className={textLinkClass} aria-describedby={describedBy}>
          Authorise autopay
        </Link>
      </p>
    );
  }
  if (autopay?.status === "halted") {
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3">
        <p className="text-sm font-semibold text-amber-900">{AUTOPAY_TEXT.halted}</p>
        <TurnOffForm enrolmentId={enrolment.id} describedBy={describedBy} />
      </div>
    );
  }
  if (!offersAutopay(enrolment)) return null;
  return (
    <form method="post" action="/dashboard/autopay" className="mt-3">
      <input type="hidden" name="intent" value="turn-on" />
      <input type="hidden" name="enrolmentId" value={enrolment.id} />
      <button type="submit" className={secondaryLinkButtonClass} aria-describedby={describedBy}>
        <Repeat aria-hidden="true" className="h-4 w-4" />
        {AUTOPAY_TEXT.turnOn}
      </button>
    </form>
  );
}

function TurnOffForm({ enrolmentId, describedBy }: { enrolmentId: string; describedBy: string }) {
  return (
    <form method="post" action="/dashboard/autopay">
      <input type="hidden" name="intent" value="turn-off" />
      <input type="hidden" name="enrolmentId" value={enrolmentId} />
      <button type="submit" className={secondaryLinkButtonClass} aria-describedby={describedBy}>
        {AUTOPAY_TEXT.turnOff}
      </button>
    </form>
  );
}
