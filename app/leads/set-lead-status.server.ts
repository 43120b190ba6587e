import { eq, getTableName } from "drizzle-orm";
import type { LeadKind, LeadStatus } from "~/leads/leads";
import { isUuid } from "~/platform";
import type { Database } from "~/platform/index.server";
import { LEAD_TABLES } from "./leads-query.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * Moves a lead to another status, with its audit row (from, to) in the same transaction. Null when there is
 * no such lead. Saving the status it already has changes nothing and records nothing.
 */
export async function setLeadStatus(
  database: Database,
  { actor, kind, id, status }: { actor: AuditActor; kind: LeadKind; id: string; status: LeadStatus },
): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  if (!isUuid(id)) return null;
  const table = LEAD_TABLES[kind];
  return database.transaction(async (transaction) => {
    const [lead] = await transaction.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
    if (!lead) return null;
    if (lead.status === status) return { from: lead.status, to: status };
    await transaction.update(table).set({ status }).where(eq(table.id, id));
    await recordAudit(transaction, {
      actor,
      action: "update",
      tableName: getTableName(table),
      rowId: id,
      details: { status: { from: lead.status, to: status } },
    });
    return { from: lead.status, to: status };
  });
}
