import { data, Form, Link, useNavigation } from "react-router";
import {
  ANNOUNCEMENT_TEXT,
  ASSIGNMENT_TEXT,
  checkAnnouncementForm,
  checkAssignmentForm,
  criterionFields,
  MAX_RUBRIC_CRITERIA,
} from "~/classroom";
import { formatIndiaDateTimeWithZone, formValues } from "~/platform";
import {
  batchStaffScreen,
  createAssignment,
  loadStaffBatchClassroom,
  notFound,
  postAnnouncement,
  requireClassroomStaffAction,
} from "~/classroom/index.server";
import { db, getConfig } from "~/platform/index.server";
import { ADMIN_CACHE_HEADERS } from "~/staff/index.server";
import { AdminGate } from "~/staff/ui";
import { BriefText } from "~/classroom/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminLinkButton, AdminPage, AdminPanel, primaryButtonClass } from "~/ui/admin/admin-page";
import { CheckboxField, TextAreaField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";
import type { Route } from "./+types/classroom-batch";

export const meta = () => adminMeta("Classroom");

export function headers() {
  return ADMIN_CACHE_HEADERS;
}

/** One batch's classroom for its instructors and admins: 403 for other staff, the gate for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return batchStaffScreen(request, params.batchId, (database) => loadStaffBatchClassroom(database, params.batchId));
}

/** Post an announcement (e-mailed to the batch) or create an assignment. */
export async function action({ request, params }: Route.ActionArgs) {
  const database = await db();
  const user = await requireClassroomStaffAction(database, request, params.batchId);
  const form = formValues(await request.formData());
  const intent = form.intent === "announce" ? "announce" : "assignment";
  if (!(await loadStaffBatchClassroom(database, params.batchId))) throw notFound();
  if (intent === "announce") {
    const checked = checkAnnouncementForm(form);
    if (!checked.ok) return data<AdminActionResult>({ ok: false, message: checked.message, intent }, { status: 400 });
    await postAnnouncement(database, {
      user,
      batchId: params.batchId,
      announcement: checked.value,
      appUrl: getConfig().appUrl,
    });
    return { ok: true, message: ANNOUNCEMENT_TEXT.posted, intent } satisfies AdminActionResult;
  }
  const checked = checkAssignmentForm(form);
  if (!checked.ok) return data<AdminActionResult>({ ok: false, message: checked.message, intent }, { status: 400 });
  await createAssignment(database, { user, batchId: params.batchId, assignment: checked.value });
  return { ok: true, message: ASSIGNMENT_TEXT.created, intent } satisfies AdminActionResult;
}

const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

export default function AdminClassroomBatch({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gate) return <AdminGate />;
  const { batch, announcements, assignments } = loaderData;
  const answer = (intent: string) =>
    actionData && actionData.intent === intent ? (
      actionData.ok ? (
        <SuccessBanner message={actionData.message} />
      ) : (
        <ErrorBanner message={actionData.message} />
      )
    ) : null;
  const busy = navigation.state === "submitting";
  const batchPath = `/admin/classroom/${encodeURIComponent(batch.id)}`;
  return (
    <AdminPage
      title={`Classroom: ${batch.id}`}
      intro={batch.course ?? undefined}
      actions={
        <>
          <AdminLinkButton to={`${batchPath}/gradebook`}>Gradebook</AdminLinkButton>
          <AdminLinkButton to={`/admin/reviews?batch=${encodeURIComponent(batch.id)}`}>Review queue</AdminLinkButton>
          <Link to={`/learn/${encodeURIComponent(batch.id)}`} className={linkClass}>
            Students&apos; view
          </Link>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Post an announcement" id="announcement-form">
          <Form method="post" className="space-y-4">
            {answer("announce")}
            <input type="hidden" name="intent" value="announce" />
            <TextField label="Title" name="title" id="announcement-title" required maxLength={200} />
            <TextAreaField
              label="Message"
              name="body"
              id="announcement-body"
              required
              rows={5}
              hint="E-mailed to every student of the batch, and sent on WhatsApp to those who agreed to announcements there."
            />
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              Post and e-mail
            </button>
          </Form>
        </AdminPanel>
        <AdminPanel title="Announcements" id="announcement-list">
          {announcements.length === 0 ? (
            <p className="text-gray-700">No announcements yet.</p>
          ) : (
            <ul className="space-y-3">
              {announcements.map((announcement) => (
                <li key={announcement.id} className="rounded-lg border border-gray-200 p-3">
                  <p className="font-semibold text-gray-900">{announcement.title}</p>
                  <p className="text-xs text-gray-600">{formatIndiaDateTimeWithZone(announcement.createdAt)}</p>
                  <BriefText text={announcement.body} className="mt-1" />
                  {announcement.delivery ? (
                    <p className="mt-2 text-xs text-gray-700" data-testid="announcement-delivery">
                      E-mail: {announcement.delivery.email.sent} sent, {announcement.delivery.email.waiting} waiting,{" "}
                      {announcement.delivery.email.failed} failed · WhatsApp: {announcement.delivery.whatsapp.sent} sent,{" "}
                      {announcement.delivery.whatsapp.delivered} delivered, {announcement.delivery.whatsapp.waiting} waiting,{" "}
                      {announcement.delivery.whatsapp.failed} failed
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
        <AdminPanel title="Create an assignment" id="assignment-form" className="lg:col-span-2">
          <Form method="post" className="space-y-4">
            {answer("assignment")}
            <input type="hidden" name="intent" value="assignment" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Title" name="title" id="assignment-title" required maxLength={200} />
              <TextField label="Due (IST)" name="due_at" type="datetime-local" required />
            </div>
            <TextAreaField
              label="Brief"
              name="brief"
              required
              rows={6}
              hint="Line breaks are kept; https:// links become links."
            />
            <CheckboxField label="Required (counts towards completion)" name="required" defaultChecked />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-gray-800">
                Rubric: 1 to {MAX_RUBRIC_CRITERIA} criteria, each with its maximum points (leave unused rows empty)
              </legend>
              {Array.from({ length: MAX_RUBRIC_CRITERIA }, (_, index) => {
                const fields = criterionFields(index + 1);
                return (
                  <div key={index} className="grid grid-cols-[1fr_8rem] gap-2">
                    <TextField
                      label={`Criterion ${index + 1}`}
                      name={fields.name}
                      compact
                      labelHidden
                      maxLength={200}
                      placeholder={`Criterion ${index + 1}`}
                    />
                    <TextField
                      label={`Criterion ${index + 1} maximum points`}
                      name={fields.points}
                      type="number"
                      min={1}
                      step={1}
                      compact
                      labelHidden
                      placeholder="Points"
                    />
                  </div>
                );
              })}
            </fieldset>
            <TextField label="Pass mark (points)" name="pass_mark" type="number" min={0} step={1} required />
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              Create assignment
            </button>
          </Form>
        </AdminPanel>
        <AdminPanel title="Assignments" id="assignment-list" className="lg:col-span-2">
          {assignments.length === 0 ? (
            <p className="text-gray-700">No assignments yet.</p>
          ) : (
            <ul className="space-y-3">
              {assignments.map((assignment) => (
                <li key={assignment.id} className="rounded-lg border border-gray-200 p-3">
                  <p className="font-semibold text-gray-900">
                    {assignment.title} {assignment.required ? "" : "(optional)"}
                  </p>
                  <p className="text-sm text-gray-700">
                    Due {formatIndiaDateTimeWithZone(assignment.dueAt)}; {assignment.rubric.length} criteria, {assignment.total}{" "}
                    points, pass mark {assignment.passMark}
                  </p>
                  <Link
                    to={`/admin/reviews?batch=${encodeURIComponent(batch.id)}&assignment=${assignment.id}`}
                    className={linkClass}
                  >
                    Hand-ins waiting
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
    </AdminPage>
  );
}
