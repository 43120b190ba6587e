import { sql } from "drizzle-orm";
import type { LibraryVisitor } from "~/library/library-access";
import type { SessionUser } from "~/accounts/index.server";
import { pausedCondition } from "~/collections/index.server";
import { indiaDate } from "~/platform";
import { type Database, queryRowsPrepared, studentMasterTable } from "~/platform/index.server";

/**
 * spec 3 §3: a student record for the signed-in e-mail makes the visitor an enrolled student — once the account
 * has verified that e-mail (until then, the Enrolled and Private tiers stay locked).
 */
export async function libraryVisitor(
  database: Database,
  user: Pick<SessionUser, "email" | "emailVerified"> | null,
  now: Date = new Date(),
): Promise<LibraryVisitor> {
  if (!user) return "anonymous";
  if (!user.emailVerified) return "signed-in";
  const email = user.email.trim().toLowerCase();
  // A student whose every enrolment was refunded is no longer enrolled (a row typed by the admin, with no
  // enrolments at all, still is).
  // Asked on every library page a student opens: a prepared statement whose plan the database keeps.
  // An instalment unpaid past the grace period holds the Enrolled tier (docs/decisions/0107-collections.md).
  const [student] = await queryRowsPrepared<{ paused: boolean }>(
    database,
    "library-visitor",
    sql`select ${pausedCondition(email, indiaDate(now))} as paused from ${studentMasterTable}
      where lower(${studentMasterTable.email}) = ${email}
        and (not exists (select 1 from enrolments where lower(student_email) = ${email} and status = 'refunded')
          or exists (select 1 from enrolments where lower(student_email) = ${email} and status in ('active', 'completed')))
      limit 1`,
  );
  if (!student) return "signed-in";
  return student.paused ? "paused" : "enrolled";
}
