import { sql, type SQL } from "drizzle-orm";
import {
  LEAD_KINDS,
  leadDateRange,
  leadSummary,
  mobileDigits,
  type LeadFilters,
  type LeadKind,
  type LeadListRow,
  type LeadStatus,
} from "~/leads/leads";
import {
  contactSubmissions,
  containsPattern,
  type Database,
  leadCounts,
  leadGenResponses,
  queryRows,
  quizResponses,
} from "~/platform/index.server";

// The leads inbox's query, shared by the screen, its CSV export and a lead's page: one UNION ALL over the three tables
// a lead comes from, each branch filtered on its own indexes, ordered and paged in SQL (docs/decisions/0040-leads-inbox.md).

/** The table each kind of lead is stored in. */
export const LEAD_TABLES = {
  contact: contactSubmissions,
  certificate: leadGenResponses,
  quiz: quizResponses,
} as const;

type LeadTable = (typeof LEAD_TABLES)[LeadKind];

/** Where a page of the export ended: the next one starts after this lead (newest first). */
export interface LeadCursor {
  /** created_at as the database writes it, to the microsecond (a JavaScript Date keeps only milliseconds). */
  createdAt: string;
  id: string;
}

/** What the query may narrow by besides the screen's filters. */
interface LeadSelection {
  filters: LeadFilters;
  /** Exactly this e-mail address, any case (a lead's other leads). */
  email?: string;
  /** Only the leads after this one (the export's batches). */
  after?: LeadCursor;
}

/** One branch's conditions, on its own table's columns so each uses that table's indexes. */
function branchWhere(table: LeadTable, { filters, email, after }: LeadSelection): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.status) conditions.push(sql`${table.status} = ${filters.status}`);
  const { from, before } = leadDateRange(filters);
  if (from) conditions.push(sql`${table.createdAt} >= ${from.toISOString()}::timestamptz`);
  if (before) conditions.push(sql`${table.createdAt} < ${before.toISOString()}::timestamptz`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const digits = mobileDigits(filters.search);
    const matches = [sql`${table.name} ilike ${pattern}`, sql`${table.email} ilike ${pattern}`];
    // The mobile number as typed holds spaces and dashes in any place: its digits are compared with the search's.
    if (digits) matches.push(sql`regexp_replace(${table.mobile}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (email) conditions.push(sql`lower(${table.email}) = lower(${email})`);
  if (after) conditions.push(sql`(${table.createdAt}, ${table.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return sql.join(conditions, sql` and `);
}

/**
 * The columns every branch gives, in the same order and types. With `newest`, only that many of the branch's newest
 * rows: a page of the union is among the first offset + limit rows of each kind.
 */
function branch(kind: LeadKind, selection: LeadSelection, newest?: number): SQL {
  const table = LEAD_TABLES[kind];
  const common = sql`${kind}::text as kind, ${table.id} as id, ${table.createdAt} as created_at, ${table.name} as name,
    ${table.email} as email, ${table.mobile} as mobile, ${table.status} as status`;
  const own =
    kind === "contact"
      ? sql`${contactSubmissions.purpose} as purpose, null::text[] as interest_areas, null::text as timeline,
          null::int as score, null::text as readiness_level, null::uuid as aispot_id`
      : kind === "certificate"
        ? sql`null::text as purpose, ${leadGenResponses.interestAreas} as interest_areas, ${leadGenResponses.timeline} as timeline,
          null::int as score, null::text as readiness_level, null::uuid as aispot_id`
        : sql`null::text as purpose, null::text[] as interest_areas, null::text as timeline,
          ${quizResponses.score} as score, ${quizResponses.readinessLevel} as readiness_level, ${quizResponses.aispotId} as aispot_id`;
  const top = newest === undefined ? sql`` : sql` order by ${table.createdAt} desc, ${table.id} desc limit ${newest}`;
  return sql`select ${common}, ${own} from ${table} where ${branchWhere(table, selection)}${top}`;
}

/** The union of the kinds the filters allow. */
function leadsUnion(selection: LeadSelection, newest?: number): SQL {
  const kinds = selection.filters.kind ? [selection.filters.kind] : LEAD_KINDS;
  return sql.join(
    kinds.map((kind) => sql`(${branch(kind, selection, newest)})`),
    sql` union all `,
  );
}

/**
 * How many leads the selection holds. By kind and status only (the inbox unfiltered, or filtered by kind or status):
 * from lead_counts, which triggers keep (drizzle/0021), a few rows instead of every lead; otherwise counted.
 */
export async function countLeads(database: Database, selection: LeadSelection): Promise<number> {
  const { filters, email, after } = selection;
  const { from, before } = leadDateRange(filters);
  const byKindAndStatus = !filters.search && !from && !before && email === undefined && after === undefined;
  const [row] = byKindAndStatus
    ? await queryRows<{ total: number }>(
        database,
        sql`select coalesce(sum(${leadCounts.leads}), 0)::int as total from ${leadCounts}
            where ${filters.kind ? sql`${leadCounts.leadKind} = ${filters.kind}` : sql`true`}
              and ${filters.status ? sql`${leadCounts.status} = ${filters.status}` : sql`true`}`,
      )
    : await queryRows<{ total: number }>(database, sql`select count(*)::int as total from (${leadsUnion(selection)}) leads`);
  return row?.total ?? 0;
}

interface LeadRow {
  kind: LeadKind;
  id: string;
  created_at_iso: string;
  created_at_text: string;
  name: string;
  email: string;
  mobile: string;
  status: LeadStatus;
  purpose: string | null;
  interest_areas: string[] | null;
  timeline: string | null;
  score: number | null;
  readiness_level: string | null;
  spot_name: string | null;
}

/** The selected leads, newest first: a page by `offset` (and `limit`). */
export async function queryLeads(
  database: Database,
  { limit, offset = 0, ...selection }: LeadSelection & { limit: number; offset?: number },
): Promise<(LeadListRow & { cursor: LeadCursor })[]> {
  // The spot's name is looked up for the page's rows only, after the union has been ordered and cut.
  const rows = await queryRows<LeadRow>(
    database,
    sql`select kind, id, name, email, mobile, status, purpose, interest_areas, timeline, score, readiness_level,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at_iso,
          created_at::text as created_at_text,
          (select spot.name from aispot_master spot where spot.aispot_id = leads.aispot_id) as spot_name
        from (${leadsUnion(selection, offset + limit)}) leads
        order by created_at desc, id desc
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    createdAt: row.created_at_iso,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    summary: leadSummary(
      row.kind === "contact"
        ? { kind: "contact", purpose: row.purpose ?? "" }
        : row.kind === "certificate"
          ? { kind: "certificate", interestAreas: row.interest_areas ?? [], timeline: row.timeline ?? "" }
          : { kind: "quiz", score: row.score ?? 0, readinessLevel: row.readiness_level ?? "", spotName: row.spot_name },
    ),
    cursor: { createdAt: row.created_at_text, id: row.id },
  }));
}
