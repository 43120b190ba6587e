// Two servers (two connection pools on one PostgreSQL database) check the same student's completion at once, many
// times: one certificate, one e-mail. The unique index on certificates issued on completion decides, not timing.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkCompletion, issueEarnedCertificates } from "~/classroom/check-completion.server";
import { certificates, emailOutbox } from "~/platform/db/schema";
import { attend, handIn, makeAssignment, makeBatch, makeSessions, makeStudent } from "../support/earned-certificate-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const AFTER_LAST = new Date("2026-11-01T00:00:00Z");

async function earnedStudent(batchId: string) {
  await makeBatch(testDb.db, batchId);
  const sessions = await makeSessions(testDb.db, batchId, ["2026-10-01", "2026-10-08", "2026-10-15", "2026-10-22"]);
  const assignment = await makeAssignment(testDb.db, batchId);
  const student = await makeStudent(testDb.db, batchId);
  await attend(testDb.db, student.email, sessions);
  await handIn(testDb.db, assignment, student.email, [{ status: "passed" }]);
  return student.email;
}

const certificatesOf = (email: string) =>
  testDb.db
    .select()
    .from(certificates)
    .where(eq(sql`lower(${certificates.userEmail})`, email));

describe("earned certificates on two servers", () => {
  it("concurrent checks from two servers issue one certificate and queue one e-mail", async () => {
    const email = await earnedStudent("TWO_SERVERS_1");
    const second = await testDb.openSecondServer();
    try {
      expect(second.db).not.toBe(testDb.db);
      const outcomes = await Promise.all(
        [testDb.db, second.db, testDb.db, second.db].map((database) =>
          checkCompletion(database, { batchId: "TWO_SERVERS_1", studentEmail: email, now: AFTER_LAST }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.met && outcome.issued)).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await certificatesOf(email)).toHaveLength(1);
    expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(1);
  });

  it("the daily job running on two servers at once issues one certificate", async () => {
    const email = await earnedStudent("TWO_SERVERS_2");
    const second = await testDb.openSecondServer();
    try {
      await Promise.all([
        issueEarnedCertificates(testDb.db, { now: AFTER_LAST }),
        issueEarnedCertificates(second.db, { now: AFTER_LAST }),
      ]);
    } finally {
      await second.close();
    }
    expect(await certificatesOf(email)).toHaveLength(1);
    expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(1);
  });
});
