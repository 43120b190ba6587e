import { asc, eq, or, sql } from "drizzle-orm";
import { siteConfig } from "~/content/site-config";
import type { SessionUser } from "../auth/session.server";
import type { Database } from "../db/client.server";
import { emailMatches, enrolmentsOf, leadNotesOf, paymentsOf } from "./owned-rows.server";
import {
  aispotMaster,
  authSession,
  authUser,
  calendarFeeds,
  certificates,
  contactSubmissions,
  emailOutbox,
  leadGenResponses,
  leadNotes,
  enrolments,
  payments,
  quizResponses,
  referralCredits,
  referralPayouts,
  studentMasterTable,
  users,
} from "../db/schema";

/**
 * 'Download my data': everything the site stores about the signed-in person, as one JSON document.
 * Rows tied to the account (profile, sessions, payments made while signed in) are always in it; rows found by
 * e-mail only once the address is verified — until then they may be someone else's (docs/decisions/0030-account-self-service.md).
 * Secrets (password hash, session tokens, calendar link) are left out: they are the keys, not data about the person.
 */
export async function exportAccountData(database: Database, user: SessionUser, now = new Date()) {
  const email = user.email.toLowerCase();
  const byEmail = user.emailVerified;
  const [account] = await database
    .select({
      id: authUser.id,
      email: authUser.email,
      emailVerified: authUser.emailVerified,
      name: authUser.name,
      role: authUser.role,
      createdAt: authUser.createdAt,
    })
    .from(authUser)
    .where(eq(authUser.id, user.id));
  const [profile] = await database
    .select({
      email: users.email,
      name: users.name,
      mobileNo: users.mobileNo,
      age: users.age,
      occupation: users.occupation,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.userId, user.id));
  const sessions = await database
    .select({
      createdAt: authSession.createdAt,
      expiresAt: authSession.expiresAt,
      ipAddress: authSession.ipAddress,
      userAgent: authSession.userAgent,
    })
    .from(authSession)
    .where(eq(authSession.userId, user.id))
    .orderBy(asc(authSession.createdAt));
  const [calendarFeed] = await database
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));

  const ownPayments = await database
    .select({
      id: payments.id,
      name: payments.name,
      email: payments.email,
      mobile: payments.mobile,
      course: payments.course,
      duration: payments.duration,
      country: payments.country,
      currency: payments.currency,
      amount: payments.amount,
      paymentStatus: payments.paymentStatus,
      paymentDate: payments.paymentDate,
      paymentTime: payments.paymentTime,
      // Whether a referral code was used, not whose: the referrer's address is their personal data, not the payer's.
      referralDiscount: sql<boolean>`${payments.referredByEmail} is not null`,
      couponCode: payments.couponCode,
      failureReason: payments.failureReason,
      razorpayPaymentId: payments.razorpayPaymentId,
      razorpayOrderId: payments.razorpayOrderId,
      paymentMethod: payments.paymentMethod,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(paymentsOf(user))
    .orderBy(asc(payments.createdAt));

  const ownEnrolments = await database
    .select({
      id: enrolments.id,
      course: enrolments.course,
      plan: enrolments.plan,
      status: enrolments.status,
      currency: enrolments.currency,
      pricePerMonth: enrolments.pricePerMonth,
      monthsInPlan: enrolments.monthsInPlan,
      monthsPaid: enrolments.monthsPaid,
      fee: enrolments.fee,
      amountPaid: enrolments.amountPaid,
      startedAt: enrolments.startedAt,
      lastPaidAt: enrolments.lastPaidAt,
    })
    .from(enrolments)
    .where(enrolmentsOf(user))
    .orderBy(asc(enrolments.startedAt));

  const foundByEmail = byEmail
    ? {
        studentRecord:
          (
            await database
              .select({
                email: studentMasterTable.email,
                studentName: studentMasterTable.studentName,
                batchId: studentMasterTable.batchId,
                currentCourseName: studentMasterTable.currentCourseName,
                enrollmentDate: studentMasterTable.enrollmentDate,
                totalAmountPaid: studentMasterTable.totalAmountPaid,
                currency: studentMasterTable.currency,
              })
              .from(studentMasterTable)
              .where(emailMatches(studentMasterTable.email, email))
          )[0] ?? null,
        certificates: await database
          .select({
            certificateName: certificates.certificateName,
            certificateImageLink: certificates.certificateImageLink,
            dateOfIssuing: certificates.dateOfIssuing,
            isActive: certificates.isActive,
            verificationId: certificates.verificationId,
          })
          .from(certificates)
          .where(emailMatches(certificates.userEmail, email))
          .orderBy(asc(certificates.dateOfIssuing)),
        referralEarnings: await database
          .select({
            paymentId: referralCredits.paymentId,
            amount: referralCredits.amount,
            clawedBack: referralCredits.clawedBack,
            currency: referralCredits.currency,
            createdAt: referralCredits.createdAt,
          })
          .from(referralCredits)
          .where(emailMatches(referralCredits.referrerEmail, email))
          .orderBy(asc(referralCredits.createdAt)),
        // What the business paid out to them against those earnings; who recorded it is the admin's data.
        referralPayouts: await database
          .select({
            amount: referralPayouts.amount,
            currency: referralPayouts.currency,
            paidOn: referralPayouts.paidOn,
            reference: referralPayouts.reference,
            createdAt: referralPayouts.createdAt,
          })
          .from(referralPayouts)
          .where(emailMatches(referralPayouts.referrerEmail, email))
          .orderBy(asc(referralPayouts.paidOn), asc(referralPayouts.createdAt)),
        quizResponses: await database
          .select()
          .from(quizResponses)
          .where(emailMatches(quizResponses.email, email))
          .orderBy(asc(quizResponses.createdAt)),
        contactMessages: await database
          .select()
          .from(contactSubmissions)
          .where(emailMatches(contactSubmissions.email, email))
          .orderBy(asc(contactSubmissions.createdAt)),
        certificateApplications: await database
          .select()
          .from(leadGenResponses)
          .where(emailMatches(leadGenResponses.email, email))
          .orderBy(asc(leadGenResponses.createdAt)),
        // What our team noted about those enquiries, applications and quiz answers (not which admin wrote it).
        notesOnYourEnquiries: await database
          .select({ about: leadNotes.leadKind, note: leadNotes.body, createdAt: leadNotes.createdAt })
          .from(leadNotes)
          .where(leadNotesOf(email))
          .orderBy(asc(leadNotes.createdAt)),
        aiSpotApplications: await database
          .select()
          .from(aispotMaster)
          .where(or(emailMatches(aispotMaster.email, email), emailMatches(aispotMaster.aispotEmail, email)))
          .orderBy(asc(aispotMaster.createdAt)),
        // What was sent, not the bodies: those held one-time links.
        emailsSentToYou: await database
          .select({
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(emailMatches(emailOutbox.toAddress, email))
          .orderBy(asc(emailOutbox.createdAt)),
      }
    : null;

  return {
    exportedAt: now.toISOString(),
    exportedBy: siteConfig.name,
    about: byEmail
      ? "Everything we store about you: your account, your profile, and everything found by your verified email address."
      : "Your account and profile, and payments made while signed in. Verify your email address to include what we hold under it (student record, payments, certificates, quiz answers and forms): until it is verified we cannot tell that it is yours.",
    questions: `Write to ${siteConfig.supportEmail}.`,
    account: account ?? null,
    profile: profile ?? null,
    sessions,
    calendarSubscription: calendarFeed ? { createdAt: calendarFeed.createdAt } : null,
    payments: ownPayments,
    enrolments: ownEnrolments,
    ...(foundByEmail ?? { foundByEmail: "not included until your email address is verified" }),
  };
}
