import { and, count, eq, inArray, sql } from "drizzle-orm";
import {
  batchWithoutCourseText,
  BATCH_MESSAGES,
  noActiveEnrolmentText,
  overCapacityText,
  unknownBatchText,
  type BulkAssignmentInput,
} from "~/classes/batches";
import { batches, type Database, enrolments, studentMasterTable } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

export type BulkAssignmentOutcome = { ok: true; assigned: number } | { ok: false; message: string };

/**
 * Bulk assignment: every ticked student joins the batch, or none does (docs/decisions/0045-batches.md). The batch row
 * is locked, so two admins filling the same batch cannot both take its last places.
 */
export async function assignStudentsToBatch(
  database: Database,
  { actor, assignment }: { actor: AuditActor; assignment: BulkAssignmentInput },
): Promise<BulkAssignmentOutcome> {
  const { batchId, studentIds } = assignment;
  return database.transaction(async (transaction) => {
    const [batch] = await transaction.select().from(batches).where(eq(batches.id, batchId)).for("update");
    if (!batch) return { ok: false, message: unknownBatchText(batchId) };
    if (batch.course === null) return { ok: false, message: batchWithoutCourseText(batchId) };
    const course = batch.course;

    const students = await transaction
      .select({
        id: studentMasterTable.id,
        email: studentMasterTable.email,
        name: studentMasterTable.studentName,
        batchId: studentMasterTable.batchId,
      })
      .from(studentMasterTable)
      .where(inArray(studentMasterTable.id, studentIds))
      .orderBy(studentMasterTable.studentName)
      .for("update");
    if (students.length !== studentIds.length) return { ok: false, message: BATCH_MESSAGES.studentsGone };

    const emails = students.map((student) => student.email.toLowerCase());
    const enrolled = await transaction
      .selectDistinct({ email: sql<string>`lower(${enrolments.studentEmail})` })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.status, "active"),
          eq(enrolments.course, course),
          inArray(sql`lower(${enrolments.studentEmail})`, emails),
        ),
      );
    const enrolledEmails = new Set(enrolled.map((row) => row.email));
    const notEnrolled = students.filter((student) => !enrolledEmails.has(student.email.toLowerCase()));
    if (notEnrolled.length > 0) {
      return { ok: false, message: noActiveEnrolmentText({ course, names: notEnrolled.map((student) => student.name) }) };
    }

    const newcomers = students.filter((student) => student.batchId !== batchId);
    if (batch.capacity !== null) {
      const [{ members }] = (await transaction
        .select({ members: count() })
        .from(studentMasterTable)
        .where(eq(studentMasterTable.batchId, batchId))) as [{ members: number }];
      const free = Math.max(0, batch.capacity - members);
      if (newcomers.length > free) {
        return { ok: false, message: overCapacityText({ batchId, free, selected: newcomers.length }) };
      }
    }

    if (newcomers.length > 0) {
      await transaction
        .update(studentMasterTable)
        .set({ batchId, updatedAt: sql`now()` })
        .where(
          inArray(
            studentMasterTable.id,
            newcomers.map((student) => student.id),
          ),
        );
    }
    await transaction
      .update(enrolments)
      .set({ batchId, updatedAt: sql`now()` })
      .where(
        and(
          eq(enrolments.status, "active"),
          eq(enrolments.course, course),
          inArray(sql`lower(${enrolments.studentEmail})`, emails),
          sql`${enrolments.batchId} is distinct from ${batchId}`,
        ),
      );
    for (const student of newcomers) {
      await recordAudit(transaction, {
        actor,
        action: "assign-batch",
        tableName: "student_master_table",
        rowId: student.id,
        details: { email: student.email, from: student.batchId, to: batchId, bulk: true },
      });
    }
    return { ok: true, assigned: students.length };
  });
}
