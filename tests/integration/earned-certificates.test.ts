// Certificates earned on completion of a batch: the default and a custom completion rule, issuing once (also when
// checked many times at once) with one e-mail, revoking and /verify's revoked state, the daily job at a given time,
// the cohort figures of a small batch, and who may see them. Through the route modules where there are routes.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPLETION_TEXT, earnedCertificateTitle } from "~/classroom/completion";
import { checkCompletion } from "~/classroom/check-completion.server";
import { readProgress } from "~/classroom/read-progress.server";
import { selectActiveCertificates } from "~/certificates/dashboard-certificates.server";
import { joinClass } from "~/classes/join-class.server";
import { indiaDate, toIndiaDateTimeInput } from "~/platform/india-time";
import { backgroundJobs } from "~/platform/jobs/background-jobs.server";
import {
  auditLog,
  authUser,
  batchInstructors,
  batchSessionLinks,
  certificates,
  classAttendance,
  completionRules,
  emailOutbox,
  enrolments,
  handIns,
  studentMasterTable,
} from "~/platform/db/schema";
import * as adminCertificates from "~/routes/admin/certificates";
import * as cohorts from "~/routes/admin/cohorts";
import * as completionRulesRoute from "~/routes/admin/completion-rules";
import * as verifyPage from "~/routes/community/verify-certificate";
import * as reviews from "~/routes/admin/reviews";
import * as certificateImage from "~/routes/community/earned-certificate-image";
import { signUpStudent, useNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { attend, handIn, makeAssignment, makeBatch, makeSessions, makeStudent } from "../support/earned-certificate-fixtures";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { signUpVerifiedStudent } from "../support/verified-account";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const OCTOBER = ["2026-10-01", "2026-10-08", "2026-10-15", "2026-10-22"];
const AFTER_LAST = new Date("2026-11-01T00:00:00Z");
const BEFORE_LAST = new Date("2026-10-20T00:00:00Z");
const admin = useNewAdmin();

const certificatesOf = (email: string) =>
  testDb.db
    .select()
    .from(certificates)
    .where(eq(sql`lower(${certificates.userEmail})`, email.toLowerCase()));
const emailsTo = (email: string) => testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

/** A batch of four October sessions and one required assignment. */
async function octoberBatch(id: string, course = "Agentic AI") {
  await makeBatch(testDb.db, id, course);
  const sessions = await makeSessions(testDb.db, id, OCTOBER);
  const assignment = await makeAssignment(testDb.db, id);
  return { sessions, assignment };
}

/** A student of a new October batch who attended every session and passed its assignment. */
async function studentWhoMetTheRule(batchId: string) {
  const { sessions, assignment } = await octoberBatch(batchId);
  const student = await makeStudent(testDb.db, batchId);
  await attend(testDb.db, student.email, sessions);
  await handIn(testDb.db, assignment, student.email, [{ status: "passed" }]);
  return student;
}

describe("the default rule: 75% of the sessions and every required assignment passed", () => {
  it("issues to a student who met it, and tells the others what remains", async () => {
    const { sessions, assignment } = await octoberBatch("DEFAULT_RULE_1");
    const done = await makeStudent(testDb.db, "DEFAULT_RULE_1");
    const short = await makeStudent(testDb.db, "DEFAULT_RULE_1");
    const revising = await makeStudent(testDb.db, "DEFAULT_RULE_1");
    await attend(testDb.db, done.email, sessions.slice(0, 3));
    await handIn(testDb.db, assignment, done.email, [{ status: "needs-revision" }, { status: "passed" }]);
    await attend(testDb.db, short.email, sessions.slice(0, 2));
    await handIn(testDb.db, assignment, short.email, [{ status: "passed" }]);
    await attend(testDb.db, revising.email, sessions);
    await handIn(testDb.db, assignment, revising.email, [{ status: "passed" }, { status: "needs-revision" }]);

    const before = await readProgress(testDb.db, { batchId: "DEFAULT_RULE_1", studentEmail: done.email, now: BEFORE_LAST });
    expect(before).toMatchObject({ met: false, sessionsHeld: 3, sessionsAttended: 3, summary: COMPLETION_TEXT.onTrack });
    expect(await checkCompletion(testDb.db, { batchId: "DEFAULT_RULE_1", studentEmail: done.email, now: BEFORE_LAST })).toEqual({
      met: false,
    });

    expect(await checkCompletion(testDb.db, { batchId: "DEFAULT_RULE_1", studentEmail: done.email, now: AFTER_LAST })).toEqual({
      met: true,
      issued: true,
    });
    const [certificate] = await certificatesOf(done.email);
    expect(certificate).toMatchObject({
      certificateName: earnedCertificateTitle("Agentic AI", "DEFAULT_RULE_1"),
      batchId: "DEFAULT_RULE_1",
      course: "Agentic AI",
      issuedOnCompletion: true,
      isActive: true,
      dateOfIssuing: indiaDate(AFTER_LAST),
      revokedAt: null,
    });

    const shortProgress = await readProgress(testDb.db, {
      batchId: "DEFAULT_RULE_1",
      studentEmail: short.email,
      now: AFTER_LAST,
    });
    expect(shortProgress).toMatchObject({ met: false, attendancePercent: 50, summary: "1 session to go", certificate: null });
    const revisingProgress = await readProgress(testDb.db, {
      batchId: "DEFAULT_RULE_1",
      studentEmail: revising.email,
      now: AFTER_LAST,
    });
    expect(revisingProgress).toMatchObject({ met: false, requiredPassed: 0, summary: "1 project to go" });
    for (const student of [short, revising]) {
      expect(
        await checkCompletion(testDb.db, { batchId: "DEFAULT_RULE_1", studentEmail: student.email, now: AFTER_LAST }),
      ).toEqual({
        met: false,
      });
      expect(await certificatesOf(student.email)).toEqual([]);
    }
    const doneProgress = await readProgress(testDb.db, { batchId: "DEFAULT_RULE_1", studentEmail: done.email, now: AFTER_LAST });
    expect(doneProgress).toMatchObject({ summary: COMPLETION_TEXT.earned, certificate: { revokedAt: null } });
  });

  it("issues nothing to someone who is not a student of the batch", async () => {
    const { sessions } = await octoberBatch("DEFAULT_RULE_2");
    const stranger = await makeStudent(testDb.db, "SOME_OTHER_BATCH");
    await attend(testDb.db, stranger.email, sessions);
    expect(
      await checkCompletion(testDb.db, { batchId: "DEFAULT_RULE_2", studentEmail: stranger.email, now: AFTER_LAST }),
    ).toEqual({
      met: false,
    });
  });
});

describe("a course's own rule, set on /admin/completion-rules", () => {
  it("saves a rule (audited), refuses a wrong percent or course, and the rule decides", async () => {
    const { sessions } = await octoberBatch("CUSTOM_RULE_1", "Vibe Coding");
    const student = await makeStudent(testDb.db, "CUSTOM_RULE_1", "Meera", "Vibe Coding");
    await attend(testDb.db, student.email, sessions.slice(0, 2));
    expect(await checkCompletion(testDb.db, { batchId: "CUSTOM_RULE_1", studentEmail: student.email, now: AFTER_LAST })).toEqual({
      met: false,
    });

    const post = (fields: Record<string, string>, cookie = admin.cookie) =>
      run(completionRulesRoute.action, formPost("/admin/completion-rules", fields, { cookie }));
    const wrong = await post({ course: "Vibe Coding", min_attendance_percent: "101" });
    expect(statusOf(wrong)).toBe(400);
    expect(payloadOf(wrong)).toMatchObject({ ok: false, message: COMPLETION_TEXT.percentInvalid });
    const unknown = await post({ course: "Basket Weaving", min_attendance_percent: "50" });
    expect(payloadOf(unknown)).toMatchObject({ ok: false, message: COMPLETION_TEXT.unknownCourse });
    const notAdmin = await post({ course: "Vibe Coding", min_attendance_percent: "50" }, (await signUpStudent()).cookie);
    expect(statusOf(notAdmin)).toBe(403);
    expect(await testDb.db.select().from(completionRules).where(eq(completionRules.course, "Vibe Coding"))).toEqual([]);

    const saved = await post({ course: "Vibe Coding", min_attendance_percent: "50" });
    expect(payloadOf(saved)).toEqual({ ok: true, message: COMPLETION_TEXT.ruleSaved, course: "Vibe Coding" });
    const listed = payloadOf(await run(completionRulesRoute.loader, pageRequest("/admin/completion-rules", admin.cookie))) as {
      rules: { course: string; minAttendancePercent: number; requireRequiredAssignments: boolean; custom: boolean }[];
    };
    expect(listed.rules.find((rule) => rule.course === "Vibe Coding")).toEqual({
      course: "Vibe Coding",
      minAttendancePercent: 50,
      requireRequiredAssignments: false,
      custom: true,
    });
    expect(listed.rules.find((rule) => rule.course === "Agentic AI")).toMatchObject({ minAttendancePercent: 75, custom: false });
    const [audit] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "completion_rules"), eq(auditLog.rowId, "Vibe Coding")));
    expect(audit).toMatchObject({ action: "create", actorEmail: admin.email });

    // 2 of 4 sessions is 50%, and the assignment no longer counts.
    expect(await checkCompletion(testDb.db, { batchId: "CUSTOM_RULE_1", studentEmail: student.email, now: AFTER_LAST })).toEqual({
      met: true,
      issued: true,
    });
  });
});

