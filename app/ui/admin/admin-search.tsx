import { Download, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "./admin-page";

export const filterSelectClass =
  "rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** The search box (`q`) over an admin list; `children` are further filters between the box and the button. */
export function AdminSearch({
  id,
  label,
  defaultValue,
  placeholder,
  className = "mb-4 flex flex-col gap-2 sm:flex-row",
  children,
}: {
  id: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {children}
      <button type="submit" className={secondaryButtonClass}>
        <Search aria-hidden="true" className="h-4 w-4" />
        Search
      </button>
    </Form>
  );
}

/**
 * The buttons under a list's filter form: apply them (a GET, so they live in the address), clear them (the list's
 * own address), and download the filtered rows (`exportPath` with the same query).
 */
export function FilterButtons({ listPath, exportPath, query }: { listPath: string; exportPath: string; query: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={primaryButtonClass}>
        Apply Filters
      </button>
      <Link to={listPath} className={secondaryButtonClass}>
        Clear Filters
      </Link>
      <a href={`${exportPath}${query ? `?${query}` : ""}`} download className={secondaryButtonClass}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Export CSV
      </a>
    </div>
  );
}

/** One filter of a list's filter form: its label above its control. */
export function FilterField({
  htmlFor,
  label,
  className,
  children,
}: {
  htmlFor: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A select of one filter: 'all' first (no filter), then the choices. */
export function FilterChoices({
  all,
  options,
  ...select
}: {
  id: string;
  name: string;
  defaultValue: string;
  className: string;
  all: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select {...select}>
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
