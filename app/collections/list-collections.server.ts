// The collections desk's reads: owing enrolments by due date, on the partial index enrolments_owing_due_idx: the tabs'
// counts in one statement, then a page (or a CSV batch) in one more (docs/decisions/0107-collections.md).
import { sql, type SQL } from "drizzle-orm";
import {
  bucketRange,
  COLLECTION_BUCKETS,
  type CollectionBucket,
  type CollectionFilters,
  daysOverdue,
  type DeskAutopay,
  isPaused,
} from "~/collections/collections";
import { addDaysToDate, type Currency, decimalToMinor, indiaDate, type PageWindow, pageWindow } from "~/platform";
import { containsPattern, type Database, queryRows } from "~/platform/index.server";

export const COLLECTIONS_PAGE_SIZE = 50;

export interface CollectionRow {
  enrolmentId: string;
  studentId: number | null;
  studentName: string | null;
  email: string;
  course: string;
  currency: Currency;
  /** The instalment now owed: one month's price, at most what remains. */
  amountDueMinor: number;
  dueDate: string;
  daysOverdue: number;
  paused: boolean;
  lastReminder: { kind: string; sentAt: string } | null;
  autopay: DeskAutopay;
}

export interface CollectionList extends PageWindow {
  rows: CollectionRow[];
  counts: Record<CollectionBucket, number>;
  today: string;
  graceDays: number;
}

const owing = sql`e.status = 'active' and e.amount_paid < e.fee`;

/** Course, currency and name-or-address as SQL over `enrolments e` (every tab applies them). */
function filterConditions(filters: CollectionFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.course) parts.push(sql`e.course = ${filters.course}`);
  if (filters.currency) parts.push(sql`e.currency = ${filters.currency}`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    parts.push(sql`(e.student_email ilike ${pattern} or exists (select 1 from student_master_table s
      where lower(s.email) = lower(e.student_email) and s.student_name ilike ${pattern}))`);
  }
  return parts;
}

/** A bucket's due dates: days overdue from `min` to `max` are due dates from today − max to today − min. */
function bucketBounds(bucket: CollectionBucket, today: string, graceDays: number): SQL[] {
  const { min, max } = bucketRange(bucket, graceDays);
  const bounds: SQL[] = [];
  if (bucket === "halted") {
    bounds.push(sql`exists (select 1 from autopay_subscriptions a where a.enrolment_id = e.id and a.status = 'halted'
      and a.cancel_requested_at is null)`);
  }
  if (max !== null) bounds.push(sql`e.due_on >= ${addDaysToDate(today, -max)}::date`);
  if (min !== null) bounds.push(sql`e.due_on <= ${addDaysToDate(today, -min)}::date`);
  return bounds;
}

function collectionsWhere(filters: CollectionFilters, today: string, graceDays: number): SQL {
  return sql.join([owing, ...bucketBounds(filters.bucket, today, graceDays), ...filterConditions(filters)], sql` and `);
}

interface RawRow {
  id: string;
  student_email: string;
  course: string;
  currency: Currency;
  price_per_month: string;
  fee: string;
  amount_paid: string;
  due_on: string;
  student_id: number | null;
  student_name: string | null;
  reminder_kind: string | null;
  reminder_sent_at: string | Date | null;
  autopay_status: string | null;
}

