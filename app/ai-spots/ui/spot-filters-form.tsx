import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { hasSpotFilters, SPOT_COUNTRIES, TYPES_OF_PLACE, type SpotFilters } from "~/ai-spots/ai-spots";
import { SelectField, TextField } from "~/ui/forms/field";
import { asOptions } from "~/ui/forms/options";
import { buttonStyles } from "~/ui/marketing/button-styles";

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
      <SelectField
        label="Country"
        name="country"
        id="spot-filter-country"
        defaultValue={filters.country}
        placeholder="All Countries"
        options={asOptions(SPOT_COUNTRIES)}
      />
      <TextField
        label="State"
        name="state"
        id="spot-filter-state"
        maxLength={100}
        defaultValue={filters.state}
        placeholder="e.g. Karnataka"
      />
      <TextField
        label="City"
        name="city"
        id="spot-filter-city"
        maxLength={100}
        defaultValue={filters.city}
        placeholder="e.g. Bengaluru"
      />
      <SelectField
        label="Type of Place"
        name="type"
        id="spot-filter-type"
        defaultValue={filters.type}
        placeholder="All Types"
        options={asOptions(TYPES_OF_PLACE)}
      />
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
