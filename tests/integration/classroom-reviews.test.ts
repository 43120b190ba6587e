// The classroom's reviews and gradebook: the review queue (oldest first, filters, only the instructor's batches),
// scoring against the rubric, passed or needs revision, the student's e-mail and view, versions back in the queue,
// two instructors at once, and the gradebook with its CSV export at 200 students × 10 assignments.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { HAND_IN_TEXT, REVIEW_TEXT } from "~/classroom/hand-in-rules";
import type { Classroom } from "~/classroom/load-classroom.server";
import type { Gradebook } from "~/classroom/load-gradebook.server";
import type { QueuedHandIn } from "~/classroom/list-review-queue.server";
import * as gradebookExport from "~/routes/admin/classroom-gradebook-export";
import * as gradebookPage from "~/routes/admin/classroom-gradebook";
import * as reviews from "~/routes/admin/reviews";
import * as classroom from "~/routes/learn/classroom";
import { classAttendance, emailOutbox, handIns, sessionMasterTable, studentMasterTable } from "~/platform/db/schema";
import { indiaDate } from "~/platform/india-time";
import { signInNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { type Account, newBatch, signedInAccount, studentOf, teach } from "../support/classroom-fixtures";
import { createAssignmentAs, handIn, inDays } from "../support/classroom-forms";
import { parseCsv } from "../support/csv";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();

let admin: Account;
let instructor: Account;
let secondInstructor: Account;
let otherInstructor: Account;
let batchId: string;
let otherBatchId: string;

beforeAll(async () => {
  const signedIn = await signInNewAdmin();
  admin = { id: "", email: signedIn.email, cookie: signedIn.cookie };
  instructor = await signedInAccount("teacher", "instructor");
  secondInstructor = await signedInAccount("coteacher", "instructor");
  otherInstructor = await signedInAccount("teacher2", "instructor");
  batchId = await newBatch("RV");
  otherBatchId = await newBatch("RV");
  await teach(instructor, batchId);
  await teach(secondInstructor, batchId);
  await teach(otherInstructor, otherBatchId);
});

const queue = async (cookie: string, query = "") =>
  payloadOf(await run(reviews.loader, pageRequest(`/admin/reviews${query}`, cookie))).handIns as QueuedHandIn[];
const review = (cookie: string, handInId: string, fields: Record<string, string>) =>
  run(reviews.action, formPost("/admin/reviews", { hand_in_id: handInId, ...fields }, { cookie }));
const answerOf = (result: unknown) => ({ status: statusOf(result), ...(payloadOf(result) as { ok: boolean; message: string }) });
const latestHandIn = async (assignmentId: string, account: Account) =>
  (
    await testDb.db
      .select()
      .from(handIns)
      .where(and(eq(handIns.assignmentId, assignmentId), eq(handIns.studentUserId, account.id)))
  ).sort((a, b) => b.version - a.version)[0]!;
/** The classroom's e-mails to this address (sign-up's verification e-mail left out). */
const classroomMail = async (email: string) =>
  (await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
    (row) => !row.subject.startsWith("Verify"),
  );
const classroomOf = async (account: Account) =>
  payloadOf(await run(classroom.loader, pageRequest(`/learn/${batchId}`, account.cookie), { batchId })) as unknown as Classroom;

describe("the review queue", () => {
  it("lists the newest waiting version, oldest first, of the instructor's batches only, filtered by batch and assignment", async () => {
    const first = await createAssignmentAs(instructor, batchId, { title: "Queue one" });
    const second = await createAssignmentAs(instructor, batchId, { title: "Queue two" });
    const foreign = await createAssignmentAs(otherInstructor, otherBatchId, { title: "Queue foreign" });
    const a = await studentOf(batchId);
    const b = await studentOf(batchId, { course: "Vibe Coding" });
    const c = await studentOf(otherBatchId);
    await handIn(batchId, a, { assignment_id: first, link: "https://example.com/a1" });
    await handIn(batchId, b, { assignment_id: second, link: "https://example.com/b1" });
    await handIn(batchId, a, { assignment_id: first, link: "https://example.com/a2" });
    await handIn(otherBatchId, c, { assignment_id: foreign, link: "https://example.com/c1" });

    const mine = (await queue(instructor.cookie)).filter((item) => [first, second].includes(item.assignmentId));
    expect(mine.map((item) => [item.studentEmail, item.version])).toEqual([
      [b.email, 1],
      [a.email, 2],
    ]);
    expect((await queue(instructor.cookie)).some((item) => item.assignmentId === foreign)).toBe(false);
    expect((await queue(instructor.cookie, `?assignment=${first}`)).map((item) => item.assignmentId)).toEqual([first]);
    expect((await queue(instructor.cookie, `?batch=${otherBatchId}`)).length).toBe(0);
    expect((await queue(admin.cookie, `?batch=${otherBatchId}`)).map((item) => item.assignmentId)).toEqual([foreign]);
    const student = await signedInAccount("nosy");
    expect(payloadOf(await run(reviews.loader, pageRequest("/admin/reviews", student.cookie)))).toEqual({ gate: true });
  });
});

describe("reviewing a hand-in", () => {
  let assignmentId: string;
  let student: Account;
  beforeAll(async () => {
    assignmentId = await createAssignmentAs(instructor, batchId, { title: "Reviewed work", pass_mark: "7" });
    student = await studentOf(batchId, { course: "Python ML AI" });
    await handIn(batchId, student, { assignment_id: assignmentId, link: "https://example.com/v1" });
  });

  it("bad scores change nothing and say what is wrong", async () => {
    const { id } = await latestHandIn(assignmentId, student);
    const cases: [Record<string, string>, string][] = [
      [{ score_0: "7", score_1: "1", decision: "needs-revision" }, REVIEW_TEXT.scoreAboveMax],
      [{ score_0: "5", decision: "needs-revision" }, REVIEW_TEXT.scoreMissing],
      [{ score_0: "5", score_1: "1", decision: "passed" }, REVIEW_TEXT.belowPassMark],
      [{ score_0: "5", score_1: "1" }, REVIEW_TEXT.decisionMissing],
    ];
    for (const [fields, message] of cases)
      expect(answerOf(await review(instructor.cookie, id, fields))).toMatchObject({ status: 400, ok: false, message });
    expect(await latestHandIn(assignmentId, student)).toMatchObject({ status: "submitted", score: null, reviewedBy: null });
  });

  it("an instructor of another batch cannot review it, nor a cross-site post", async () => {
    const { id } = await latestHandIn(assignmentId, student);
    const fields = { score_0: "6", score_1: "4", decision: "passed" };
    expect(answerOf(await review(otherInstructor.cookie, id, fields))).toMatchObject({
      status: 404,
      message: REVIEW_TEXT.notFound,
    });
    const crossSite = formPost(
      "/admin/reviews",
      { hand_in_id: id, ...fields },
      { cookie: instructor.cookie, origin: "https://evil.example" },
    );
    expect(statusOf(await run(reviews.action, crossSite))).toBe(403);
    expect(statusOf(await review(student.cookie, id, fields))).toBe(403);
    expect((await latestHandIn(assignmentId, student)).status).toBe("submitted");
  });

  it("needs revision: the student is e-mailed and sees scores and feedback; a new version goes back in the queue", async () => {
    const v1 = await latestHandIn(assignmentId, student);
    const answer = answerOf(
      await review(instructor.cookie, v1.id, {
        score_0: "3",
        score_1: "2",
        decision: "needs-revision",
        feedback: "Explain more.",
      }),
    );
    expect(answer).toMatchObject({ status: 200, ok: true, message: REVIEW_TEXT.needsRevision });
    const mail = await classroomMail(student.email);
    expect(mail.map((row) => row.subject)).toEqual(["Needs revision: Reviewed work"]);
    expect(mail[0]!.textBody).toContain("Explain more.");
    const seen = (await classroomOf(student)).assignments.find((assignment) => assignment.id === assignmentId)!;
    expect(seen.state).toEqual({ kind: "needs-revision", score: 5 });
    expect(seen.handIns[0]).toMatchObject({ scores: [3, 2], score: 5, feedback: "Explain more.", status: "needs-revision" });
    // Another student sees none of it.
    const classmate = await studentOf(batchId, { course: "CXO" });
    const theirs = (await classroomOf(classmate)).assignments.find((assignment) => assignment.id === assignmentId)!;
    expect(theirs.handIns).toEqual([]);
    expect(theirs.state).toEqual({ kind: "not-submitted" });

    expect((await queue(instructor.cookie, `?assignment=${assignmentId}`)).length).toBe(0);
    await handIn(batchId, student, { assignment_id: assignmentId, link: "https://example.com/v2" });
    expect((await queue(instructor.cookie, `?assignment=${assignmentId}`)).map((item) => item.version)).toEqual([2]);
  });

  it("an older version, or one already reviewed, is refused", async () => {
    const v2 = await latestHandIn(assignmentId, student);
    const v1 = (await testDb.db.select().from(handIns).where(eq(handIns.assignmentId, assignmentId))).find(
      (row) => row.version === 1,
    )!;
    const fields = { score_0: "6", score_1: "4", decision: "passed" };
    expect(answerOf(await review(instructor.cookie, v1.id, fields))).toMatchObject({
      status: 409,
      message: REVIEW_TEXT.notLatest,
    });
    expect(v2.status).toBe("submitted");
  });

  it("two instructors at once: one review wins, the other is told", async () => {
    const v2 = await latestHandIn(assignmentId, student);
    const answers = await Promise.all([
      review(instructor.cookie, v2.id, { score_0: "6", score_1: "3", decision: "passed", feedback: "Well done." }),
      review(secondInstructor.cookie, v2.id, { score_0: "2", score_1: "1", decision: "needs-revision", feedback: "No." }),
    ]);
    const outcomes = answers.map(answerOf);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 409, message: REVIEW_TEXT.alreadyReviewed });
    const winner = outcomes.findIndex((outcome) => outcome.ok);
    const reviewed = await latestHandIn(assignmentId, student);
    expect(reviewed.reviewedBy).toBe(winner === 0 ? instructor.id : secondInstructor.id);
    expect(await classroomMail(student.email)).toHaveLength(2);
  });

  it("passed (score at or above the pass mark) is final: no more hand-ins", async () => {
    const fresh = await studentOf(batchId, { course: "Masterclass" });
    await handIn(batchId, fresh, { assignment_id: assignmentId, link: "https://example.com/good" });
    const { id } = await latestHandIn(assignmentId, fresh);
    expect(answerOf(await review(admin.cookie, id, { score_0: "5", score_1: "2", decision: "passed" }))).toMatchObject({
      ok: true,
      message: REVIEW_TEXT.passed,
    });
    const seen = (await classroomOf(fresh)).assignments.find((assignment) => assignment.id === assignmentId)!;
    expect(seen.state).toEqual({ kind: "passed", score: 7, total: 10 });
    expect(
      answerOf(await handIn(batchId, fresh, { assignment_id: assignmentId, link: "https://example.com/again" })),
    ).toMatchObject({
      status: 409,
      message: HAND_IN_TEXT.alreadyPassed,
    });
    const mail = await classroomMail(fresh.email);
    expect(mail.map((row) => row.subject)).toEqual(["Passed: Reviewed work"]);
  });
});

