import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { STUDENTS_PAGE_SIZE } from "~/classes/batch-assignment";
import { containsInAnyWhere, countedPage, type Database, logger, studentMasterTable } from "~/platform/index.server";

export interface StudentRow {
  id: number;
  studentName: string;
  email: string;
  currentCourseName: string | null;
  batchId: string | null;
  /** The derived total (spec 1 §3 total_amount_paid) in the row's currency, as the database's decimal text. */
  totalAmountPaid: string;
  currency: "INR" | "USD";
  /** ISO instant of the latest instalment over the student's enrolments; null when none was paid. */
  lastPaidAt: string | null;
  /** An account with this e-mail has proved it (better-auth keeps account e-mails lower-case). */
  verifiedAccount: boolean;
}

export interface StudentPage {
  students: StudentRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * spec 3 §7 "Students", one page at a time, searched on name, e-mail, course or batch. A failed read is logged and
 * the list stays empty.
 */
export async function searchStudents(
  database: Database,
  {
    search,
    batch = "",
    page,
    batchIds = null,
  }: {
    search: string;
    batch?: string;
    page: number;
    /** Only these batches' students (an instructor's); null for every student. */
    batchIds?: readonly string[] | null;
  },
): Promise<StudentPage> {
  const matches = search
    ? containsInAnyWhere(
        studentMasterTable,
        studentMasterTable.id,
        [
          studentMasterTable.studentName,
          studentMasterTable.email,
          studentMasterTable.currentCourseName,
          studentMasterTable.batchId,
        ],
        search,
      )
    : undefined;
  // A batch's students (the batches list links here), exactly that batch.
  const within =
    batchIds === null ? undefined : batchIds.length ? inArray(studentMasterTable.batchId, [...batchIds]) : sql`false`;
  const where = and(matches, batch ? eq(studentMasterTable.batchId, batch) : undefined, within);
  try {
    const window = await countedPage(database, studentMasterTable, where, { requested: page, pageSize: STUDENTS_PAGE_SIZE });
    const students = await database
      .select({
        id: studentMasterTable.id,
        studentName: studentMasterTable.studentName,
        email: studentMasterTable.email,
        currentCourseName: studentMasterTable.currentCourseName,
        batchId: studentMasterTable.batchId,
        totalAmountPaid: studentMasterTable.totalAmountPaid,
        currency: studentMasterTable.currency,
        // Written with explicit aliases: Drizzle leaves column names unqualified inside a select's own SQL, and the
        // outer row's e-mail would be read as the sub-query's.
        lastPaidAt: sql<string | null>`(select to_char(max(enrolment.last_paid_at) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          from enrolments enrolment where lower(enrolment.student_email) = lower(student_master_table.email))`,
        verifiedAccount: sql<boolean>`exists (select 1 from auth_user account
          where account.email = lower(student_master_table.email) and account.email_verified)`,
      })
      .from(studentMasterTable)
      .where(where)
      .orderBy(asc(studentMasterTable.studentName), asc(studentMasterTable.id))
      .limit(window.limit)
      .offset(window.offset);
    return { students, total: window.total, page: window.page, pageCount: window.pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load students");
    return { students: [], total: 0, page: 1, pageCount: 1 };
  }
}
