// /admin/batches — batches as things: create and edit a batch, the list (enrolled against capacity, next
// session, filters, pages), bulk assignment (all or nothing), the 'batch does not exist' refusal on every screen that
// takes a batch ID, and the migration's backfill. Through the route modules: loader or action → server function →
// database, on PGlite and on PostgreSQL.
import fs from "node:fs";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BATCH_MESSAGES,
  BATCHES_PAGE_SIZE,
  batchTakenText,
  batchWithoutCourseText,
  noActiveEnrolmentText,
  overCapacityText,
  studentsAssignedText,
  unknownBatchText,
} from "~/classes/batches";
import { FIELD_MESSAGES } from "~/platform/forms/field-schemas";
import { addDaysToDate, indiaDate } from "~/platform/india-time";
import * as batchesAssign from "~/routes/admin/batches-assign";
import * as batchesRoute from "~/routes/admin/batches";
import * as sessionLinks from "~/routes/admin/session-links";
import * as sessions from "~/routes/admin/sessions";
import * as studentDetails from "~/routes/admin/student-details";
import * as students from "~/routes/admin/students";
import type { BatchListRow } from "~/classes/list-batches.server";
import { queryRows } from "~/platform/db/client.server";
import { auditLog, batches, batchSessionLinks, enrolments, sessionMasterTable, studentMasterTable } from "~/platform/db/schema";
import { auditTrailOf, uniqueEmail, useNewAdmin } from "../support/admin-fixtures";
import { validLink, validSession } from "../support/admin-forms";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const admin = useNewAdmin();

const validBatch = (overrides: Record<string, string> = {}): Record<string, string> => ({
  editing: "",
  id: "AGENTIC_AI_BATCH_21",
  course: "Agentic AI",
  start_date: "2026-05-02",
  schedule: "Every Saturday, 7:00 PM IST",
  capacity: "3",
  is_active: "on",
  ...overrides,
});

const post = (action: (args: never) => unknown, path: string, fields: Record<string, string>, origin?: string) =>
  run(action, formPost(path, fields, { cookie: admin.cookie, ...(origin ? { origin } : {}) }));

function bulkPost(batchId: string, studentIds: number[], origin?: string) {
  const body = new URLSearchParams({ batch_id: batchId, intent: "assign-students" });
  for (const id of studentIds) body.append("student_id", String(id));
  const request = formPost("/admin/batches/assign", {}, { cookie: admin.cookie, ...(origin ? { origin } : {}) });
  return run(batchesAssign.action, new Request(request.url, { method: "POST", headers: request.headers, body }));
}

async function listBatches(query = "") {
  return payloadOf(await run(batchesRoute.loader, pageRequest(`/admin/batches${query}`, admin.cookie))) as {
    batches: BatchListRow[];
    total: number;
    pageCount: number;
  };
}

let studentCounter = 0;
/** A student row, with an active enrolment in `course` unless told otherwise. */
async function makeStudent({ course = "Agentic AI", enrolled = true, batchId = null as string | null } = {}) {
  studentCounter += 1;
  const email = uniqueEmail(`batchmate${studentCounter}`);
  const [row] = await testDb.db
    .insert(studentMasterTable)
    .values({ email, studentName: `Batchmate ${studentCounter}`, currentCourseName: course, batchId })
    .returning({ id: studentMasterTable.id });
  if (enrolled) {
    await testDb.db.insert(enrolments).values(monthlyEnrolment(email, { course, batchId }));
  }
  return { id: row!.id, email };
}

async function makeBatch(id: string, values: Partial<typeof batches.$inferInsert> = {}) {
  await testDb.db
    .insert(batches)
    .values({ id, course: "Agentic AI", startDate: "2026-05-02", capacity: 30, ...values })
    .onConflictDoNothing();
}

