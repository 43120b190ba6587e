import { readLeadFilters } from "~/domain/admin/leads";
import { indiaDate } from "~/domain/india-time";
import { csvDownload } from "~/server/admin/csv-file.server";
import { exportLeadsCsv } from "~/server/admin/export-leads-csv.server";
import { requireAdmin } from "~/server/auth/session.server";
import { db } from "~/server/db/database.server";
import type { Route } from "./+types/leads-export";

/** The leads screen's 'Export CSV': every lead the screen's filters select, all pages (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readLeadFilters(new URL(request.url).searchParams);
  return csvDownload(exportLeadsCsv(await db(), { filters }), `leads-${indiaDate(new Date())}.csv`);
}
