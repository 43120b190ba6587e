import type { Dispatch } from "react";
import { COUNTRIES, currencyFor, MAX_RENEWAL_MONTHS, type CatalogueItem, type Country } from "~/domain/pricing";
import { SelectField } from "~/ui/forms/field";
import { courseOptionLabel } from "./course-options";
import type { PaymentFormEvent, PaymentFormState } from "./payment-form-state";

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

const MONTH_OPTIONS = Array.from({ length: MAX_RENEWAL_MONTHS }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? "1 Month" : `${index + 1} Months`,
}));

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
        <SelectField
          label="How many months?"
          name="payment_renewal_months"
          required
          options={MONTH_OPTIONS}
          value={String(form.renewalMonths)}
          onChange={(event) => dispatch({ type: "renewal-months-chosen", months: Number(event.target.value) })}
        />
      ) : null}
    </>
  );
}