/** What a refused change must leave alone. */
async function snapshot() {
  return {
    batches: await testDb.db.select().from(batches).orderBy(asc(batches.id)),
    students: await testDb.db.select().from(studentMasterTable).orderBy(asc(studentMasterTable.id)),
    enrolments: await testDb.db.select().from(enrolments).orderBy(asc(enrolments.id)),
    sessions: await testDb.db.select().from(sessionMasterTable),
    links: await testDb.db.select().from(batchSessionLinks),
    audit: (await testDb.db.select({ total: count() }).from(auditLog))[0]!.total,
  };
}

describe("creating and editing a batch", () => {
  it("creates a batch with an audit row, edits it (its id stays), and refuses a second batch with the same id", async () => {
    const created = await post(batchesRoute.action, "/admin/batches", validBatch());
    expect(payloadOf(created)).toEqual({ ok: true, message: BATCH_MESSAGES.created, intent: "save" });
    const [row] = await testDb.db.select().from(batches).where(eq(batches.id, "AGENTIC_AI_BATCH_21"));
    expect(row).toMatchObject({
      course: "Agentic AI",
      startDate: "2026-05-02",
      schedule: "Every Saturday, 7:00 PM IST",
      capacity: 3,
      isActive: true,
    });
    const [audit] = await auditTrailOf("batches", "AGENTIC_AI_BATCH_21");
    expect(audit).toMatchObject({ actorEmail: admin.email, action: "create" });

    const edited = await post(
      batchesRoute.action,
      "/admin/batches",
      validBatch({ editing: "AGENTIC_AI_BATCH_21", id: "RENAMED", capacity: "25", schedule: "", is_active: "" }),
    );
    expect(payloadOf(edited)).toMatchObject({ ok: true, message: BATCH_MESSAGES.updated });
    const after = await testDb.db
      .select()
      .from(batches)
      .where(inArray(batches.id, ["AGENTIC_AI_BATCH_21", "RENAMED"]));
    expect(after).toEqual([
      expect.objectContaining({ id: "AGENTIC_AI_BATCH_21", capacity: 25, schedule: null, isActive: false }),
    ]);

    const before = await snapshot();
    const taken = await post(batchesRoute.action, "/admin/batches", validBatch({ capacity: "9" }));
    expect(statusOf(taken)).toBe(409);
    expect(payloadOf(taken)).toMatchObject({ ok: false, message: batchTakenText("AGENTIC_AI_BATCH_21") });
    const gone = await post(batchesRoute.action, "/admin/batches", validBatch({ editing: "NO_SUCH_BATCH", id: "NO_SUCH_BATCH" }));
    expect(statusOf(gone)).toBe(404);
    expect(payloadOf(gone)).toMatchObject({ ok: false, message: BATCH_MESSAGES.notFound });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a missing batch ID", { id: "" }, FIELD_MESSAGES.required],
    ["a missing course", { course: "" }, FIELD_MESSAGES.required],
    ["a missing start date", { start_date: "" }, FIELD_MESSAGES.required],
    ["a missing capacity", { capacity: "" }, FIELD_MESSAGES.required],
    ["a batch ID with spaces", { id: "AGENTIC AI 3" }, BATCH_MESSAGES.invalidId],
    ["a course off the list", { course: "Basket Weaving" }, "Please choose a course from the list"],
    ["an impossible date", { start_date: "2026-02-30" }, "Please enter a valid date"],
    ["a capacity of 0", { capacity: "0" }, BATCH_MESSAGES.invalidCapacity],
    ["a capacity in words", { capacity: "ten" }, BATCH_MESSAGES.invalidCapacity],
    ["a capacity over 1000", { capacity: "1001" }, BATCH_MESSAGES.invalidCapacity],
  ])("refuses %s with its message, and saves nothing", async (_case, overrides, message) => {
    const before = await snapshot();
    const result = await post(batchesRoute.action, "/admin/batches", validBatch({ id: "VALIDATION_BATCH", ...overrides }));
    expect(statusOf(result)).toBe(400);
    expect(payloadOf(result)).toMatchObject({ ok: false, message });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a cross-site post even with an admin's cookie", async () => {
    const before = await snapshot();
    const result = await post(batchesRoute.action, "/admin/batches", validBatch({ id: "CROSS_SITE" }), "https://evil.example");
    expect(statusOf(result)).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the list", () => {
  it("shows each batch's enrolled students against its capacity and its next session from today", async () => {
    const today = indiaDate(new Date());
    await makeBatch("LIST_BATCH_1", { course: "Vibe Coding", capacity: 2, schedule: "Sundays 11:00" });
    await makeStudent({ course: "Vibe Coding", batchId: "LIST_BATCH_1" });
    await makeStudent({ course: "Vibe Coding", batchId: "LIST_BATCH_1" });
    await testDb.db.insert(sessionMasterTable).values([
      { sessionId: 9101, batchId: "LIST_BATCH_1", sessionDate: addDaysToDate(today, -7), sessionStartTime: "11:00:00" },
      { sessionId: 9103, batchId: "LIST_BATCH_1", sessionDate: addDaysToDate(today, 14), sessionStartTime: "11:00:00" },
      {
        sessionId: 9102,
        batchId: "LIST_BATCH_1",
        sessionDate: addDaysToDate(today, 7),
        sessionStartTime: "11:00:00",
        sessionTitle: "Week 2",
      },
    ]);
    await makeBatch("LIST_BATCH_2", { course: "Quantum Computing", capacity: null, isActive: false });

    const list = await listBatches("?q=LIST_BATCH");
    expect(list.batches).toEqual([
      expect.objectContaining({
        id: "LIST_BATCH_1",
        course: "Vibe Coding",
        capacity: 2,
        enrolled: 2,
        schedule: "Sundays 11:00",
        nextSession: { sessionId: 9102, date: addDaysToDate(today, 7), startTime: "11:00:00", title: "Week 2" },
      }),
      // Inactive after active; no sessions and no capacity.
      expect.objectContaining({ id: "LIST_BATCH_2", enrolled: 0, capacity: null, nextSession: null, isActive: false }),
    ]);
    expect((await listBatches("?q=list_batch&status=inactive")).batches.map((batch) => batch.id)).toEqual(["LIST_BATCH_2"]);
    expect((await listBatches("?q=quantum")).batches.map((batch) => batch.id)).toEqual(["LIST_BATCH_2"]);
    expect(
      payloadOf(await run(batchesRoute.loader, pageRequest("/admin/batches?q=LIST&status=odd", admin.cookie))),
    ).toMatchObject({
      filters: { search: "LIST", status: "" },
    });
  });

  it("pages on the server, with the filters kept in the address", async () => {
    await testDb.db
      .insert(batches)
      .values(Array.from({ length: BATCHES_PAGE_SIZE + 1 }, (_, index) => ({ id: `PAGED_BATCH_${100 + index}` })));
    const first = await listBatches("?q=PAGED_BATCH");
    expect(first).toMatchObject({ total: BATCHES_PAGE_SIZE + 1, pageCount: 2 });
    expect(first.batches).toHaveLength(BATCHES_PAGE_SIZE);
    const second = await listBatches("?q=PAGED_BATCH&page=2");
    expect(second.batches).toHaveLength(1);
  });
});

describe("bulk assignment", () => {
  it("assigns every ticked student at once: their rows and their active enrolments in the course, an audit row each", async () => {
    await makeBatch("BULK_BATCH_1", { capacity: 3 });
    const trio = [await makeStudent(), await makeStudent({ batchId: "OLD_BATCH" }), await makeStudent()];
    const result = await bulkPost(
      "BULK_BATCH_1",
      trio.map((student) => student.id),
    );
    expect(payloadOf(result)).toEqual({
      ok: true,
      message: studentsAssignedText({ batchId: "BULK_BATCH_1", count: 3 }),
      intent: "assign-students",
    });
    const rows = await testDb.db
      .select({ batchId: studentMasterTable.batchId })
      .from(studentMasterTable)
      .where(
        inArray(
          studentMasterTable.id,
          trio.map((student) => student.id),
        ),
      );
    expect(rows.map((row) => row.batchId)).toEqual(["BULK_BATCH_1", "BULK_BATCH_1", "BULK_BATCH_1"]);
    const moved = await testDb.db
      .select({ batchId: enrolments.batchId })
      .from(enrolments)
      .where(
        inArray(
          enrolments.studentEmail,
          trio.map((student) => student.email),
        ),
      );
    expect(moved.map((row) => row.batchId)).toEqual(["BULK_BATCH_1", "BULK_BATCH_1", "BULK_BATCH_1"]);
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "assign-batch"), sql`${auditLog.details}->>'to' = 'BULK_BATCH_1'`));
    expect(audits).toHaveLength(3);
    expect(audits.find((audit) => audit.rowId === String(trio[1]!.id))?.details).toMatchObject({
      from: "OLD_BATCH",
      to: "BULK_BATCH_1",
      bulk: true,
    });
    // The batch is now full: the list says 3 / 3; assigning the same three again takes no new place.
    expect((await listBatches("?q=BULK_BATCH_1")).batches[0]).toMatchObject({ enrolled: 3, capacity: 3 });
    expect(
      payloadOf(
        await bulkPost(
          "BULK_BATCH_1",
          trio.map((student) => student.id),
        ),
      ),
    ).toMatchObject({ ok: true });
  });

  it("refuses an unknown batch, and changes nothing", async () => {
    const student = await makeStudent();
    const before = await snapshot();
    const result = await bulkPost("NO_SUCH_BATCH", [student.id]);
    expect(statusOf(result)).toBe(400);
    expect(payloadOf(result)).toMatchObject({ ok: false, message: unknownBatchText("NO_SUCH_BATCH") });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses the whole selection when one student has no active enrolment in the batch's course, naming them", async () => {
    await makeBatch("BULK_BATCH_2");
    const enrolled = await makeStudent();
    const otherCourse = await makeStudent({ course: "Vibe Coding" });
    const noEnrolment = await makeStudent({ enrolled: false });
    const before = await snapshot();
    const result = await bulkPost("BULK_BATCH_2", [enrolled.id, otherCourse.id, noEnrolment.id]);
    expect(statusOf(result)).toBe(409);
    const names = (
      await testDb.db
        .select({ name: studentMasterTable.studentName })
        .from(studentMasterTable)
        .where(inArray(studentMasterTable.id, [otherCourse.id, noEnrolment.id]))
        .orderBy(asc(studentMasterTable.studentName))
    ).map((row) => row.name);
    expect(payloadOf(result)).toMatchObject({ ok: false, message: noActiveEnrolmentText({ course: "Agentic AI", names }) });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses more newcomers than the batch has places, and changes nothing; students already in it take no new place", async () => {
    await makeBatch("BULK_BATCH_3", { capacity: 2 });
    const member = await makeStudent({ batchId: "BULK_BATCH_3" });
    const newcomers = [await makeStudent(), await makeStudent()];
    const before = await snapshot();
    const result = await bulkPost("BULK_BATCH_3", [member.id, ...newcomers.map((student) => student.id)]);
    expect(statusOf(result)).toBe(409);
    expect(payloadOf(result)).toMatchObject({
      ok: false,
      message: overCapacityText({ batchId: "BULK_BATCH_3", free: 1, selected: 2 }),
    });
    expect(await snapshot()).toEqual(before);
    expect(payloadOf(await bulkPost("BULK_BATCH_3", [member.id, newcomers[0]!.id]))).toMatchObject({ ok: true });
  });

  it("refuses a batch without a course, no students, a student who is gone, and a cross-site post", async () => {
    await makeBatch("BULK_NO_COURSE", { course: null });
    const student = await makeStudent();
    const before = await snapshot();
    const cases: [unknown, number, string | null][] = [
      [await bulkPost("BULK_NO_COURSE", [student.id]), 409, batchWithoutCourseText("BULK_NO_COURSE")],
      [await bulkPost("BULK_BATCH_1", []), 400, BATCH_MESSAGES.noStudents],
      [await bulkPost("", [student.id]), 400, BATCH_MESSAGES.chooseBatch],
      [await bulkPost("BULK_BATCH_1", [student.id, 987654]), 409, BATCH_MESSAGES.studentsGone],
      [await bulkPost("BULK_BATCH_1", [student.id], "https://evil.example"), 403, null],
    ];
    for (const [result, status, message] of cases) {
      expect(statusOf(result)).toBe(status);
      if (message) expect(payloadOf(result)).toMatchObject({ ok: false, message });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists the students to tick (searched) and the active batches to choose from", async () => {
    await makeBatch("PICK_ACTIVE");
    await makeBatch("PICK_INACTIVE", { isActive: false });
    const page = payloadOf(
      await run(batchesAssign.loader, pageRequest("/admin/batches/assign?q=batchmate&batch=PICK_ACTIVE", admin.cookie)),
    ) as { batch: string; batchChoices: { id: string }[]; students: { studentName: string }[] };
    expect(page.batch).toBe("PICK_ACTIVE");
    expect(page.students.length).toBeGreaterThan(0);
    expect(page.students.every((student) => student.studentName.startsWith("Batchmate"))).toBe(true);
    const choices = page.batchChoices.map((choice) => choice.id);
    expect(choices).toContain("PICK_ACTIVE");
    expect(choices).not.toContain("PICK_INACTIVE");
  });
});

