import { readPaymentFilters } from "~/payments";
import { indiaDate } from "~/platform";
import { csvDownload, requireStaff } from "~/staff/index.server";
import { exportPaymentsCsv } from "~/payments/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/payments-export";

/** The payments screen's 'Export CSV': every payment the screen's filters select, all pages (admins and support: STAFF_ACCESS). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "payments.download");
  const filters = readPaymentFilters(new URL(request.url).searchParams);
  return csvDownload(exportPaymentsCsv(await db(), { filters }), `payments-${indiaDate(new Date())}.csv`);
}
