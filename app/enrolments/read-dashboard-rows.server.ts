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

/** Every read of the dashboard, each as drizzle's select returns it (one failing does not take the others with it). */
function separateReads(database: Database, user: SessionUser) {
  const email = user.email;
  return Promise.allSettled([
    database.select(profileColumns).from(users).where(eq(users.email, email)).limit(1),
    selectStudentRecord(database, email),
    selectActiveClassLink(database, email),
    selectBatchSessions(database, email),
    selectPaymentHistory(database, email),
    selectReferralLedger(database, email),
    selectReferralPayouts(database, email),
    selectActiveCertificates(database, email),
    selectCalendarFeedToken(database, user.id),
    selectStudentEnrolments(database, user),
    selectAttendedSessions(database, email),
  ]);
}

export type DashboardReads = Awaited<ReturnType<typeof separateReads>>;

const enrolmentFields = getTableColumns(enrolments);
const attendedFields = { sessionId: classAttendance.sessionId };
const feedFields = { token: calendarFeeds.token };

const orderOf = (order: readonly SQL[]) => sql.join([...order], sql`, `);

/** At most one row of `from`, as a JSON object (null when there is none). */
function jsonFirst(fields: JsonFields, options: { from: SQL; orderBy?: readonly SQL[] }) {
  const order = options.orderBy ? sql` order by ${orderOf(options.orderBy)}` : sql``;
  return sql`(select ${jsonObject(fields)} ${options.from}${order} limit 1)`;
}

/** The same reads as one statement: one round trip, one plan per part, each part a JSON value. */
function oneStatement(user: SessionUser) {
  const email = user.email;
  return sql`select
    ${jsonFirst(profileColumns, { from: sql`from ${users} where ${users.email} = ${email}` })} as profile,
    ${jsonFirst(studentRecordFields, { from: sql`from ${studentMasterTable} where ${studentMasterTable.email} = ${email}` })} as student,
    ${jsonFirst(classLinkFields, {
      from: sql`from ${batchSessionLinks} where ${inBatchOfStudent(batchSessionLinks.batchId, email)} and ${batchSessionLinks.isActive}`,
      orderBy: classLinkOrder,
    })} as link,
    ${jsonArray(batchSessionFields, {
      from: sql`from ${sessionMasterTable} where ${inBatchOfStudent(sessionMasterTable.batchId, email)}`,
      orderBy: orderOf(batchSessionOrder),
    })} as sessions,
    ${jsonArray(paymentHistoryFields, {
      from: sql`from ${payments} where ${paymentsOfStudent(email)}`,
      orderBy: orderOf(paymentHistoryOrder),
    })} as history,
    ${jsonArray(referralLedgerFields, {
      from: sql`from ${referralCredits} inner join ${payments} on ${referralLedgerJoin} where ${referralCredits.referrerEmail} = ${email}`,
      orderBy: orderOf(referralLedgerOrder),
    })} as referred,
    ${jsonArray(referralPayoutFields, {
      from: sql`from ${referralPayouts} where ${referralPayouts.referrerEmail} = ${email}`,
      orderBy: orderOf(referralPayoutOrder),
    })} as payouts,
    ${jsonArray(activeCertificateFields, {
      from: sql`from ${certificates} where ${activeCertificatesOf(email)}`,
      orderBy: orderOf(activeCertificateOrder),
    })} as certificates,
    ${jsonFirst(feedFields, { from: sql`from ${calendarFeeds} where ${calendarFeeds.userId} = ${user.id}` })} as feed,
    ${jsonArray(enrolmentFields, {
      from: sql`from ${enrolments} where ${enrolmentsOf(user)}`,
      orderBy: orderOf(STUDENT_ENROLMENT_ORDER),
      limit: MAX_LISTED_ENROLMENTS,
    })} as enrolments,
    ${jsonArray(attendedFields, {
      from: sql`from ${classAttendance} where ${classAttendance.studentEmail} = ${email.toLowerCase()}`,
      orderBy: sql`${classAttendance.sessionId}`,
    })} as attended`;
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

type Json = Record<string, unknown>;
const fulfilled = <T>(value: T): PromiseFulfilledResult<T> => ({ status: "fulfilled", value });
const one = <Row>(fields: JsonFields, json: unknown): Row[] => (json ? [fromJson<Row>(fields, json as Json)] : []);
const many = <Row>(fields: JsonFields, json: unknown): Row[] => (json as Json[]).map((row) => fromJson<Row>(fields, row));
type RowsOf<Index extends number> = DashboardReads[Index] extends PromiseSettledResult<infer Rows> ? Rows : never;

/**
 * Everything the dashboard reads for the signed-in account, in one statement (one round trip; on PGlite one query
 * instead of eleven), prepared once per PostgreSQL connection. Should that statement fail, the reads are made again one by one, so that what can be read is
 * shown and each failure says what it was, as before (the dashboard's error messages).
 */
export async function readDashboardRows(database: Database, user: SessionUser): Promise<DashboardReads> {
  let row: Json;
  try {
    [row] = (await queryRowsPrepared<Json>(database, "dashboard-rows", dashboardStatement(user))) as [Json];
  } catch {
    return separateReads(database, user);
  }
  return [
    fulfilled(one<RowsOf<0>[number]>(profileColumns, row.profile)),
    fulfilled(one<RowsOf<1>[number]>(studentRecordFields, row.student)),
    fulfilled(one<RowsOf<2>[number]>(classLinkFields, row.link)),
    fulfilled(many<RowsOf<3>[number]>(batchSessionFields, row.sessions)),
    fulfilled(many<RowsOf<4>[number]>(paymentHistoryFields, row.history)),
    fulfilled(many<RowsOf<5>[number]>(referralLedgerFields, row.referred)),
    fulfilled(many<RowsOf<6>[number]>(referralPayoutFields, row.payouts)),
    fulfilled(many<RowsOf<7>[number]>(activeCertificateFields, row.certificates)),
    fulfilled(one<RowsOf<8>[number]>(feedFields, row.feed)),
    fulfilled(many<RowsOf<9>[number]>(enrolmentFields, row.enrolments)),
    fulfilled(many<RowsOf<10>[number]>(attendedFields, row.attended)),
  ];
}
