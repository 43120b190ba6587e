import { and, eq, sql } from "drizzle-orm";
import { checkNewDueDate, checkReason, COLLECTIONS_TEXT, waiveInstalment } from "~/collections/collections";
import { enrolmentStanding } from "~/enrolments";
import { indiaDate, minorToDecimal } from "~/platform";
import { type Database, enrolments, studentMasterTable } from "~/platform/index.server";
import { enrolmentFacts } from "~/enrolments/index.server";
import { type AuditActor, recordAudit } from "~/staff/index.server";

export type InstalmentDueChange = { kind: "extend"; dueDate: unknown; reason: unknown } | { kind: "waive"; reason: unknown };

/** Saved with its message, or refused with a message and a status (nothing written). */
export type InstalmentDueOutcome = { saved: true; message: string } | { saved: false; message: string; status: 400 | 404 | 409 };

/**
 * An admin's new due date for the instalment now owed, or its waiver, audited in the same transaction; the next
 * payment ends either (docs/decisions/0107-collections.md). `studentId`, when given, must own the enrolment.
 */
export async function changeInstalmentDue(
  database: Database,
  {
    actor,
    enrolmentId,
    studentId,
    change,
    now,
  }: { actor: AuditActor; enrolmentId: string; studentId?: number; change: InstalmentDueChange; now: Date },
): Promise<InstalmentDueOutcome> {
  const reason = checkReason(change.reason);
  if ("message" in reason) return { saved: false, message: reason.message, status: 400 };
  const newDue = change.kind === "extend" ? checkNewDueDate(change.dueDate, indiaDate(now)) : null;
  if (newDue && "message" in newDue) return { saved: false, message: newDue.message, status: 400 };

  return database.transaction(async (transaction) => {
    const owner =
      studentId === undefined
        ? sql`true`
        : sql`exists (select 1 from ${studentMasterTable} where ${studentMasterTable.id} = ${studentId}
            and lower(${studentMasterTable.email}) = lower(${enrolments.studentEmail}))`;
    const [enrolment] = await transaction
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.id, enrolmentId), owner))
      .for("update");
    if (!enrolment) return { saved: false as const, message: COLLECTIONS_TEXT.notFound, status: 404 as const };
    const facts = enrolmentFacts(enrolment);
    const dueDate = enrolmentStanding(facts).nextDueDate;
    if (!dueDate) return { saved: false as const, message: COLLECTIONS_TEXT.nothingOwed, status: 409 as const };
    const audit = (details: Record<string, unknown>) =>
      recordAudit(transaction as unknown as Database, {
        actor,
        action: "update",
        tableName: "enrolments",
        rowId: enrolment.id,
        details: { email: enrolment.studentEmail, reason: reason.reason, ...details },
      });

    if (newDue) {
      await transaction
        .update(enrolments)
        .set({ dueOnOverride: newDue.dueDate, dueOverrideFor: enrolment.lastPaidAt, updatedAt: sql`now()` })
        .where(eq(enrolments.id, enrolment.id));
      await audit({ change: "extend", field: "due_on", from: dueDate, to: newDue.dueDate });
      return { saved: true as const, message: COLLECTIONS_TEXT.extended(newDue.dueDate) };
    }

    const waived = waiveInstalment(facts, dueDate)!;
    await transaction
      .update(enrolments)
      .set({
        fee: minorToDecimal(waived.feeMinor),
        monthsInPlan: waived.monthsInPlan,
        dueOnOverride: waived.nextDueDate,
        dueOverrideFor: enrolment.lastPaidAt,
        updatedAt: sql`now()`,
      })
      .where(eq(enrolments.id, enrolment.id));
    await audit({
      change: "waive",
      field: "fee",
      from: enrolment.fee,
      to: minorToDecimal(waived.feeMinor),
      waived: minorToDecimal(waived.waivedMinor),
      currency: enrolment.currency,
      dueFrom: dueDate,
      dueTo: waived.feeMinor > facts.paidMinor ? waived.nextDueDate : null,
    });
    return { saved: true as const, message: COLLECTIONS_TEXT.waived };
  });
}
