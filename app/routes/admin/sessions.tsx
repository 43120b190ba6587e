import type { ReactNode } from "react";
import { FileText, Video } from "lucide-react";
import { Form, Link } from "react-router";
import {
  type BatchChoice,
  checkSessionForm,
  confirmDeleteSessionText,
  deleteSessionFailedText,
  emptySessionForm,
  hasLink,
  OVERWRITE_CONFIRMED,
  OVERWRITE_FIELD,
  overwriteSessionLabel,
  parseSessionId,
  readSessionBatchFilter,
  SESSION_BATCH_PARAM,
  SESSION_FORM_MESSAGES,
  sessionExistsText,
  sessionFormFromRecord,
  type SessionFormValues,
} from "~/classes";
import { formatClockTime, formatDisplayDate } from "~/platform";
import {
  countAttendance,
  deleteSessionRecord,
  listBatchChoices,
  loadRecentSessions,
  type RecentSessions,
  saveSessionRecord,
  sessionBatchId,
} from "~/classes/index.server";
import { data } from "react-router";
import { STAFF_TEXT, staffMay } from "~/staff";
import { type StaffUser, teachesBatch, visibleBatchIds } from "~/staff/index.server";
import { type Database, db } from "~/platform/index.server";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";
import { SelectField, TextAreaField, TextField } from "~/ui/forms/field";
import { asOptions } from "~/ui/forms/options";
import { answerAdminDelete, answerAdminSave, createdOrUpdated, readAdminAction, withKnownBatch } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/sessions";
import { AdminGate } from "~/staff/ui";
import { BatchIdField } from "~/classes/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminFormButtons, AdminFormPanel, ResetButton } from "~/ui/admin/admin-form";
import { AdminPage, AdminPanel, secondaryButtonClass } from "~/ui/admin/admin-page";
import { pageFrom, Pagination } from "~/ui/admin/pagination";
import { DeleteRowButton, useRowRemover } from "~/ui/admin/row-remover";
import { AdminStatus } from "~/ui/admin/status-message";
import { useAdminForm } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Session Management");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (url, staff) => {
      const batch = readSessionBatchFilter(url.searchParams);
      const database = await db();
      // An instructor sees only the batches they teach; support reads every session but changes none.
      const batchIds = await visibleBatchIds(database, staff, "sessions");
      const list = await loadRecentSessions(database, { batch, page: pageFrom(url), batchIds });
      const attended = await countAttendance(
        database,
        list.sessions.map((session) => session.sessionId),
      );
      return {
        attended: Object.fromEntries(attended),
        batchChoices: await listBatchChoices(database, { batchIds }),
        canChange: staffMay(staff.role, "sessions.change"),
        now: new Date().toISOString(),
        batch,
        ...list,
        sessions: list.sessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString() })),
      };
    },
    { access: "sessions" },
  );
}

/** An instructor's refusal for a session of a batch they do not teach (its batch, or the batch it would move to). */
async function refusedBatch(database: Database, staff: StaffUser, batchIds: (string | null)[], intent = "save") {
  for (const batchId of batchIds) {
    if (batchId !== null && !(await teachesBatch(database, staff, batchId)))
      return data<AdminActionResult>({ ok: false, message: STAFF_TEXT.notYourBatch(batchId), intent }, { status: 403 });
  }
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "sessions.change");
  if (form.intent === "delete") {
    const sessionId = parseSessionId(form.id);
    const refused =
      sessionId === null ? null : await refusedBatch(database, admin, [await sessionBatchId(database, sessionId)], "delete");
    if (refused) return refused;
    return answerAdminDelete({
      id: form.id,
      readId: parseSessionId,
      remove: (sessionId) => deleteSessionRecord(database, { actor: admin, sessionId }),
      messages: SESSION_FORM_MESSAGES,
      failedText: deleteSessionFailedText,
      context: "session record",
    });
  }
  const checked = await withKnownBatch(database, checkSessionForm(form, new Date()), (record) => record.batchId);
  if (checked.ok) {
    const { batchId, sessionId } = checked.value;
    const refused = await refusedBatch(database, admin, [batchId, await sessionBatchId(database, sessionId)]);
    if (refused) return refused;
  }
  return answerAdminSave({
    checked,
    save: (record) =>
      saveSessionRecord(database, { actor: admin, record, overwrite: form[OVERWRITE_FIELD] === OVERWRITE_CONFIRMED }),
    successMessage: createdOrUpdated(SESSION_FORM_MESSAGES),
    // An existing session_id is not overwritten without the admin's confirmation.
    notFoundMessage: checked.ok ? sessionExistsText(checked.value.sessionId) : undefined,
    notFoundStatus: 409,
    context: "session record",
  });
}

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, now, batch, batchChoices, attended, canChange, ...list } = loaderData;
  return (
    <SessionsScreen now={now} batch={batch} batchChoices={batchChoices} attended={attended} canChange={canChange} list={list} />
  );
}

