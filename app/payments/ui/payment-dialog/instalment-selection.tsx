import type { Dispatch } from "react";
import { formatMoney } from "~/platform";
import { instalmentMonthsOffered } from "./instalment";
import { MonthsField } from "./months-field";
import type { InstalmentRequest } from "./payment-dialog-context";
import type { PaymentFormEvent, PaymentFormState } from "./payment-form-state";

/** Instead of the country and course choices: the enrolment being paid, and how many months. */
export function InstalmentSelection({
  instalment,
  form,
  dispatch,
}: {
  instalment: InstalmentRequest;
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormEvent>;
}) {
  const money = (minor: number) => formatMoney(minor, instalment.currency, { decimals: "when-fractional" });
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm">
        <div className="col-span-2">
          <dt className="text-gray-700">Course</dt>
          <dd className="font-semibold text-gray-900">{instalment.course}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Monthly instalment</dt>
          <dd className="font-semibold text-gray-900">{money(instalment.pricePerMonthMinor)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Remaining Amount</dt>
          <dd className="font-semibold text-gray-900">{money(instalment.remainingMinor)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-gray-700">Country</dt>
          <dd className="text-gray-900">{form.country}</dd>
        </div>
      </dl>
      <MonthsField
        label="Number of months"
        name="payment_instalment_months"
        max={instalmentMonthsOffered(instalment)}
        months={form.renewalMonths}
        onChoose={(months) => dispatch({ type: "renewal-months-chosen", months })}
      />
    </>
  );
}
