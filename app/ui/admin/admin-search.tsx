import { Download, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { TextField } from "~/ui/forms/field";
import { AdminLinkButton, primaryButtonClass, secondaryButtonClass } from "./admin-page";

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
      <TextField
        label={label}
        labelHidden
        compact
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className="w-full"
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
 * own address), and, where the list has an export, download the filtered rows (`exportPath` with the same query).
 */
export function FilterButtons({ listPath, exportPath, query = "" }: { listPath: string; exportPath?: string; query?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={primaryButtonClass}>
        Apply Filters
      </button>
      <AdminLinkButton to={listPath}>Clear Filters</AdminLinkButton>
      {exportPath ? (
        <a href={`${exportPath}${query ? `?${query}` : ""}`} download className={secondaryButtonClass}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      ) : null}
    </div>
  );
}