describe("issuing once", () => {
  it("many checks at once issue one certificate and queue one e-mail; a later check adds nothing", async () => {
    const student = await studentWhoMetTheRule("ONCE_1");

    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        checkCompletion(testDb.db, { batchId: "ONCE_1", studentEmail: student.email, now: AFTER_LAST }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.met && outcome.issued)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.met)).toBe(true);
    expect(await checkCompletion(testDb.db, { batchId: "ONCE_1", studentEmail: student.email, now: AFTER_LAST })).toEqual({
      met: true,
      issued: false,
    });
    const [certificate, ...others] = await certificatesOf(student.email);
    expect(others).toEqual([]);

    const mail = await emailsTo(student.email);
    expect(mail).toHaveLength(1);
    const title = earnedCertificateTitle("Agentic AI", "ONCE_1");
    expect(mail[0]).toMatchObject({ subject: `Your certificate: ${title}` });
    expect(mail[0]!.textBody).toContain(`/verify/${certificate!.verificationId}`);
    expect(mail[0]!.textBody).toContain("linkedin.com/profile/add");

    // The certificate's picture is drawn by the site.
    const image = (await run(certificateImage.loader, pageRequest(`/verify/${certificate!.verificationId}/certificate.svg`), {
      verificationId: certificate!.verificationId,
    })) as Response;
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    expect(await image.text()).toContain("batch ONCE_1");
    expect(certificate!.certificateImageLink).toMatch(new RegExp(`/verify/${certificate!.verificationId}/certificate\\.svg$`));
  });

  it("attending the batch's last session through 'Join Your Class' issues the certificate", async () => {
    const now = new Date();
    await makeBatch(testDb.db, "JOIN_1");
    // One session on now, started ten minutes ago (India time), and no required assignment.
    const [date, time] = toIndiaDateTimeInput(new Date(now.getTime() - 10 * 60_000)).split("T") as [string, string];
    const [sessionId] = await makeSessions(testDb.db, "JOIN_1", [date]);
    await testDb.db.execute(sql`update session_master_table set session_start_time = ${time} where session_id = ${sessionId}`);
    const { email } = await signUpVerifiedStudent(`joiner.${Date.now()}@example.com`, "joiner-secret-1", "Joiner");
    await testDb.db.insert(studentMasterTable).values({ email, studentName: "Joiner", batchId: "JOIN_1" });
    const [user] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
    await testDb.db.insert(enrolments).values(monthlyEnrolment(email, { userId: user!.id, batchId: "JOIN_1" }));
    await testDb.db.insert(batchSessionLinks).values({
      batchId: "JOIN_1",
      courseName: "Agentic AI",
      teamsMeetingLink: "https://teams.microsoft.com/l/meetup-join/join1",
    });
    const outcome = await joinClass(testDb.db, {
      user: { id: user!.id, email, name: "Joiner", role: "user", emailVerified: true } as never,
      now,
    });
    expect(outcome).toMatchObject({ kind: "join", attendedSessionId: sessionId });
    expect(await certificatesOf(email)).toMatchObject([{ batchId: "JOIN_1", issuedOnCompletion: true }]);
  });
});

