import { CalendarDays, CalendarPlus, FileText, PlayCircle, Video } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Form, useNavigation } from "react-router";
import { formatClockTime, formatDisplayDate } from "~/platform";
import { viewerLocalStart } from "~/classes/sessions";
import type { DashboardSession, StudentDashboard } from "~/enrolments/index.server";
import { CopyButton } from "~/ui/dashboard/copy-button";
import { TextField } from "~/ui/forms/field";
import { DashboardSection, EmptyNote } from "~/ui/dashboard/dashboard-section";
import { linkButtonClass, secondaryLinkButtonClass, textLinkClass } from "~/ui/dashboard/link-styles";

export const CLASS_JOIN_PATH = "/class/join";

export function JoinClassSection({ dashboard }: { dashboard: StudentDashboard }) {
  const { classLink, student } = dashboard;
  return (
    <DashboardSection
      id="join-class"
      title="Join Your Class"
      icon={<Video aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {!student?.batchId ? (
        <EmptyNote>
          You haven&apos;t been assigned to a batch yet. Our team will assign you to one shortly, and your class link will appear
          here.
        </EmptyNote>
      ) : !classLink ? (
        <EmptyNote>
          Your batch <span className="font-semibold">{student.batchId}</span> has no class link yet. It will appear here before
          your next class.
        </EmptyNote>
      ) : (
        <div className="space-y-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-gray-600">Course</dt>
              <dd className="font-semibold text-gray-900">{classLink.courseName}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Batch</dt>
              <dd className="font-semibold text-gray-900">{student.batchId}</dd>
            </div>
            {classLink.recurringSchedule ? (
              <div>
                <dt className="text-gray-600">Schedule</dt>
                <dd className="font-semibold text-gray-900">{classLink.recurringSchedule}</dd>
              </div>
            ) : null}
            {classLink.meetingId ? (
              <div>
                <dt className="text-gray-600">Meeting ID</dt>
                <dd className="font-mono font-semibold text-gray-900">{classLink.meetingId}</dd>
              </div>
            ) : null}
            {classLink.passcode ? (
              <div>
                <dt className="text-gray-600">Passcode</dt>
                <dd className="font-mono font-semibold text-gray-900">{classLink.passcode}</dd>
              </div>
            ) : null}
          </dl>
          <JoinClassForm label="Join Class" newTab />
        </div>
      )}
    </DashboardSection>
  );
}

/**
 * 'Join Your Class': a form POSTing to /class/join, never a link, since a GET must not mark a student present
 * (docs/decisions/0088-join-class-by-post.md). A plain form, so the browser follows the redirect to another site.
 */
export function JoinClassForm({ label, newTab = false }: { label: string; newTab?: boolean }) {
  return (
    <form method="post" action={CLASS_JOIN_PATH} target={newTab ? "_blank" : undefined}>
      <button type="submit" className={linkButtonClass}>
        <Video aria-hidden="true" className="h-4 w-4" />
        {label}
        {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </button>
    </form>
  );
}

/** The viewer's IANA time zone, known only in the browser (null while server-rendering and hydrating). */
function useViewerTimeZone() {
  return useSyncExternalStore(
    noChanges,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || null,
    () => null,
  );
}

// The browser's time zone does not change while the page is open.
const noChanges = () => () => {};

function SessionItem({
  session,
  viewerTimeZone,
  next,
}: {
  session: DashboardSession;
  viewerTimeZone: string | null;
  next?: boolean;
}) {
  const local = viewerTimeZone ? viewerLocalStart(session.sessionDate, session.sessionStartTime, viewerTimeZone) : null;
  return (
    <li className={`rounded-xl border p-4 ${next ? "border-brand-600 bg-brand-50" : "border-gray-200"}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
        <span className="font-semibold text-brand-800">Session {session.number}</span>
        {next ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Next class</span> : null}
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          {formatDisplayDate(session.sessionDate)}
        </span>
        <span>{formatClockTime(session.sessionStartTime)} IST</span>
        {session.attended === null ? null : session.attended ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Attended</span>
        ) : (
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">Missed</span>
        )}
        {local ? (
          <span className="text-gray-600">
            (your time: {local.date === formatDisplayDate(session.sessionDate) ? local.time : `${local.date}, ${local.time}`})
          </span>
        ) : null}
      </div>
      <h4 className="mt-2 font-semibold text-gray-900">{session.sessionTitle ?? `Session ${session.number}`}</h4>
      {session.sessionDescription ? <p className="mt-1 text-sm text-gray-700">{session.sessionDescription}</p> : null}
      {session.sessionLink || session.studyMaterialLink ? (
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {session.sessionLink ? (
            <SessionLink href={session.sessionLink} icon={PlayCircle} label="Watch Recording" session={session} />
          ) : null}
          {session.studyMaterialLink ? (
            <SessionLink href={session.studyMaterialLink} icon={FileText} label="Study Material" session={session} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A past session's recording or material, opened in a new tab; screen readers hear which session's. */
function SessionLink({
  href,
  icon: Icon,
  label,
  session,
}: {
  href: string;
  icon: typeof PlayCircle;
  label: string;
  session: DashboardSession;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 ${textLinkClass}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
      <span className="sr-only">: {session.sessionTitle ?? `Session ${session.number}`} (opens in a new tab)</span>
    </a>
  );
}

function AddToCalendar({ calendar }: { calendar: NonNullable<StudentDashboard["calendar"]> }) {
  const navigation = useNavigation();
  const resetting = navigation.state !== "idle" && navigation.formData?.get("intent") === "reset-calendar-link";
  const webcalUrl = calendar.subscriptionUrl.replace(/^https?:/, "webcal:");
  return (
    <div className="rounded-xl border border-gray-200 bg-gray-50 p-4">
      <h3 className="flex items-center gap-2 font-semibold text-gray-900">
        <CalendarPlus aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Add to calendar
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        Every session with its time in IST and the class link. Your calendar shows it in your own time zone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={calendar.downloadPath} download className={linkButtonClass}>
          Download .ics
        </a>
        {calendar.subscriptionUrl ? (
          <a href={webcalUrl} className={secondaryLinkButtonClass}>
            Subscribe in calendar app
          </a>
        ) : null}
      </div>
      {calendar.subscriptionUrl ? (
        <div className="mt-4">
          <TextField
            label="Private subscription link (new sessions appear automatically)"
            name="calendar-subscription-url"
            type="url"
            readOnly
            value={calendar.subscriptionUrl}
            onFocus={(event) => event.currentTarget.select()}
            compact
          />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <CopyButton text={calendar.subscriptionUrl} label="Copy link" />
            <Form method="post">
              <input type="hidden" name="intent" value="reset-calendar-link" />
              <button type="submit" disabled={resetting} className={`${secondaryLinkButtonClass} disabled:opacity-70`}>
                {resetting ? "Resetting..." : "Reset link"}
              </button>
            </Form>
          </div>
          <p className="mt-2 text-xs text-gray-600">
            Keep this link to yourself: anyone who has it can see your class schedule. Reset it to stop old copies working.
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** What the sessions list needs: the dashboard, or a classroom's sessions (no calendar links there). */
export type SessionsView = Pick<StudentDashboard, "sessions" | "calendar"> & { student: { batchId: string | null } | null };

export function SessionsSection({ dashboard }: { dashboard: SessionsView }) {
  const { sessions, student, calendar } = dashboard;
  const viewerTimeZone = useViewerTimeZone();
  return (
    <DashboardSection
      id="sessions"
      title="Your Sessions"
      icon={<CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {!student?.batchId ? (
        <EmptyNote>Your sessions will be listed here once you are assigned to a batch.</EmptyNote>
      ) : sessions.listed === 0 ? (
        <EmptyNote>No sessions have been scheduled for your batch yet. Check back soon.</EmptyNote>
      ) : (
        <div className="space-y-6">
          {calendar ? <AddToCalendar calendar={calendar} /> : null}
          <div>
            <h3 className="text-base font-semibold text-gray-900">Upcoming Sessions ({sessions.upcoming.length})</h3>
            {sessions.upcoming.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">No upcoming sessions scheduled right now.</p>
            ) : (
              <ul className="mt-3 space-y-3" aria-label="Upcoming sessions">
                {sessions.upcoming.map((session, index) => (
                  <SessionItem key={session.sessionId} session={session} viewerTimeZone={viewerTimeZone} next={index === 0} />
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="text-base font-semibold text-gray-900">Past Sessions ({sessions.past.length})</h3>
            {sessions.attendance.percent === null ? null : (
              <p className="mt-1 text-sm text-gray-700">
                Attendance: <span className="font-semibold text-gray-900">{sessions.attendance.percent}%</span> (
                {sessions.attendance.attended} of {sessions.attendance.held} sessions)
              </p>
            )}
            {sessions.past.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">Your first session is still to come.</p>
            ) : (
              <ul className="mt-3 space-y-3" aria-label="Past sessions">
                {sessions.past.map((session) => (
                  <SessionItem key={session.sessionId} session={session} viewerTimeZone={viewerTimeZone} />
                ))}
              </ul>
            )}
          </div>
          {viewerTimeZone ? (
            <p className="text-xs text-gray-600">
              {[...sessions.upcoming, ...sessions.past].some((session) =>
                viewerLocalStart(session.sessionDate, session.sessionStartTime, viewerTimeZone),
              )
                ? `Times are in India Standard Time (IST), with your local time (${viewerTimeZone}) in brackets.`
                : "Times are in India Standard Time (IST)."}
            </p>
          ) : null}
        </div>
      )}
    </DashboardSection>
  );
}
