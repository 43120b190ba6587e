import { siteConfig } from "~/content/site-config";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { decimalToMinor } from "~/domain/money";
import { certificateVerificationPath, linkedInAddToProfileUrl } from "~/domain/dashboard/certificates";
import { chatAppShareLink, referralEarnings, referralShareMessage, type ReferralEarnings } from "~/domain/dashboard/referral";
import { DASHBOARD_MESSAGES } from "~/domain/dashboard/messages";
import { feeProgress, type FeeProgress } from "~/domain/dashboard/fee-progress";
import { sessionProgress, splitSessionsByTime, type SessionProgress } from "~/domain/dashboard/sessions";
import { upcomingPaymentDate } from "~/domain/dashboard/upcoming-payment";
import type { SessionUser } from "../auth/session.server";
import type { Database } from "../db/client.server";
import { databaseErrorMessage } from "../db/errors.server";
import {
  batchSessionLinks,
  calendarFeeds,
  certificates,
  payments,
  referralCredits,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "../db/schema";
import { logger } from "../logger.server";
import { calendarFeedPath, ensureCalendarFeedToken } from "./calendar-feed-token.server";
import { ensureProfile, profileColumns, type StudentProfile } from "./ensure-profile.server";
import { verificationQrCode } from "./verification-qr-code.server";

export interface DashboardSession {
  number: number;
  sessionId: number;
  sessionDate: string;
  sessionStartTime: string;
  sessionTitle: string | null;
  sessionDescription: string | null;
  sessionLink: string | null;
  studyMaterialLink: string | null;
}

export interface DashboardCertificate {
  verificationId: string;
  certificateName: string;
  certificateImageLink: string;
  dateOfIssuing: string;
  verificationUrl: string;
  qrCode: string;
  linkedInUrl: string;
}

export interface DashboardPayment {
  id: string;
  course: string;
  amountMinor: number;
  currency: "INR" | "USD";
  paymentStatus: "pending" | "success" | "failed" | "cancelled";
  paymentDate: string;
  paymentTime: string;
}

export interface StudentDashboard {
  email: string;
  profile: StudentProfile | null;
  student: {
    studentName: string;
    batchId: string | null;
    currentCourseName: string | null;
    enrollmentDate: string;
    currency: "INR" | "USD";
  } | null;
  errors: { profile: string | null; student: string | null; data: string | null; paymentHistoryDebug: string | null };
  upcomingPaymentDate: string | null;
  classLink: {
    courseName: string;
    teamsMeetingLink: string;
    meetingId: string | null;
    passcode: string | null;
    recurringSchedule: string | null;
  } | null;
  sessions: { upcoming: DashboardSession[]; past: DashboardSession[]; listed: number };
  fee: FeeProgress | null;
  sessionProgress: SessionProgress;
  certificates: DashboardCertificate[];
  payments: DashboardPayment[];
  referral: ReferralEarnings & { code: string; shareMessage: string; shareLink: string };
  calendar: { downloadPath: string; subscriptionUrl: string } | null;
}

function settledValue<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === "fulfilled") return result.value;
  logger.error({ err: result.reason }, `dashboard: could not read ${what}`);
  return null;
}

/**
 * Everything the dashboard shows, read for the signed-in account only: every query is keyed by the
 * session's e-mail (or id), never by anything the browser sent. One round of queries in parallel; the
 * batch's link and sessions are found through a sub-query on the student's row.
 */
