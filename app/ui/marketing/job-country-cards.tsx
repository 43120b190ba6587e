import type { JobCountry } from "~/content/careers";
import { CardGrid } from "./card-grid";

/** India, USA and Canada with what the job market there looks like (spec 2 §2.4, §2.6 job-access block). */
export function JobCountryCards({ countries }: { countries: readonly JobCountry[] }) {
  return (
    <CardGrid items={countries} itemKey={(country) => country.name} className="grid gap-6 md:grid-cols-3">
      {(country) => (
        <>
          <h3 className="flex items-center gap-3 text-xl font-bold text-gray-900">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {country.code}
            </span>
            {country.name}
          </h3>
          <p className="mt-3 text-gray-700">{country.description}</p>
          <ul aria-label={`Hiring sectors in ${country.name}`} className="mt-4 flex flex-wrap gap-2">
            {country.sectors.map((sector) => (
              <li key={sector} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {sector}
              </li>
            ))}
          </ul>
        </>
      )}
    </CardGrid>
  );
}
