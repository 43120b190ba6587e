import { SelectField } from "~/ui/forms/field";

/** A choice of 1 to `max` months ('1 Month', '2 Months', …): the renewal's, and an instalment's. */
export function MonthsField({
  label,
  name,
  max,
  months,
  onChoose,
}: {
  label: string;
  name: string;
  max: number;
  months: number;
  onChoose: (months: number) => void;
}) {
  const options = Array.from({ length: max }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? "1 Month" : `${index + 1} Months`,
  }));
  return (
    <SelectField
      label={label}
      name={name}
      required
      options={options}
      value={String(months)}
      onChange={(event) => onChoose(Number(event.target.value))}
    />
  );
}