/** One page (offset) or one export batch (after a due date and id) of the filtered rows, earliest due first. */
export async function queryCollectionRows(
  database: Database,
  options: {
    filters: CollectionFilters;
    today: string;
    graceDays: number;
    limit: number;
    offset?: number;
    after?: { dueDate: string; id: string };
  },
): Promise<(CollectionRow & { cursor: { dueDate: string; id: string } })[]> {
  const { filters, today, graceDays, limit, offset = 0, after } = options;
  const where = after
    ? sql`${collectionsWhere(filters, today, graceDays)} and (e.due_on, e.id) > (${after.dueDate}::date, ${after.id}::uuid)`
    : collectionsWhere(filters, today, graceDays);
  const rows = await queryRows<RawRow>(
    database,
    sql`with page as (
          select e.id, e.student_email, e.course, e.currency, e.price_per_month::text, e.fee::text, e.amount_paid::text,
                 e.due_on
            from enrolments e where ${where}
           order by e.due_on, e.id limit ${limit} offset ${offset})
        select p.id, p.student_email, p.course, p.currency, p.price_per_month, p.fee, p.amount_paid,
               to_char(p.due_on, 'YYYY-MM-DD') as due_on, s.id as student_id, s.student_name,
               r.kind as reminder_kind, r.sent_at as reminder_sent_at, a.status as autopay_status
          from page p
          left join lateral (select s.id, s.student_name from student_master_table s
                              where lower(s.email) = lower(p.student_email) order by s.id limit 1) s on true
          left join lateral (select r.kind, r.sent_at from enrolment_reminders r
                              where r.enrolment_id = p.id order by r.sent_at desc limit 1) r on true
          left join lateral (select a.status from autopay_subscriptions a
                              where a.enrolment_id = p.id and a.cancel_requested_at is null
                                and a.status in ('created', 'authenticated', 'active', 'pending', 'halted')
                              order by a.created_at desc limit 1) a on true
         order by p.due_on, p.id`,
  );
  return rows.map((row) => {
    const remaining = decimalToMinor(row.fee) - decimalToMinor(row.amount_paid);
    return {
      enrolmentId: row.id,
      studentId: row.student_id,
      studentName: row.student_name,
      email: row.student_email,
      course: row.course,
      currency: row.currency,
      amountDueMinor: Math.min(decimalToMinor(row.price_per_month), remaining),
      dueDate: row.due_on,
      daysOverdue: daysOverdue(row.due_on, today),
      paused: isPaused(row.due_on, today, graceDays),
      lastReminder:
        row.reminder_kind && row.reminder_sent_at
          ? { kind: row.reminder_kind, sentAt: new Date(row.reminder_sent_at).toISOString() }
          : null,
      autopay: deskAutopay(row.autopay_status),
      cursor: { dueDate: row.due_on, id: row.id },
    };
  });
}

function deskAutopay(status: string | null): DeskAutopay {
  if (status === "created") return "waiting";
  if (status === "halted") return "halted";
  return status ? "on" : null;
}

/** How many owing enrolments each tab holds (course, currency and search applied), in one statement. */
async function bucketCounts(
  database: Database,
  filters: CollectionFilters,
  today: string,
  graceDays: number,
): Promise<Record<CollectionBucket, number>> {
  const columns = COLLECTION_BUCKETS.map(
    (bucket) =>
      sql`(count(*) filter (where ${sql.join([sql`true`, ...bucketBounds(bucket, today, graceDays)], sql` and `)}))::int as ${sql.identifier(bucket)}`,
  );
  // Every tab lies before the end of 'due this week'.
  const where = sql.join([owing, sql`e.due_on <= ${addDaysToDate(today, 6)}::date`, ...filterConditions(filters)], sql` and `);
  const [row] = await queryRows<Record<CollectionBucket, number>>(
    database,
    sql`select ${sql.join(columns, sql`, `)} from enrolments e where ${where}`,
  );
  return row!;
}

/** The desk: one page of the chosen tab, every tab's count, and the courses to filter by. */
export async function listCollections(
  database: Database,
  { filters, now, graceDays }: { filters: CollectionFilters; now: Date; graceDays: number },
): Promise<CollectionList> {
  const today = indiaDate(now);
  // The counts first, so that a page past the end shows the last page.
  const counts = await bucketCounts(database, filters, today, graceDays);
  const window = pageWindow({ total: counts[filters.bucket], requested: filters.page, pageSize: COLLECTIONS_PAGE_SIZE });
  const rows =
    window.total === 0
      ? []
      : await queryCollectionRows(database, { filters, today, graceDays, limit: window.limit, offset: window.offset });
  return {
    ...window,
    rows: rows.map(({ cursor: _cursor, ...row }) => row),
    counts,
    today,
    graceDays,
  };
}