describe("a grade that completes the course", () => {
  it("an instructor's pass of the last required assignment, through the review queue, issues the certificate", async () => {
    const { sessions, assignment } = await octoberBatch("GRADE_1");
    const { email } = await makeStudent(testDb.db, "GRADE_1");
    await attend(testDb.db, email, sessions);
    await handIn(testDb.db, assignment, email, [{ status: "submitted" }]);
    expect(await certificatesOf(email)).toEqual([]);
    const [waiting] = await testDb.db.select().from(handIns).where(eq(handIns.studentEmail, email));
    const reviewed = await run(
      reviews.action,
      formPost("/admin/reviews", { hand_in_id: waiting!.id, score_0: "8", decision: "passed" }, { cookie: admin.cookie }),
    );
    expect(statusOf(reviewed)).toBe(200);
    expect(await certificatesOf(email)).toMatchObject([{ batchId: "GRADE_1", issuedOnCompletion: true }]);
  });
});

describe("revoking", () => {
  it("an admin revokes with a reason (audited); /verify says revoked with the date, not the reason; the dashboard drops it; the daily job does not issue it again", async () => {
    const student = await studentWhoMetTheRule("REVOKE_1");
    await checkCompletion(testDb.db, { batchId: "REVOKE_1", studentEmail: student.email, now: AFTER_LAST });
    const [issued] = await certificatesOf(student.email);
    expect(await selectActiveCertificates(testDb.db, student.email)).toHaveLength(1);

    const revoke = (fields: Record<string, string>, cookie = admin.cookie) =>
      run(adminCertificates.action, formPost("/admin/certificates", { intent: "revoke", ...fields }, { cookie }));
    const noReason = await revoke({ id: issued!.id, reason: "  " });
    expect(statusOf(noReason)).toBe(400);
    expect(payloadOf(noReason)).toMatchObject({ ok: false, message: COMPLETION_TEXT.revokeReasonRequired });
    expect(statusOf(await revoke({ id: issued!.id, reason: "Copied project" }, (await signUpStudent()).cookie))).toBe(403);
    expect((await certificatesOf(student.email))[0]!.revokedAt).toBeNull();

    expect(payloadOf(await revoke({ id: issued!.id, reason: "Copied project" }))).toEqual({
      ok: true,
      message: COMPLETION_TEXT.revoked,
      intent: "revoke",
    });
    expect(payloadOf(await revoke({ id: issued!.id, reason: "Again" }))).toMatchObject({
      ok: false,
      message: COMPLETION_TEXT.alreadyRevoked,
    });
    const [revoked] = await certificatesOf(student.email);
    expect(revoked).toMatchObject({ revokedReason: "Copied project", isActive: false });
    const [audit] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "certificates"), eq(auditLog.rowId, issued!.id), eq(auditLog.action, "revoke")));
    expect(audit).toMatchObject({ actorEmail: admin.email });

    const verification = payloadOf(
      await run(verifyPage.loader, pageRequest(`/verify/${issued!.verificationId}`), { verificationId: issued!.verificationId }),
    ) as { certificate: Record<string, unknown> };
    expect(verification.certificate).toMatchObject({
      isActive: false,
      revokedAt: revoked!.revokedAt!.toISOString(),
      completion: { course: "Agentic AI", batchId: "REVOKE_1" },
    });
    expect(JSON.stringify(verification)).not.toContain("Copied project");
    expect(await selectActiveCertificates(testDb.db, student.email)).toEqual([]);
    const image = (await run(certificateImage.loader, pageRequest("/x"), { verificationId: issued!.verificationId })) as Response;
    expect(image.status).toBe(404);

    const job = backgroundJobs({ appUrl: "http://localhost:3000", mail: { smtpUrl: null, from: "a@b.test" } }).find(
      (candidate) => candidate.name === "earned-certificates",
    )!;
    await job.run({ database: testDb.db, clock: () => AFTER_LAST });
    expect(await certificatesOf(student.email)).toHaveLength(1);
    expect(await emailsTo(student.email)).toHaveLength(1);
  });
});

