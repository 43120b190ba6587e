import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { EnrolmentMoney, EnrolmentStatus } from "~/enrolments/enrolment";
import { decimalToMinor } from "~/platform";
import { type Database, enrolments } from "~/platform/index.server";
import { enrolmentsOf } from "~/accounts/index.server";

export type EnrolmentRow = typeof enrolments.$inferSelect;

/** Who is paying: the e-mail typed (lower-case) and, when signed in, the account and whether it proved its e-mail. */
export interface Payer {
  /** The address typed in the payment dialog; none for 'Pay next instalment', which only the account may use. */
  email?: string;
  user?: { id: string; email: string; emailVerified: boolean } | null;
}

/**
 * The enrolments that are the payer's: of the e-mail they pay with, of their account, and of their account's
 * address once it is verified (docs/decisions/0035-enrolments.md).
 */
function ownedBy(payer: Payer): SQL {
  const owned = [payer.email ? sql`lower(${enrolments.studentEmail}) = ${payer.email.toLowerCase()}` : sql`false`];
  if (payer.user) owned.push(enrolmentsOf(payer.user)!);
  return or(...owned)!;
}

/**
 * The payer's latest active course enrolment (not a single Masterclass session): what a renewal pays for
 * (spec 1 §9 "Renewal Fee (Existing Student Only)").
 */
export async function latestActiveCourseEnrolment(
  database: Database,
  payer: Payer,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<EnrolmentRow | undefined> {
  const query = database
    .select()
    .from(enrolments)
    .where(and(ownedBy(payer), eq(enrolments.status, "active"), sql`${enrolments.plan} <> 'session'`))
    .orderBy(desc(enrolments.lastPaidAt))
    .limit(1);
  const [row] = await (forUpdate ? query.for("update") : query);
  return row;
}

/** An active enrolment of the signed-in, verified student, by id: what 'Pay next instalment' pays. */
export async function findOwnEnrolment(
  database: Database,
  { enrolmentId, user }: { enrolmentId: string; user: { id: string; email: string; emailVerified: boolean } },
): Promise<EnrolmentRow | undefined> {
  const [row] = await database
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, enrolmentId), ownedBy({ user })));
  return row;
}

/** An enrolment row as the pure rules read it. */
export function enrolmentFacts(
  row: EnrolmentRow,
): EnrolmentMoney & { status: EnrolmentStatus; lastPaidOn: string; dueOn: string } {
  return {
    currency: row.currency,
    pricePerMonthMinor: decimalToMinor(row.pricePerMonth),
    monthsInPlan: row.monthsInPlan,
    monthsPaid: row.monthsPaid,
    feeMinor: decimalToMinor(row.fee),
    paidMinor: decimalToMinor(row.amountPaid),
    status: row.status,
    lastPaidOn: row.lastPaidOn,
    dueOn: row.dueOn,
  };
}

/**
 * The signed-in student's enrolments, the latest active course first (the one the spec's single fields follow),
 * then other active ones, then the rest. By account, and by the account's address once it is verified.
 */
export async function selectStudentEnrolments(database: Database, user: { id: string; email: string; emailVerified: boolean }) {
  return database
    .select()
    .from(enrolments)
    .where(ownedBy({ user }))
    .orderBy(...STUDENT_ENROLMENT_ORDER)
    .limit(MAX_LISTED_ENROLMENTS);
}

// The order and cap of selectStudentEnrolments, shared with the dashboard's one-statement read.
export const STUDENT_ENROLMENT_ORDER = [
  sql`${enrolments.status} = 'active' desc`,
  sql`${enrolments.plan} = 'session'`,
  desc(enrolments.startedAt),
  desc(enrolments.id),
];
// A student has a handful; the cap only bounds a page for an address that somehow has thousands.
export const MAX_LISTED_ENROLMENTS = 50;
