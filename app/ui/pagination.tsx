import { Link, useLocation } from "react-router";
import { pageHref } from "~/platform";

/**
 * Previous / Next links of a list read a page at a time (?page=), keeping the other query parameters (search,
 * filters). Plain links: they work without JavaScript. `anchor` brings the reader back to the top of the list.
 */
export function ListPagination({
  page,
  pageCount,
  label,
  summary,
  anchor,
  linkClassName = "inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50",
  preventScrollReset = false,
}: {
  page: number;
  pageCount: number;
  /** What is paged, for the navigation's name ("Library results" → "Library results pages"). */
  label: string;
  summary?: string;
  anchor?: string;
  linkClassName?: string;
  preventScrollReset?: boolean;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const linkTo = (target: number) =>
    `${pageHref(location.pathname, new URLSearchParams(location.search), target)}${anchor ? `#${anchor}` : ""}`;
  return (
    <nav aria-label={`${label} pages`} className="mt-8 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
      <span>{summary ?? `Page ${page} of ${pageCount}`}</span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={linkTo(page - 1)} rel="prev" className={linkClassName} preventScrollReset={preventScrollReset}>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={linkTo(page + 1)} rel="next" className={linkClassName} preventScrollReset={preventScrollReset}>
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
