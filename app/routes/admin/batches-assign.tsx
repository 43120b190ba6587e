import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { BATCH_MESSAGES, batchChoiceLabel, checkBulkAssignment, studentsAssignedText } from "~/classes";
import { filterText } from "~/staff";
import { requireAdminAction, saveFailureMessage } from "~/staff/index.server";
import { assignStudentsToBatch, listBatchChoices, searchStudents } from "~/classes/index.server";
import { db } from "~/platform/index.server";
import { SubmitButton } from "~/ui/forms/form-controls";
import { withKnownBatch } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import { CourseAndBatchCells, StudentSearch } from "./student-cells";
import type { Route } from "./+types/batches-assign";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminLinkButton, AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { RowCheckbox, SelectField } from "~/ui/forms/field";
import { pageFrom, Pagination } from "~/ui/admin/pagination";
import { AdminStatus, useAnswerStatus } from "~/ui/admin/status-message";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Assign Students to a Batch");

const INTENT = "assign-students";

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, async (url) => {
    const search = filterText(url.searchParams, "q");
    const batch = filterText(url.searchParams, "batch");
    const database = await db();
    const students = await searchStudents(database, { search, page: pageFrom(url) });
    // Active batches take new students; an inactive one asked for by the address stays choosable.
    const batchChoices = (await listBatchChoices(database)).filter((choice) => choice.isActive || choice.id === batch);
    return { search, batch, batchChoices, ...students };
  });
}

// One action for the ticked students: all join the batch, or none does (docs/decisions/0045-batches.md).
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const posted = await request.formData();
  const database = await db();
  const answer = (ok: boolean, message: string, status = 200) =>
    data<AdminActionResult>({ ok, message, intent: INTENT }, { status });
  const checked = await withKnownBatch(
    database,
    checkBulkAssignment({ batchId: posted.get("batch_id"), studentIds: posted.getAll("student_id") }),
    (assignment) => assignment.batchId,
  );
  if (!checked.ok) return answer(false, checked.message, 400);
  try {
    const outcome = await assignStudentsToBatch(database, { actor: admin, assignment: checked.value });
    if (!outcome.ok) return answer(false, outcome.message, 409);
    return answer(true, studentsAssignedText({ batchId: checked.value.batchId, count: outcome.assigned }));
  } catch (error) {
    return answer(false, saveFailureMessage(error, "bulk batch assignment"), 500);
  }
}

export default function AdminBatchesAssign({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <AssignScreen list={loaderData} answer={actionData} />;
}

/** What the loader gives a signed-in admin: the page of students, the search, and the batches to choose from. */
type AssignList = Exclude<Route.ComponentProps["loaderData"], { gate: true }>;

function AssignScreen({ list, answer }: { list: AssignList; answer: AdminActionResult | undefined }) {
  const { students, search, batch, batchChoices } = list;
  const navigation = useNavigation();
  const busy = useFormBusy({ intent: INTENT });
  const formRef = useRef<HTMLFormElement>(null);
  const status = useAnswerStatus(answer);
  // After a successful assignment the ticks are cleared; the batch stays chosen for the next students.
  useEffect(() => {
    if (answer?.ok && navigation.state === "idle") {
      formRef.current?.querySelectorAll<HTMLInputElement>('input[name="student_id"]').forEach((box) => {
        box.checked = false;
      });
    }
  }, [answer, navigation.state]);

  return (
    <AdminPage
      title="Assign Students to a Batch"
      intro="Search, tick the students, choose the batch and assign them in one go."
      actions={<AdminLinkButton to="/admin/batches">All batches</AdminLinkButton>}
    >
      <AdminPanel title="Students" id="bulk-assignment">
        <StudentSearch id="assign-student-search" search={search} batch={batch} />
        <Form method="post" ref={formRef} aria-label="Assign selected students" className="space-y-4">
          <AdminStatus status={status} />
          {students.length === 0 ? (
            <p className="text-gray-700">No students found</p>
          ) : (
            <AdminTable
              label="Students to assign"
              headings={[<span className="sr-only">Select</span>, "Student", "Course", "Batch ID"]}
            >
              {students.map((student) => (
                <tr key={student.id}>
                  <td className={`${tdClass} w-10`}>
                    <RowCheckbox
                      label={`Select ${student.studentName}`}
                      id={`assign-${student.id}`}
                      name="student_id"
                      value={student.id}
                    />
                  </td>
                  <td className={`${tdClass} min-w-[13rem]`}>
                    <label htmlFor={`assign-${student.id}`} className="block font-medium text-gray-900">
                      {student.studentName}
                    </label>
                    <span className="block break-all text-gray-700">{student.email}</span>
                  </td>
                  <CourseAndBatchCells student={student} />
                </tr>
              ))}
            </AdminTable>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              label="Batch"
              id="bulk-batch"
              name="batch_id"
              defaultValue={batch}
              required
              compact
              placeholder={BATCH_MESSAGES.chooseBatch}
              options={batchChoices.map((choice) => ({ value: choice.id, label: batchChoiceLabel(choice) }))}
              className="sm:min-w-[20rem] sm:flex-1"
            />
            <SubmitButton busy={busy} busyLabel="Assigning..." name="intent" value={INTENT} className="sm:w-auto">
              Assign selected students
            </SubmitButton>
          </div>
          <p className="text-xs text-gray-600">
            Each student needs an active enrolment in the batch's course. All of them are assigned, or none is.
          </p>
        </Form>
        <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Students" />
      </AdminPanel>
    </AdminPage>
  );
}
