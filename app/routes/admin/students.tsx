import { BATCH_ASSIGNMENT_MESSAGES, type BatchChoice, canAssignBatch, checkBatchAssignment } from "~/classes";
import { filterText } from "~/staff";
import { decimalToMinor, formatDisplayDate, formatMoney, indiaDate } from "~/platform";
import { Link } from "react-router";
import { assignStudentBatch, listBatchChoices, searchStudents, type StudentRow } from "~/classes/index.server";
import { staffMay } from "~/staff";
import { visibleBatchIds } from "~/staff/index.server";
import { db } from "~/platform/index.server";
import { SelectField, TextField } from "~/ui/forms/field";
import { answerAdminSave, readAdminAction, withKnownBatch } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import { CourseAndBatchCells, StudentSearch } from "./student-cells";
import type { Route } from "./+types/students";
import { AdminGate } from "~/staff/ui";
import { BatchIdField } from "~/classes/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminFormButtons, AdminFormPanel, ResetButton } from "~/ui/admin/admin-form";
import { AdminPage, AdminPanel, AdminTable, smallButtonClass, tdClass } from "~/ui/admin/admin-page";
import { pageFrom, Pagination } from "~/ui/admin/pagination";
import { useAdminForm } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Student Batch Assignment");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (url, staff) => {
      const search = filterText(url.searchParams, "q");
      const batch = filterText(url.searchParams, "batch");
      const database = await db();
      const batchIds = await visibleBatchIds(database, staff, "students");
      const result = await searchStudents(database, { search, batch, page: pageFrom(url), batchIds });
      const canAssign = staffMay(staff.role, "students.assign-batch");
      // An instructor gets their batches' students' names and e-mails, nothing about payments.
      const students: StudentListRow[] =
        batchIds === null
          ? result.students
          : result.students.map(({ id, studentName, email, currentCourseName, batchId }) => ({
              id,
              studentName,
              email,
              currentCourseName,
              batchId,
            }));
      return {
        search,
        batch,
        batchChoices: await listBatchChoices(database, { batchIds }),
        ...result,
        students,
        showPayments: batchIds === null,
        canOpenStudent: staffMay(staff.role, "student-details"),
        canAssign,
      };
    },
    { access: "students" },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "students.assign-batch");
  return answerAdminSave({
    intent: "assign",
    checked: await withKnownBatch(database, checkBatchAssignment(form), (assignment) => assignment.batchId),
    save: (assignment) => assignStudentBatch(database, { actor: admin, assignment }),
    successMessage: () => BATCH_ASSIGNMENT_MESSAGES.updated,
    notFoundMessage: BATCH_ASSIGNMENT_MESSAGES.studentNotFound,
    context: "batch assignment",
  });
}

/** A row of the list: an instructor's rows carry only the name, e-mail, course and batch. */
type StudentListRow = Pick<StudentRow, "id" | "studentName" | "email" | "currentCourseName" | "batchId"> & Partial<StudentRow>;