describe("the daily job", () => {
  it("at a given time issues to the students of batches whose last session has been held, once", async () => {
    const { sessions, assignment } = await octoberBatch("DAILY_1");
    const earned = await makeStudent(testDb.db, "DAILY_1");
    const short = await makeStudent(testDb.db, "DAILY_1");
    await attend(testDb.db, earned.email, sessions.slice(1));
    await handIn(testDb.db, assignment, earned.email, [{ status: "passed", late: true }]);
    await attend(testDb.db, short.email, sessions.slice(0, 1));
    const job = backgroundJobs({ appUrl: "http://localhost:3000", mail: { smtpUrl: null, from: "a@b.test" } }).find(
      (candidate) => candidate.name === "earned-certificates",
    )!;

    await job.run({ database: testDb.db, clock: () => BEFORE_LAST });
    expect(await certificatesOf(earned.email)).toEqual([]);

    await job.run({ database: testDb.db, clock: () => AFTER_LAST });
    await job.run({ database: testDb.db, clock: () => AFTER_LAST });
    expect(await certificatesOf(earned.email)).toMatchObject([{ batchId: "DAILY_1", dateOfIssuing: "2026-11-01" }]);
    expect(await emailsTo(earned.email)).toHaveLength(1);
    expect(await certificatesOf(short.email)).toEqual([]);
  });
});

