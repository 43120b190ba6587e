// A student's course and batch cells, as the student lists show them.
import { BATCH_ASSIGNMENT_MESSAGES } from "~/classes";
import type { StudentRow } from "~/classes/index.server";
import { tdClass } from "~/ui/admin/admin-page";

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
