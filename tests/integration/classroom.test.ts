// The classroom: /learn/{batchId} for a batch's students, instructors and admins; assignments and announcements set on
// /admin/classroom/{batchId}; hand-ins (links and files kept in the database, versions, late); file downloads.
// Through the route modules: loader or action → server function → database, on PGlite and on PostgreSQL.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ANNOUNCEMENT_TEXT, ASSIGNMENT_TEXT } from "~/classroom/assignment-form";
import { HAND_IN_TEXT, MAX_HAND_IN_FILE_BYTES } from "~/classroom/hand-in-rules";
import type { Classroom } from "~/classroom/load-classroom.server";
import * as adminClassroom from "~/routes/admin/classroom";
import * as classroomBatch from "~/routes/admin/classroom-batch";
import * as dashboard from "~/routes/dashboard/dashboard";
import * as handInFile from "~/routes/learn/hand-in-file";
import * as classroom from "~/routes/learn/classroom";
import { bodyLimitFor, HAND_IN_BODY_LIMIT_BYTES } from "~/platform/http/request-body-limit.server";
import {
  assignments,
  authUser,
  classAnnouncements,
  classAttendance,
  emailOutbox,
  handInFiles,
  handIns,
  sessionMasterTable,
} from "~/platform/db/schema";
import { indiaDate } from "~/platform/india-time";
import { auditTrailOf, signInNewAdmin } from "../support/admin-fixtures";
import { pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { type Account, newBatch, signedInAccount, studentOf, teach } from "../support/classroom-fixtures";
import {
  assignmentFields,
  createAssignmentAs,
  handIn,
  handInRequest,
  inDays,
  indiaInput,
  PDF_BYTES,
  staffPost,
} from "../support/classroom-forms";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();

let admin: { email: string; cookie: string };
let instructor: Account;
let otherInstructor: Account;
let batchId: string;
let otherBatchId: string;
let student: Account;
let otherStudent: Account;

beforeAll(async () => {
  admin = await signInNewAdmin();
  instructor = await signedInAccount("teacher", "instructor");
  otherInstructor = await signedInAccount("teacher2", "instructor");
  batchId = await newBatch();
  otherBatchId = await newBatch();
  await teach(instructor, batchId);
  await teach(otherInstructor, otherBatchId);
  student = await studentOf(batchId);
  otherStudent = await studentOf(otherBatchId);
});

const openClassroom = (id: string, cookie?: string) =>
  run(classroom.loader, pageRequest(`/learn/${id}`, cookie), { batchId: id });
const handInsOf = (assignmentId: string, account: Account) =>
  testDb.db
    .select()
    .from(handIns)
    .where(and(eq(handIns.assignmentId, assignmentId), eq(handIns.studentUserId, account.id)))
    .orderBy(asc(handIns.version));
const answerOf = (result: unknown) => ({ status: statusOf(result), ...(payloadOf(result) as { ok: boolean; message: string }) });

describe("who may open /learn/{batchId}", () => {
  it("a student of the batch sees its classroom", async () => {
    const result = await openClassroom(batchId, student.cookie);
    expect(statusOf(result)).toBe(200);
    expect((payloadOf(result) as unknown as Classroom).viewer).toBe("student");
  });

  it("the batch's instructor and an admin see it as staff", async () => {
    for (const cookie of [instructor.cookie, admin.cookie]) {
      const result = await openClassroom(batchId, cookie);
      expect((payloadOf(result) as unknown as Classroom).viewer).toBe("staff");
    }
  });

  it("a signed-out visitor is sent to sign in and comes back", async () => {
    const result = await openClassroom(batchId);
    expect(statusOf(result)).toBe(302);
    expect((result as Response).headers.get("location")).toBe(`/signin?redirectTo=${encodeURIComponent(`/learn/${batchId}`)}`);
  });

  it("a student of another batch, an account without a batch, and an instructor of another batch get 404", async () => {
    const stranger = await signedInAccount("stranger");
    for (const cookie of [otherStudent.cookie, stranger.cookie, otherInstructor.cookie])
      expect(statusOf(await openClassroom(batchId, cookie))).toBe(404);
    // Nor does a batch that does not exist say so, even to an admin.
    expect(statusOf(await openClassroom("NO-SUCH-BATCH", stranger.cookie))).toBe(404);
    expect(statusOf(await openClassroom("NO-SUCH-BATCH", admin.cookie))).toBe(404);
  });

  it("a student whose enrolment in the batch was cancelled or refunded gets 404", async () => {
    for (const status of ["cancelled", "refunded"] as const) {
      const former = await studentOf(batchId, { status });
      expect(statusOf(await openClassroom(batchId, former.cookie))).toBe(404);
    }
  });

  it("an account that has not verified its e-mail is sent to the dashboard", async () => {
    const unverified = await studentOf(batchId, { course: "Unverified course" });
    await testDb.db.update(authUser).set({ emailVerified: false }).where(eq(authUser.id, unverified.id));
    const result = await openClassroom(batchId, unverified.cookie);
    expect(statusOf(result)).toBe(302);
    expect((result as Response).headers.get("location")).toBe("/dashboard");
  });

  it("shows the batch's sessions: attended or missed for the student, with recording and materials", async () => {
    const sessionBatch = await newBatch("SE");
    const learner = await studentOf(sessionBatch);
    const start = inDays(-2);
    await testDb.db.insert(sessionMasterTable).values([
      {
        sessionId: 88001,
        batchId: sessionBatch,
        sessionDate: indiaDate(start),
        sessionStartTime: "10:00:00",
        sessionTitle: "Intro",
        sessionLink: "https://example.com/recording",
        studyMaterialLink: "https://example.com/slides",
      },
      { sessionId: 88002, batchId: sessionBatch, sessionDate: indiaDate(inDays(-1)), sessionStartTime: "10:00:00" },
      { sessionId: 88003, batchId: sessionBatch, sessionDate: indiaDate(inDays(3)), sessionStartTime: "19:00:00" },
    ]);
    await testDb.db.insert(classAttendance).values({ sessionId: 88001, studentEmail: learner.email });
    const seen = payloadOf(await openClassroom(sessionBatch, learner.cookie)) as unknown as Classroom;
    expect(seen.sessions.upcoming.map((session) => [session.sessionId, session.attended])).toEqual([[88003, null]]);
    expect(seen.sessions.past.map((session) => [session.sessionId, session.attended])).toEqual([
      [88002, false],
      [88001, true],
    ]);
    expect(seen.sessions.past[1]).toMatchObject({
      sessionTitle: "Intro",
      sessionLink: "https://example.com/recording",
      studyMaterialLink: "https://example.com/slides",
    });
    expect(seen.sessions.attendance).toEqual({ attended: 1, held: 2, percent: 50 });
  });

  it("the dashboard links each batch whose classroom the student may open", async () => {
    const result = payloadOf(await run(dashboard.loader, pageRequest("/dashboard", student.cookie)));
    expect(result.classrooms).toEqual([batchId]);
  });
});

describe("assignments on /admin/classroom/{batchId}", () => {
  it("the batch's instructor creates one; the due date is India time; students see it", async () => {
    const due = inDays(3);
    const id = await createAssignmentAs(instructor, batchId, { title: "Week 1 notebook", due_at: indiaInput(due) });
    const [row] = await testDb.db.select().from(assignments).where(eq(assignments.id, id));
    expect(row).toMatchObject({
      batchId,
      required: true,
      passMark: 6,
      rubric: [
        { name: "Works", maxPoints: 6 },
        { name: "Explained", maxPoints: 4 },
      ],
      createdBy: instructor.id,
    });
    expect(Math.abs(row!.dueAt.getTime() - due.getTime())).toBeLessThan(60_000);
    expect((await auditTrailOf("assignments", id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["create", instructor.email],
    ]);
    const seen = payloadOf(await openClassroom(batchId, student.cookie)) as unknown as Classroom;
    const listed = seen.assignments.find((assignment) => assignment.id === id)!;
    expect(listed.state).toEqual({ kind: "not-submitted" });
    expect(listed.total).toBe(10);
  });

  it("bad input changes nothing and says what is wrong", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ pass_mark: "11" }, ASSIGNMENT_TEXT.passMarkAboveTotal],
      [
        { criterion_name_1: "", criterion_points_1: "", criterion_name_2: "", criterion_points_2: "" },
        ASSIGNMENT_TEXT.rubricEmpty,
      ],
      [{ criterion_points_2: "0" }, ASSIGNMENT_TEXT.criterionPoints],
      [{ title: "" }, ASSIGNMENT_TEXT.titleRequired],
      [{ due_at: "" }, ASSIGNMENT_TEXT.dueRequired],
    ];
    const before = await testDb.db.select().from(assignments);
    for (const [overrides, message] of cases) {
      const answer = answerOf(await staffPost(batchId, instructor.cookie, assignmentFields({ title: "Refused", ...overrides })));
      expect(answer).toMatchObject({ status: 400, ok: false, message });
    }
    expect(await testDb.db.select().from(assignments)).toHaveLength(before.length);
  });

  it("an instructor of another batch, a student and a cross-site post are refused", async () => {
    expect(statusOf(await staffPost(batchId, otherInstructor.cookie, assignmentFields({ title: "Intruder" })))).toBe(403);
    expect(statusOf(await staffPost(batchId, student.cookie, assignmentFields({ title: "Intruder" })))).toBe(403);
    expect(
      statusOf(await staffPost(batchId, admin.cookie, assignmentFields({ title: "Intruder" }), "https://evil.example")),
    ).toBe(403);
    const intruders = await testDb.db.select().from(assignments).where(eq(assignments.title, "Intruder"));
    expect(intruders).toEqual([]);
  });

  it("an admin may set one on any batch", async () => {
    await createAssignmentAs({ id: "", email: admin.email, cookie: admin.cookie }, otherBatchId, { title: "Admin set" });
  });

  it("the staff screens: the instructor's batches only, an admin's all; others see the gate or 403", async () => {
    const taught = payloadOf(await run(adminClassroom.loader, pageRequest("/admin/classroom", instructor.cookie)));
    expect((taught.batches as { id: string }[]).map((batch) => batch.id)).toEqual([batchId]);
    const all = payloadOf(await run(adminClassroom.loader, pageRequest("/admin/classroom", admin.cookie)));
    expect((all.batches as { id: string }[]).map((batch) => batch.id)).toEqual(expect.arrayContaining([batchId, otherBatchId]));
    expect(payloadOf(await run(adminClassroom.loader, pageRequest("/admin/classroom", student.cookie)))).toEqual({ gate: true });
    const page = (cookie: string) => run(classroomBatch.loader, pageRequest(`/admin/classroom/${batchId}`, cookie), { batchId });
    expect(statusOf(await page(instructor.cookie))).toBe(200);
    expect(statusOf(await page(otherInstructor.cookie))).toBe(403);
    expect(payloadOf(await page(student.cookie))).toEqual({ gate: true });
  });
});

