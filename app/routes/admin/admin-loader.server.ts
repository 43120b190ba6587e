// The loaders of the admin screens: a visitor who is not staff gets the sign-in gate and nothing is read;
// staff whose role may not open the screen get a 403 page (STAFF_ACCESS in app/staff/staff-roles.ts).
import { ADMIN_ONLY, type StaffAccess } from "~/staff";
import { staffForScreen, type StaffUser } from "~/staff/index.server";
import { type Database, db } from "~/platform/index.server";
import { pageFrom } from "~/ui/admin/pagination";

/** The gate, or `{ gate: false }` with what `load` reads for the address; admin only unless `access` names a wider entry. */
export async function adminLoader<Data extends object>(
  request: Request,
  load: (url: URL, staff: StaffUser) => Promise<Data>,
  { access = ADMIN_ONLY }: { access?: StaffAccess } = {},
) {
  const staff = await staffForScreen(request, access);
  if (!staff) return { gate: true as const };
  return { gate: false as const, ...(await load(new URL(request.url), staff)) };
}

/** A filtered, paged list: the filters read from the address, then that page of the list. */
export function adminListLoader<Filters, List extends object>(
  request: Request,
  readFilters: (params: URLSearchParams) => Filters,
  list: (database: Database, query: { filters: Filters; page: number }) => Promise<List>,
  options: { access?: StaffAccess } = {},
) {
  return adminLoader(
    request,
    async (url) => {
      const filters = readFilters(url.searchParams);
      return { filters, ...(await list(await db(), { filters, page: pageFrom(url) })) };
    },
    options,
  );
}
