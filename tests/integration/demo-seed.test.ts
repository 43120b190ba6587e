import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/accounts/auth/auth.server";
import { queryRows } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { loadGradebook } from "~/classroom/index.server";
import { DEMO_INSTRUCTOR } from "~/platform/seed/demo-classroom";
import { seedDemoData } from "~/platform/seed/demo-data.server";
import { DEMO_STUDENT, DEMO_STUDENT_WITHOUT_BATCH } from "~/platform/seed/demo-students";
import { useFreshDatabase } from "../support/test-database";

const allTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe("demo seed (SEED_DEMO)", () => {
  const testDb = useFreshDatabase();
  const today = new Date().toISOString().slice(0, 10);

  async function snapshotOfEveryTable() {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of allTables) {
      const name = getTableName(table);
      snapshot[name] = await queryRows(testDb.db, sql`select * from ${sql.identifier(name)} order by 1`);
    }
    return snapshot;
  }

  beforeAll(async () => {
    await seedDemoData(testDb.db);
  });

  it("changes nothing when it runs again", async () => {
    const before = await snapshotOfEveryTable();
    await seedDemoData(testDb.db);
    const after = await snapshotOfEveryTable();

    const counts = (snapshot: Record<string, unknown[]>) =>
      Object.fromEntries(Object.entries(snapshot).map(([name, rows]) => [name, rows.length]));
    expect(counts(after)).toEqual(counts(before));
    expect(after).toEqual(before);
    expect(before.library.length).toBeGreaterThanOrEqual(15);
    expect(before.quiz_responses.length).toBeGreaterThanOrEqual(20);
  });

  it("lets the demo student sign in with its password, and only with it", async () => {
    const auth = await getAuth();
    const signedIn = await auth.api.signInEmail({
      body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    expect(signedIn.user.email).toBe(DEMO_STUDENT.email);
    expect(signedIn.user.name).toBe("Priya Sharma");
    await expect(auth.api.signInEmail({ body: { email: DEMO_STUDENT.email, password: "WrongPassword#2026" } })).rejects.toThrow();

    const [account] = await testDb.db.select().from(schema.authAccount).where(eq(schema.authAccount.userId, signedIn.user.id));
    expect(account.password).not.toContain(DEMO_STUDENT.password);
    const [profile] = await testDb.db.select().from(schema.users).where(eq(schema.users.userId, signedIn.user.id));
    expect(profile).toMatchObject({ email: DEMO_STUDENT.email, name: "Priya Sharma" });
  });

  it("enrols the demo student in AGENTIC_AI_BATCH_1 with two monthly payments, and the second student without a batch", async () => {
    const students = await testDb.db.select().from(schema.studentMasterTable);
    const priya = students.find((student) => student.email === DEMO_STUDENT.email);
    expect(priya).toMatchObject({
      batchId: "AGENTIC_AI_BATCH_1",
      currentCourseName: "Agentic AI",
      totalAmountPaid: "5998.00",
      currency: "INR",
    });
    const arjun = students.find((student) => student.email === DEMO_STUDENT_WITHOUT_BATCH.email);
    expect(arjun?.batchId).toBeNull();

    const priyaPayments = await testDb.db.select().from(schema.payments).where(eq(schema.payments.email, DEMO_STUDENT.email));
    const successes = priyaPayments.filter((payment) => payment.paymentStatus === "success");
    expect(successes).toHaveLength(2);
    expect(new Set(successes.map((payment) => payment.paymentDate)).size).toBe(2);
    const sixtyDaysAgo = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const payment of successes) {
      expect(payment).toMatchObject({ amount: "2999.00", currency: "INR", providerAmountPaise: 299_900 });
      expect(payment.paymentDate >= sixtyDaysAgo && payment.paymentDate <= today).toBe(true);
    }
    expect(priyaPayments.filter((payment) => payment.paymentStatus === "failed")).toHaveLength(1);

    // Arjun paid on Priya's referral: her ledger holds 10 % of his ₹2,789.07, which the dashboard reads.
    const priyaCredits = await testDb.db
      .select()
      .from(schema.referralCredits)
      .where(eq(schema.referralCredits.referrerEmail, DEMO_STUDENT.email));
    expect(priyaCredits).toEqual([expect.objectContaining({ amount: "278.91", currency: "INR" })]);

    const priyaCertificates = await testDb.db
      .select()
      .from(schema.certificates)
      .where(eq(schema.certificates.userEmail, DEMO_STUDENT.email));
    expect(priyaCertificates.map((certificate) => certificate.isActive).sort()).toEqual([false, true]);
    for (const certificate of priyaCertificates) expect(certificate.certificateImageLink).toMatch(/^https:\/\/.+\.png$/);
  });

  it("gives each batch an active Teams link and a season of past and upcoming sessions", async () => {
    const links = await testDb.db.select().from(schema.batchSessionLinks);
    for (const batchId of ["AGENTIC_AI_BATCH_1", "VIBE_CODING_BATCH_1", "QUANTUM_BATCH_1"]) {
      const active = links.filter((link) => link.batchId === batchId && link.isActive);
      expect(active).toHaveLength(1);
      expect(active[0].teamsMeetingLink).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);

      const sessions = await testDb.db
        .select()
        .from(schema.sessionMasterTable)
        .where(eq(schema.sessionMasterTable.batchId, batchId));
      expect(sessions.length).toBeGreaterThanOrEqual(8);
      const past = sessions.filter((session) => session.sessionDate < today);
      const upcoming = sessions.filter((session) => session.sessionDate > today);
      expect(past.length).toBeGreaterThan(0);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(past.some((session) => session.sessionLink?.startsWith("https://"))).toBe(true);
      expect(upcoming.every((session) => session.sessionLink === null)).toBe(true);
    }
    expect(links.filter((link) => !link.isActive)).toHaveLength(1);
  });

  it("makes a batch row for every batch its students, sessions and links name", async () => {
    const orphans = await queryRows(
      testDb.db,
      sql`select batch_id from student_master_table where batch_id is not null and batch_id not in (select id from batches)
        union select batch_id from session_master_table where batch_id not in (select id from batches)
        union select batch_id from batch_session_links where batch_id not in (select id from batches)`,
    );
    expect(orphans).toEqual([]);
    const [agentic] = await testDb.db.select().from(schema.batches).where(eq(schema.batches.id, "AGENTIC_AI_BATCH_1"));
    expect(agentic).toMatchObject({
      course: "Agentic AI",
      capacity: 30,
      isActive: true,
      schedule: "Every Saturday, 7:00 PM IST",
    });
    expect(agentic!.startDate! < today).toBe(true);
  });

  it("gives AGENTIC_AI_BATCH_1 a demo instructor who signs in with the README's password, and only with it", async () => {
    const auth = await getAuth();
    const signedIn = await auth.api.signInEmail({ body: { email: DEMO_INSTRUCTOR.email, password: DEMO_INSTRUCTOR.password } });
    await expect(
      auth.api.signInEmail({ body: { email: DEMO_INSTRUCTOR.email, password: "WrongPassword#2026" } }),
    ).rejects.toThrow();
    const [user] = await testDb.db.select().from(schema.authUser).where(eq(schema.authUser.id, signedIn.user.id));
    expect(user).toMatchObject({ email: DEMO_INSTRUCTOR.email, role: "instructor", emailVerified: true });
    expect(await testDb.db.select().from(schema.batchInstructors)).toEqual([
      expect.objectContaining({ batchId: "AGENTIC_AI_BATCH_1", userId: signedIn.user.id }),
    ]);
    // An instructor is no student: no profile, enrolment or student row.
    expect(await testDb.db.select().from(schema.users).where(eq(schema.users.email, DEMO_INSTRUCTOR.email))).toEqual([]);
    expect(
      await testDb.db.select().from(schema.studentMasterTable).where(eq(schema.studentMasterTable.email, DEMO_INSTRUCTOR.email)),
    ).toEqual([]);
  });

  it("fills the batch's classroom: a required and an optional assignment, an announcement, a reviewed hand-in", async () => {
    const [instructor] = await testDb.db.select().from(schema.authUser).where(eq(schema.authUser.email, DEMO_INSTRUCTOR.email));
    const [priya] = await testDb.db.select().from(schema.authUser).where(eq(schema.authUser.email, DEMO_STUDENT.email));
    const now = new Date();

    const assignments = await testDb.db.select().from(schema.assignments).orderBy(schema.assignments.dueAt);
    expect(assignments).toHaveLength(2);
    const [required, optional] = assignments;
    expect(required).toMatchObject({ batchId: "AGENTIC_AI_BATCH_1", required: true, createdBy: instructor!.id });
    expect(required!.rubric).toHaveLength(3);
    expect(required!.dueAt.getTime()).toBeLessThan(now.getTime());
    expect(optional).toMatchObject({ batchId: "AGENTIC_AI_BATCH_1", required: false });
    expect(optional!.dueAt.getTime()).toBeGreaterThan(now.getTime());
    for (const assignment of assignments) {
      const total = assignment.rubric.reduce((sum, criterion) => sum + criterion.maxPoints, 0);
      expect(assignment.passMark).toBeLessThanOrEqual(total);
    }

    const announcements = await testDb.db.select().from(schema.classAnnouncements);
    expect(announcements).toEqual([expect.objectContaining({ batchId: "AGENTIC_AI_BATCH_1", authorUserId: instructor!.id })]);

    const handIns = await testDb.db.select().from(schema.handIns);
    expect(handIns).toHaveLength(1);
    const [handIn] = handIns;
    expect(handIn).toMatchObject({
      assignmentId: required!.id,
      studentUserId: priya!.id,
      studentEmail: DEMO_STUDENT.email,
      version: 1,
      fileName: null,
      late: false,
      status: "needs-revision",
      reviewedBy: instructor!.id,
    });
    expect(handIn!.link).toMatch(/^https:\/\//);
    expect(handIn!.feedback).toBeTruthy();
    expect(handIn!.scores).toHaveLength(3);
    handIn!.scores!.forEach((score, index) => expect(score).toBeLessThanOrEqual(required!.rubric[index]!.maxPoints));
    expect(handIn!.score).toBe(handIn!.scores!.reduce((sum, score) => sum + score, 0));
    expect(handIn!.score).toBeLessThan(required!.passMark);
    expect(handIn!.submittedAt.getTime()).toBeLessThan(required!.dueAt.getTime());
    expect(handIn!.reviewedAt!.getTime()).toBeGreaterThan(handIn!.submittedAt.getTime());

    // The gradebook reads it as the screens will: Priya is a student of the batch, her hand-in needs revision.
    const gradebook = await loadGradebook(testDb.db, { batchId: "AGENTIC_AI_BATCH_1", now });
    const row = gradebook.rows.find((candidate) => candidate.email === DEMO_STUDENT.email);
    expect(row?.cells.map((cell) => cell.kind)).toEqual(["needs-revision", "not-submitted"]);
  });

  it("fills the library with every type, access tier and level, leaving some categories empty", async () => {
    const items = await testDb.db.select().from(schema.library);
    const present = (pick: (item: (typeof items)[number]) => string | null) => new Set(items.map(pick));
    for (const type of ["Book", "Article", "Project", "GitHub", "Newsletter", "Datasets & Cheatsheets"]) {
      expect(present((item) => item.publicationType)).toContain(type);
    }
    for (const access of ["Anyone", "Signed Up User", "Enrolled Student", "Private"]) {
      expect(present((item) => item.access)).toContain(access);
    }
    for (const level of ["Beginner", "Intermediate", "Advanced", "Non-tech", "Manager"]) {
      expect(present((item) => item.level)).toContain(level);
    }
    expect(items.filter((item) => item.publicationType === "Newsletter").every((item) => item.category === null)).toBe(true);
    for (const item of items) {
      expect(item.publicationDate).toMatch(/^\d{4}(-\d{2}-\d{2})?$/);
      expect(() => new URL(item.url)).not.toThrow();
    }
    const projectCategories = present((item) => (item.publicationType === "Project" ? item.category : null));
    expect(projectCategories.size - 1).toBeLessThan(5); // spec 3 §9 lists five
    const githubCategories = present((item) => (item.publicationType === "GitHub" ? item.category : null));
    expect(githubCategories.size - 1).toBeLessThan(6); // spec 3 §9 lists six
  });

  it("lists approved spots with their quiz code and pending applications, and quiz scans in the right bands", async () => {
    const spots = await testDb.db.select().from(schema.aispotMaster);
    const approved = spots.filter((spot) => spot.isApproved);
    const pending = spots.filter((spot) => !spot.isApproved);
    expect(approved.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);
    for (const spot of approved) expect(spot.qrCodeLink).toBe(`/ai-readiness-quiz?spot_id=${spot.aispotId}`);
    expect(new Set(spots.map((spot) => spot.country))).toEqual(new Set(["India", "USA", "Canada"]));

    const responses = await testDb.db.select().from(schema.quizResponses);
    const approvedIds = new Set(approved.map((spot) => spot.aispotId));
    expect(responses.some((response) => response.aispotId === null)).toBe(true);
    const fourteenDaysAgo = Date.now() - 14 * 24 * 60 * 60 * 1000;
    for (const response of responses) {
      if (response.aispotId) expect(approvedIds.has(response.aispotId)).toBe(true);
      expect(response.createdAt.getTime()).toBeGreaterThan(fourteenDaysAgo);
      const band =
        response.score >= 21 ? "Advanced / Innovator" : response.score >= 16 ? "Intermediate / Builder" : "Beginner / Tool-User";
      expect(response.readinessLevel).toBe(band);
    }
    expect(new Set(responses.map((response) => response.readinessLevel)).size).toBe(3);
  });
});

