import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The heading and body of one admin screen. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* A long title (a referrer's e-mail) wraps rather than widening the page on a phone. */}
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 text-gray-700">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A white card with a heading, for a form or a list. */
export function AdminPanel({
  title,
  id,
  children,
  className = "",
}: {
  title: ReactNode;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60";
export const smallButtonClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50";
export const tableClass = "w-full min-w-[40rem] divide-y divide-gray-200 text-left text-sm";
export const thClass = "whitespace-nowrap px-3 py-2 font-semibold text-gray-700";
export const tdClass = "px-3 py-2 align-top text-gray-800";

/**
 * A table that scrolls sideways in its own box on narrow screens. Focusable, so keyboard users can scroll it;
 * `relative`, so screen-reader-only text inside it is clipped with it instead of widening the page.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {children}
    </div>
  );
}

/** The table of an admin list: its column headings, then `children` as the body's rows. */
export function AdminTable({ label, headings, children }: { label: string; headings: ReactNode[]; children: ReactNode }) {
  return (
    <TableScroll label={label}>
      <table className={tableClass}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className={thClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A link to another screen that looks like a secondary button ('All batches', 'View Analytics'), with its icon if any. */
export function AdminLinkButton({ to, icon: Icon, children }: { to: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={secondaryButtonClass}>
      {Icon ? <Icon aria-hidden="true" className="h-4 w-4" /> : null}
      {children}
    </Link>
  );
}

/** An admin list's table with one row per item, or the sentence that stands in its place when there are none. */
export function AdminTableOrEmpty<Item>({
  items,
  empty,
  label,
  headings,
  row,
}: {
  items: readonly Item[];
  empty: ReactNode;
  label: string;
  headings: ReactNode[];
  row: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-gray-700">{empty}</p>;
  return (
    <AdminTable label={label} headings={headings}>
      {items.map(row)}
    </AdminTable>
  );
}

/** The green "Active" or grey "Inactive" pill of a row. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-green-100 text-green-900" : "bg-gray-100 text-gray-700"}`}
    >
      {active ? "Active" : "Inactive"}
    </span>
  );
}
