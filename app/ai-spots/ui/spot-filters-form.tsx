import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { hasSpotFilters, SPOT_COUNTRIES, TYPES_OF_PLACE, type SpotFilters } from "~/ai-spots/ai-spots";
import { SelectField, TextField } from "~/ui/forms/field";
import { asOptions } from "~/ui/forms/options";
import { buttonStyles } from "~/ui/marketing/button-styles";

/** The filters in the form's order: a list to choose from, or a place's name to type. */
const SPOT_FILTER_FIELDS: {
  name: keyof SpotFilters;
  label: string;
  placeholder: string;
  options?: { value: string; label: string }[];
}[] = [
  { name: "country", label: "Country", placeholder: "All Countries", options: asOptions(SPOT_COUNTRIES) },
  { name: "state", label: "State", placeholder: "e.g. Karnataka" },
  { name: "city", label: "City", placeholder: "e.g. Bengaluru" },
  { name: "type", label: "Type of Place", placeholder: "All Types", options: asOptions(TYPES_OF_PLACE) },
];

/** The directory's filters, sent as a GET so the URL holds them (spec 3 §5 "Filters"). */
export function SpotFiltersForm({ filters }: { filters: SpotFilters }) {
  return (
    <Form
      method="get"
      action="/ai-spots"
      preventScrollReset
      role="search"
      aria-label="Filter AI Spots"
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      {SPOT_FILTER_FIELDS.map(({ options, ...field }) => {
        const shared = { ...field, id: `spot-filter-${field.name}`, defaultValue: filters[field.name] };
        return options ? (
          <SelectField key={field.name} {...shared} options={options} />
        ) : (
          <TextField key={field.name} {...shared} maxLength={100} />
        );
      })}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={`${buttonStyles.primary} flex-1 lg:flex-none`}>
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
        {hasSpotFilters(filters) ? (
          <Link to="/ai-spots#find-ai-spots" preventScrollReset className={buttonStyles.secondary}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
