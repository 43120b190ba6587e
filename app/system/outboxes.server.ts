import { sql } from "drizzle-orm";
import { isUuid } from "~/platform";
import { type Database, queryRows } from "~/platform/index.server";
import { type AuditActor, recordAudit } from "~/staff/index.server";

// The outboxes of messages waiting to be delivered, one per channel, alike in shape (a waiting status, then sent or
// failed; next_attempt_at, last_error). A new channel is one line here: the health desk and /metrics list them all.
// A failed WhatsApp message already sent its e-mail instead (docs/decisions/0111-whatsapp-notices.md): no 'Retry'.
export const OUTBOX_CHANNELS = [
  { channel: "email", table: "email_outbox", recipient: "to_address", summary: "subject", waiting: "pending", retry: true },
  {
    channel: "whatsapp",
    table: "whatsapp_messages",
    recipient: "to_number",
    summary: "template",
    waiting: "queued",
    retry: false,
  },
] as const;

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]["channel"];

export interface OutboxBacklog {
  channel: OutboxChannel;
  /** Messages waiting to be sent. */
  pending: number;
  /** Seconds the oldest waiting message has waited; 0 when none waits. */
  oldestPendingSeconds: number;
  /** Messages given up on after every attempt. */
  failed: number;
}

/** Each channel's backlog at `now`. */
export async function readOutboxBacklogs(database: Database, now: Date): Promise<OutboxBacklog[]> {
  return Promise.all(
    OUTBOX_CHANNELS.map(async ({ channel, table, waiting }) => {
      const [row] = await queryRows<{ pending: number; failed: number; oldest: number | null }>(
        database,
        sql`select count(*) filter (where status = ${waiting})::int as pending,
                   count(*) filter (where status = 'failed')::int as failed,
                   extract(epoch from (${now.toISOString()}::timestamptz - min(created_at) filter (where status = ${waiting})))::float8 as oldest
              from ${sql.identifier(table)}
             where status in (${waiting}, 'failed')`,
      );
      return {
        channel,
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        oldestPendingSeconds: Math.max(0, Math.round(row?.oldest ?? 0)),
      };
    }),
  );
}

export interface FailedMessage {
  channel: OutboxChannel;
  id: string;
  recipient: string;
  summary: string;
  /** Whether 'Retry' may send it again. */
  retry: boolean;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** The newest messages each channel gave up on, with their error. */
export async function listFailedMessages(database: Database, limit = 20): Promise<FailedMessage[]> {
  const lists = await Promise.all(
    OUTBOX_CHANNELS.map(({ channel, table, recipient, summary, retry }) =>
      queryRows<Omit<FailedMessage, "channel" | "retry">>(
        database,
        sql`select id::text as id, ${sql.identifier(recipient)} as recipient, ${sql.identifier(summary)} as summary,
                   attempts, last_error as "lastError", created_at::text as "createdAt"
              from ${sql.identifier(table)} where status = 'failed' order by created_at desc limit ${limit}`,
      ).then((rows) => rows.map((row) => ({ ...row, channel, retry }))),
    ),
  );
  return lists.flat();
}

/**
 * 'Retry': a failed message is due again now, with a fresh set of attempts, recorded in the audit log with the
 * change. False when it is no failed message of a known channel.
 */
export async function retryFailedMessage(
  database: Database,
  { channel, id, now, actor }: { channel: string; id: string; now: Date; actor: AuditActor },
): Promise<boolean> {
  const outbox = OUTBOX_CHANNELS.find((entry) => entry.channel === channel && entry.retry);
  if (!outbox || !isUuid(id)) return false;
  return database.transaction(async (transaction) => {
    const rows = await queryRows(
      transaction,
      sql`update ${sql.identifier(outbox.table)}
             set status = ${outbox.waiting}, attempts = 0, next_attempt_at = ${now.toISOString()}::timestamptz
           where id = ${id}::uuid and status = 'failed'
       returning id`,
    );
    if (rows.length !== 1) return false;
    await recordAudit(transaction, { actor, action: "retry-message", tableName: outbox.table, rowId: id });
    return true;
  });
}
