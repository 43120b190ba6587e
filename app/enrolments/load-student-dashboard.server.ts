import { feeProgress, type FeeProgress } from "~/enrolments/fee-progress";
import type { DashboardEnrolment } from "~/enrolments/enrolment";
import { DASHBOARD_MESSAGES } from "~/accounts";
import { attendanceRate, sessionProgress, splitSessionsByTime, type AttendanceRate, type SessionProgress } from "~/classes";
import { ensureProfileOrNull, type SessionUser, type StudentProfile } from "~/accounts/index.server";
import { type Database, databaseErrorMessage, logger } from "~/platform/index.server";
import { type BatchSession, type ClassLink, dashboardCalendarLinks, type StudentRecord } from "~/classes/index.server";
import { dashboardEnrolments, latestEnrolmentFee } from "./dashboard-enrolments.server";
import { dashboardCertificates, type DashboardCertificate } from "~/certificates/index.server";
import { dashboardPayments, type DashboardPayment } from "~/payments/index.server";
import { dashboardReferral, type DashboardReferral } from "~/referrals/index.server";
import { readDashboardRows } from "./read-dashboard-rows.server";

export interface DashboardSession extends BatchSession {
  number: number;
  /** Past sessions: whether the student joined it through 'Join Your Class'; null for upcoming ones. */
  attended: boolean | null;
}

export interface StudentDashboard {
  email: string;
  profile: StudentProfile | null;
  student: Omit<StudentRecord, "totalAmountPaid"> | null;
  errors: { profile: string | null; student: string | null; data: string | null; paymentHistoryDebug: string | null };
  upcomingPaymentDate: string | null;
  classLink: ClassLink | null;
  sessions: { upcoming: DashboardSession[]; past: DashboardSession[]; listed: number; attendance: AttendanceRate };
  fee: FeeProgress | null;
  /** One per course bought, the latest active first. */
  enrolments: DashboardEnrolment[];
  sessionProgress: SessionProgress;
  certificates: DashboardCertificate[];
  payments: DashboardPayment[];
  referral: DashboardReferral;
  calendar: { downloadPath: string; subscriptionUrl: string } | null;
}

function settledValue<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === "fulfilled") return result.value;
  logger.error({ err: result.reason }, `dashboard: could not read ${what}`);
  return null;
}

/**
 * Everything the dashboard shows, read for the signed-in account only: every query is keyed by the
 * session's e-mail (or id), never by anything the browser sent. One statement (read-dashboard-rows.server.ts).
 */
export async function loadStudentDashboard(
  database: Database,
  options: { user: SessionUser; now: Date; appUrl: string; showDebug: boolean },
): Promise<StudentDashboard> {
  const { user, now, appUrl } = options;
  const email = user.email;

  const reads = await readDashboardRows(database, user);

  const errors: StudentDashboard["errors"] = { profile: null, student: null, data: null, paymentHistoryDebug: null };
  const profileRows = settledValue(reads.profile, "the profile");
  if (profileRows === null) errors.student = DASHBOARD_MESSAGES.studentFailed;
  const profile = profileRows && (profileRows[0] ?? (await ensureProfileOrNull(database, user)));
  if (profileRows && !profile) errors.profile = DASHBOARD_MESSAGES.profileFailed;

  // No student row means "not enrolled yet", which is not an error (spec 1 §8: PGRST116 is ignored).
  const studentRows = settledValue(reads.student, "the student record");
  if (studentRows === null) errors.student = DASHBOARD_MESSAGES.studentFailed;
  const studentRow = studentRows?.[0] ?? null;

  const linkRows = settledValue(reads.link, "the class link");
  const sessionRows = settledValue(reads.sessions, "the sessions");
  const historyRows = settledValue(reads.history, "the payment history");
  const referredRows = settledValue(reads.referred, "the referred payments");
  const payoutRows = settledValue(reads.payouts, "the referral payouts");
  const certificateRows = settledValue(reads.certificates, "the certificates");
  const feedRows = settledValue(reads.feed, "the calendar feed");
  const enrolmentRows = settledValue(reads.enrolments, "the enrolments");
  const attendedRows = settledValue(reads.attended, "the attendance");
  if (
    [linkRows, sessionRows, historyRows, referredRows, payoutRows, certificateRows, enrolmentRows, attendedRows].some(
      (rows) => rows === null,
    )
  ) {
    errors.data = DASHBOARD_MESSAGES.dataFailed;
  }
  if (reads.history.status === "rejected" && options.showDebug) {
    const reason = reads.history.reason;
    errors.paymentHistoryDebug = `Debug: ${databaseErrorMessage(reason) ?? (reason instanceof Error ? reason.message : String(reason))}`;
  }

  const sessions = (sessionRows ?? []).map((session, index) => ({ number: index + 1, ...session, attended: null }));
  const split = splitSessionsByTime(sessions, now);
  const attendedIds = new Set((attendedRows ?? []).map((row) => row.sessionId));
  const past = split.past.map((session) => ({ ...session, attended: attendedIds.has(session.sessionId) }));
  const upcoming = split.upcoming;
  const history = dashboardPayments(historyRows ?? []);
  const enrolments = dashboardEnrolments(enrolmentRows ?? []);
  // A student row without enrolments (kept by hand by the admin) keeps the spec's figures from the row itself. One whose
  // enrolments are all completed, cancelled or refunded has no fee or due date: nothing is owed.
  const latest = latestEnrolmentFee(enrolments);
  const fromRecord = enrolments.length === 0;

  return {
    email,
    profile,
    student: studentRow && {
      studentName: studentRow.studentName,
      batchId: studentRow.batchId,
      currentCourseName: studentRow.currentCourseName,
      enrollmentDate: studentRow.enrollmentDate,
      currency: studentRow.currency,
    },
    errors,
    upcomingPaymentDate: latest ? latest.upcomingPaymentDate : fromRecord ? history.upcomingPaymentDate : null,
    classLink: linkRows?.[0] ?? null,
    sessions: {
      upcoming,
      past,
      listed: sessions.length,
      attendance: attendanceRate(past.length, past.filter((session) => session.attended).length),
    },
    fee: latest
      ? latest.fee
      : studentRow && fromRecord
        ? feeProgress({
            courseName: studentRow.currentCourseName,
            currency: studentRow.currency,
            totalAmountPaid: studentRow.totalAmountPaid,
          })
        : null,
    enrolments,
    sessionProgress: sessionProgress(sessions.length),
    certificates: dashboardCertificates(certificateRows ?? [], appUrl),
    payments: history.payments,
    referral: dashboardReferral(referredRows ?? [], payoutRows ?? [], { email, appUrl }),
    // The private calendar link exists once the student has a batch to follow.
    calendar: studentRow?.batchId
      ? await dashboardCalendarLinks(database, { userId: user.id, appUrl, existingToken: feedRows?.[0]?.token ?? null })
      : null,
  };
}
