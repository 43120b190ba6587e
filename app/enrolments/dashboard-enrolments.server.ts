import { indiaDate } from "~/platform";
import { enrolmentStanding, PLAN_LABELS, type DashboardEnrolment } from "~/enrolments/enrolment";
import type { FeeProgress } from "~/enrolments/fee-progress";
import { enrolmentFacts, type EnrolmentRow } from "./find-enrolments.server";

/** The student's enrolments as the dashboard's cards show them, in the order they were read. */
export function dashboardEnrolments(rows: readonly EnrolmentRow[]): DashboardEnrolment[] {
  return rows.map((row) => ({
    id: row.id,
    course: row.course,
    plan: row.plan,
    planLabel: PLAN_LABELS[row.plan],
    status: row.status,
    currency: row.currency,
    pricePerMonthMinor: enrolmentFacts(row).pricePerMonthMinor,
    country: row.country,
    startedOn: indiaDate(row.startedAt),
    monthsPaid: row.monthsPaid,
    monthsInPlan: row.monthsInPlan,
    ...enrolmentStanding(enrolmentFacts(row)),
  }));
}

/** spec 1 §9's single fields (fee, paid, remaining, upcoming payment date) follow the latest active enrolment. */
export function latestEnrolmentFee(
  enrolments: readonly DashboardEnrolment[],
): { fee: FeeProgress; upcomingPaymentDate: string | null } | null {
  const latest = enrolments.find((enrolment) => enrolment.status === "active");
  if (!latest) return null;
  return {
    fee: {
      currency: latest.currency,
      feeMinor: latest.feeMinor,
      paidMinor: latest.paidMinor,
      remainingMinor: latest.remainingMinor,
      percentPaid: latest.percentPaid,
    },
    upcomingPaymentDate: latest.nextDueDate,
  };
}
