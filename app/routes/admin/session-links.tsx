import {
  type BatchChoice,
  checkSessionLinkForm,
  emptySessionLinkForm,
  SESSION_LINK_COURSES,
  SESSION_LINK_MESSAGES,
  type SessionLinkFormValues,
} from "~/classes";
import { readSessionLinkChoices } from "~/staff/index.server";
import { listBatchChoices, listSessionLinks, saveSessionLink, type SessionLinkRow } from "~/classes/index.server";
import { db } from "~/platform/index.server";
import { CheckboxField, SelectField, TextField } from "~/ui/forms/field";
import { answerAdminSave, createdOrUpdated, readAdminAction, withKnownBatch } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/session-links";
import { AdminGate } from "~/staff/ui";
import { BatchIdField } from "~/classes/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminFormButtons, AdminFormPanel, ResetButton } from "~/ui/admin/admin-form";
import { ActiveBadge, AdminPage, AdminPanel } from "~/ui/admin/admin-page";
import { asOptions, withCurrent } from "~/ui/forms/options";
import { useAdminForm } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Manage Session Links");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, async () => {
    const database = await db();
    const links = await listSessionLinks(database);
    return {
      links: links.map((link) => ({ ...link, updatedAt: link.updatedAt.toISOString() })),
      batchChoices: await listBatchChoices(database),
    };
  });
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request);
  return answerAdminSave({
    checked: await withKnownBatch(
      database,
      checkSessionLinkForm(form, await readSessionLinkChoices(database, form.id)),
      (link) => link.batchId,
    ),
    save: (link) => saveSessionLink(database, { actor: admin, link }),
    successMessage: createdOrUpdated(SESSION_LINK_MESSAGES),
    notFoundMessage: SESSION_LINK_MESSAGES.notFound,
    context: "session link",
  });
}

export default function AdminSessionLinks({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <SessionLinksScreen links={loaderData.links} batchChoices={loaderData.batchChoices} />;
}

type LinkRow = Omit<SessionLinkRow, "updatedAt"> & { updatedAt: string };

function formFromLink(link: LinkRow): SessionLinkFormValues {
  return {
    id: String(link.id),
    batch_id: link.batchId,
    course_name: link.courseName,
    teams_meeting_link: link.teamsMeetingLink,
    meeting_id: link.meetingId ?? "",
    passcode: link.passcode ?? "",
    recurring_schedule: link.recurringSchedule ?? "",
    is_active: link.isActive,
  };
}

const courseOptions = asOptions(SESSION_LINK_COURSES);

function SessionLinksScreen({ links, batchChoices }: { links: LinkRow[]; batchChoices: BatchChoice[] }) {
  const form = useAdminForm<SessionLinkFormValues>({
    empty: emptySessionLinkForm,
    check: (values, edited) => checkSessionLinkForm(values, edited && { courseName: edited.course_name }),
  });
  const { values, field } = form;
  const editing = values.id !== "";
  const options = withCurrent(courseOptions, values.course_name);

  return (
    <AdminPage title="Manage Session Links" intro="The Microsoft Teams link each batch joins its live classes with.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AdminFormPanel
          form={form}
          title={editing ? "Update Session Link" : "Create Session Link"}
          id="session-link-form"
          className="self-start"
        >
          <input type="hidden" name="id" value={values.id} />
          <BatchIdField choices={batchChoices} {...field("batch_id")} />
          <SelectField label="Course Name" required placeholder="Select a course" options={options} {...field("course_name")} />
          <TextField
            label="Teams Meeting Link"
            type="url"
            required
            placeholder="https://teams.microsoft.com/l/meetup-join/..."
            {...field("teams_meeting_link")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Meeting ID" {...field("meeting_id")} />
            <TextField label="Passcode" {...field("passcode")} />
          </div>
          <TextField label="Recurring Schedule" placeholder="Every Saturday, 7:00 PM IST" {...field("recurring_schedule")} />
          <CheckboxField label="Active" {...form.checkbox("is_active")} />
          <AdminFormButtons
            busy={form.busy}
            reset={editing ? <ResetButton onClick={form.reset}>{SESSION_LINK_MESSAGES.clearForm}</ResetButton> : null}
          >
            {editing ? "Update Session Link" : "Create Session Link"}
          </AdminFormButtons>
        </AdminFormPanel>

        <AdminPanel title="Existing Session Links" id="session-link-list">
          {links.length === 0 ? (
            <p className="text-gray-700">No session links found</p>
          ) : (
            <ul className="space-y-2">
              {links.map((link) => (
                <li key={link.id}>
                  <button
                    type="button"
                    onClick={() => form.edit(formFromLink(link))}
                    className={`w-full rounded-lg border px-4 py-3 text-left hover:border-brand-600 hover:bg-brand-50 ${
                      values.id === String(link.id) ? "border-brand-600 bg-brand-50" : "border-gray-200"
                    }`}
                  >
                    <span className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold text-gray-900">{link.courseName}</span>
                      <ActiveBadge active={link.isActive} />
                    </span>
                    <span className="mt-1 block font-mono text-xs text-gray-700">{link.batchId}</span>
                    <span className="mt-1 block break-all text-sm text-gray-700">{link.teamsMeetingLink}</span>
                    {link.recurringSchedule ? (
                      <span className="mt-1 block text-sm text-gray-700">{link.recurringSchedule}</span>
                    ) : null}
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
