import { indiaDate } from "~/platform";
import { readAnalyticsFilters } from "~/ai-spots";
import { csvDownload, requireStaff } from "~/staff/index.server";
import { exportSpotAnalyticsCsv } from "~/ai-spots/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/ai-spot-analytics-export";

/** The analytics screen's Export: the filtered quiz submissions as a CSV download (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "ai-spot-analytics");
  const filters = readAnalyticsFilters(new URL(request.url).searchParams);
  const csv = await exportSpotAnalyticsCsv(await db(), { filters });
  return csvDownload(csv, `ai-spot-quiz-submissions-${indiaDate(new Date())}.csv`);
}
