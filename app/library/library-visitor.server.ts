import { sql } from "drizzle-orm";
import type { LibraryVisitor } from "~/library/library-access";
import type { SessionUser } from "~/accounts/index.server";
import { type Database, queryRowsPrepared, studentMasterTable } from "~/platform/index.server";

/**
 * spec 3 §3: a student record for the signed-in e-mail makes the visitor an enrolled student — once the account
 * has verified that e-mail (until then, the Enrolled and Private tiers stay locked).
 */
export async function libraryVisitor(
  database: Database,
  user: Pick<SessionUser, "email" | "emailVerified"> | null,
): Promise<LibraryVisitor> {
  if (!user) return "anonymous";
  if (!user.emailVerified) return "signed-in";
  const email = user.email.trim().toLowerCase();
  // A student whose every enrolment was refunded is no longer enrolled (a row typed by the admin, with no
  // enrolments at all, still is).
  // Asked on every library page a student opens: a prepared statement whose plan the database keeps.
  const [student] = await queryRowsPrepared(
    database,
    "library-visitor",
    sql`select ${studentMasterTable.id} from ${studentMasterTable}
      where lower(${studentMasterTable.email}) = ${email}
        and (not exists (select 1 from enrolments where lower(student_email) = ${email} and status = 'refunded')
          or exists (select 1 from enrolments where lower(student_email) = ${email} and status in ('active', 'completed')))
      limit 1`,
  );
  return student ? "enrolled" : "signed-in";
}
