// The loaders of the admin screens: a visitor who is not an admin gets the sign-in gate and nothing is read.
import { optionalAdmin } from "~/staff/index.server";
import { type Database, db } from "~/platform/index.server";
import { pageFrom } from "~/ui/admin/pagination";

/** The gate, or `{ gate: false }` with what `load` reads for the address. */
export async function adminLoader<Data extends object>(request: Request, load: (url: URL) => Promise<Data>) {
  if (!(await optionalAdmin(request))) return { gate: true as const };
  return { gate: false as const, ...(await load(new URL(request.url))) };
}

/** A filtered, paged list: the filters read from the address, then that page of the list. */
export function adminListLoader<Filters, List extends object>(
  request: Request,
  readFilters: (params: URLSearchParams) => Filters,
  list: (database: Database, query: { filters: Filters; page: number }) => Promise<List>,
) {
  return adminLoader(request, async (url) => {
    const filters = readFilters(url.searchParams);
    return { filters, ...(await list(await db(), { filters, page: pageFrom(url) })) };
  });
}
