import type { ReactNode } from "react";
import { FileText, Video } from "lucide-react";
import {
  checkSessionForm,
  emptySessionForm,
  hasLink,
  SESSION_FORM_MESSAGES,
  sessionFormFromRecord,
  type SessionFormValues,
} from "~/domain/admin/session-form";
import { formatClockTime, formatDisplayDate } from "~/domain/india-time";
import { optionalAdmin } from "~/server/admin/admin-access.server";
import { loadRecentSessions } from "~/server/admin/load-recent-sessions.server";
import { saveSessionRecord } from "~/server/admin/save-session-record.server";
import { db } from "~/server/db/database.server";
import { TextAreaField, TextField } from "~/ui/forms/field";
import { answerAdminSave, createdOrUpdated, readAdminAction } from "./admin-action.server";
import type { Route } from "./+types/sessions";
import { AdminGate } from "./ui/admin-gate";
import { adminMeta } from "./ui/admin-meta";
import { AdminFormButtons, AdminPage, AdminPanel, ResetButton } from "./ui/admin-page";
import { AdminStatus } from "./ui/status-message";
import { useAdminForm } from "./ui/use-admin-form";

export const meta = () => adminMeta("Session Management");

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await optionalAdmin(request))) return { gate: true as const };
  const sessions = await loadRecentSessions(await db());
  return {
    gate: false as const,
    now: new Date().toISOString(),
    sessions: sessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString() })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request);
  return answerAdminSave({
    checked: checkSessionForm(form, new Date()),
    save: (record) => saveSessionRecord(database, { actor: admin, record }),
    successMessage: createdOrUpdated(SESSION_FORM_MESSAGES),
    context: "session record",
  });
}

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <SessionsScreen now={loaderData.now} sessions={loaderData.sessions} />;
}

type RecentSession = Extract<Route.ComponentProps["loaderData"], { gate: false }>["sessions"][number];

function SessionsScreen({ now, sessions }: { now: string; sessions: RecentSession[] }) {
  const form = useAdminForm<SessionFormValues>({
    empty: () => emptySessionForm(new Date()),
    initial: emptySessionForm(new Date(now)),
    check: (values) => checkSessionForm(values, new Date()),
  });
  const { field } = form;

  return (
    <AdminPage title="Session Management" intro="Create a session record, or click a recent session to edit it.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AdminPanel title="Update Session Record" id="session-form">
          <form.fetcher.Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
            <AdminStatus status={form.status} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Session ID"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                required
                {...field("session_id")}
              />
              <TextField label="Batch ID" required placeholder="AGENTIC_AI_BATCH_1" {...field("batch_id")} />
              <TextField label="Session Date" type="date" required {...field("session_date")} />
              <TextField label="Start Time" type="time" required {...field("session_start_time")} />
              <TextField label="Session Link" type="url" placeholder="https://..." {...field("session_link")} />
              <TextField label="Study Material Link" type="url" placeholder="https://..." {...field("study_material_link")} />
            </div>
            <TextField label="Session Title" {...field("session_title")} />
            <TextAreaField label="Session Description" rows={3} {...field("session_description")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Created At (IST)" type="datetime-local" required {...field("created_at")} />
              <TextField
                label="Updated At (IST)"
                type="datetime-local"
                hint="Left empty, it is set to the time of saving."
                {...field("updated_at")}
              />
            </div>
            <AdminFormButtons busy={form.busy} reset={<ResetButton onClick={form.reset}>Clear Form</ResetButton>}>
              Save Session
            </AdminFormButtons>
          </form.fetcher.Form>
        </AdminPanel>

        <AdminPanel title="Recent Sessions" id="recent-sessions">
          {sessions.length === 0 ? (
            <p className="text-gray-700">{SESSION_FORM_MESSAGES.noSessions}</p>
          ) : (
            <ul className="space-y-2">
              {sessions.map((session) => (
                <li key={session.sessionId}>
                  <button
                    type="button"
                    onClick={() => form.edit(sessionFormFromRecord(session))}
                    className="w-full rounded-lg border border-gray-200 px-4 py-3 text-left hover:border-brand-600 hover:bg-brand-50"
                  >
                    <span className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold text-gray-900">
                        Session {session.sessionId}
                        {session.sessionTitle ? `: ${session.sessionTitle}` : ""}
                      </span>
                      <span className="text-sm text-gray-700">
                        {formatDisplayDate(session.sessionDate)} {formatClockTime(session.sessionStartTime)} IST
                      </span>
                    </span>
                    <span className="mt-1 block text-sm text-gray-700">{session.batchId}</span>
                    <span className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
                      <Marker
                        present={hasLink(session.sessionLink)}
                        icon={<Video aria-hidden="true" className="h-3.5 w-3.5" />}
                        label="Video"
                      />
                      <Marker
                        present={hasLink(session.studyMaterialLink)}
                        icon={<FileText aria-hidden="true" className="h-3.5 w-3.5" />}
                        label="Materials"
                      />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

/** spec 3 §2.3: whether the session has a video link / materials. */
function Marker({ present, icon, label }: { present: boolean; icon: ReactNode; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${present ? "bg-green-100 text-green-900" : "bg-gray-100 text-gray-700"}`}
    >
      {icon}
      {present ? label : `No ${label.toLowerCase()}`}
    </span>
  );
}