export async function loadStudentDashboard(
  database: Database,
  options: { user: SessionUser; now: Date; appUrl: string; showDebug: boolean },
): Promise<StudentDashboard> {
  const { user, now, appUrl } = options;
  const email = user.email;
  const batchOfStudent = database
    .select({ batchId: studentMasterTable.batchId })
    .from(studentMasterTable)
    .where(eq(studentMasterTable.email, email));

  const [profileRead, studentRead, linkRead, sessionsRead, historyRead, referredRead, certificatesRead, feedRead] =
    await Promise.allSettled([
      database.select(profileColumns).from(users).where(eq(users.email, email)).limit(1),
      database
        .select({
          studentName: studentMasterTable.studentName,
          batchId: studentMasterTable.batchId,
          currentCourseName: studentMasterTable.currentCourseName,
          enrollmentDate: studentMasterTable.enrollmentDate,
          totalAmountPaid: studentMasterTable.totalAmountPaid,
          currency: studentMasterTable.currency,
        })
        .from(studentMasterTable)
        .where(eq(studentMasterTable.email, email))
        .limit(1),
      database
        .select({
          courseName: batchSessionLinks.courseName,
          teamsMeetingLink: batchSessionLinks.teamsMeetingLink,
          meetingId: batchSessionLinks.meetingId,
          passcode: batchSessionLinks.passcode,
          recurringSchedule: batchSessionLinks.recurringSchedule,
        })
        .from(batchSessionLinks)
        .where(and(inArray(batchSessionLinks.batchId, batchOfStudent), eq(batchSessionLinks.isActive, true)))
        .orderBy(desc(batchSessionLinks.updatedAt), desc(batchSessionLinks.id))
        .limit(1),
      database
        .select({
          sessionId: sessionMasterTable.sessionId,
          sessionDate: sessionMasterTable.sessionDate,
          sessionStartTime: sessionMasterTable.sessionStartTime,
          sessionTitle: sessionMasterTable.sessionTitle,
          sessionDescription: sessionMasterTable.sessionDescription,
          sessionLink: sessionMasterTable.sessionLink,
          studyMaterialLink: sessionMasterTable.studyMaterialLink,
        })
        .from(sessionMasterTable)
        .where(inArray(sessionMasterTable.batchId, batchOfStudent))
        .orderBy(
          asc(sessionMasterTable.sessionDate),
          asc(sessionMasterTable.sessionStartTime),
          asc(sessionMasterTable.sessionId),
        ),
      database
        .select({
          id: payments.id,
          course: payments.course,
          amount: payments.amount,
          currency: payments.currency,
          paymentStatus: payments.paymentStatus,
          paymentDate: payments.paymentDate,
          paymentTime: payments.paymentTime,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.email, email))
        .orderBy(desc(payments.createdAt)),
      // The referral ledger as written at each success, with only what the referrer may see of a friend's
      // payment: never their e-mail or mobile.
      database
        .select({
          name: payments.name,
          course: payments.course,
          amount: payments.amount,
          earning: referralCredits.amount,
          currency: referralCredits.currency,
          paymentDate: payments.paymentDate,
        })
        .from(referralCredits)
        .innerJoin(payments, eq(payments.id, referralCredits.paymentId))
        .where(eq(referralCredits.referrerEmail, email))
        .orderBy(desc(payments.createdAt)),
      database
        .select({
          verificationId: certificates.verificationId,
          certificateName: certificates.certificateName,
          certificateImageLink: certificates.certificateImageLink,
          dateOfIssuing: certificates.dateOfIssuing,
        })
        .from(certificates)
        .where(and(eq(certificates.userEmail, email), eq(certificates.isActive, true)))
        .orderBy(desc(certificates.dateOfIssuing), desc(certificates.createdAt)),
      database.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)).limit(1),
    ]);

  const errors: StudentDashboard["errors"] = { profile: null, student: null, data: null, paymentHistoryDebug: null };

  // Profile: read, or created as the fallback when missing.
  let profile: StudentProfile | null = null;
  const profileRows = settledValue(profileRead, "the profile");
  if (profileRows === null) errors.student = DASHBOARD_MESSAGES.studentFailed;
  else if (profileRows[0]) profile = profileRows[0];
  else {
    try {
      profile = await ensureProfile(database, user);
    } catch (error) {
      logger.error({ err: error }, "dashboard: fallback profile not created");
      errors.profile = DASHBOARD_MESSAGES.profileFailed;
    }
  }

  // No student row means "not enrolled yet", which is not an error (spec 1 §8: PGRST116 is ignored).
  const studentRows = settledValue(studentRead, "the student record");
  if (studentRows === null) errors.student = DASHBOARD_MESSAGES.studentFailed;
  const studentRow = studentRows?.[0] ?? null;

  const linkRows = settledValue(linkRead, "the class link");
  const sessionRows = settledValue(sessionsRead, "the sessions");
  const historyRows = settledValue(historyRead, "the payment history");
  const referredRows = settledValue(referredRead, "the referred payments");
  const certificateRows = settledValue(certificatesRead, "the certificates");
  const feedRows = settledValue(feedRead, "the calendar feed");
  if ([linkRows, sessionRows, historyRows, referredRows, certificateRows].some((rows) => rows === null)) {
    errors.data = DASHBOARD_MESSAGES.dataFailed;
  }
  if (historyRead.status === "rejected" && options.showDebug) {
    const reason = historyRead.reason;
    errors.paymentHistoryDebug = `Debug: ${databaseErrorMessage(reason) ?? (reason instanceof Error ? reason.message : String(reason))}`;
  }

  const sessions = (sessionRows ?? []).map((session, index) => ({ number: index + 1, ...session }));
  const { upcoming, past } = splitSessionsByTime(sessions, now);

  const history = historyRows ?? [];
  const paymentFacts = history.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() }));

  const certificateViews = await Promise.all(
    (certificateRows ?? []).map(async (certificate): Promise<DashboardCertificate> => {
      const verificationUrl = `${appUrl}${certificateVerificationPath(certificate.verificationId)}`;
      return {
        ...certificate,
        verificationUrl,
        qrCode: await verificationQrCode(verificationUrl),
        linkedInUrl: linkedInAddToProfileUrl({
          organizationName: siteConfig.name,
          certificateName: certificate.certificateName,
          dateOfIssuing: certificate.dateOfIssuing,
          verificationUrl,
          verificationId: certificate.verificationId,
        }),
      };
    }),
  );

  // The private calendar link exists once the student has a batch to follow.
  let calendar: StudentDashboard["calendar"] = null;
  if (studentRow?.batchId) {
    let token = feedRows?.[0]?.token ?? null;
    if (!token) {
      try {
        token = await ensureCalendarFeedToken(database, user.id);
      } catch (error) {
        logger.error({ err: error }, "dashboard: calendar feed token not created");
      }
    }
    calendar = {
      downloadPath: "/dashboard/calendar.ics",
      subscriptionUrl: token ? `${appUrl}${calendarFeedPath(token)}` : "",
    };
  }

  const shareMessage = referralShareMessage({ referralCode: email, siteUrl: appUrl, businessName: siteConfig.name });
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
    upcomingPaymentDate: upcomingPaymentDate(paymentFacts),
    classLink: linkRows?.[0] ?? null,
    sessions: { upcoming, past, listed: sessions.length },
    fee: studentRow
      ? feeProgress({
          courseName: studentRow.currentCourseName,
          currency: studentRow.currency,
          totalAmountPaid: studentRow.totalAmountPaid,
        })
      : null,
    sessionProgress: sessionProgress(sessions.length),
    certificates: certificateViews,
    payments: history.map((payment) => ({
      id: payment.id,
      course: payment.course,
      amountMinor: decimalToMinor(payment.amount),
      currency: payment.currency,
      paymentStatus: payment.paymentStatus,
      paymentDate: payment.paymentDate,
      paymentTime: payment.paymentTime,
    })),
    referral: {
      ...referralEarnings(referredRows ?? []),
      code: email,
      shareMessage,
      shareLink: chatAppShareLink(shareMessage),
    },
    calendar,
  };
}
