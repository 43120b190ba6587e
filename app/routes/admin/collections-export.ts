import { readCollectionFilters } from "~/collections";
import { indiaDate } from "~/platform";
import { csvDownload, requireStaff } from "~/staff/index.server";
import { exportCollectionsCsv, graceDays } from "~/collections/index.server";
import { appClock, db } from "~/platform/index.server";
import type { Route } from "./+types/collections-export";

/** The collections desk's 'Export CSV': every row of the tab and filters, all pages (admins and support: STAFF_ACCESS). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "collections.download");
  const filters = readCollectionFilters(new URL(request.url).searchParams);
  const now = appClock();
  return csvDownload(
    exportCollectionsCsv(await db(), { filters, now, graceDays: graceDays() }),
    `collections-${indiaDate(now)}.csv`,
  );
}
