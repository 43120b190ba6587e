import { eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SessionUser } from "./auth/session.server";
import {
  classAttendance,
  contactSubmissions,
  enrolments,
  leadGenResponses,
  leadNotes,
  payments,
  quizResponses,
} from "~/platform/index.server";

// How the account tools find a person's rows: by the account, and by e-mail only once the address is verified
// (docs/decisions/0020-email-verification.md).

/** Rows whose e-mail column holds `email` (already lower-case), whatever its case there. */
export function emailMatches(column: AnyColumn, email: string) {
  return sql`lower(${column}) = ${email}`;
}

/**
 * A PostgreSQL regular expression finding lower-case `email` as a whole address ('ab@x.com' not in 'cab@x.com' nor
 * 'ab@x.com.au'); groups one and two are what stands either side, for a replacement to keep.
 */
export function addressPattern(email: string) {
  const literal = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(^|[^a-z0-9._%+-])${literal}($|[^a-z0-9_%+-]|\\.($|[^a-z0-9]))`;
}

/** Rows whose text `column` (any type, read as text) names `email` (already lower-case) as a whole address. */
export function textNamesAddress(column: AnyColumn | SQL, email: string) {
  return sql`lower(${column}::text) ~ ${addressPattern(email)}`;
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

/** The classes they joined: recorded for the account, and under its address once proven. */
export function attendanceOf(user: Pick<SessionUser, "id" | "email" | "emailVerified">) {
  return user.emailVerified
    ? or(eq(classAttendance.userId, user.id), emailMatches(classAttendance.studentEmail, user.email.toLowerCase()))
    : eq(classAttendance.userId, user.id);
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
