import { eq } from "drizzle-orm";
import { anonymisedIdentity } from "~/domain/account-deletion";
import type { SessionUser } from "../auth/session.server";
import type { Database } from "../db/client.server";
import { emailMatches, enrolmentsOf, leadNotesOf, paymentsOf } from "./owned-rows.server";
import {
  authUser,
  certificates,
  contactSubmissions,
  emailOutbox,
  enrolments,
  leadGenResponses,
  leadNotes,
  payments,
  quizResponses,
  referralCredits,
  referralPayouts,
  studentMasterTable,
} from "../db/schema";
import { logger } from "../logger.server";
import { signOut } from "./sign-out.server";
import { verifyAccountPassword } from "./verify-account-password.server";

export type DeleteAccountResult =
  { kind: "deleted"; headers: Headers } | { kind: "wrong-password" } | { kind: "too-many-attempts" } | { kind: "admin-managed" };

/**
 * Deletes the signed-in account after checking its password, in one transaction (docs/decisions/0030-account-self-service.md):
 * the login, sessions and profile go; payments stay for the accounts with the personal fields replaced; what was
 * found by a verified address (student record, certificates, enquiries, applications, the admins' notes on them,
 * e-mails) goes too, and quiz answers lose their personal fields. `headers` clear this browser's session cookie.
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
    // Their enrolments stay with those payments (the business's books), no longer naming them.
    await transaction
      .update(enrolments)
      .set({ studentEmail: identity.email, userId: null, updatedAt: now })
      .where(enrolmentsOf(user));

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
      await transaction.delete(emailOutbox).where(emailMatches(emailOutbox.toAddress, email));
    }
    // The login: sessions, password, profile and calendar link go with it (foreign keys cascade).
    await transaction.delete(authUser).where(eq(authUser.id, user.id));
  });
  logger.info({ userId: user.id }, "account deleted at its owner's request");
  // The session row is gone already; this answers with the cookie that clears it in the browser.
  return { kind: "deleted", headers: await signOut(request) };
}
