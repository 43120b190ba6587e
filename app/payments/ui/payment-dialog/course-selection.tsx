import type { Dispatch } from "react";
import { COUNTRIES, currencyFor, MAX_RENEWAL_MONTHS, type CatalogueItem, type Country } from "~/payments/pricing";
import { SelectField } from "~/ui/forms/field";
import { courseOptionLabel } from "./course-options";
import { MonthsField } from "./months-field";
import type { PaymentFormEvent, PaymentFormState } from "./payment-form-state";

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/** Country, course, and for the renewal how many months (spec 1 §2, §4). */
export function CourseSelection({
  form,
  dispatch,
  offered,
  canChooseCourse,
  item,
}: {
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormEvent>;
  offered: readonly CatalogueItem[];
  canChooseCourse: boolean;
  item: CatalogueItem | undefined;
}) {
  const currency = currencyFor(form.country);
  return (
    <>
      <SelectField
        label="Country"
        name="payment_country"
        required
        options={COUNTRY_OPTIONS}
        value={form.country}
        onChange={(event) => dispatch({ type: "country-chosen", country: event.target.value as Country, canChooseCourse })}
      />
      <SelectField
        label="Course"
        name="payment_course"
        required
        placeholder={canChooseCourse ? "Select a course" : undefined}
        options={offered.map((option) => ({ value: option.name, label: courseOptionLabel(option, currency) }))}
        value={form.course}
        onChange={(event) => dispatch({ type: "course-chosen", course: event.target.value })}
      />
      {item?.kind === "renewal" ? (
        <MonthsField
          label="How many months?"
          name="payment_renewal_months"
          max={MAX_RENEWAL_MONTHS}
          months={form.renewalMonths}
          onChoose={(months) => dispatch({ type: "renewal-months-chosen", months })}
        />
      ) : null}
    </>
  );
}
