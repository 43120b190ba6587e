import { requireVerifiedUser } from "~/accounts/index.server";
import { db, getConfig } from "~/platform/index.server";
import { buildSessionCalendar, calendarResponse, loadStudentCalendar } from "~/classes/index.server";
import type { Route } from "./+types/calendar-download";

/** 'Add to calendar': the signed-in student's batch sessions as an .ics file. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  const calendar = await loadStudentCalendar(await db(), user.email);
  return calendarResponse(buildSessionCalendar(calendar, { appUrl: getConfig().appUrl }), { download: true });
}
