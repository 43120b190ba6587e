import ical, { ICalCalendarMethod } from "ical-generator";
import { formatClockTime, indiaZonedDate, IST_TIME_ZONE } from "~/platform";
import { SESSION_LENGTH_MINUTES, sessionStartInstant } from "~/classes/sessions";
import { siteConfig } from "~/content/site-config";
import type { StudentCalendar } from "./load-student-calendar.server";

// India has kept +05:30 without daylight saving since 1945, so one STANDARD block describes the zone fully.
const IST_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${IST_TIME_ZONE}`,
  `X-LIC-LOCATION:${IST_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/**
 * The batch's sessions as an iCalendar file: times in India time (TZID=Asia/Kolkata with its VTIMEZONE), each
 * event carrying the class meeting link, with stable UIDs so a subscribed calendar updates events in place.
 */
export function buildSessionCalendar(calendar: StudentCalendar, options: { appUrl: string }): string {
  const host = new URL(options.appUrl).host;
  const course = calendar.courseName ?? "Live classes";
  const feed = ical({
    name: `${siteConfig.shortName}: ${course}`,
    description: `Your ${course} sessions at ${siteConfig.name}`,
    prodId: { company: siteConfig.name, product: "Class calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 6,
  });
  feed.timezone({ name: null, generator: () => IST_VTIMEZONE });

  calendar.sessions.forEach((session, index) => {
    // Calendar events start on the minute, as the dashboard shows them.
    const startsAt = sessionStartInstant(session.sessionDate, formatClockTime(session.sessionStartTime));
    const start = indiaZonedDate(startsAt);
    const title = session.sessionTitle || `Session ${index + 1}`;
    const details = [
      session.sessionDescription,
      calendar.meetingLink ? `Join the class: ${calendar.meetingLink}` : "Your class link will appear on your dashboard.",
      session.sessionLink ? `Recording: ${session.sessionLink}` : null,
      session.studyMaterialLink ? `Study material: ${session.studyMaterialLink}` : null,
      `Dashboard: ${options.appUrl}/dashboard`,
    ].filter(Boolean);
    feed.createEvent({
      id: `session-${session.sessionId}@${host}`,
      timezone: IST_TIME_ZONE,
      start,
      end: indiaZonedDate(start.getTime() + SESSION_LENGTH_MINUTES * 60_000),
      summary: `${course}: ${title}`,
      description: details.join("\n\n"),
      location: calendar.meetingLink ?? undefined,
      url: calendar.meetingLink ?? undefined,
    });
  });
  return feed.toString();
}

/** The HTTP answer for a calendar: `download` asks the browser to save it as a file. */
export function calendarResponse(body: string, options: { download: boolean }) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${options.download ? "attachment" : "inline"}; filename="class-sessions.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