describe("the gradebook", () => {
  it("shows students × assignments with attendance of the sessions held so far, and exports safe CSV", async () => {
    const gradedBatch = await newBatch("GB");
    await teach(instructor, gradedBatch);
    const work = await createAssignmentAs(instructor, gradedBatch, { title: "=SUM(A1)", due_at: "2026-12-01T10:00" });
    const optional = await createAssignmentAs(instructor, gradedBatch, {
      title: "Extra",
      required: "",
      due_at: "2026-12-02T10:00",
    });
    const ana = await studentOf(gradedBatch);
    const ben = await studentOf(gradedBatch, { course: "Vibe Coding" });
    await testDb.db
      .update(studentMasterTable)
      .set({ studentName: "=HYPERLINK(1)" })
      .where(eq(studentMasterTable.email, ben.email));
    await handIn(gradedBatch, ana, { assignment_id: work, link: "https://example.com/ana" });
    const { id } = await latestHandIn(work, ana);
    await review(instructor.cookie, id, { score_0: "6", score_1: "4", decision: "passed" });
    await handIn(gradedBatch, ben, { assignment_id: optional, link: "https://example.com/ben" });
    // Two sessions held, one to come; Ana attended one.
    const held = [inDays(-3), inDays(-2)];
    const sessionIds = [91001, 91002, 91003];
    for (const [index, start] of [...held, inDays(5)].entries()) {
      await testDb.db.insert(sessionMasterTable).values({
        sessionId: sessionIds[index]!,
        batchId: gradedBatch,
        sessionDate: indiaDate(start),
        sessionStartTime: "10:00:00",
      });
    }
    await testDb.db.insert(classAttendance).values({ sessionId: 91001, studentEmail: ana.email });
    await testDb.db.insert(classAttendance).values({ sessionId: 91003, studentEmail: ben.email });

    const page = payloadOf(
      await run(gradebookPage.loader, pageRequest(`/admin/classroom/${gradedBatch}/gradebook`, instructor.cookie), {
        batchId: gradedBatch,
      }),
    ).gradebook as Gradebook;
    expect(page.sessionsHeld).toBe(2);
    const anaRow = page.rows.find((row) => row.email === ana.email)!;
    const benRow = page.rows.find((row) => row.email === ben.email)!;
    expect(anaRow).toMatchObject({ attended: 1, attendancePercent: 50, requiredPassed: 1 });
    expect(anaRow.cells).toEqual([{ kind: "passed", score: 10, total: 10 }, { kind: "not-submitted" }]);
    expect(benRow).toMatchObject({ attended: 0, attendancePercent: 0, requiredPassed: 0 });
    expect(benRow.cells).toEqual([{ kind: "not-submitted" }, { kind: "submitted", late: false }]);

    const response = (await run(
      gradebookExport.loader,
      pageRequest(`/admin/classroom/${gradedBatch}/gradebook.csv`, instructor.cookie),
      { batchId: gradedBatch },
    )) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const records = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    expect(records[0]).toEqual(["Student", "Email", "Attendance", "'=SUM(A1)", "Extra (optional)", "Required passed"]);
    expect(records).toContainEqual(["Asha Rao", ana.email, "50% (1/2)", "Passed (10/10)", "Not submitted", "1/1"]);
    expect(records).toContainEqual(["'=HYPERLINK(1)", ben.email, "0% (0/2)", "Not submitted", "Submitted", "0/1"]);
  });

  it("is the batch's instructors' and admins' only", async () => {
    const page = (cookie: string) =>
      run(gradebookPage.loader, pageRequest(`/admin/classroom/${batchId}/gradebook`, cookie), { batchId });
    const csv = (cookie: string) =>
      run(gradebookExport.loader, pageRequest(`/admin/classroom/${batchId}/gradebook.csv`, cookie), { batchId });
    expect(statusOf(await page(admin.cookie))).toBe(200);
    expect(statusOf(await page(otherInstructor.cookie))).toBe(403);
    expect(statusOf(await csv(otherInstructor.cookie))).toBe(403);
    const student = await studentOf(batchId, { course: "Agentic AI 2" });
    expect(payloadOf(await page(student.cookie))).toEqual({ gate: true });
    expect(statusOf(await csv(student.cookie))).toBe(403);
  });

  it("reads a batch of 200 students × 10 assignments, every cell filled", async () => {
    const bigBatch = await newBatch("BIG");
    await teach(instructor, bigBatch);
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1)
      ids.push(await createAssignmentAs(instructor, bigBatch, { title: `Big ${index}`, due_at: "2026-01-01T10:00" }));
    await testDb.db.execute(sql`
      insert into student_master_table (email, student_name, batch_id)
      select 'big' || n || '@example.com', 'Big ' || n, ${bigBatch} from generate_series(1, 200) n`);
    await testDb.db.execute(sql`
      insert into hand_ins (assignment_id, student_user_id, student_email, version, link, status, score, late)
      select a.id, 'user-' || n, 'big' || n || '@example.com', v, 'https://example.com/' || n,
             case when v = 2 then 'passed' else 'needs-revision' end, 8, false
        from assignments a, generate_series(1, 200) n, generate_series(1, 2) v
       where a.batch_id = ${bigBatch}`);
    const page = payloadOf(
      await run(gradebookPage.loader, pageRequest(`/admin/classroom/${bigBatch}/gradebook`, instructor.cookie), {
        batchId: bigBatch,
      }),
    ).gradebook as Gradebook;
    expect(page.rows).toHaveLength(200);
    expect(page.rows.every((row) => row.cells.every((cell) => cell.kind === "passed"))).toBe(true);
    expect(page.rows[0]!.requiredPassed).toBe(10);
    expect(ids).toHaveLength(10);
  });
});
