import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { siteConfig } from "~/content/site-config";
import { studentRecordFields } from "~/classes/index.server";
import { consentHistory } from "~/consent/index.server";
import type { SessionUser } from "./auth/session.server";
import {
  adminInvitations,
  aispotMaster,
  auditLog,
  authAccount,
  authSession,
  authUser,
  calendarFeeds,
  certificates,
  assignments,
  classAttendance,
  handIns,
  classReminderOptOuts,
  classReminders,
  contactSubmissions,
  creditNotes,
  type Database,
  emailOutbox,
  enrolmentReminders,
  autopaySubscriptions,
  enrolments,
  invoices,
  leadGenResponses,
  leadNotes,
  payments,
  quizResponses,
  referralCredits,
  referralPayouts,
  refunds,
  sessionMasterTable,
  studentMasterTable,
  users,
  whatsappMessages,
} from "~/platform/index.server";
import { attendanceOf, emailMatches, enrolmentsOf, leadNotesOf, paymentsOf, textNamesAddress } from "./owned-rows.server";

/**
 * 'Download my data' as JSON; rows found by e-mail only once it is verified (docs/decisions/0030-account-self-service.md).
 * Secrets are left out; the tables are listed in personal-data-tables.server.ts.
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
      twoFactorEnabled: authUser.twoFactorEnabled,
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
      timeZone: users.timeZone,
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
  // How they sign in (a password, for now): not the password's hash.
  const signInMethods = await database
    .select({ providerId: authAccount.providerId, createdAt: authAccount.createdAt, updatedAt: authAccount.updatedAt })
    .from(authAccount)
    .where(eq(authAccount.userId, user.id))
    .orderBy(asc(authAccount.createdAt));
  const [calendarFeed] = await database
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  // The WhatsApp messages sent to the account's number: which, when, and what became of them.
  const whatsapp = await database
    .select({
      toNumber: whatsappMessages.toNumber,
      template: whatsappMessages.template,
      parameters: whatsappMessages.parameters,
      status: whatsappMessages.status,
      statusHistory: whatsappMessages.statusHistory,
      createdAt: whatsappMessages.createdAt,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.userId, user.id))
    .orderBy(asc(whatsappMessages.createdAt));

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

  // The tax documents and refunds of those payments, and the fee reminders of those enrolments.
  const ownPaymentIds = ownPayments.map((payment) => payment.id);
  const ownInvoices = ownPaymentIds.length
    ? await database
        .select({
          paymentId: invoices.paymentId,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          kind: invoices.kind,
          buyerName: invoices.buyerName,
          buyerEmail: invoices.buyerEmail,
          buyerState: invoices.buyerState,
          buyerGstin: invoices.buyerGstin,
          course: invoices.course,
          currency: invoices.currency,
          amount: invoices.amount,
        })
        .from(invoices)
        .where(inArray(invoices.paymentId, ownPaymentIds))
        .orderBy(asc(invoices.issuedAt))
    : [];
  const ownRefunds = ownPaymentIds.length
    ? await database
        .select({
          id: refunds.id,
          paymentId: refunds.paymentId,
          currency: refunds.currency,
          amount: refunds.amount,
          status: refunds.status,
          reason: refunds.reason,
          failureReason: refunds.failureReason,
          createdAt: refunds.createdAt,
          processedAt: refunds.processedAt,
        })
        .from(refunds)
        .where(inArray(refunds.paymentId, ownPaymentIds))
        .orderBy(asc(refunds.createdAt))
    : [];
  const ownCreditNotes = ownRefunds.length
    ? await database
        .select({
          refundId: creditNotes.refundId,
          number: creditNotes.number,
          issuedAt: creditNotes.issuedAt,
          invoiceNumber: creditNotes.invoiceNumber,
          buyerName: creditNotes.buyerName,
          buyerEmail: creditNotes.buyerEmail,
          currency: creditNotes.currency,
          amount: creditNotes.amount,
        })
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.refundId,
            ownRefunds.map((refund) => refund.id),
          ),
        )
        .orderBy(asc(creditNotes.issuedAt))
    : [];
  const ownEnrolmentIds = ownEnrolments.map((enrolment) => enrolment.id);
  const feeReminders = ownEnrolmentIds.length
    ? await database
        .select({
          enrolmentId: enrolmentReminders.enrolmentId,
          dueDate: enrolmentReminders.dueDate,
          kind: enrolmentReminders.kind,
          sentAt: enrolmentReminders.sentAt,
        })
        .from(enrolmentReminders)
        .where(inArray(enrolmentReminders.enrolmentId, ownEnrolmentIds))
        .orderBy(asc(enrolmentReminders.sentAt))
    : [];
  // Autopay mandates of their enrolments.
  const autopay = ownEnrolmentIds.length
    ? await database
        .select({
          enrolmentId: autopaySubscriptions.enrolmentId,
          status: autopaySubscriptions.status,
          amountPaise: autopaySubscriptions.providerAmountPaise,
          debits: autopaySubscriptions.totalCount,
          debited: autopaySubscriptions.paidCount,
          nextDebitAt: autopaySubscriptions.nextChargeAt,
          createdAt: autopaySubscriptions.createdAt,
        })
        .from(autopaySubscriptions)
        .where(inArray(autopaySubscriptions.enrolmentId, ownEnrolmentIds))
        .orderBy(asc(autopaySubscriptions.createdAt))
    : [];
  // The classes they joined through the site.
  const attendance = await database
    .select({
      sessionId: classAttendance.sessionId,
      sessionTitle: sessionMasterTable.sessionTitle,
      sessionDate: sessionMasterTable.sessionDate,
      joinedAt: classAttendance.joinedAt,
    })
    .from(classAttendance)
    .leftJoin(sessionMasterTable, eq(sessionMasterTable.sessionId, classAttendance.sessionId))
    .where(attendanceOf(user))
    .orderBy(asc(classAttendance.joinedAt));

  // The work they handed in, every version, with its review (the files themselves stay downloadable on /learn).
  const ownHandIns = await database
    .select({
      assignment: assignments.title,
      batchId: assignments.batchId,
      version: handIns.version,
      link: handIns.link,
      fileName: handIns.fileName,
      fileType: handIns.fileType,
      fileSize: handIns.fileSize,
      submittedAt: handIns.submittedAt,
      late: handIns.late,
      status: handIns.status,
      scores: handIns.scores,
      score: handIns.score,
      feedback: handIns.feedback,
      reviewedAt: handIns.reviewedAt,
    })
    .from(handIns)
    .innerJoin(assignments, eq(assignments.id, handIns.assignmentId))
    .where(eq(handIns.studentUserId, user.id))
    .orderBy(asc(handIns.submittedAt));

  const foundByEmail = byEmail
    ? {
        studentRecord:
          (
            await database
              .select({ email: studentMasterTable.email, ...studentRecordFields })
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
        // The class reminders sent to the address, and whether it turned them off.
        classRemindersSent: await database
          .select({
            sessionId: classReminders.sessionId,
            kind: classReminders.kind,
            sessionStartsAt: classReminders.sessionStartsAt,
            sentAt: classReminders.sentAt,
          })
          .from(classReminders)
          .where(emailMatches(classReminders.studentEmail, email))
          .orderBy(asc(classReminders.sentAt)),
        classReminderOptOut:
          (
            await database
              .select({ createdAt: classReminderOptOuts.createdAt })
              .from(classReminderOptOuts)
              .where(emailMatches(classReminderOptOuts.email, email))
          )[0] ?? null,
        // Invitations to become an admin sent to the address (not who sent them, nor the link).
        adminInvitations: await database
          .select({
            createdAt: adminInvitations.createdAt,
            expiresAt: adminInvitations.expiresAt,
            acceptedAt: adminInvitations.acceptedAt,
          })
          .from(adminInvitations)
          .where(emailMatches(adminInvitations.email, email))
          .orderBy(asc(adminInvitations.createdAt)),
        // What our team changed in records about them (the audit entries naming the address), not which admin.
        changesByOurTeam: await database
          .select({
            action: auditLog.action,
            tableName: auditLog.tableName,
            details: auditLog.details,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(and(sql`${auditLog.details} is not null`, textNamesAddress(auditLog.details, email)))
          .orderBy(asc(auditLog.createdAt)),
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
    signInMethods,
    calendarSubscription: calendarFeed ? { createdAt: calendarFeed.createdAt } : null,
    whatsappMessages: whatsapp,
    payments: ownPayments,
    invoices: ownInvoices,
    refunds: ownRefunds,
    creditNotes: ownCreditNotes,
    enrolments: ownEnrolments,
    feeReminders,
    autopay,
    classAttendance: attendance,
    handIns: ownHandIns,
    // Every consent given or withdrawn, with the notice version they saw (docs/decisions/0110-consent-ledger.md).
    consents: (await consentHistory(database, { userId: user.id, verifiedEmail: byEmail ? email : null })).reverse(),
    ...(foundByEmail ?? { foundByEmail: "not included until your email address is verified" }),
  };
}