describe("announcements", () => {
  it("are posted by the instructor, listed newest first, and e-mailed once to each active student of the batch", async () => {
    const announcingBatch = await newBatch("AN");
    await teach(instructor, announcingBatch);
    const first = await studentOf(announcingBatch);
    const second = await studentOf(announcingBatch, { course: "Vibe Coding" });
    const cancelled = await studentOf(announcingBatch, { status: "cancelled" });
    for (const title of ["Welcome", "Class moved to 8 pm"]) {
      const answer = answerOf(
        await staffPost(announcingBatch, instructor.cookie, {
          intent: "announce",
          title,
          body: "See https://example.com/notes\nThanks",
        }),
      );
      expect(answer).toMatchObject({ ok: true, message: ANNOUNCEMENT_TEXT.posted });
    }
    const seen = payloadOf(await openClassroom(announcingBatch, first.cookie)) as unknown as Classroom;
    expect(seen.announcements.map((announcement) => announcement.title)).toEqual(["Class moved to 8 pm", "Welcome"]);
    const mails = await testDb.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `${announcingBatch}: Welcome`));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([first.email, second.email].sort());
    expect(mails.some((mail) => mail.toAddress === cancelled.email)).toBe(false);
    expect(mails[0]!.textBody).toContain("https://example.com/notes");
    expect(mails[0]!.textBody).toContain(`/learn/${announcingBatch}`);
  });

  it("an empty announcement, or one from an instructor of another batch, posts and sends nothing", async () => {
    const before = (await testDb.db.select().from(classAnnouncements)).length;
    const outboxBefore = (await testDb.db.select().from(emailOutbox)).length;
    expect(answerOf(await staffPost(batchId, instructor.cookie, { intent: "announce", title: "", body: "x" }))).toMatchObject({
      status: 400,
      message: ANNOUNCEMENT_TEXT.titleRequired,
    });
    expect(statusOf(await staffPost(batchId, otherInstructor.cookie, { intent: "announce", title: "Hi", body: "x" }))).toBe(403);
    expect(await testDb.db.select().from(classAnnouncements)).toHaveLength(before);
    expect(await testDb.db.select().from(emailOutbox)).toHaveLength(outboxBefore);
  });
});