describe("demo seed started by two servers at once", () => {
  const testDb = useFreshDatabase();

  it("creates each demo row once", async () => {
    await Promise.all([seedDemoData(testDb.db), seedDemoData(testDb.db)]);
    const demoAccounts = await testDb.db.select().from(schema.authUser);
    expect(demoAccounts.map((user) => user.email).sort()).toEqual(
      [DEMO_STUDENT.email, DEMO_STUDENT_WITHOUT_BATCH.email, DEMO_INSTRUCTOR.email].sort(),
    );
    expect(await testDb.db.select().from(schema.authAccount)).toHaveLength(3);
    expect(await testDb.db.select().from(schema.batchInstructors)).toHaveLength(1);
    expect(await testDb.db.select().from(schema.handIns)).toHaveLength(1);
    expect(await testDb.db.select().from(schema.batchSessionLinks)).toHaveLength(4);
    expect(await testDb.db.select().from(schema.studentMasterTable)).toHaveLength(2);

    // Both see a batch without links at the same moment: only one may add them.
    await testDb.db.delete(schema.batchSessionLinks);
    await Promise.all([seedDemoData(testDb.db), seedDemoData(testDb.db)]);
    expect(await testDb.db.select().from(schema.batchSessionLinks)).toHaveLength(4);
  });
});
