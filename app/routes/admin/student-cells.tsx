// What the two student lists (the directory and the bulk assignment) share: their search, a student's course and batch cells.
import { BATCH_ASSIGNMENT_MESSAGES } from "~/classes";
import type { StudentRow } from "~/classes/index.server";
import { tdClass } from "~/ui/admin/admin-page";
import { AdminSearch } from "~/ui/admin/admin-search";

export function CourseAndBatchCells({ student }: { student: Pick<StudentRow, "currentCourseName" | "batchId"> }) {
  return (
    <>
      <td className={tdClass}>{student.currentCourseName ?? "—"}</td>
      <td className={tdClass}>
        {student.batchId ? (
          <span className="font-mono text-xs">{student.batchId}</span>
        ) : (
          <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
            {BATCH_ASSIGNMENT_MESSAGES.notAssigned}
          </span>
        )}
      </td>
    </>
  );
}

/** The student lists' search by name, e-mail, course or batch; it keeps the batch the address names. */
export function StudentSearch({
  id,
  search,
  batch,
  className,
}: {
  id: string;
  search: string;
  batch: string;
  className?: string;
}) {
  return (
    <AdminSearch
      id={id}
      label="Search students"
      defaultValue={search}
      placeholder="Search all students by name, email, course or batch"
      className={className}
    >
      {batch ? <input type="hidden" name="batch" value={batch} /> : null}
    </AdminSearch>
  );
}