type RecentSession = Extract<Route.ComponentProps["loaderData"], { gate: false }>["sessions"][number];
type SessionList = Omit<RecentSessions, "sessions"> & { sessions: RecentSession[] };

function SessionsScreen({
  now,
  batch,
  batchChoices,
  attended,
  canChange,
  list,
}: {
  now: string;
  /** Support reads the sessions; only admins and instructors change them. */
  canChange: boolean;
  batch: string;
  batchChoices: BatchChoice[];
  /** Students who joined each listed session. */
  attended: Record<number, number>;
  list: SessionList;
}) {
  const form = useAdminForm<SessionFormValues>({
    empty: () => emptySessionForm(new Date()),
    initial: emptySessionForm(new Date(now)),
    check: (values) => checkSessionForm(values, new Date()),
  });
  const { remover, status: deleteStatus } = useRowRemover();
  const { field, values } = form;
  const sessions = list.sessions;
  // Editing a session from the list is the admin's choice to change it; any other existing id asks first.
  const editingThisSession = form.editing !== null && form.editing.session_id === values.session_id;
  const answer = form.fetcher.data;
  const askToOverwrite =
    !form.busy &&
    answer?.ok === false &&
    /^\d+$/.test(values.session_id) &&
    answer.message === sessionExistsText(Number(values.session_id));

  return (
    <AdminPage title="Session Management" intro="Create a session record, or click a recent session to edit it.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {canChange ? (
          <AdminFormPanel form={form} title="Update Session Record" id="session-form">
            {editingThisSession ? <input type="hidden" name={OVERWRITE_FIELD} value={OVERWRITE_CONFIRMED} /> : null}
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
              <BatchIdField choices={batchChoices} {...field("batch_id")} />
              <TextField label="Session Date" type="date" required {...field("session_date")} />
              <TextField label="Start Time" type="time" required {...field("session_start_time")} />
              <TextField
                label="Session Length (minutes)"
                type="number"
                inputMode="numeric"
                min={15}
                max={600}
                step={1}
                hint="Left empty, the class runs 2 hours."
                {...field("duration_minutes")}
              />
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
            {/* After 'Save Session' in the form, so that Enter in a field never confirms the overwrite. */}
            {askToOverwrite ? (
              <button type="submit" name={OVERWRITE_FIELD} value={OVERWRITE_CONFIRMED} className={secondaryButtonClass}>
                {overwriteSessionLabel(Number(values.session_id))}
              </button>
            ) : null}
          </AdminFormPanel>
        ) : null}

        <AdminPanel title="Recent Sessions" id="recent-sessions">
          <Form method="get" role="search" aria-label="Filter sessions" className="mb-4 flex flex-wrap items-end gap-2">
            <SelectField
              label={SESSION_FORM_MESSAGES.batchFilterLabel}
              id="sessions-batch"
              name={SESSION_BATCH_PARAM}
              defaultValue={batch}
              compact
              placeholder={SESSION_FORM_MESSAGES.allBatches}
              options={asOptions(list.batches)}
              className="grow"
            />
            <button type="submit" className={secondaryButtonClass}>
              Show
            </button>
          </Form>
          <div className="mb-4">
            <AdminStatus status={deleteStatus} />
          </div>
          {sessions.length === 0 ? (
            <p className="text-gray-700">{SESSION_FORM_MESSAGES.noSessions}</p>
          ) : (
            <ul className="space-y-2">
              {sessions.map((session) => (
                <li key={session.sessionId} className="flex items-start gap-2">
                  <button
                    type="button"
                    onClick={() => form.edit(sessionFormFromRecord(session))}
                    className="min-w-0 flex-1 rounded-lg border border-gray-200 px-4 py-3 text-left hover:border-brand-600 hover:bg-brand-50"
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
                  {/* Who joined the class through 'Join Your Class'. */}
                  {canChange ? (
                    <>
                      <Link
                        to={`/admin/sessions/${session.sessionId}/attendance`}
                        className="shrink-0 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50"
                      >
                        Attendance ({attended[session.sessionId] ?? 0})
                        <span className="sr-only"> of session {session.sessionId}</span>
                      </Link>
                      <DeleteRowButton
                        remover={remover}
                        id={String(session.sessionId)}
                        confirmText={confirmDeleteSessionText(session.sessionId)}
                      >
                        Delete<span className="sr-only"> session {session.sessionId}</span>
                      </DeleteRowButton>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Sessions" />
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