describe("cohort figures on /admin/cohorts", () => {
  let figures: Awaited<ReturnType<typeof loadAsAdmin>>;
  let students: { email: string; id: number }[];

  async function loadAsAdmin(query = "?batch=COHORT_1") {
    return payloadOf(await run(cohorts.loader, pageRequest(`/admin/cohorts${query}`, admin.cookie))) as {
      gate: boolean;
      isAdmin: boolean;
      figures: {
        batches: Record<string, unknown>[];
        selected: { batchId: string; sessions: { attended: number }[]; atRisk: Record<string, unknown>[] } | null;
      };
    };
  }

  beforeAll(async () => {
    const { sessions, assignment } = await octoberBatch("COHORT_1");
    students = [
      await makeStudent(testDb.db, "COHORT_1", "Anil"),
      await makeStudent(testDb.db, "COHORT_1", "Bina"),
      await makeStudent(testDb.db, "COHORT_1", "Chetan"),
    ];
    const [anil, bina, chetan] = students as [
      { email: string; id: number },
      { email: string; id: number },
      { email: string; id: number },
    ];
    await attend(testDb.db, anil.email, sessions);
    await attend(testDb.db, bina.email, sessions.slice(0, 2));
    await attend(testDb.db, chetan.email, sessions.slice(3));
    await handIn(testDb.db, assignment, anil.email, [{ status: "passed" }]);
    await handIn(testDb.db, assignment, bina.email, [{ status: "needs-revision", late: true }]);
    await checkCompletion(testDb.db, { batchId: "COHORT_1", studentEmail: anil.email, now: AFTER_LAST });
    figures = await loadAsAdmin();
  });

  it("per batch: students, hand-ins on time, pass rate, completion and how many are at risk", () => {
    expect(figures.figures.batches.find((batch) => batch.batchId === "COHORT_1")).toEqual({
      batchId: "COHORT_1",
      course: "Agentic AI",
      students: 3,
      sessionsHeld: 4,
      handInsOnTimePercent: 50,
      passRatePercent: 50,
      completed: 1,
      completionPercent: 33,
      atRisk: 2,
    });
  });

  it("the chosen batch's attendance per session, and its students at risk, linked to their pages", () => {
    const selected = figures.figures.selected!;
    expect(selected.batchId).toBe("COHORT_1");
    expect(selected.sessions.map((session) => session.attended)).toEqual([2, 2, 1, 2]);
    expect(selected.atRisk).toEqual([
      { email: students[1]!.email, name: "Bina", studentId: students[1]!.id, missedLastTwo: true, overdueAssignments: 1 },
      { email: students[2]!.email, name: "Chetan", studentId: students[2]!.id, missedLastTwo: false, overdueAssignments: 1 },
    ]);
  });

  it("an instructor sees only their batches, gets 403 on another's; a student gets the gate", async () => {
    await makeBatch(testDb.db, "COHORT_OTHER");
    const instructor = await signUpStudent();
    const [account] = await testDb.db
      .update(authUser)
      .set({ role: "instructor" })
      .where(eq(authUser.email, instructor.email))
      .returning({ id: authUser.id });
    await testDb.db.insert(batchInstructors).values({ batchId: "COHORT_1", userId: account!.id });

    const own = payloadOf(await run(cohorts.loader, pageRequest("/admin/cohorts", instructor.cookie))) as Awaited<
      ReturnType<typeof loadAsAdmin>
    >;
    expect(own.isAdmin).toBe(false);
    expect(own.figures.batches.map((batch) => batch.batchId)).toEqual(["COHORT_1"]);
    expect(own.figures.selected?.atRisk).toHaveLength(2);
    expect(statusOf(await run(cohorts.loader, pageRequest("/admin/cohorts?batch=COHORT_OTHER", instructor.cookie)))).toBe(403);

    const student = await signUpStudent();
    expect(payloadOf(await run(cohorts.loader, pageRequest("/admin/cohorts", student.cookie)))).toEqual({ gate: true });
    expect(payloadOf(await run(cohorts.loader, pageRequest("/admin/cohorts")))).toEqual({ gate: true });
    // An instructor is staff: the admins' completion rules answer 403 with the reason, not the sign-in gate.
    const rules = await run(completionRulesRoute.loader, pageRequest("/admin/completion-rules", instructor.cookie));
    expect(statusOf(rules)).toBe(403);
    expect(payloadOf(rules)).toMatchObject({ forbidden: true });
  });
});

