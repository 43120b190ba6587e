import { eq, getTableColumns, sql, type Query, type SQL } from "drizzle-orm";
import {
  batchSessionFields,
  batchSessionOrder,
  classLinkFields,
  classLinkOrder,
  inBatchOfStudent,
  selectActiveClassLink,
  selectAttendedSessions,
  selectBatchSessions,
  selectCalendarFeedToken,
  selectStudentRecord,
  studentRecordFields,
} from "~/classes/index.server";
import { enrolmentsOf, profileColumns, type SessionUser } from "~/accounts/index.server";
import {
  batchSessionLinks,
  calendarFeeds,
  certificates,
  classAttendance,
  compileQuery,
  type Database,
  enrolments,
  fromJson,
  jsonArray,
  type JsonFields,
  jsonObject,
  payments,
  queryRowsPrepared,
  referralCredits,
  referralPayouts,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "~/platform/index.server";
import { paymentHistoryFields, paymentHistoryOrder, paymentsOfStudent, selectPaymentHistory } from "~/payments/index.server";
import { selectStudentEnrolments, STUDENT_ENROLMENT_ORDER, MAX_LISTED_ENROLMENTS } from "./find-enrolments.server";
import {
  activeCertificateFields,
  activeCertificateOrder,
  activeCertificatesOf,
  selectActiveCertificates,
} from "~/certificates/index.server";
import {
  referralLedgerFields,
  referralLedgerJoin,
  referralLedgerOrder,
  referralPayoutFields,
  referralPayoutOrder,
  selectReferralLedger,
  selectReferralPayouts,
} from "~/referrals/index.server";

type Json = Record<string, unknown>;

/** One part of the dashboard: its JSON value in the one statement, that value's rows, and the same read on its own. */
interface DashboardPart<Row> {
  json(user: SessionUser): SQL;
  rows(json: unknown): Row[];
  read(database: Database, user: SessionUser): PromiseLike<Row[]>;
}

interface PartQuery {
  fields: JsonFields;
  /** The FROM clause with its joins and WHERE, for this account. */
  from(user: SessionUser): SQL;
  orderBy?: readonly SQL[];
}

const orderOf = (order: readonly SQL[]) => sql.join([...order], sql`, `);

/** At most one row of the query, as a JSON object (null when there is none). */
function firstRow<Row>(query: PartQuery, read: DashboardPart<Row>["read"]): DashboardPart<Row> {
  const { fields, orderBy } = query;
  const order = orderBy ? sql` order by ${orderOf(orderBy)}` : sql``;
  return {
    json: (user) => sql`(select ${jsonObject(fields)} ${query.from(user)}${order} limit 1)`,
    rows: (json) => (json ? [fromJson<Row>(fields, json as Json)] : []),
    read,
  };
}

/** The query's rows in order (at most `limit`), as a JSON array. */
function allRows<Row>(
  query: PartQuery & { orderBy: readonly SQL[]; limit?: number },
  read: DashboardPart<Row>["read"],
): DashboardPart<Row> {
  const { fields, limit } = query;
  return {
    json: (user) => jsonArray(fields, { from: query.from(user), orderBy: orderOf(query.orderBy), limit }),
    rows: (json) => (json as Json[]).map((row) => fromJson<Row>(fields, row)),
    read,
  };
}

// What the dashboard reads, part by part, each keyed by the session's account (never by anything the browser sent).
// A part is one column of the one statement, and one read of its own when that statement fails.
const describeDashboardParts = () => ({
  profile: firstRow(
    { fields: profileColumns, from: ({ email }) => sql`from ${users} where ${users.email} = ${email}` },
    (database, { email }) => database.select(profileColumns).from(users).where(eq(users.email, email)).limit(1),
  ),
  student: firstRow(
    {
      fields: studentRecordFields,
      from: ({ email }) => sql`from ${studentMasterTable} where ${studentMasterTable.email} = ${email}`,
    },
    (database, { email }) => selectStudentRecord(database, email),
  ),
  link: firstRow(
    {
      fields: classLinkFields,
      from: ({ email }) =>
        sql`from ${batchSessionLinks} where ${inBatchOfStudent(batchSessionLinks.batchId, email)} and ${batchSessionLinks.isActive}`,
      orderBy: classLinkOrder,
    },
    (database, { email }) => selectActiveClassLink(database, email),
  ),
  sessions: allRows(
    {
      fields: batchSessionFields,
      from: ({ email }) => sql`from ${sessionMasterTable} where ${inBatchOfStudent(sessionMasterTable.batchId, email)}`,
      orderBy: batchSessionOrder,
    },
    (database, { email }) => selectBatchSessions(database, email),
  ),
  history: allRows(
    {
      fields: paymentHistoryFields,
      from: ({ email }) => sql`from ${payments} where ${paymentsOfStudent(email)}`,
      orderBy: paymentHistoryOrder,
    },
    (database, { email }) => selectPaymentHistory(database, email),
  ),
  referred: allRows(
    {
      fields: referralLedgerFields,
      from: ({ email }) =>
        sql`from ${referralCredits} inner join ${payments} on ${referralLedgerJoin} where ${referralCredits.referrerEmail} = ${email}`,
      orderBy: referralLedgerOrder,
    },
    (database, { email }) => selectReferralLedger(database, email),
  ),
  payouts: allRows(
    {
      fields: referralPayoutFields,
      from: ({ email }) => sql`from ${referralPayouts} where ${referralPayouts.referrerEmail} = ${email}`,
      orderBy: referralPayoutOrder,
    },
    (database, { email }) => selectReferralPayouts(database, email),
  ),
  certificates: allRows(
    {
      fields: activeCertificateFields,
      from: ({ email }) => sql`from ${certificates} where ${activeCertificatesOf(email)}`,
      orderBy: activeCertificateOrder,
    },
    (database, { email }) => selectActiveCertificates(database, email),
  ),
  feed: firstRow(
    {
      fields: { token: calendarFeeds.token },
      from: ({ id }) => sql`from ${calendarFeeds} where ${calendarFeeds.userId} = ${id}`,
    },
    (database, { id }) => selectCalendarFeedToken(database, id),
  ),
  enrolments: allRows(
    {
      fields: getTableColumns(enrolments),
      from: (user) => sql`from ${enrolments} where ${enrolmentsOf(user)}`,
      orderBy: STUDENT_ENROLMENT_ORDER,
      limit: MAX_LISTED_ENROLMENTS,
    },
    (database, user) => selectStudentEnrolments(database, user),
  ),
  attended: allRows(
    {
      fields: { sessionId: classAttendance.sessionId },
      from: ({ email }) => sql`from ${classAttendance} where ${classAttendance.studentEmail} = ${email.toLowerCase()}`,
      orderBy: [sql`${classAttendance.sessionId}`],
    },
    (database, { email }) => selectAttendedSessions(database, email),
  ),
});

type DashboardParts = ReturnType<typeof describeDashboardParts>;
type PartName = keyof DashboardParts;
type RowsOf<Name extends PartName> = DashboardParts[Name] extends DashboardPart<infer Row> ? Row[] : never;

// Described on first use, not as this file loads: the fields come from modules that some importers of this one load
// later (with the description made at load, a fields object was still undefined and every statement failed).
let described: { parts: DashboardParts; names: PartName[] } | undefined;
function dashboardParts() {
  if (!described) {
    const parts = describeDashboardParts();
    described = { parts, names: Object.keys(parts) as PartName[] };
  }
  return described;
}

/** Every part of the dashboard by name, as its read settled (one failing does not take the others with it). */
export type DashboardReads = { [Name in PartName]: PromiseSettledResult<RowsOf<Name>> };

/** An object of every part by name, from one value per part. */
function byPart(value: (name: PartName, index: number) => PromiseSettledResult<unknown>): DashboardReads {
  return Object.fromEntries(dashboardParts().names.map((name, index) => [name, value(name, index)])) as DashboardReads;
}

/** The parts as one statement: one round trip, one plan per part, each part a JSON value named after it. */
function oneStatement(user: SessionUser) {
  const { parts, names } = dashboardParts();
  const columns = names.map((name) => sql`${parts[name].json(user)} as ${sql.raw(name)}`);
  return sql`select
    ${sql.join(
      columns,
      sql`,
    `,
    )}`;
}

/** Each part read on its own, all at once. */
async function separateReads(database: Database, user: SessionUser): Promise<DashboardReads> {
  const { parts, names } = dashboardParts();
  const settled = await Promise.allSettled(names.map((name) => parts[name].read(database, user)));
  return byPart((_, index) => settled[index]!);
}

// The statement is built and compiled once per shape (a verified address reads enrolments by it too) with stand-ins
// for the account's id and address, then run with each account's own values (building and compiling it
// cost about half a millisecond a render). The address stand-in has capitals, so that its lower-case form, which
// some parts compare with, is a value of its own.
const STAND_IN = { id: "\u0001dashboard-user-id", email: "\u0001Dashboard.Stand-In@Example.Test" } as const;
const STAND_IN_LOWER_CASE_EMAIL = STAND_IN.email.toLowerCase();
const compiledShapes = new Map<boolean, Query>();

/** oneStatement(user) compiled: the same text and parameters, from the statement compiled once for its shape. */
export function dashboardStatement(user: SessionUser): Query {
  let shape = compiledShapes.get(user.emailVerified);
  if (!shape) {
    shape = compileQuery(oneStatement({ ...user, ...STAND_IN }));
    compiledShapes.set(user.emailVerified, shape);
  }
  const params = shape.params.map((param) => {
    if (param === STAND_IN.id) return user.id;
    if (param === STAND_IN.email) return user.email;
    if (param === STAND_IN_LOWER_CASE_EMAIL) return user.email.toLowerCase();
    return param;
  });
  return { ...shape, params };
}

/** The statement built for this account, without the compiled shapes: what dashboardStatement must equal. */
export function dashboardStatementBuiltAnew(user: SessionUser): Query {
  return compileQuery(oneStatement(user));
}

/** Everything the dashboard reads for the signed-in account, by part: one statement prepared once per connection (on
 *  PGlite one query instead of eleven), or, should it fail, each part on its own, so that what can be read is shown
 *  and each failure says what it was (the dashboard's error messages). */
export async function readDashboardRows(database: Database, user: SessionUser): Promise<DashboardReads> {
  let row: Json;
  try {
    [row] = (await queryRowsPrepared<Json>(database, "dashboard-rows", dashboardStatement(user))) as [Json];
  } catch {
    return separateReads(database, user);
  }
  const { parts } = dashboardParts();
  return byPart((name) => ({ status: "fulfilled", value: parts[name].rows(row[name]) }));
}
