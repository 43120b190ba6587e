// People and batches for the classroom's integration tests: accounts of each role, batches, their instructors and
// students. The classroom's forms (assignments, hand-ins): ./classroom-forms.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/platform/db/database.server";
import { authUser, batchInstructors, enrolments, studentMasterTable } from "~/platform/db/schema";
import { ensureBatches, signUpStudent, uniqueEmail } from "./admin-fixtures";
import { monthlyEnrolment } from "./payment-fixtures";

export interface Account {
  id: string;
  email: string;
  cookie: string;
}

/** A signed-in account with a verified e-mail, of the given role. */
export async function signedInAccount(prefix: string, role: "student" | "instructor" | "admin" = "student"): Promise<Account> {
  const account = await signUpStudent(uniqueEmail(prefix));
  const database = await db();
  const [user] = await database
    .update(authUser)
    .set({ emailVerified: true, role })
    .where(eq(authUser.email, account.email))
    .returning({ id: authUser.id });
  return { id: user!.id, email: account.email, cookie: account.cookie };
}

export async function newBatch(prefix = "CR"): Promise<string> {
  const batchId = `${prefix}-${randomUUID().slice(0, 8)}`;
  await ensureBatches([batchId]);
  return batchId;
}

export async function teach(instructor: Account, batchId: string) {
  await (await db()).insert(batchInstructors).values({ batchId, userId: instructor.id });
}

/** A student of the batch: a verified account with an enrolment of `status` in it (and the student row's batch). */
export async function studentOf(
  batchId: string,
  {
    status = "active",
    course = "Agentic AI",
  }: { status?: "active" | "cancelled" | "refunded" | "completed"; course?: string } = {},
): Promise<Account> {
  const student = await signedInAccount("learner");
  const database = await db();
  await database.insert(enrolments).values(monthlyEnrolment(student.email, { batchId, status, course, userId: student.id }));
  await database
    .insert(studentMasterTable)
    .values({ email: student.email, studentName: "Asha Rao", batchId, currentCourseName: course })
    .onConflictDoNothing();
  return student;
}
