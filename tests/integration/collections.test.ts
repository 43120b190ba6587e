// Instalments that are not paid (docs/decisions/0107-collections.md), through the routes and the reminder job at a
// given `now`: reminders after the due date once each; access paused after the grace period and restored by paying;
// new due dates and waivers; the collections desk (admins act, support reads); the overview's collection rate.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS_TEXT } from "~/collections/collections";
import type { CollectionList } from "~/collections/list-collections.server";
import { readCollectionFilters } from "~/collections/collections";
import { exportCollectionsCsv } from "~/collections/export-collections-csv.server";
import { sendInstalmentReminders } from "~/enrolments/send-instalment-reminders.server";
import { libraryVisitor } from "~/library/library-visitor.server";
import { addDaysToDate, formatDisplayDate, indiaDate, indiaInstant } from "~/platform/india-time";
import { getOptionalUser } from "~/accounts/auth/session.server";
import * as adminIndex from "~/routes/admin/admin-index";
import * as collectionsDesk from "~/routes/admin/collections";
import * as collectionsExport from "~/routes/admin/collections-export";
import * as studentDetails from "~/routes/admin/student-details";
import * as adminSignIn from "~/routes/admin/admin-sign-in";
import * as classJoin from "~/routes/dashboard/class-join";
import * as dashboardRoute from "~/routes/dashboard/dashboard";
import * as classroomRoute from "~/routes/learn/classroom";
import { ensureAdminAccount } from "~/platform/startup.server";
import {
  auditLog,
  authUser,
  batchSessionLinks,
  emailOutbox,
  enrolmentReminders,
  enrolments,
  sessionMasterTable,
  studentMasterTable,
} from "~/platform/db/schema";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import { ensureBatches, signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { csvDownloadRecords, parseCsv } from "../support/csv";
import { checkoutRequest, monthlyEnrolment, orderAndPay } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const provider = createSandboxProvider(sandboxSecrets("collections-tests-secret"));
const APP_URL = "https://learn.example.test";
const TEAMS = "https://teams.microsoft.com/l/meetup-join/collections-test";
const run8 = randomUUID().slice(0, 8);
const today = indiaDate(new Date());
const noonOn = (date: string) => indiaInstant(date, "12:00");

let admin: { cookie: string };
let support: { cookie: string };

beforeAll(async () => {
  admin = await signInNewAdmin();
  const email = uniqueEmail("support");
  await ensureAdminAccount(testDb.db, { email, password: "support-secret-2026" });
  await testDb.db.update(authUser).set({ role: "support" }).where(eq(authUser.email, email));
  const response = await run(
    adminSignIn.action,
    formPost("/admin/sign-in", { username: email, password: "support-secret-2026" }),
  );
  expect(statusOf(response)).toBe(302);
  support = { cookie: cookieOf(response) };
});

/** A verified student who paid a month of Agentic AI (sandbox), in a new batch with an active class link. */
async function payingStudent() {
  const student = await signUpStudent(uniqueEmail(`due-${run8}`));
  await testDb.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, student.email));
  await orderAndPay(
    testDb.db,
    checkoutRequest({ email: student.email, course: "Agentic AI", country: "India", name: "Kavya Rao" }),
    {
      provider,
    },
  );
  const batchId = `COL-${randomUUID().slice(0, 8)}`;
  await ensureBatches([batchId]);
  await testDb.db.update(studentMasterTable).set({ batchId }).where(eq(studentMasterTable.email, student.email));
  await testDb.db
    .insert(batchSessionLinks)
    .values({ batchId, courseName: "Agentic AI", teamsMeetingLink: `${TEAMS}/${batchId}` });
  const [studentRow] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, student.email));
  return { ...student, batchId, studentId: studentRow!.id };
}

/** Moves the student's latest payment to `paidOn` (India date): the instalment after it falls due 30 days later. */
async function lastPaidOn(email: string, paidOn: string) {
  const [row] = await testDb.db
    .update(enrolments)
    .set({ lastPaidAt: indiaInstant(paidOn, "10:00") })
    .where(eq(enrolments.studentEmail, email))
    .returning();
  return row!;
}