describe("hand-ins", () => {
  let assignmentId: string;
  beforeAll(async () => {
    assignmentId = await createAssignmentAs(instructor, batchId, { title: "Hand-in practice" });
  });

  it("a link, then a file: versions 1 and 2, both kept, the file in the database", async () => {
    const learner = await studentOf(batchId, { course: "Python ML AI" });
    expect(answerOf(await handIn(batchId, learner, { assignment_id: assignmentId, link: "https://github.com/me/one" }))).toEqual({
      status: 200,
      ok: true,
      message: HAND_IN_TEXT.handedIn,
      assignmentId,
    });
    const second = await handIn(batchId, learner, { assignment_id: assignmentId }, { name: "report.pdf", bytes: PDF_BYTES });
    expect(answerOf(second).ok).toBe(true);
    const rows = await handInsOf(assignmentId, learner);
    expect(rows.map((row) => [row.version, row.link, row.fileName, row.fileType, row.fileSize, row.late])).toEqual([
      [1, "https://github.com/me/one", null, null, null, false],
      [2, null, "report.pdf", "application/pdf", PDF_BYTES.byteLength, false],
    ]);
    const [file] = await testDb.db.select().from(handInFiles).where(eq(handInFiles.handInId, rows[1]!.id));
    expect(Buffer.compare(file!.data, Buffer.from(PDF_BYTES))).toBe(0);
    const seen = payloadOf(await openClassroom(batchId, learner.cookie)) as unknown as Classroom;
    const listed = seen.assignments.find((assignment) => assignment.id === assignmentId)!;
    expect(listed.state).toEqual({ kind: "submitted", late: false });
    expect(listed.handIns.map((version) => version.version)).toEqual([2, 1]);
  });

  it("after the due date it is accepted and marked late", async () => {
    const overdue = await createAssignmentAs(instructor, batchId, { title: "Overdue", due_at: indiaInput(inDays(-1)) });
    const answer = answerOf(await handIn(batchId, student, { assignment_id: overdue, link: "https://example.com/late" }));
    expect(answer).toMatchObject({ status: 200, ok: true, message: HAND_IN_TEXT.handedInLate });
    expect((await handInsOf(overdue, student))[0]!.late).toBe(true);
    const seen = payloadOf(await openClassroom(batchId, student.cookie)) as unknown as Classroom;
    expect(seen.assignments.find((assignment) => assignment.id === overdue)!.state).toEqual({ kind: "submitted", late: true });
  });

  it("bad input changes nothing and says what is wrong", async () => {
    const learner = await studentOf(batchId, { course: "Vibe Coding" });
    const big = new Uint8Array(MAX_HAND_IN_FILE_BYTES + 1);
    big.set(PDF_BYTES);
    const cases: [Parameters<typeof handIn>[2], Parameters<typeof handIn>[3], string][] = [
      [{ assignment_id: assignmentId, link: "http://github.com/me" }, undefined, HAND_IN_TEXT.linkNotHttps],
      [{ assignment_id: assignmentId, link: "javascript:alert(1)" }, undefined, HAND_IN_TEXT.linkNotHttps],
      [{ assignment_id: assignmentId }, undefined, HAND_IN_TEXT.empty],
      [{ assignment_id: assignmentId }, { name: "big.pdf", bytes: big }, HAND_IN_TEXT.fileTooLarge],
      [{ assignment_id: assignmentId }, { name: "virus.exe", bytes: new TextEncoder().encode("MZ...") }, HAND_IN_TEXT.fileType],
      [
        { assignment_id: assignmentId },
        { name: "page.pdf", bytes: new TextEncoder().encode("<html><script>x</script>"), type: "application/pdf" },
        HAND_IN_TEXT.fileContent,
      ],
      [
        { assignment_id: assignmentId, link: "https://ok.example" },
        { name: "photo.png", bytes: PDF_BYTES, type: "image/png" },
        HAND_IN_TEXT.fileContent,
      ],
    ];
    for (const [fields, file, message] of cases) {
      const answer = answerOf(await handIn(batchId, learner, fields, file));
      expect(answer).toMatchObject({ status: 400, ok: false, message });
    }
    expect(await handInsOf(assignmentId, learner)).toEqual([]);
  });

  it("an assignment of another batch is refused, even posted to the student's own classroom", async () => {
    const foreign = await createAssignmentAs(otherInstructor, otherBatchId, { title: "Other batch's work" });
    expect(answerOf(await handIn(batchId, student, { assignment_id: foreign, link: "https://example.com/x" }))).toMatchObject({
      status: 403,
      message: HAND_IN_TEXT.otherBatch,
    });
    // Posted to the other batch's classroom, it is not the student's classroom at all.
    expect(answerOf(await handIn(otherBatchId, student, { assignment_id: foreign, link: "https://example.com/x" })).status).toBe(
      404,
    );
    expect(await handInsOf(foreign, student)).toEqual([]);
  });

  it("after the enrolment was cancelled or refunded, a hand-in is refused", async () => {
    for (const status of ["cancelled", "refunded"] as const) {
      const former = await studentOf(batchId, { status });
      expect(
        answerOf(await handIn(batchId, former, { assignment_id: assignmentId, link: "https://example.com/x" })),
      ).toMatchObject({
        status: 403,
        ok: false,
        message: HAND_IN_TEXT.enrolmentEnded,
      });
      expect(await handInsOf(assignmentId, former)).toEqual([]);
    }
  });

  it("signed out, or posted from another site, nothing is handed in", async () => {
    const signedOut = await run(
      classroom.action,
      handInRequest(batchId, null, { assignment_id: assignmentId, link: "https://a.example" }),
      {
        batchId,
      },
    );
    expect(statusOf(signedOut)).toBe(302);
    const request = handInRequest(batchId, student.cookie, { assignment_id: assignmentId, link: "https://a.example" });
    request.headers.set("origin", "https://evil.example");
    expect(statusOf(await run(classroom.action, request, { batchId }))).toBe(403);
  });

  it("two hand-ins at once get versions 1 and 2", async () => {
    const learner = await studentOf(batchId, { course: "CXO" });
    const answers = await Promise.all(
      ["https://example.com/a", "https://example.com/b"].map((link) =>
        handIn(batchId, learner, { assignment_id: assignmentId, link }),
      ),
    );
    expect(answers.map((answer) => answerOf(answer).ok)).toEqual([true, true]);
    expect((await handInsOf(assignmentId, learner)).map((row) => row.version)).toEqual([1, 2]);
  });

  it("the hand-in route takes a body of up to 11 MB; every other address keeps the usual limit", () => {
    expect(bodyLimitFor(`/learn/${batchId}`)).toBe(HAND_IN_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/learn/hand-ins/x/file")).toBeLessThan(HAND_IN_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/contact")).toBeLessThan(HAND_IN_BODY_LIMIT_BYTES);
  });
});

