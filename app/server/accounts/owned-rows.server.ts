import { eq, or, sql, type AnyColumn } from "drizzle-orm";
import type { SessionUser } from "../auth/session.server";
import { contactSubmissions, enrolments, leadGenResponses, leadNotes, payments, quizResponses } from "../db/schema";

// How the account tools find a person's rows: by the account, and by e-mail only once the address is verified
// (docs/decisions/0020-email-verification.md).

/** Rows whose e-mail column holds `email` (already lower-case), whatever its case there. */
export function emailMatches(column: AnyColumn, email: string) {
  return sql`lower(${column}) = ${email}`;
}

/** The person's payments: made while signed in, and — once the address is proven — those bought with it. */
export function paymentsOf(user: SessionUser) {
  return user.emailVerified
    ? or(eq(payments.userId, user.id), emailMatches(payments.email, user.email.toLowerCase()))
    : eq(payments.userId, user.id);
}

/** The person's enrolments: of the account, and of its address once proven. */
export function enrolmentsOf(user: Pick<SessionUser, "id" | "email" | "emailVerified">) {
  return user.emailVerified
    ? or(eq(enrolments.userId, user.id), emailMatches(enrolments.studentEmail, user.email.toLowerCase()))
    : eq(enrolments.userId, user.id);
}

/**
 * The admins' notes on the leads found by a verified `email` (already lower-case): its contact messages,
 * certificate applications and quiz submissions. A note is about the person, so it follows the lead.
 */
export function leadNotesOf(email: string) {
  return sql`(${leadNotes.leadKind} = 'contact' and ${leadNotes.leadId} in
      (select ${contactSubmissions.id} from ${contactSubmissions} where ${emailMatches(contactSubmissions.email, email)}))
    or (${leadNotes.leadKind} = 'certificate' and ${leadNotes.leadId} in
      (select ${leadGenResponses.id} from ${leadGenResponses} where ${emailMatches(leadGenResponses.email, email)}))
    or (${leadNotes.leadKind} = 'quiz' and ${leadNotes.leadId} in
      (select ${quizResponses.id} from ${quizResponses} where ${emailMatches(quizResponses.email, email)}))`;
}
