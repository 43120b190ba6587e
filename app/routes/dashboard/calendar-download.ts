import { requireVerifiedUser } from "~/server/auth/session.server";
import { getConfig } from "~/server/config.server";
import { buildSessionCalendar, calendarResponse } from "~/server/dashboard/build-session-calendar.server";
import { loadStudentCalendar } from "~/server/dashboard/load-student-calendar.server";
import { db } from "~/server/db/database.server";
import type { Route } from "./+types/calendar-download";

/** 'Add to calendar': the signed-in student's batch sessions as an .ics file. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  const calendar = await loadStudentCalendar(await db(), user.email);
  return calendarResponse(buildSessionCalendar(calendar, { appUrl: getConfig().appUrl }), { download: true });
}
