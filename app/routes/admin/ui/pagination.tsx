import { Link, useLocation } from "react-router";
import { smallButtonClass } from "./admin-page";

/** Previous / Next links that keep the other query parameters (search, filters). */
export function Pagination({ page, pageCount, total, label }: { page: number; pageCount: number; total: number; label: string }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const linkTo = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between gap-2 text-sm text-gray-700">
      <span>
        Page {page} of {pageCount} ({total} in all)
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={linkTo(page - 1)} className={smallButtonClass} preventScrollReset>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={linkTo(page + 1)} className={smallButtonClass} preventScrollReset>
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** The page number from `?page=`, 1 when absent or odd. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}