export default function AdminStudents({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <StudentsScreen {...loaderData} />;
}

interface AssignmentValues {
  student_id: string;
  student_name: string;
  email: string;
  batch_id: string;
}

const emptyAssignment = (): AssignmentValues => ({ student_id: "", student_name: "", email: "", batch_id: "" });

function StudentsScreen({
  students,
  search,
  batch,
  batchChoices,
  page,
  pageCount,
  total,
  showPayments,
  canOpenStudent,
  canAssign,
}: {
  students: StudentListRow[];
  search: string;
  batch: string;
  batchChoices: BatchChoice[];
  page: number;
  pageCount: number;
  total: number;
  showPayments: boolean;
  canOpenStudent: boolean;
  canAssign: boolean;
}) {
  const form = useAdminForm<AssignmentValues>({ empty: emptyAssignment, check: checkBatchAssignment });
  const { values } = form;
  const pick = (student: StudentListRow) =>
    form.edit({
      student_id: String(student.id),
      student_name: student.studentName,
      email: student.email,
      batch_id: student.batchId ?? "",
    });
  // The chosen student stays choosable while the list shows another search or page.
  const choices =
    values.student_id && !students.some((student) => String(student.id) === values.student_id)
      ? [{ id: Number(values.student_id), studentName: values.student_name, email: values.email }, ...students]
      : students;

  return (
    <AdminPage
      title={canAssign ? "Student Batch Assignment" : "Students"}
      intro={canAssign ? "Pick a student, enter their batch ID and save." : undefined}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {canAssign ? (
          <AdminFormPanel form={form} title="Assign Batch" id="batch-form" className="self-start">
            <SelectField
              label="Student"
              name="student_id"
              required
              value={values.student_id}
              onChange={(event) => {
                const chosen = choices.find((student) => String(student.id) === event.target.value);
                form.set("student_id", event.target.value);
                form.set("student_name", chosen?.studentName ?? "");
                form.set("email", chosen?.email ?? "");
              }}
              placeholder="Select a student"
              options={choices.map((student) => ({
                value: String(student.id),
                label: `${student.studentName} (${student.email})`,
              }))}
              hint="Search the list to find a student on another page."
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              value={values.email}
              readOnly
              className="mt-1 block w-full rounded-lg border border-gray-200 bg-gray-100 px-3 py-2.5 text-gray-800"
            />
            <BatchIdField
              choices={batchChoices}
              value={values.batch_id}
              onChange={(event) => form.set("batch_id", event.target.value)}
            />
            <AdminFormButtons
              busy={form.busy}
              disabled={!canAssignBatch(values)}
              reset={<ResetButton onClick={form.reset}>Clear Form</ResetButton>}
            >
              Assign Batch
            </AdminFormButtons>
          </AdminFormPanel>
        ) : null}

        <AdminPanel title="Students" id="student-list">
          <StudentSearch id="student-search" search={search} batch={batch} className="mb-4 flex gap-2" />
          {batch ? (
            <p className="mb-4 text-sm text-gray-700">
              Students of batch <span className="font-mono">{batch}</span>.{" "}
              <Link to="/admin/students" className="font-medium text-brand-700 underline hover:text-brand-800">
                Show all students
              </Link>
            </p>
          ) : null}
          {students.length === 0 ? (
            <p className="text-gray-700">No students found</p>
          ) : (
            <AdminTable
              label="Students table"
              headings={[
                "Student",
                "Course",
                "Batch ID",
                ...(showPayments ? ["Total paid", "Last payment (IST)", "Verified account"] : []),
                ...(canAssign ? [<span className="sr-only">Actions</span>] : []),
              ]}
            >
              {students.map((student) => (
                <tr key={student.id}>
                  <td className={`${tdClass} min-w-[13rem]`}>
                    {canOpenStudent ? (
                      <Link
                        to={`/admin/students/${student.id}`}
                        className="block font-medium text-brand-700 underline hover:text-brand-800"
                      >
                        {student.studentName}
                      </Link>
                    ) : (
                      <span className="block font-medium text-gray-900">{student.studentName}</span>
                    )}
                    <span className="block break-all text-gray-700">{student.email}</span>
                  </td>
                  <CourseAndBatchCells student={student} />
                  {showPayments ? (
                    <>
                      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                        {formatMoney(decimalToMinor(student.totalAmountPaid ?? "0"), student.currency ?? "INR")}
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        {student.lastPaidAt ? formatDisplayDate(indiaDate(new Date(student.lastPaidAt))) : "—"}
                      </td>
                      <td className={tdClass}>{student.verifiedAccount ? "Yes" : "No"}</td>
                    </>
                  ) : null}
                  {canAssign ? (
                    <td className={tdClass}>
                      <button
                        type="button"
                        className={smallButtonClass}
                        onClick={() => pick(student)}
                        aria-label={`Edit ${student.studentName}`}
                      >
                        Edit
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </AdminTable>
          )}
          <Pagination page={page} pageCount={pageCount} total={total} label="Students" />
        </AdminPanel>
      </div>
    </AdminPage>
  );
}
