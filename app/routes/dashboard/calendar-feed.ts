import { db, getConfig } from "~/platform/index.server";
import {
  buildSessionCalendar,
  calendarResponse,
  feedTokenFromFileName,
  findCalendarFeedOwner,
  loadStudentCalendar,
} from "~/classes/index.server";
import type { Route } from "./+types/calendar-feed";

/**
 * `/calendar/{token}.ics`: a calendar app's subscription, without a session cookie. The unguessable token
 * stands for the student; an unknown or reset token gets 404 and learns nothing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = feedTokenFromFileName(params.feedFile);
  const database = await db();
  const ownerEmail = token ? await findCalendarFeedOwner(database, token) : null;
  if (!ownerEmail) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const calendar = await loadStudentCalendar(database, ownerEmail);
  return calendarResponse(buildSessionCalendar(calendar, { appUrl: getConfig().appUrl }), { download: false });
}
