import { and, eq, sql } from "drizzle-orm";
import {
  courseChangeRefusal,
  statusChangeRefusal,
  STUDENT_DIRECTORY_TEXT,
  type ClosingStatus,
} from "~/enrolments/student-directory";
import { unknownBatchText } from "~/classes";
import { type Database, enrolments, isUniqueViolation, studentMasterTable } from "~/platform/index.server";
import { refreshStudentRecord } from "./attach-payment-to-enrolment.server";
import { batchExists } from "~/classes/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";
import { requestAutopayEnd } from "~/autopay/index.server";

export type EnrolmentChange =
  | { kind: "batch"; enrolmentId: string; batchId: string }
  | { kind: "course"; enrolmentId: string; course: string }
  | { kind: "status"; enrolmentId: string; status: ClosingStatus };

/** What a change did: saved, refused with a message (nothing written), or null when the student or enrolment is gone. */
export type EnrolmentChangeOutcome = { saved: true } | { saved: false; message: string } | null;

/**
 * The student page's actions on one enrolment: its batch, its course, or completed / cancelled. The student's row is
 * re-derived as after a payment, and the audit row written in the same transaction.
 */
export async function updateStudentEnrolment(
  database: Database,
  { actor, studentId, change }: { actor: AuditActor; studentId: number; change: EnrolmentChange },
): Promise<EnrolmentChangeOutcome> {
  try {
    return await database.transaction(async (transaction) => {
      const [student] = await transaction
        .select()
        .from(studentMasterTable)
        .where(eq(studentMasterTable.id, studentId))
        .for("update");
      if (!student) return null;
      const [enrolment] = await transaction
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.id, change.enrolmentId), sql`lower(${enrolments.studentEmail}) = lower(${student.email})`))
        .for("update");
      if (!enrolment) return null;
      const audit = (details: Record<string, unknown>) =>
        recordAudit(transaction, {
          actor,
          action: "update",
          tableName: "enrolments",
          rowId: enrolment.id,
          details: { email: student.email, studentId: student.id, ...details },
        });

      if (change.kind === "batch") {
        // Only a batch that exists (checked once the student and the enrolment are known to exist).
        if (!(await batchExists(transaction, change.batchId))) {
          return { saved: false as const, message: unknownBatchText(change.batchId) };
        }
        await transaction
          .update(enrolments)
          .set({ batchId: change.batchId, updatedAt: sql`now()` })
          .where(eq(enrolments.id, enrolment.id));
        // The student's row (the dashboard's class link, spec 3 §2.4) follows the batch of the course it shows.
        const followsRow = enrolment.status === "active" && student.currentCourseName === enrolment.course;
        if (followsRow) {
          await transaction
            .update(studentMasterTable)
            .set({ batchId: change.batchId, updatedAt: sql`now()` })
            .where(eq(studentMasterTable.id, student.id));
        }
        await audit({
          field: "batch_id",
          from: enrolment.batchId,
          to: change.batchId,
          ...(followsRow ? { studentBatchFrom: student.batchId } : {}),
        });
        return { saved: true as const };
      }

      if (change.kind === "course") {
        const others = await transaction
          .select({ course: enrolments.course })
          .from(enrolments)
          .where(
            sql`lower(${enrolments.studentEmail}) = lower(${student.email}) and ${enrolments.status} = 'active'
              and ${enrolments.plan} <> 'session' and ${enrolments.id} <> ${enrolment.id}`,
          );
        const refusal = courseChangeRefusal(
          enrolment,
          change.course,
          others.map((other) => other.course),
        );
        if (refusal) return { saved: false as const, message: refusal };
        await transaction
          .update(enrolments)
          .set({ course: change.course, updatedAt: sql`now()` })
          .where(eq(enrolments.id, enrolment.id));
        await refreshStudentRecord(transaction, { email: student.email, name: student.studentName, currency: student.currency });
        await audit({ field: "course", from: enrolment.course, to: change.course });
        return { saved: true as const };
      }

      const refusal = statusChangeRefusal(enrolment);
      if (refusal) return { saved: false as const, message: refusal };
      await transaction
        .update(enrolments)
        .set({ status: change.status, updatedAt: sql`now()` })
        .where(eq(enrolments.id, enrolment.id));
      await requestAutopayEnd(transaction, { enrolmentId: enrolment.id, reason: "enrolment-closed" });
      await refreshStudentRecord(transaction, { email: student.email, name: student.studentName, currency: student.currency });
      await audit({ field: "status", from: enrolment.status, to: change.status });
      return { saved: true as const };
    });
  } catch (error) {
    // Two admins moving two enrolments into the same course at once: the partial unique index refuses the second.
    if (change.kind === "course" && isUniqueViolation(error)) {
      return { saved: false, message: STUDENT_DIRECTORY_TEXT.duplicateCourse(change.course) };
    }
    throw error;
  }
}
