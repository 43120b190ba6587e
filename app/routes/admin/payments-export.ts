import { readPaymentFilters } from "~/payments";
import { indiaDate } from "~/platform";
import { csvDownload } from "~/staff/index.server";
import { exportPaymentsCsv } from "~/payments/index.server";
import { requireAdmin } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/payments-export";

/** The payments screen's 'Export CSV': every payment the screen's filters select, all pages (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readPaymentFilters(new URL(request.url).searchParams);
  return csvDownload(exportPaymentsCsv(await db(), { filters }), `payments-${indiaDate(new Date())}.csv`);
}
