import { data, Form, Link } from "react-router";
import {
  BATCH_FILTER_PARAMS,
  BATCH_MESSAGES,
  type BatchFormValues,
  batchTakenText,
  checkBatchForm,
  emptyBatchForm,
  enrolledOfCapacity,
  readBatchFilters,
  SESSION_LINK_COURSES,
} from "~/classes";
import { formatClockTime, formatDisplayDate } from "~/platform";
import { formValues } from "~/platform";
import { STAFF_TEXT, staffMay } from "~/staff";
import {
  batchInstructorIds,
  type InstructorAccount,
  listInstructorAccounts,
  readBatchCourse,
  requireStaffAction,
  setBatchInstructors,
} from "~/staff/index.server";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";
import { type BatchListRow, listBatches, saveBatch } from "~/classes/index.server";
import { db } from "~/platform/index.server";
import { CheckboxField, SelectField, TextField } from "~/ui/forms/field";
import { answerAdminSave, createdOrUpdated } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/batches";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminFormButtons, ResetButton } from "~/ui/admin/admin-form";
import {
  ActiveBadge,
  AdminLinkButton,
  AdminPage,
  AdminPanel,
  AdminTable,
  secondaryButtonClass,
  smallButtonClass,
  tdClass,
} from "~/ui/admin/admin-page";
import { pageFrom, Pagination } from "~/ui/admin/pagination";
import { AdminStatus, statusOfAnswer } from "~/ui/admin/status-message";
import { asOptions, withCurrent } from "~/ui/forms/options";
import { useAdminForm } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Batches");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (url) => {
      const filters = readBatchFilters(url.searchParams);
      const database = await db();
      const list = await listBatches(database, { ...filters, page: pageFrom(url) });
      const instructors = await listInstructorAccounts(database);
      const instructorIds = await batchInstructorIds(
        database,
        list.batches.map((batch) => batch.id),
      );
      return { filters, ...list, instructors, instructorIds };
    },
    { access: "batches" },
  );
}

const INSTRUCTORS_INTENT = "instructors";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireStaffAction(request, "batches.change");
  const posted = await request.formData();
  const form = formValues(posted);
  const database = await db();
  if (form.intent === INSTRUCTORS_INTENT) {
    const intent = INSTRUCTORS_INTENT;
    if (!staffMay(admin.role, "batches.instructors"))
      return data<AdminActionResult>({ ok: false, message: STAFF_TEXT.forbiddenAction, intent }, { status: 403 });
    const batchId = String(form.batch_id ?? "");
    const userIds = posted.getAll("instructor").map(String);
    const saved = await setBatchInstructors(database, { actor: admin, batchId, userIds });
    return saved.ok
      ? data<AdminActionResult>({ ok: true, message: STAFF_TEXT.instructorsSaved(batchId), intent })
      : data<AdminActionResult>({ ok: false, message: saved.message, intent }, { status: saved.status });
  }
  const checked = checkBatchForm(form, await readBatchCourse(database, form.editing));
  const editing = checked.ok && checked.value.editing !== null;
  return answerAdminSave({
    checked,
    save: (batch) => saveBatch(database, { actor: admin, batch }),
    successMessage: createdOrUpdated(BATCH_MESSAGES),
    // A new batch never replaces one with the same id; an edited batch that is gone is not created again.
    notFoundMessage: checked.ok ? (editing ? BATCH_MESSAGES.notFound : batchTakenText(checked.value.id)) : undefined,
    notFoundStatus: editing ? 404 : 409,
    context: "batch",
  });
}

export default function AdminBatches({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, filters, ...list } = loaderData;
  return <BatchesScreen filters={filters} list={list} instructorsAnswer={actionData} />;
}

const courseOptions = asOptions(SESSION_LINK_COURSES);
const statusOptions = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];
const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

function formFromBatch(batch: BatchListRow): BatchFormValues {
  return {
    editing: batch.id,
    id: batch.id,
    course: batch.course ?? "",
    start_date: batch.startDate ?? "",
    schedule: batch.schedule ?? "",
    capacity: batch.capacity === null ? "" : String(batch.capacity),
    is_active: batch.isActive,
  };
}

