import { sql } from "drizzle-orm";
import { completionRules, type Database, queryRows } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";
import { type CompletionRule, DEFAULT_COMPLETION_RULE } from "./completion";

export interface CompletionRuleRow extends CompletionRule {
  course: string;
  /** False: the course has no rule of its own and follows the default. */
  custom: boolean;
}

/** Every course that has batches or a rule, with its rule (the default where it has none), by name. */
export async function listCompletionRules(database: Database): Promise<CompletionRuleRow[]> {
  const rows = await queryRows<{ course: string; min: number | null; require: boolean | null }>(
    database,
    sql`select c.course, r.min_attendance_percent as min, r.require_required_assignments as require
          from (select course from batches where course is not null union select course from completion_rules) c
          left join completion_rules r on r.course = c.course
         order by c.course`,
  );
  return rows.map((row) =>
    row.min === null || row.require === null
      ? { course: row.course, custom: false, ...DEFAULT_COMPLETION_RULE }
      : { course: row.course, custom: true, minAttendancePercent: row.min, requireRequiredAssignments: row.require },
  );
}

/** Sets a course's rule (audited); false when the course is not one of listCompletionRules'. */
export async function saveCompletionRule(
  database: Database,
  { actor, course, rule }: { actor: AuditActor; course: string; rule: CompletionRule },
): Promise<boolean> {
  const known = (await listCompletionRules(database)).find((row) => row.course === course);
  if (!known) return false;
  await database.transaction(async (transaction) => {
    await transaction
      .insert(completionRules)
      .values({ course, ...rule, updatedBy: actor.email })
      .onConflictDoUpdate({
        target: completionRules.course,
        set: { ...rule, updatedBy: actor.email, updatedAt: sql`now()` },
      });
    await recordAudit(transaction, {
      actor,
      action: known.custom ? "update" : "create",
      tableName: "completion_rules",
      rowId: course,
      details: { ...rule },
    });
  });
  return true;
}