const enrolmentOf = async (email: string) =>
  (await testDb.db.select().from(enrolments).where(eq(enrolments.studentEmail, email)))[0]!;

const mailTo = (email: string) =>
  testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt);

async function payNextInstalment(email: string) {
  await orderAndPay(testDb.db, checkoutRequest({ email, course: "Agentic AI", country: "India", name: "Kavya Rao" }), {
    provider,
  });
}

describe("reminders after the due date", () => {
  it("3 and 7 days after it: once each, however often and on whichever day of their window the job runs", async () => {
    const student = await payingStudent();
    const dueDate = addDaysToDate(today, -3);
    await lastPaidOn(student.email, addDaysToDate(dueDate, -30));
    const before = (await mailTo(student.email)).length;

    await sendInstalmentReminders(testDb.db, { now: noonOn(today), appUrl: APP_URL });
    await sendInstalmentReminders(testDb.db, { now: noonOn(today), appUrl: APP_URL });
    await sendInstalmentReminders(testDb.db, { now: noonOn(addDaysToDate(today, 2)), appUrl: APP_URL });
    let sent = (await mailTo(student.email)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your instalment for Agentic AI was due on ${formatDisplayDate(dueDate)}`);
    expect(sent[0]!.textBody).toContain("₹2,999.00");
    // Access pauses the day after the 7-day grace period.
    expect(sent[0]!.textBody).toContain(
      `If it is still unpaid on ${formatDisplayDate(addDaysToDate(dueDate, 8))}, your class link, recordings and materials are paused`,
    );
    expect(sent[0]!.htmlBody).toContain(`href="${APP_URL}/dashboard#course-progress"`);
    expect(sent[0]!.htmlBody).toContain(COLLECTIONS_TEXT.payNow);

    // 7 days after: the second, once; past its window (10 days after), nothing more.
    for (const day of [7, 7, 8, 10, 12]) {
      await sendInstalmentReminders(testDb.db, { now: noonOn(addDaysToDate(dueDate, day)), appUrl: APP_URL });
    }
    sent = (await mailTo(student.email)).slice(before);
    expect(sent).toHaveLength(2);
    const enrolment = await enrolmentOf(student.email);
    const kinds = await testDb.db
      .select({ kind: enrolmentReminders.kind, dueDate: enrolmentReminders.dueDate })
      .from(enrolmentReminders)
      .where(eq(enrolmentReminders.enrolmentId, enrolment.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["overdue-3", "overdue-7"]);
    expect(kinds.every((row) => row.dueDate === dueDate)).toBe(true);
  });

  it("sends nothing after the due date once the instalment is paid", async () => {
    const student = await payingStudent();
    await lastPaidOn(student.email, addDaysToDate(today, -33));
    await payNextInstalment(student.email);
    const before = (await mailTo(student.email)).length;
    await sendInstalmentReminders(testDb.db, { now: noonOn(today), appUrl: APP_URL });
    expect(await mailTo(student.email)).toHaveLength(before);
  });
});

describe("access paused after the grace period", () => {
  const dashboard = async (cookie: string) =>
    payloadOf(await run(dashboardRoute.loader, pageRequest("/dashboard", cookie))) as {
      pause: { enrolmentId: string; dueDate: string } | null;
      classrooms: string[];
      dashboard: {
        classLink: unknown;
        sessions: { past: { sessionLink: string | null; studyMaterialLink: string | null }[] };
      };
    };
  const join = (cookie: string) => run(classJoin.action, formPost("/class/join", {}, { cookie }));
  const openClassroom = (cookie: string, batchId: string) =>
    run(classroomRoute.loader, pageRequest(`/learn/${batchId}`, cookie), { batchId });
  const userOf = async (cookie: string) => (await getOptionalUser(pageRequest("/dashboard", cookie)))!;

  it("holds nothing on the last day of grace, then the class link, classroom, recordings and library; paying restores them", async () => {
    const student = await payingStudent();
    await testDb.db.insert(sessionMasterTable).values({
      sessionId: 880_000 + Math.floor(Math.random() * 100_000),
      batchId: student.batchId,
      sessionDate: addDaysToDate(today, -2),
      sessionStartTime: "19:00:00",
      sessionTitle: "Prompt patterns",
      sessionLink: "https://recordings.example.test/prompt-patterns",
      studyMaterialLink: "https://materials.example.test/prompt-patterns.pdf",
    });
    const links = (shown: Awaited<ReturnType<typeof dashboard>>) =>
      shown.dashboard.sessions.past.map((session) => [session.sessionLink, session.studyMaterialLink]);
    const dueDate = addDaysToDate(today, -7);
    await lastPaidOn(student.email, addDaysToDate(dueDate, -30));
    // The 7th day after the due date: still within the grace period.
    expect((await dashboard(student.cookie)).pause).toBeNull();
    expect(statusOf(await join(student.cookie))).toBe(302);
    expect(await libraryVisitor(testDb.db, await userOf(student.cookie))).toBe("enrolled");

    const pausedDue = addDaysToDate(today, -8);
    await lastPaidOn(student.email, addDaysToDate(pausedDue, -30));
    const paused = await dashboard(student.cookie);
    expect(paused.pause).toMatchObject({ dueDate: pausedDue });
    expect(COLLECTIONS_TEXT.paused(paused.pause!.dueDate)).toBe(
      `Your access is paused because the instalment due on ${formatDisplayDate(pausedDue)} is unpaid.`,
    );
    expect(paused.dashboard.classLink).toBeNull();
    expect(links(paused)).toEqual([[null, null]]);
    expect(paused.classrooms).toEqual([]);

    const refused = await join(student.cookie);
    expect(statusOf(refused)).toBe(403);
    expect(payloadOf(refused)).toEqual({ error: COLLECTIONS_TEXT.joinPaused });
    // The reminders' GET link shows no class either.
    const shown = await run(classJoin.loader, pageRequest("/class/join", student.cookie));
    expect((shown as Response).headers.get("location")).toBe("/dashboard#join-class");
    const classroom = await openClassroom(student.cookie, student.batchId);
    expect(statusOf(classroom)).toBe(403);
    expect(payloadOf(classroom)).toEqual({ error: COLLECTIONS_TEXT.classroomPaused });
    expect(await libraryVisitor(testDb.db, await userOf(student.cookie))).toBe("paused");

    // Paying the instalment restores everything at once: nothing stored to undo.
    await payNextInstalment(student.email);
    const restored = await dashboard(student.cookie);
    expect(restored.pause).toBeNull();
    expect(restored.dashboard.classLink).not.toBeNull();
    expect(links(restored)).toEqual([
      ["https://recordings.example.test/prompt-patterns", "https://materials.example.test/prompt-patterns.pdf"],
    ]);
    expect(restored.classrooms).toEqual([student.batchId]);
    expect(statusOf(await join(student.cookie))).toBe(302);
    expect(statusOf(await openClassroom(student.cookie, student.batchId))).toBe(200);
    expect(await libraryVisitor(testDb.db, await userOf(student.cookie))).toBe("enrolled");
  });
});

describe("a new due date and a waiver", () => {
  const deskPost = (fields: Record<string, string>, cookie = admin.cookie) =>
    run(collectionsDesk.action, formPost("/admin/collections", fields, { cookie }));
  const auditOf = (enrolmentId: string) =>
    testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "enrolments"), eq(auditLog.rowId, enrolmentId)));

  it("'Extend' refuses a bad date or no reason and changes nothing; a good one moves the due date, audited, until the next payment", async () => {
    const student = await payingStudent();
    const enrolment = await lastPaidOn(student.email, addDaysToDate(today, -40)); // due 10 days ago: paused
    const extend = (fields: Record<string, string>) =>
      deskPost({ intent: "extend-due-date", enrolment_id: enrolment.id, ...fields });

    for (const [fields, message] of [
      [{ due_date: "2026-02-30", reason: "Salary late" }, COLLECTIONS_TEXT.badDate],
      [{ due_date: today, reason: "Salary late" }, COLLECTIONS_TEXT.dateNotAhead],
      [{ due_date: addDaysToDate(today, 93), reason: "Salary late" }, COLLECTIONS_TEXT.dateTooFar],
      [{ due_date: addDaysToDate(today, 5), reason: "  " }, COLLECTIONS_TEXT.reasonRequired],
    ] as const) {
      const refused = await extend(fields);
      expect(statusOf(refused)).toBe(400);
      expect(payloadOf(refused)).toMatchObject({ ok: false, message });
    }
    expect(await enrolmentOf(student.email)).toEqual(enrolment);
    expect(await auditOf(enrolment.id)).toEqual([]);

    const newDue = addDaysToDate(today, 5);
    const saved = await extend({ due_date: newDue, reason: "Salary late this month" });
    expect(payloadOf(saved)).toMatchObject({ ok: true, message: COLLECTIONS_TEXT.extended(newDue) });
    expect((await enrolmentOf(student.email)).dueOn).toBe(newDue);
    const [audit] = await auditOf(enrolment.id);
    expect(audit).toMatchObject({ action: "update" });
    expect(audit!.details).toMatchObject({
      change: "extend",
      from: addDaysToDate(today, -10),
      to: newDue,
      reason: "Salary late this month",
    });
    // No longer overdue: access is back.
    expect(
      payloadOf(await run(dashboardRoute.loader, pageRequest("/dashboard", student.cookie))) as { pause: unknown },
    ).toMatchObject({ pause: null });

    // A payment ends the extension: the next instalment is due 30 days after it.
    await payNextInstalment(student.email);
    expect((await enrolmentOf(student.email)).dueOn).toBe(addDaysToDate(today, 30));
  });

  it("a waiver on the student's page takes one instalment off the fee and moves the due date 30 days, audited", async () => {
    const student = await payingStudent();
    const enrolment = await lastPaidOn(student.email, addDaysToDate(today, -35)); // due 5 days ago
    const post = (fields: Record<string, string>) =>
      run(studentDetails.action, formPost(`/admin/students/${student.studentId}`, fields, { cookie: admin.cookie }), {
        studentId: String(student.studentId),
      });
    const refused = await post({ intent: "waive-instalment", enrolment_id: enrolment.id, reason: "" });
    expect(statusOf(refused)).toBe(400);
    expect(await enrolmentOf(student.email)).toEqual(enrolment);

    const saved = await post({ intent: "waive-instalment", enrolment_id: enrolment.id, reason: "Hospital stay" });
    expect(payloadOf(saved)).toMatchObject({ ok: true, message: COLLECTIONS_TEXT.waived });
    const waived = await enrolmentOf(student.email);
    expect({ fee: waived.fee, monthsInPlan: waived.monthsInPlan, dueOn: waived.dueOn, amountPaid: waived.amountPaid }).toEqual({
      fee: "8997.00",
      monthsInPlan: 3,
      dueOn: addDaysToDate(today, 25),
      amountPaid: enrolment.amountPaid,
    });
    const [audit] = await auditOf(enrolment.id);
    expect(audit!.details).toMatchObject({
      change: "waive",
      from: "11996.00",
      to: "8997.00",
      waived: "2999.00",
      reason: "Hospital stay",
    });

    // Another student's enrolment through this student's page: not found, nothing changed.
    const other = await payingStudent();
    const othersBefore = await enrolmentOf(other.email);
    const elsewhere = await post({ intent: "waive-instalment", enrolment_id: othersBefore.id, reason: "Wrong page" });
    expect(statusOf(elsewhere)).toBe(404);
    expect(await enrolmentOf(other.email)).toEqual(othersBefore);
  });
});

describe("the collections desk", () => {
  const tag = `desk-${run8}`;
  const emailOf = (name: string) => `${name}.${tag}@example.test`;
  const seeded: Record<string, { id: string; email: string; studentId: number }> = {};

  /** An owing monthly enrolment (and its student row) whose instalment is due `days` days from today. */
  async function owing(name: string, dueInDays: number, overrides: Partial<typeof enrolments.$inferInsert> = {}) {
    const email = emailOf(name);
    const [row] = await testDb.db
      .insert(studentMasterTable)
      .values({ email, studentName: `${name} ${tag}` })
      .returning({ id: studentMasterTable.id });
    const [enrolment] = await testDb.db
      .insert(enrolments)
      .values(monthlyEnrolment(email, { lastPaidAt: indiaInstant(addDaysToDate(today, dueInDays - 30), "10:00"), ...overrides }))
      .returning({ id: enrolments.id });
    seeded[name] = { id: enrolment!.id, email, studentId: row!.id };
  }

  beforeAll(async () => {
    await owing("soon", 3);
    await owing("late2", -2);
    await owing("late10", -10, { currency: "USD", country: "US", pricePerMonth: "99.00", fee: "396.00", amountPaid: "99.00" });
    await owing("late40", -40);
    await owing("later", 10); // not due this week: in no list
    await owing("paidup", -5, { amountPaid: "11996.00", monthsPaid: 4 }); // nothing owed
  });

  const desk = async (query: string, cookie = admin.cookie) =>
    payloadOf(await run(collectionsDesk.loader, pageRequest(`/admin/collections?q=${tag}&${query}`, cookie))) as {
      list: CollectionList;
      canChange: boolean;
    };
  const names = (list: CollectionList) => list.rows.map((row) => row.email.split(".")[0]);

  it("lists each bucket with amount due and days overdue, and counts every tab", async () => {
    const week = await desk("bucket=due-this-week");
    expect(names(week.list)).toEqual(["soon"]);
    expect(week.list.rows[0]).toMatchObject({ amountDueMinor: 299_900, daysOverdue: -3, paused: false, lastReminder: null });
    expect(names((await desk("bucket=overdue-1-7")).list)).toEqual(["late2"]);
    const mid = (await desk("bucket=overdue-8-30")).list;
    expect(mid.rows).toMatchObject([
      { course: "Agentic AI", currency: "USD", amountDueMinor: 9_900, daysOverdue: 10, paused: true },
    ]);
    expect(names((await desk("bucket=overdue-31-plus")).list)).toEqual(["late40"]);
    const paused = (await desk("bucket=paused&page=99")).list;
    // A page past the end is the last page.
    expect({ names: names(paused), page: paused.page, total: paused.total }).toEqual({
      names: ["late40", "late10"],
      page: 1,
      total: 2,
    });
    expect(week.list.counts).toEqual({
      "due-this-week": 1,
      "overdue-1-7": 1,
      "overdue-8-30": 1,
      "overdue-31-plus": 1,
      paused: 2,
      halted: 0,
    });
    expect(week.canChange).toBe(true);
  });

  it("pages 50 rows at a time, earliest due first, and exports every page", async () => {
    const pageTag = `pages-${run8}`;
    const rows = Array.from({ length: 52 }, (_, index) =>
      monthlyEnrolment(`p${String(index).padStart(2, "0")}.${pageTag}@example.test`, {
        lastPaidAt: indiaInstant(addDaysToDate(today, -61 - index), "10:00"), // 31 to 82 days overdue
      }),
    );
    await testDb.db.insert(enrolments).values(rows);
    const load = async (page: number) =>
      (
        payloadOf(
          await run(
            collectionsDesk.loader,
            pageRequest(`/admin/collections?bucket=overdue-31-plus&q=${pageTag}&page=${page}`, admin.cookie),
          ),
        ) as { list: CollectionList }
      ).list;
    const [first, second] = [await load(1), await load(2)];
    expect({ total: first.total, pageCount: first.pageCount, rows: first.rows.length }).toEqual({
      total: 52,
      pageCount: 2,
      rows: 50,
    });
    expect(first.rows[0]!.daysOverdue).toBe(82);
    expect(second.rows.map((row) => row.daysOverdue)).toEqual([32, 31]);
    const response = (await run(
      collectionsExport.loader,
      pageRequest(`/admin/collections/export.csv?bucket=overdue-31-plus&q=${pageTag}`, admin.cookie),
    )) as Response;
    expect(await csvDownloadRecords(response, "collections")).toHaveLength(53);
    // In batches of 20, each after the last row's due date and id: every row once, in order.
    const stream = exportCollectionsCsv(testDb.db, {
      filters: readCollectionFilters(new URLSearchParams(`bucket=overdue-31-plus&q=${pageTag}`)),
      now: new Date(),
      graceDays: 7,
      rowsPerBatch: 20,
    });
    const batched = parseCsv(await new Response(stream).text()).slice(1);
    expect(batched.map((record) => record[6])).toEqual(Array.from({ length: 52 }, (_, index) => String(82 - index)));
  });

  it("filters by currency and course from the address, and exports the same rows as CSV", async () => {
    expect(names((await desk("bucket=paused&currency=INR")).list)).toEqual(["late40"]);
    expect((await desk("bucket=paused&course=Vibe%20Coding")).list.rows).toEqual([]);
    const response = (await run(
      collectionsExport.loader,
      pageRequest(`/admin/collections/export.csv?bucket=paused&q=${tag}`, admin.cookie),
    )) as Response;
    const records = await csvDownloadRecords(response, "collections");
    expect(records[0]).toEqual([
      "Student",
      "Email",
      "Course",
      "Currency",
      "Amount due",
      "Due date",
      "Days overdue",
      "Paused",
      "Last reminder",
      "Last reminder sent (IST)",
      "Autopay",
    ]);
    expect(records.slice(1).map((record) => [record[0], record[3], record[4], record[6], record[7]])).toEqual([
      [`late40 ${tag}`, "INR", "2999.00", "40", "Yes"],
      [`late10 ${tag}`, "USD", "99.00", "10", "Yes"],
    ]);
  });

  it("'Send reminder now' sends once a day, and the row shows it", async () => {
    const { id, email } = seeded.late2!;
    const first = await run(
      collectionsDesk.action,
      formPost("/admin/collections", { intent: "send-reminder", enrolment_id: id }, { cookie: admin.cookie }),
    );
    expect(payloadOf(first)).toMatchObject({ ok: true, message: COLLECTIONS_TEXT.reminderSent });
    const again = await run(
      collectionsDesk.action,
      formPost("/admin/collections", { intent: "send-reminder", enrolment_id: id }, { cookie: admin.cookie }),
    );
    expect(statusOf(again)).toBe(409);
    expect(payloadOf(again)).toMatchObject({ ok: false, message: COLLECTIONS_TEXT.reminderAlreadySent });
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your instalment for Agentic AI was due on ${formatDisplayDate(addDaysToDate(today, -2))}`);
    const [row] = (await desk("bucket=overdue-1-7")).list.rows;
    expect(row!.lastReminder?.kind).toBe("manual");
    const [ledger] = await testDb.db.select().from(enrolmentReminders).where(eq(enrolmentReminders.enrolmentId, id));
    expect(ledger).toMatchObject({ kind: "manual", dueDate: today });
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "enrolments"), eq(auditLog.rowId, id)));
    expect(audits.map((audit) => audit.action)).toEqual(["send-reminder"]);
    // Nothing owed: refused.
    const paid = await run(
      collectionsDesk.action,
      formPost("/admin/collections", { intent: "send-reminder", enrolment_id: seeded.paidup!.id }, { cookie: admin.cookie }),
    );
    expect(statusOf(paid)).toBe(409);
  });

  it("support reads the desk and its CSV; its actions answer 403 and change nothing", async () => {
    const seen = await desk("bucket=paused", support.cookie);
    expect(names(seen.list)).toEqual(["late40", "late10"]);
    expect(seen.canChange).toBe(false);
    const csv = await run(collectionsExport.loader, pageRequest(`/admin/collections/export.csv?q=${tag}`, support.cookie));
    expect(statusOf(csv)).toBe(200);
    const before = await testDb.db
      .select()
      .from(enrolments)
      .where(sql`${enrolments.studentEmail} like ${`%${tag}%`}`);
    const attempts: Record<string, string>[] = [
      { intent: "send-reminder", enrolment_id: seeded.late40!.id },
      { intent: "extend-due-date", enrolment_id: seeded.late40!.id, due_date: addDaysToDate(today, 3), reason: "x" },
      {
        intent: "cancel-enrolment",
        enrolment_id: seeded.late40!.id,
        student_id: String(seeded.late40!.studentId),
        confirm: "yes",
      },
    ];
    for (const fields of attempts) {
      expect(
        statusOf(await run(collectionsDesk.action, formPost("/admin/collections", fields, { cookie: support.cookie }))),
      ).toBe(403);
    }
    expect(
      await testDb.db
        .select()
        .from(enrolments)
        .where(sql`${enrolments.studentEmail} like ${`%${tag}%`}`),
    ).toEqual(before);
    expect(await mailTo(seeded.late40!.email)).toEqual([]);
  });

  it("'Cancel enrolment' needs the box ticked, then closes the enrolment, which leaves the desk", async () => {
    const { id, studentId } = seeded.late40!;
    const post = (fields: Record<string, string>) =>
      run(
        collectionsDesk.action,
        formPost(
          "/admin/collections",
          { intent: "cancel-enrolment", enrolment_id: id, student_id: String(studentId), ...fields },
          { cookie: admin.cookie },
        ),
      );
    const unconfirmed = await post({});
    expect(statusOf(unconfirmed)).toBe(400);
    expect(payloadOf(unconfirmed)).toMatchObject({ message: COLLECTIONS_TEXT.confirmCancel });
    expect(payloadOf(await post({ confirm: "yes" }))).toMatchObject({ ok: true, message: COLLECTIONS_TEXT.cancelled });
    expect((await testDb.db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!.status).toBe("cancelled");
    expect(names((await desk("bucket=paused")).list)).toEqual(["late10"]);
  });
});

