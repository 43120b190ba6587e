// Lists read a page at a time on the server, with the page in the URL (?page=2): links work without JavaScript,
// every row can be reached, and a page can be shared. Pure, shared by loaders and pages.

export interface PageWindow {
  /** The page shown, 1-based: the one asked for, kept between 1 and the last page. */
  page: number;
  pageCount: number;
  /** Rows to skip and to read. */
  offset: number;
  limit: number;
  /** 1-based positions of the first and last rows shown (0 and 0 when there are none). */
  firstItem: number;
  lastItem: number;
  total: number;
}

export function pageWindow({ total, requested, pageSize }: { total: number; requested: number; pageSize: number }): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
  const offset = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    offset,
    limit: pageSize,
    firstItem: total === 0 ? 0 : offset + 1,
    lastItem: Math.min(total, offset + pageSize),
    total,
  };
}

/** `?page=` as a whole number from 1; anything else (absent, 0, negative, text, absurdly large) is page 1. */
export function pageNumberFrom(searchParams: URLSearchParams): number {
  const text = searchParams.get("page") ?? "";
  if (!/^\d{1,5}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The URL of another page of the same list: the other parameters (filters, search) are kept; page 1 has no ?page. */
export function pageHref(pathname: string, searchParams: URLSearchParams, page: number): string {
  const params = new URLSearchParams(searchParams);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