describe("a batch of 200 students", () => {
  it("gives its cohort figures over 200 students, and the daily job issues to every student who earned it", async () => {
    const batchId = "COHORT_200";
    await makeBatch(testDb.db, batchId);
    const dates = Array.from({ length: 10 }, (_, index) => `2026-09-${String(index + 10).padStart(2, "0")}`);
    const sessions = await makeSessions(testDb.db, batchId, dates);
    const assignment = await makeAssignment(testDb.db, batchId);
    const emails = Array.from({ length: 200 }, (_, index) => `crowd${index}.${batchId.toLowerCase()}@example.com`);
    await testDb.db
      .insert(studentMasterTable)
      .values(emails.map((email, index) => ({ email, studentName: `Crowd ${index}`, batchId })));
    await testDb.db.insert(enrolments).values(emails.map((email) => monthlyEnrolment(email, { batchId })));
    // Every fourth student missed the last two sessions; every fifth handed nothing in.
    await testDb.db
      .insert(classAttendance)
      .values(
        emails.flatMap((email, index) =>
          (index % 4 === 0 ? sessions.slice(0, 8) : sessions).map((sessionId) => ({ sessionId, studentEmail: email })),
        ),
      );
    await testDb.db.insert(handIns).values(
      emails
        .filter((_, index) => index % 5 !== 0)
        .map((email) => ({
          assignmentId: assignment,
          studentUserId: `user-${email}`,
          studentEmail: email,
          version: 1,
          link: "https://github.com/example/agent",
          status: "passed" as const,
        })),
    );

    const loaded = payloadOf(await run(cohorts.loader, pageRequest(`/admin/cohorts?batch=${batchId}`, admin.cookie))) as {
      figures: { batches: Record<string, unknown>[]; selected: { sessions: unknown[]; atRisk: unknown[] } };
    };
    expect(loaded.figures.batches.find((batch) => batch.batchId === batchId)).toMatchObject({
      students: 200,
      sessionsHeld: 10,
      handInsOnTimePercent: 100,
      passRatePercent: 100,
      completed: 0,
      atRisk: 80, // every 4th or every 5th: 50 + 40 - 10
    });
    expect(loaded.figures.selected.sessions).toHaveLength(10);
    expect(loaded.figures.selected.atRisk).toHaveLength(80);

    const job = backgroundJobs({ appUrl: "http://localhost:3000", mail: { smtpUrl: null, from: "a@b.test" } }).find(
      (candidate) => candidate.name === "earned-certificates",
    )!;
    await job.run({ database: testDb.db, clock: () => AFTER_LAST });
    const [{ issued }] = (await testDb.db
      .select({ issued: sql<number>`count(*)::int` })
      .from(certificates)
      .where(eq(certificates.batchId, batchId))) as [{ issued: number }];
    // 8 of 10 sessions is 80%, enough: everyone who passed the assignment earned it, all but every fifth.
    expect(issued).toBe(160);
  });
});