describe("a hand-in's file", () => {
  let handInId: string;
  beforeAll(async () => {
    const assignmentId = await createAssignmentAs(instructor, batchId, { title: "File download" });
    const answer = await handIn(
      batchId,
      student,
      { assignment_id: assignmentId },
      { name: "Résumé «final».pdf", bytes: PDF_BYTES },
    );
    expect(answerOf(answer).ok).toBe(true);
    handInId = (await handInsOf(assignmentId, student))[0]!.id;
  });

  const download = (cookie?: string, id = handInId) =>
    run(handInFile.loader, pageRequest(`/learn/hand-ins/${id}/file`, cookie), { handInId: id });

  it("goes to its owner, the batch's instructor and an admin as an attachment, never sniffed nor cached", async () => {
    for (const cookie of [student.cookie, instructor.cookie, admin.cookie]) {
      const response = (await download(cookie)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''${encodeURIComponent("Résumé «final».pdf")}`,
      );
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
    }
  });

  it("is not found for another student, an instructor of another batch, or an unknown id; signed out, sign in", async () => {
    for (const cookie of [otherStudent.cookie, otherInstructor.cookie]) expect(statusOf(await download(cookie))).toBe(404);
    expect(statusOf(await download(admin.cookie, "00000000-0000-4000-8000-000000000000"))).toBe(404);
    expect(statusOf(await download(admin.cookie, "not-a-uuid"))).toBe(404);
    expect(statusOf(await download())).toBe(302);
  });
});
