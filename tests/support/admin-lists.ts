// The paged admin lists (payments, leads, referrers) as a test reads them: one page by its query string, or every
// row of every page. The lists' fixtures are dated January 2021 (India time), apart from other tests' rows of today.
import { expect } from "vitest";
import { pageRequest, payloadOf, run, statusOf, type RouteFunction } from "./route-calls";

export const JANUARY = { from: "2021-01-01", to: "2021-01-31" };
export const inJanuary = (query = "") => `from=${JANUARY.from}&to=${JANUARY.to}${query ? `&${query}` : ""}`;

/** A list's loader at `path`, read as the admin whose cookie `cookie()` gives; `rowsOf` picks a page's rows. */
export function adminList<Payload extends { pageCount: number }, Row>(
  loader: RouteFunction,
  path: string,
  cookie: () => string,
  rowsOf: (payload: Payload) => Row[],
) {
  async function list(query: string): Promise<Payload> {
    const result = await run(loader, pageRequest(`${path}?${query}`, cookie()));
    expect(statusOf(result)).toBe(200);
    return payloadOf(result) as unknown as Payload;
  }

  /** Every row of every page of a filtered list. */
  async function allPages(query: string) {
    const first = await list(query);
    const rows = [...rowsOf(first)];
    for (let page = 2; page <= first.pageCount; page += 1) rows.push(...rowsOf(await list(`${query}&page=${page}`)));
    return rows;
  }

  return { list, allPages };
}