describe("a batch ID that is not a batch", () => {
  it("is refused with the same message on the session form, the session links, the batch assignment and the student page", async () => {
    await makeBatch("KNOWN_BATCH");
    const student = await makeStudent({ batchId: "KNOWN_BATCH" });
    const [enrolment] = await testDb.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.studentEmail, student.email));
    const before = await snapshot();
    const message = unknownBatchText("TYPO_BATCH");
    const refusals = [
      await post(sessions.action, "/admin/sessions", { ...validSession(9201), batch_id: "TYPO_BATCH" }),
      await post(sessionLinks.action, "/admin/session-links", { ...validLink(), batch_id: "TYPO_BATCH" }),
      await post(students.action, "/admin/students", { student_id: String(student.id), batch_id: "TYPO_BATCH" }),
      await run(
        studentDetails.action,
        formPost(
          `/admin/students/${student.id}`,
          { intent: "change-batch", enrolment_id: enrolment!.id, batch_id: "TYPO_BATCH" },
          { cookie: admin.cookie },
        ),
        { studentId: String(student.id) },
      ),
    ];
    // The student page answers its rule refusals with 409, as when a course change is refused.
    expect(refusals.map(statusOf)).toEqual([400, 400, 400, 409]);
    for (const result of refusals) expect(payloadOf(result)).toMatchObject({ ok: false, message });
    expect(await snapshot()).toEqual(before);

    // The same forms with an existing batch save, and their screens offer the batches to choose from.
    expect(payloadOf(await post(sessions.action, "/admin/sessions", { ...validSession(9201), batch_id: "KNOWN_BATCH" })).ok).toBe(
      true,
    );
    expect(
      payloadOf(await post(sessionLinks.action, "/admin/session-links", { ...validLink(), batch_id: "KNOWN_BATCH" })).ok,
    ).toBe(true);
    for (const [loader, path] of [
      [sessions.loader, "/admin/sessions"],
      [sessionLinks.loader, "/admin/session-links"],
      [students.loader, "/admin/students"],
    ] as const) {
      const page = payloadOf(await run(loader, pageRequest(path, admin.cookie))) as { batchChoices: { id: string }[] };
      expect(page.batchChoices.map((choice) => choice.id)).toContain("KNOWN_BATCH");
    }
  });

  it("the student list filters by one batch exactly (the batches list links there)", async () => {
    await makeBatch("EXACT_BATCH");
    await makeBatch("EXACT_BATCH_10");
    const inBatch = await makeStudent({ batchId: "EXACT_BATCH" });
    await makeStudent({ batchId: "EXACT_BATCH_10" });
    const page = payloadOf(await run(students.loader, pageRequest("/admin/students?batch=EXACT_BATCH", admin.cookie))) as {
      students: { id: number }[];
    };
    expect(page.students.map((student) => student.id)).toEqual([inBatch.id]);
  });
});