type BatchListData = Omit<Extract<Route.ComponentProps["loaderData"], { gate: false }>, "gate" | "filters">;

function BatchesScreen({
  filters,
  list,
  instructorsAnswer,
}: {
  filters: { search: string; status: string };
  list: BatchListData;
  /** The answer of the instructors form (a plain post; the batch form answers through its fetcher). */
  instructorsAnswer: AdminActionResult | undefined;
}) {
  const form = useAdminForm<BatchFormValues>({
    empty: emptyBatchForm,
    check: (values, edited) => checkBatchForm(values, edited?.course || null),
  });
  const { values, field } = form;
  const editing = values.editing !== "";
  const options = withCurrent(courseOptions, values.course);

  return (
    <AdminPage
      title="Batches"
      intro="Each batch's course, start, schedule and places. Its Teams link is kept on the Session Links screen."
      actions={<AdminLinkButton to="/admin/batches/assign">Assign students</AdminLinkButton>}
    >
      <div className="flex flex-col gap-6">
        <AdminPanel title={editing ? `Update Batch ${values.editing}` : "Create Batch"} id="batch-form">
          <form.fetcher.Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
            <AdminStatus status={form.status} />
            <input type="hidden" name="editing" value={values.editing} />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <TextField
                label="Batch ID"
                required
                maxLength={100}
                placeholder="AGENTIC_AI_BATCH_2"
                readOnly={editing}
                hint={editing ? "A batch keeps its ID." : "Letters, digits, '_', '-' and '.'"}
                {...field("id")}
              />
              <SelectField label="Course" required placeholder="Select a course" options={options} {...field("course")} />
              <TextField label="Start Date" type="date" required {...field("start_date")} />
              <TextField
                label="Capacity"
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                step={1}
                required
                hint="How many students the batch takes."
                {...field("capacity")}
              />
              <TextField
                label="Schedule"
                placeholder="Every Saturday, 7:00 PM IST"
                className="sm:col-span-2"
                {...field("schedule")}
              />
            </div>
            <CheckboxField label="Active (offered when assigning students)" {...form.checkbox("is_active")} />
            <AdminFormButtons
              busy={form.busy}
              reset={editing ? <ResetButton onClick={form.reset}>Clear Form (Create New)</ResetButton> : null}
            >
              {editing ? "Update Batch" : "Create Batch"}
            </AdminFormButtons>
          </form.fetcher.Form>
          {editing ? (
            <InstructorsForm
              batchId={values.editing}
              instructors={list.instructors}
              chosen={list.instructorIds[values.editing] ?? []}
              answer={instructorsAnswer?.intent === INSTRUCTORS_INTENT ? instructorsAnswer : undefined}
            />
          ) : null}
        </AdminPanel>

        <AdminPanel title="All Batches" id="batch-list">
          <Form method="get" role="search" aria-label="Filter batches" className="mb-4 flex flex-wrap items-end gap-2">
            <TextField
              label="Search"
              id="batches-search"
              name={BATCH_FILTER_PARAMS.search}
              type="search"
              defaultValue={filters.search}
              placeholder="Batch ID or course"
              compact
              className="min-w-[12rem] grow"
            />
            <SelectField
              label="Status"
              id="batches-status"
              name={BATCH_FILTER_PARAMS.status}
              defaultValue={filters.status}
              compact
              placeholder={BATCH_MESSAGES.allStatuses}
              options={statusOptions}
            />
            <button type="submit" className={secondaryButtonClass}>
              Show
            </button>
          </Form>
          {list.batches.length === 0 ? (
            <p className="text-gray-700">{BATCH_MESSAGES.noBatches}</p>
          ) : (
            <AdminTable
              label="Batches table"
              headings={[
                "Batch",
                "Enrolled / capacity",
                "Next session (IST)",
                "Starts",
                "Schedule",
                <span className="sr-only">Actions</span>,
              ]}
            >
              {list.batches.map((batch) => (
                <BatchRow
                  key={batch.id}
                  batch={batch}
                  instructors={(list.instructorIds[batch.id] ?? []).map(
                    (id) => list.instructors.find((instructor) => instructor.id === id)?.name ?? id,
                  )}
                  onEdit={() => form.edit(formFromBatch(batch))}
                />
              ))}
            </AdminTable>
          )}
          <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Batches" />
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

/** The batch's instructors: checkboxes of every instructor account, saved together (admins only). */
function InstructorsForm({
  batchId,
  instructors,
  chosen,
  answer,
}: {
  batchId: string;
  instructors: InstructorAccount[];
  chosen: string[];
  answer: AdminActionResult | undefined;
}) {
  return (
    <Form method="post" key={`${batchId}:${chosen.join(",")}`} className="mt-6 space-y-3 border-t border-gray-200 pt-4">
      <input type="hidden" name="intent" value={INSTRUCTORS_INTENT} />
      <input type="hidden" name="batch_id" value={batchId} />
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{STAFF_TEXT.instructorsOf(batchId)}</legend>
        <AdminStatus status={statusOfAnswer(answer)} />
        {instructors.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{STAFF_TEXT.noInstructors}</p>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {instructors.map((instructor) => (
              <label key={instructor.id} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  name="instructor"
                  value={instructor.id}
                  defaultChecked={chosen.includes(instructor.id)}
                  className="h-4 w-4 rounded border-gray-300"
                />
                {instructor.name} ({instructor.email})
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {instructors.length ? (
        <button type="submit" className={secondaryButtonClass}>
          {STAFF_TEXT.saveInstructors}
        </button>
      ) : null}
    </Form>
  );
}

function BatchRow({ batch, instructors, onEdit }: { batch: BatchListRow; instructors: string[]; onEdit: () => void }) {
  const full = batch.capacity !== null && batch.enrolled >= batch.capacity;
  const id = encodeURIComponent(batch.id);
  return (
    <tr>
      {/* The batch, its course and state first, then its numbers: what a phone shows before scrolling sideways. */}
      <td className={`${tdClass} min-w-[11rem]`}>
        <span className="block break-all font-mono text-xs font-semibold text-gray-900">{batch.id}</span>
        <span className="block">{batch.course ?? `Course: ${BATCH_MESSAGES.notSet}`}</span>
        <span className="mt-1 inline-block">
          <ActiveBadge active={batch.isActive} />
        </span>
        {instructors.length ? (
          <span className="mt-1 block text-xs text-gray-700">
            {STAFF_TEXT.instructorsLabel}: {instructors.join(", ")}
          </span>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
        <span className={full ? "font-semibold text-red-800" : undefined}>
          {enrolledOfCapacity(batch.enrolled, batch.capacity)}
        </span>
        {full ? <span className="block text-xs text-red-800">Full</span> : null}
      </td>
      <td className={`${tdClass} min-w-[9rem]`}>
        {batch.nextSession ? (
          <>
            <span className="block whitespace-nowrap">
              {formatDisplayDate(batch.nextSession.date)} {formatClockTime(batch.nextSession.startTime)}
            </span>
            {batch.nextSession.title ? <span className="block text-xs text-gray-700">{batch.nextSession.title}</span> : null}
          </>
        ) : (
          "None scheduled"
        )}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {batch.startDate ? formatDisplayDate(batch.startDate) : BATCH_MESSAGES.notSet}
      </td>
      <td className={`${tdClass} min-w-[9rem]`}>{batch.schedule ?? "—"}</td>
      <td className={tdClass}>
        <div className="flex flex-col items-start gap-1 whitespace-nowrap">
          <button type="button" className={smallButtonClass} onClick={onEdit} aria-label={`Edit ${batch.id}`}>
            Edit
          </button>
          <Link to={`/admin/sessions?batch=${id}`} className={linkClass}>
            Sessions<span className="sr-only"> of {batch.id}</span>
          </Link>
          <Link to={`/admin/students?batch=${id}`} className={linkClass}>
            Students<span className="sr-only"> of {batch.id}</span>
          </Link>
          {batch.isActive ? (
            <Link to={`/admin/batches/assign?batch=${id}`} className={linkClass}>
              Add students<span className="sr-only"> to {batch.id}</span>
            </Link>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
