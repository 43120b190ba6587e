import { eq, inArray, sql } from "drizzle-orm";
import { anonymisedIdentity } from "~/accounts/account-deletion";
import { anonymiseConsents } from "~/consent/index.server";
import type { SessionUser } from "./auth/session.server";
import {
  adminInvitations,
  auditLog,
  authUser,
  authVerification,
  certificates,
  classAttendance,
  handIns,
  classReminderOptOuts,
  classReminders,
  contactSubmissions,
  type Database,
  emailOutbox,
  autopaySubscriptions,
  enrolments,
  leadGenResponses,
  leadNotes,
  logger,
  payments,
  quizResponses,
  rateLimitCounters,
  referralCredits,
  referralPayouts,
  studentMasterTable,
  whatsappMessages,
} from "~/platform/index.server";
import {
  addressPattern,
  attendanceOf,
  emailMatches,
  enrolmentsOf,
  leadNotesOf,
  paymentsOf,
  textNamesAddress,
} from "./owned-rows.server";
import { signOut } from "./sign-out.server";
import { verifyAccountPassword } from "./verify-account-password.server";

export type DeleteAccountResult =
  { kind: "deleted"; headers: Headers } | { kind: "wrong-password" } | { kind: "too-many-attempts" } | { kind: "admin-managed" };

/**
 * Deletes the signed-in account after a password check, in one transaction (docs/decisions/0030-account-self-service.md):
 * payments stay anonymised; what a verified address found goes (personal-data-tables.server.ts).
 */
export async function deleteAccount({
  database,
  request,
  user,
  password,
}: {
  database: Database;
  request: Request;
  user: SessionUser;
  password: string;
}): Promise<DeleteAccountResult> {
  // The business must keep a way into its admin tools: operators remove admin accounts.
  if (user.role === "admin") return { kind: "admin-managed" };
  const check = await verifyAccountPassword({ database, request, userId: user.id, password });
  if (check === "wrong") return { kind: "wrong-password" };
  if (check === "too-many-attempts") return { kind: "too-many-attempts" };

  const identity = anonymisedIdentity(user.id);
  const email = user.email.toLowerCase();
  const now = new Date();
  await database.transaction(async (transaction) => {
    // Rows found by e-mail are this person's only when the address is proven (docs/decisions/0020-email-verification.md).
    await transaction
      .update(payments)
      .set({ name: identity.name, email: identity.email, mobile: identity.mobile, updatedAt: now })
      .where(paymentsOf(user));
    // Their autopay ends with the provider (the cancellation job) and stays in the books without their address.
    await transaction
      .update(autopaySubscriptions)
      .set({
        studentEmail: identity.email,
        cancelRequestedAt: sql`coalesce(${autopaySubscriptions.cancelRequestedAt}, now())`,
        cancelReason: sql`coalesce(${autopaySubscriptions.cancelReason}, 'account-deleted')`,
        updatedAt: now,
      })
      .where(
        inArray(
          autopaySubscriptions.enrolmentId,
          transaction.select({ id: enrolments.id }).from(enrolments).where(enrolmentsOf(user)),
        ),
      );
    // Their enrolments stay with those payments (the business's books), no longer naming them.
    await transaction
      .update(enrolments)
      .set({ studentEmail: identity.email, userId: null, updatedAt: now })
      .where(enrolmentsOf(user));

    // The classes they joined through the site: recorded for this account.
    await transaction.delete(classAttendance).where(attendanceOf(user));
    // The work they handed in, with its files.
    await transaction.delete(handIns).where(eq(handIns.studentUserId, user.id));
    await transaction.delete(whatsappMessages).where(eq(whatsappMessages.userId, user.id));
    // Unused password-reset links of the account, and its counters of recent attempts.
    await transaction.delete(authVerification).where(eq(authVerification.value, user.id));
    await transaction.delete(rateLimitCounters).where(rateLimitKeyEndsWith(user.id.toLowerCase()));

    if (user.emailVerified) {
      // Their address as a referral code, on other people's payments and on the earnings it brought.
      await transaction
        .update(payments)
        .set({ referredByEmail: identity.email, updatedAt: now })
        .where(emailMatches(payments.referredByEmail, email));
      await transaction
        .update(referralCredits)
        .set({ referrerEmail: identity.email })
        .where(emailMatches(referralCredits.referrerEmail, email));
      // The payouts made to them stay in the books beside those credits, under the same stand-in address, so the
      // referrer's balance still adds up (docs/decisions/0039-referral-payouts.md).
      await transaction
        .update(referralPayouts)
        .set({ referrerEmail: identity.email })
        .where(emailMatches(referralPayouts.referrerEmail, email));
      await transaction.delete(studentMasterTable).where(emailMatches(studentMasterTable.email, email));
      await transaction.delete(certificates).where(emailMatches(certificates.userEmail, email));
      // The admins' notes on their enquiries, applications and quiz answers: about them, so gone with them (first,
      // while the leads still carry the address that finds them).
      await transaction.delete(leadNotes).where(leadNotesOf(email));
      await transaction.delete(contactSubmissions).where(emailMatches(contactSubmissions.email, email));
      await transaction.delete(leadGenResponses).where(emailMatches(leadGenResponses.email, email));
      // Quiz answers count in the AI Spots' figures: kept, without who gave them.
      await transaction
        .update(quizResponses)
        .set({ name: identity.name, email: identity.email, mobile: identity.mobile })
        .where(emailMatches(quizResponses.email, email));
      // The e-mails sent to them, and the business's notifications naming them (a contact message, an application).
      await transaction
        .delete(emailOutbox)
        .where(sql`${emailMatches(emailOutbox.toAddress, email)} or ${textNamesAddress(emailOutbox.textBody, email)}`);
      // The class reminders sent to the address, and its choice to turn them off.
      await transaction.delete(classReminders).where(emailMatches(classReminders.studentEmail, email));
      await transaction.delete(classReminderOptOuts).where(emailMatches(classReminderOptOuts.email, email));
      await transaction.delete(adminInvitations).where(emailMatches(adminInvitations.email, email));
      await transaction.delete(rateLimitCounters).where(rateLimitKeyEndsWith(email));
      // The admins' audit trail keeps what was done, with the stand-in address where the entry named theirs.
      await transaction
        .update(auditLog)
        .set({
          details: sql`regexp_replace(${auditLog.details}::text, ${addressPattern(email)}, ${`\\1${identity.email}\\2`}, 'gi')::jsonb`,
        })
        .where(sql`${auditLog.details} is not null and ${textNamesAddress(auditLog.details, email)}`);
    }
    // Their consent ledger rows stay, naming no one (docs/decisions/0110-consent-ledger.md).
    await anonymiseConsents(transaction as unknown as Database, {
      userId: user.id,
      verifiedEmail: user.emailVerified ? email : null,
    });
    // The login: sessions, password, profile and calendar link go with it (foreign keys cascade).
    await transaction.delete(authUser).where(eq(authUser.id, user.id));
  });
  logger.info({ userId: user.id }, "account deleted at its owner's request");
  // The session row is gone already; this answers with the cookie that clears it in the browser.
  return { kind: "deleted", headers: await signOut(request) };
}

/** Rate-limit counters are keyed `rule:subject` (rate-limit.server.ts): those whose subject is this account or address. */
function rateLimitKeyEndsWith(subject: string) {
  return sql`right(${rateLimitCounters.key}, ${subject.length + 1}) = ${`:${subject}`}`;
}
