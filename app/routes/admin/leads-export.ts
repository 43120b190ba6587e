import { readLeadFilters } from "~/leads";
import { indiaDate } from "~/platform";
import { csvDownload, requireStaff } from "~/staff/index.server";
import { exportLeadsCsv } from "~/leads/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/leads-export";

/** The leads screen's 'Export CSV': every lead the screen's filters select, all pages (admins and support: STAFF_ACCESS). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads.download");
  const filters = readLeadFilters(new URL(request.url).searchParams);
  return csvDownload(exportLeadsCsv(await db(), { filters }), `leads-${indiaDate(new Date())}.csv`);
}
