import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { hasSpotFilters, SPOT_COUNTRIES, TYPES_OF_PLACE, type SpotFilters } from "~/ai-spots/ai-spots";
import { buttonStyles } from "~/ui/marketing/button-styles";

/** The directory's filters, sent as a GET so the URL holds them (spec 3 §5 "Filters"). */
export function SpotFiltersForm({ filters }: { filters: SpotFilters }) {
  const controlClass =
    "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 placeholder:text-gray-500";
  return (
    <Form
      method="get"
      action="/ai-spots"
      preventScrollReset
      role="search"
      aria-label="Filter AI Spots"
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="spot-filter-country" className="block text-sm font-medium text-gray-800">
          Country
        </label>
        <select id="spot-filter-country" name="country" defaultValue={filters.country} className={controlClass}>
          <option value="">All Countries</option>
          {SPOT_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="spot-filter-state" className="block text-sm font-medium text-gray-800">
          State
        </label>
        <input
          id="spot-filter-state"
          name="state"
          type="text"
          maxLength={100}
          defaultValue={filters.state}
          placeholder="e.g. Karnataka"
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="spot-filter-city" className="block text-sm font-medium text-gray-800">
          City
        </label>
        <input
          id="spot-filter-city"
          name="city"
          type="text"
          maxLength={100}
          defaultValue={filters.city}
          placeholder="e.g. Bengaluru"
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="spot-filter-type" className="block text-sm font-medium text-gray-800">
          Type of Place
        </label>
        <select id="spot-filter-type" name="type" defaultValue={filters.type} className={controlClass}>
          <option value="">All Types</option>
          {TYPES_OF_PLACE.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
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
