import { desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { NO_LEAD_FILTERS, type LeadListRow } from "~/leads";
import { enrolmentStanding, type EnrolmentPlan, type EnrolmentStanding, type EnrolmentStatus } from "~/enrolments/enrolment";
import { decimalToMinor, type Currency } from "~/platform";
import {
  authUser,
  certificates,
  type Database,
  enrolments,
  invoices,
  payments,
  studentMasterTable,
  users,
} from "~/platform/index.server";
import { enrolmentFacts } from "./find-enrolments.server";
import { queryLeads } from "~/leads/index.server";

// A student has a handful of each; the caps only bound a page for an address that somehow has thousands.
const LISTED_LIMIT = 100;

const iso = (instant: Date) => instant.toISOString();

export interface StudentDetails {
  student: {
    id: number;
    name: string;
    email: string;
    mobile: string | null;
    batchId: string | null;
    currentCourseName: string | null;
    enrollmentDate: string;
    totalAmountPaid: string;
    currency: Currency;
    /** An account with this e-mail, and whether it has proved the address. */
    account: { verified: boolean } | null;
  };
  enrolments: (EnrolmentStanding & {
    id: string;
    course: string;
    batchId: string | null;
    plan: EnrolmentPlan;
    status: EnrolmentStatus;
    currency: Currency;
    monthsPaid: number;
    monthsInPlan: number;
    startedAt: string;
  })[];
  payments: {
    id: string;
    createdAt: string;
    course: string;
    amountMinor: number;
    currency: Currency;
    status: "pending" | "success" | "failed" | "cancelled";
  }[];
  /** One per successful payment: its invoice once issued (a payment's invoice is issued at the latest when first downloaded). */
  invoices: { number: string | null; paymentId: string; issuedAt: string | null; amountMinor: number; currency: Currency }[];
  certificates: { id: string; name: string; dateOfIssuing: string; isActive: boolean; verificationId: string }[];
  leads: LeadListRow[];
}

/** An exact, case-insensitive match on an e-mail column, as ILIKE (so the payments' trigram index serves it). */
const sameEmail = (email: string) => email.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * `/admin/students/:id`: the student's row (by its id), account, enrolments with their fee progress, payments,
 * invoices, certificates and leads, all found by the row's e-mail (any case). Null for an unknown id.
 */
export async function loadStudentDetails(database: Database, id: string): Promise<StudentDetails | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await database
    .select()
    .from(studentMasterTable)
    .where(eq(studentMasterTable.id, Number(id)));
  if (!row) return null;
  const email = row.email.toLowerCase();
  const [enrolmentRows, accountRows, leadRows, certificateRows] = await Promise.all([
    database
      .select()
      .from(enrolments)
      .where(sql`lower(${enrolments.studentEmail}) = ${email}`)
      .orderBy(sql`${enrolments.status} = 'active' desc`, desc(enrolments.startedAt), desc(enrolments.id))
      .limit(LISTED_LIMIT),
    database
      .select({ verified: authUser.emailVerified, mobile: users.mobileNo })
      .from(authUser)
      .leftJoin(users, eq(users.userId, authUser.id))
      .where(eq(authUser.email, email)),
    queryLeads(database, { filters: NO_LEAD_FILTERS, email, limit: LISTED_LIMIT }),
    database
      .select()
      .from(certificates)
      .where(sql`lower(${certificates.userEmail}) = ${email}`)
      .orderBy(desc(certificates.dateOfIssuing))
      .limit(LISTED_LIMIT),
  ]);
  const enrolmentIds = enrolmentRows.map((enrolment) => enrolment.id);
  const paymentRows = await database
    .select()
    .from(payments)
    .where(
      enrolmentIds.length > 0
        ? or(inArray(payments.enrolmentId, enrolmentIds), ilike(payments.email, sameEmail(email)))
        : ilike(payments.email, sameEmail(email)),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(LISTED_LIMIT);
  const invoiceRows =
    paymentRows.length === 0
      ? []
      : await database
          .select()
          .from(invoices)
          .where(
            inArray(
              invoices.paymentId,
              paymentRows.map((payment) => payment.id),
            ),
          );
  const [account] = accountRows;
  const latestMobile = paymentRows.find((payment) => payment.mobile)?.mobile ?? null;
  return {
    student: {
      id: row.id,
      name: row.studentName,
      email: row.email,
      mobile: account?.mobile || latestMobile,
      batchId: row.batchId,
      currentCourseName: row.currentCourseName,
      enrollmentDate: row.enrollmentDate,
      totalAmountPaid: row.totalAmountPaid,
      currency: row.currency,
      account: account ? { verified: account.verified } : null,
    },
    enrolments: enrolmentRows.map((enrolment) => ({
      id: enrolment.id,
      course: enrolment.course,
      batchId: enrolment.batchId,
      plan: enrolment.plan,
      status: enrolment.status,
      currency: enrolment.currency,
      monthsPaid: enrolment.monthsPaid,
      monthsInPlan: enrolment.monthsInPlan,
      startedAt: iso(enrolment.startedAt),
      ...enrolmentStanding(enrolmentFacts(enrolment)),
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      createdAt: iso(payment.createdAt),
      course: payment.course,
      amountMinor: decimalToMinor(payment.amount),
      currency: payment.currency,
      status: payment.paymentStatus,
    })),
    invoices: paymentRows
      .filter((payment) => payment.paymentStatus === "success")
      .map((payment) => {
        const invoice = invoiceRows.find((row) => row.paymentId === payment.id);
        return {
          number: invoice?.number ?? null,
          paymentId: payment.id,
          issuedAt: invoice ? iso(invoice.issuedAt) : null,
          amountMinor: invoice?.amount ?? decimalToMinor(payment.amount),
          currency: invoice?.currency ?? payment.currency,
        };
      }),
    certificates: certificateRows.map((certificate) => ({
      id: certificate.id,
      name: certificate.certificateName,
      dateOfIssuing: certificate.dateOfIssuing,
      isActive: certificate.isActive,
      verificationId: certificate.verificationId,
    })),
    leads: leadRows.map(({ cursor: _cursor, ...lead }) => lead),
  };
}