describe("the migration's backfill", () => {
  it("makes a batch row for every batch id already used, with the course from enrolments where it can", async () => {
    const migration = fs.readFileSync("drizzle/0019_batches.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toMatch(/INSERT INTO "batches"/);

    const email = uniqueEmail("legacy");
    await testDb.db.insert(studentMasterTable).values([
      { email, studentName: "Legacy One", currentCourseName: "Vibe Coding", batchId: "LEGACY_FROM_ENROLMENT" },
      {
        email: uniqueEmail("legacy"),
        studentName: "Legacy Two",
        currentCourseName: "Masterclass",
        batchId: "LEGACY_FROM_STUDENT",
      },
    ]);
    await testDb.db.insert(enrolments).values(monthlyEnrolment(email, { batchId: "LEGACY_FROM_ENROLMENT" }));
    await testDb.db.insert(sessionMasterTable).values([
      { sessionId: 9301, batchId: "LEGACY_FROM_SESSION", sessionDate: "2025-09-06", sessionStartTime: "19:00:00" },
      { sessionId: 9302, batchId: "LEGACY_FROM_SESSION", sessionDate: "2025-08-30", sessionStartTime: "19:00:00" },
    ]);
    await testDb.db.insert(batchSessionLinks).values({
      batchId: "LEGACY_FROM_SESSION",
      courseName: "Quantum Computing",
      teamsMeetingLink: "https://teams.microsoft.com/l/meetup-join/legacy",
      recurringSchedule: "Saturdays 7 PM",
    });
    await makeBatch("LEGACY_KEPT", { course: "Build AI Projects", capacity: 12 });
    await testDb.db.insert(sessionMasterTable).values({
      sessionId: 9303,
      batchId: "LEGACY_KEPT",
      sessionDate: "2025-01-01",
      sessionStartTime: "10:00:00",
    });

    await testDb.db.execute(sql.raw(backfill));
    await testDb.db.execute(sql.raw(backfill)); // safe to run again

    const rows = await testDb.db
      .select()
      .from(batches)
      .where(inArray(batches.id, ["LEGACY_FROM_ENROLMENT", "LEGACY_FROM_STUDENT", "LEGACY_FROM_SESSION", "LEGACY_KEPT"]))
      .orderBy(asc(batches.id));
    expect(
      rows.map(({ id, course, startDate, schedule, capacity, isActive }) => ({
        id,
        course,
        startDate,
        schedule,
        capacity,
        isActive,
      })),
    ).toEqual([
      { id: "LEGACY_FROM_ENROLMENT", course: "Agentic AI", startDate: null, schedule: null, capacity: null, isActive: true },
      {
        id: "LEGACY_FROM_SESSION",
        course: "Quantum Computing",
        startDate: "2025-08-30",
        schedule: "Saturdays 7 PM",
        capacity: null,
        isActive: true,
      },
      { id: "LEGACY_FROM_STUDENT", course: "Masterclass", startDate: null, schedule: null, capacity: null, isActive: true },
      // An existing batch is left as it is.
      { id: "LEGACY_KEPT", course: "Build AI Projects", startDate: "2026-05-02", schedule: null, capacity: 12, isActive: true },
    ]);
    // Every batch id in use now names a batch.
    const orphans = await queryRows(
      testDb.db,
      sql`
      select batch_id from student_master_table where batch_id is not null and batch_id not in (select id from batches)
      union select batch_id from enrolments where batch_id is not null and batch_id not in (select id from batches)
      union select batch_id from session_master_table where batch_id not in (select id from batches)
      union select batch_id from batch_session_links where batch_id not in (select id from batches)`,
    );
    expect(orphans).toEqual([]);
  });
});
