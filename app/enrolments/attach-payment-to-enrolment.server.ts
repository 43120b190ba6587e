import { eq, sql } from "drizzle-orm";
import {
  applyPayment,
  monthsOfDuration,
  planOfFirstPayment,
  startEnrolment,
  type EnrolmentMoney,
  type EnrolmentPlan,
} from "~/enrolments/enrolment";
import { decimalToMinor, minorToDecimal, type Currency } from "~/platform";
import { convertMinor, INR_PER_USD, MASTERCLASS_COURSE, RENEWAL_COURSE } from "~/payments";
import { type Database, enrolments, indiaToday, payments, queryRows } from "~/platform/index.server";
import { enrolmentFacts, latestActiveCourseEnrolment } from "./find-enrolments.server";

type PaymentRow = typeof payments.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferSelect;

/**
 * Puts a successful payment in its enrolment (docs/decisions/0035-enrolments.md), in the transaction that records the
 * success: the named one, else the active one of that course, else a new one. The student's row then follows.
 */
export async function attachPaymentToEnrolment(transaction: Database, payment: PaymentRow): Promise<string> {
  const contribution = { amountMinor: decimalToMinor(payment.amount), months: monthsOf(payment) };
  const email = payment.email.toLowerCase();

  let target: EnrolmentRow | undefined;
  if (payment.enrolmentId) {
    [target] = await transaction.select().from(enrolments).where(eq(enrolments.id, payment.enrolmentId)).for("update");
  } else if (payment.course === RENEWAL_COURSE) {
    target = await latestActiveCourseEnrolment(transaction, { email }, { forUpdate: true });
  }

  let enrolmentId: string;
  if (target) {
    enrolmentId = await addToEnrolment(transaction, target, payment, contribution);
  } else {
    const plan = planOfFirstPayment({
      course: payment.course,
      upfront: payment.duration.includes("upfront"),
      cxoProgramme: payment.programme === "cxo",
    });
    const started = startEnrolment(plan, payment.currency, contribution);
    const inserted = await insertEnrolment(transaction, payment, plan, started);
    if (inserted) {
      enrolmentId = inserted;
    } else {
      // The student already has this course: this payment is its next instalment.
      const [existing] = await transaction
        .select()
        .from(enrolments)
        .where(
          sql`lower(${enrolments.studentEmail}) = ${email} and ${enrolments.course} = ${payment.course} and ${enrolments.status} = 'active'`,
        )
        .for("update");
      if (!existing) throw new Error(`no active enrolment of ${payment.course} after a conflict`);
      enrolmentId = await addToEnrolment(transaction, existing, payment, contribution);
    }
  }

  await transaction.update(payments).set({ enrolmentId }).where(eq(payments.id, payment.id));
  await refreshStudentRecord(transaction, payment);
  return enrolmentId;
}

/** The months a payment pays for its enrolment (a Masterclass session counts as one). */
export function monthsOf(payment: Pick<PaymentRow, "course" | "duration">): number {
  return payment.course === MASTERCLASS_COURSE ? 1 : monthsOfDuration(payment.duration);
}

async function addToEnrolment(
  transaction: Database,
  row: EnrolmentRow,
  payment: PaymentRow,
  contribution: { amountMinor: number; months: number },
): Promise<string> {
  const next = applyPayment(enrolmentFacts(row), {
    amountMinor: convertMinor(contribution.amountMinor, payment.currency, row.currency),
    months: contribution.months,
  });
  await transaction
    .update(enrolments)
    .set({
      monthsInPlan: next.monthsInPlan,
      monthsPaid: next.monthsPaid,
      fee: minorToDecimal(next.feeMinor),
      amountPaid: minorToDecimal(next.paidMinor),
      userId: row.userId ?? accountOf(payment),
      lastPaidAt: sql`greatest(${enrolments.lastPaidAt}, ${payment.createdAt.toISOString()}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(enrolments.id, row.id));
  return row.id;
}

/** The new enrolment's id; undefined when the student already has an active one of this course. */
async function insertEnrolment(
  transaction: Database,
  payment: PaymentRow,
  plan: EnrolmentPlan,
  money: EnrolmentMoney,
): Promise<string | undefined> {
  const paidAt = payment.createdAt.toISOString();
  const rows = await queryRows<{ id: string }>(
    transaction,
    sql`
      insert into enrolments
        (student_email, user_id, course, plan, currency, country, price_per_month, months_in_plan, months_paid,
         fee, amount_paid, started_at, last_paid_at)
      values (${payment.email.toLowerCase()}, ${accountOf(payment)}, ${payment.course}, ${plan}, ${money.currency},
        ${payment.country}, ${minorToDecimal(money.pricePerMonthMinor)}, ${money.monthsInPlan}, ${money.monthsPaid},
        ${minorToDecimal(money.feeMinor)}, ${minorToDecimal(money.paidMinor)}, ${paidAt}::timestamptz, ${paidAt}::timestamptz)
      on conflict (lower(student_email), course) where status = 'active' and plan <> 'session' do nothing
      returning id`,
  );
  return rows[0]?.id;
}

/** Guest payments carry a made-up user id ('guest_…'): only a real account is kept. */
function accountOf(payment: PaymentRow): string | null {
  return payment.userId.startsWith("guest_") ? null : payment.userId;
}

const usdPerInr = sql.raw(String(INR_PER_USD));

/**
 * The spec's student_master_table, derived from enrolments (latest active course, total at 83 INR per USD); the
 * batch stays the admin's. Also after a refund.
 */
export async function refreshStudentRecord(transaction: Database, payment: Pick<PaymentRow, "email" | "name" | "currency">) {
  const currency: Currency = payment.currency;
  await transaction.execute(sql`
    insert into student_master_table as student
      (email, student_name, current_course_name, enrollment_date, total_amount_paid, currency)
    values (${payment.email}, ${payment.name}, null, ${indiaToday}, 0, ${currency})
    on conflict (email) do nothing`);
  await transaction.execute(sql`
    update student_master_table as student set
      current_course_name = coalesce((
        select enrolment.course from enrolments enrolment
        where lower(enrolment.student_email) = lower(student.email) and enrolment.status = 'active'
          and enrolment.course <> ${RENEWAL_COURSE}
        order by (enrolment.plan = 'session'), enrolment.started_at desc
        limit 1), student.current_course_name),
      total_amount_paid = (
        select coalesce(sum(case
          when enrolment.currency = student.currency then enrolment.amount_paid
          when enrolment.currency = 'USD' then enrolment.amount_paid * ${usdPerInr}
          else round(enrolment.amount_paid / ${usdPerInr}, 2) end), 0)
        from enrolments enrolment where lower(enrolment.student_email) = lower(student.email)),
      updated_at = now()
    where student.email = ${payment.email}`);
}
