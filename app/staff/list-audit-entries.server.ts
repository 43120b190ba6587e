import { desc } from "drizzle-orm";
import { auditLog, countedPage, type Database, logger } from "~/platform/index.server";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: string;
  actorEmail: string;
  action: string;
  tableName: string;
  rowId: string;
  details: string | null;
  createdAt: string;
}

/** Every admin write, newest first, a page at a time. A failed read is logged and the list stays empty. */
export async function listAuditEntries(database: Database, { page }: { page: number }) {
  try {
    const window = await countedPage(database, auditLog, undefined, { requested: page, pageSize: AUDIT_PAGE_SIZE });
    const rows = await database
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset);
    const entries: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      tableName: row.tableName,
      rowId: row.rowId,
      details: row.details === null ? null : JSON.stringify(row.details),
      createdAt: row.createdAt.toISOString(),
    }));
    return { entries, total: window.total, page: window.page, pageCount: window.pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load the audit log");
    return { entries: [] as AuditEntry[], total: 0, page: 1, pageCount: 1 };
  }
}
