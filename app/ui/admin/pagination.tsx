import { pageNumberFrom } from "~/platform";
import { ListPagination } from "~/ui/pagination";
import { smallButtonClass } from "./admin-page";

/** Previous / Next links that keep the other query parameters (search, filters), in the admin screens' style. */
export function Pagination({ page, pageCount, total, label }: { page: number; pageCount: number; total: number; label: string }) {
  return (
    <ListPagination
      page={page}
      pageCount={pageCount}
      label={label}
      summary={`Page ${page} of ${pageCount} (${total} in all)`}
      linkClassName={smallButtonClass}
      preventScrollReset
    />
  );
}

/** The page number from `?page=`, 1 when absent or odd. */
export function pageFrom(url: URL): number {
  return pageNumberFrom(url.searchParams);
}
