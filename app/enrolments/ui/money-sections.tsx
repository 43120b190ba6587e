import { IndianRupee, Receipt } from "lucide-react";
import type { EnrolmentAutopay } from "~/autopay";
import { Link } from "react-router";
import type { FeeProgress } from "~/enrolments/fee-progress";
import { EnrollButton, PaymentStatusBadge } from "~/payments/ui";
import { formatClockTime, formatDisplayDate, formatMoney } from "~/platform";
import type { StudentDashboard } from "~/enrolments/load-student-dashboard.server";
import { DashboardSection, EmptyNote } from "~/ui/dashboard/dashboard-section";
import { EnrolmentCard } from "./enrolment-card";
import { Figure } from "~/ui/dashboard/figure";
import { linkButtonClass, textLinkClass } from "~/ui/dashboard/link-styles";
import { ProgressBar } from "~/ui/dashboard/progress-bar";

export function CourseProgressSection({
  dashboard,
  autopay = {},
}: {
  dashboard: StudentDashboard;
  /** Each enrolment's autopay, by enrolment id. */
  autopay?: Record<string, EnrolmentAutopay>;
}) {
  const { enrolments, fee, sessionProgress, student } = dashboard;
  // One card per course bought. A student record the enrolments do not cover yet keeps the spec's one fee.
  const legacyFee = enrolments.length === 0 && fee && student ? { fee, course: student.currentCourseName } : null;
  return (
    <DashboardSection
      id="course-progress"
      title="Course Investment & Progress"
      icon={<IndianRupee aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {enrolments.length === 0 && !legacyFee ? (
        <EmptyNote>
          <p>You are not enrolled in a course yet. Once you enrol, your course fee and session progress will appear here.</p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <EnrollButton className={linkButtonClass}>Enroll Now</EnrollButton>
            <Link to="/courses" className={textLinkClass}>
              Browse Courses
            </Link>
          </div>
        </EmptyNote>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {legacyFee ? (
            <LegacyCourseFee {...legacyFee} />
          ) : (
            <ul aria-label="Your courses" className="space-y-4">
              {enrolments.map((enrolment) => (
                <EnrolmentCard key={enrolment.id} enrolment={enrolment} autopay={autopay[enrolment.id]} />
              ))}
            </ul>
          )}
          <div className="space-y-4">
            <h3 className="font-semibold text-gray-900">Sessions</h3>
            <dl className="grid grid-cols-3 gap-2 sm:gap-3">
              <Figure label="Total Sessions" value={String(sessionProgress.total)} />
              <Figure label="Sessions Scheduled" value={String(sessionProgress.listed)} />
              <Figure label="Remaining Sessions" value={String(sessionProgress.remaining)} />
            </dl>
            <ProgressBar
              label="Course sessions"
              percent={sessionProgress.percentListed}
              valueText={`${sessionProgress.listed} of ${sessionProgress.total} sessions`}
            />
          </div>
        </div>
      )}
    </DashboardSection>
  );
}

/** spec 1 §9's single course fee, from the student record, for a student without enrolments. */
function LegacyCourseFee({ fee, course }: { fee: FeeProgress; course: string | null }) {
  const money = (minor: number) => formatMoney(minor, fee.currency, { decimals: "when-fractional" });
  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-gray-900">Course fee{course ? `: ${course}` : ""}</h3>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label="Full Course Fee" value={money(fee.feeMinor)} />
        <Figure label="Amount Paid" value={money(fee.paidMinor)} />
        <Figure label="Remaining Amount" value={money(fee.remainingMinor)} />
      </dl>
      <ProgressBar label="Fee paid" percent={fee.percentPaid} valueText={`${fee.percentPaid}% paid`} />
    </div>
  );
}

export function PaymentHistorySection({ dashboard }: { dashboard: StudentDashboard }) {
  const { payments, errors } = dashboard;
  return (
    <DashboardSection
      id="payment-history"
      title="Payment History"
      icon={<Receipt aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {errors.paymentHistoryDebug ? (
        <p className="mb-3 break-all font-mono text-xs text-red-800">{errors.paymentHistoryDebug}</p>
      ) : null}
      {payments.length === 0 ? (
        <EmptyNote>No payments yet. Your payments will be listed here.</EmptyNote>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label="Payments">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{payment.course}</p>
                <p className="text-sm text-gray-700">
                  {formatDisplayDate(payment.paymentDate)}, {formatClockTime(payment.paymentTime)} IST
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-gray-900">
                  {formatMoney(payment.amountMinor, payment.currency, { decimals: "when-fractional" })}
                </span>
                <PaymentStatusBadge status={payment.paymentStatus} />
                {payment.paymentStatus === "success" ? (
                  // A file download, not a page: a plain link, so the browser saves it (tax invoices).
                  <a href={`/dashboard/payments/${payment.id}/invoice.pdf`} className={`text-sm ${textLinkClass}`} download>
                    Download invoice
                    <span className="sr-only">
                      {" "}
                      for {payment.course}, {formatDisplayDate(payment.paymentDate)}
                    </span>
                  </a>
                ) : null}
              </div>
              {payment.refunds.length > 0 ? <RefundLines payment={payment} /> : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

const REFUND_STATUS_TEXT = { pending: "Refund pending", processed: "Refunded", failed: "Refund failed" } as const;

/** The payment's refunds under it, each with its credit note once processed. */
function RefundLines({ payment }: { payment: StudentDashboard["payments"][number] }) {
  return (
    <ul className="w-full space-y-1 border-t border-gray-100 pt-2 text-sm" aria-label={`Refunds of ${payment.course}`}>
      {payment.refunds.map((refund) => (
        <li key={refund.id} className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-gray-700">
            {REFUND_STATUS_TEXT[refund.status]}, {formatDisplayDate(refund.date)}
          </span>
          <span className="flex items-center gap-3">
            <span className="font-semibold text-gray-900">
              −{formatMoney(refund.amountMinor, payment.currency, { decimals: "when-fractional" })}
            </span>
            {refund.hasCreditNote ? (
              <a href={`/dashboard/refunds/${refund.id}/credit-note.pdf`} className={textLinkClass} download>
                Download credit note
                <span className="sr-only">
                  {" "}
                  for the refund of {payment.course}, {formatDisplayDate(refund.date)}
                </span>
              </a>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
