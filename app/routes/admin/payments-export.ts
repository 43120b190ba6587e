import { readPaymentFilters } from "~/domain/admin/payments";
import { indiaDate } from "~/domain/india-time";
import { csvDownload } from "~/server/admin/csv-file.server";
import { exportPaymentsCsv } from "~/server/admin/export-payments-csv.server";
import { requireAdmin } from "~/server/auth/session.server";
import { db } from "~/server/db/database.server";
import type { Route } from "./+types/payments-export";

/** The payments screen's 'Export CSV': every payment the screen's filters select, all pages (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readPaymentFilters(new URL(request.url).searchParams);
  return csvDownload(exportPaymentsCsv(await db(), { filters }), `payments-${indiaDate(new Date())}.csv`);
}
