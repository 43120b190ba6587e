import { indiaDate } from "~/domain/india-time";
import { readAnalyticsFilters } from "~/domain/admin/spot-analytics";
import { csvDownload } from "~/server/admin/csv-file.server";
import { exportSpotAnalyticsCsv } from "~/server/admin/export-spot-analytics-csv.server";
import { requireAdmin } from "~/server/auth/session.server";
import { db } from "~/server/db/database.server";
import type { Route } from "./+types/ai-spot-analytics-export";

/** The analytics screen's Export: the filtered quiz submissions as a CSV download (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readAnalyticsFilters(new URL(request.url).searchParams);
  const csv = await exportSpotAnalyticsCsv(await db(), { filters });
  return csvDownload(csv, `ai-spot-quiz-submissions-${indiaDate(new Date())}.csv`);
}