describe("the overview's collection figures", () => {
  type Figures = {
    currencies: { currency: string; collectedMinor: number; dueMinor: number; rate: number | null; overdueMinor: number }[];
  };
  const figures = async () => {
    const loaded = payloadOf(await run(adminIndex.loader, pageRequest("/admin", admin.cookie))) as { collections: Figures };
    return (
      loaded.collections.currencies.find((row) => row.currency === "INR") ?? {
        collectedMinor: 0,
        dueMinor: 0,
        overdueMinor: 0,
        rate: null,
      }
    );
  };

  it("counts this month's instalment payments as collected, unpaid instalments due this month as due, and overdue ones", async () => {
    const before = await figures();
    // One student pays their first month (not an instalment) and then the next: 2,999.00 collected this month.
    const payer = await payingStudent();
    await payNextInstalment(payer.email);
    // Another's instalment falls due today, unpaid: 2,999.00 more due this month; a third's 40 days ago: overdue.
    const dueToday = await payingStudent();
    await lastPaidOn(dueToday.email, addDaysToDate(today, -30));
    const longOverdue = await payingStudent();
    await lastPaidOn(longOverdue.email, addDaysToDate(today, -70));

    const after = await figures();
    expect(after.collectedMinor - before.collectedMinor).toBe(299_900);
    expect(after.dueMinor - before.dueMinor).toBe(2 * 299_900);
    expect(after.overdueMinor - before.overdueMinor).toBe(299_900);
    expect(after.rate).toBe(Math.floor((after.collectedMinor * 100) / after.dueMinor));
  });
});
