// Attendance: 'Join Your Class' posts to /class/join, which records the batch's session on now (from 15 minutes before
// its start to its end) once however many clicks and redirects to its Teams link; outside a session it records nothing.
// A GET (the reminders' link) only shows the class and the button; only https links are saved and followed; the
// dashboard shows attended/missed (docs/decisions/0088-join-class-by-post.md).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaDate } from "~/platform/india-time";
import { loader as batchAttendanceCsv } from "~/routes/admin/batch-attendance-export";
import { loader as sessionAttendanceLoader } from "~/routes/admin/session-attendance";
import { loader as studentDetailsLoader } from "~/routes/admin/student-details";
import { action as classJoinAction, loader as classJoinLoader } from "~/routes/dashboard/class-join";
import { action as sessionLinksAction } from "~/routes/admin/session-links";
import { joinClass } from "~/classes/join-class.server";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { loadStudentDashboard } from "~/enrolments/load-student-dashboard.server";
import { queryRows } from "~/platform/db/client.server";
import {
  authUser,
  batchSessionLinks,
  classAttendance,
  enrolments,
  sessionMasterTable,
  studentMasterTable,
} from "~/platform/db/schema";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import { ensureBatches, signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { checkoutRequest, orderAndPay } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const provider = createSandboxProvider(sandboxSecrets("attendance-tests-secret"));
const MINUTE_MS = 60_000;
const TEAMS = "https://teams.microsoft.com/l/meetup-join/attendance-test";

/** A verified student who paid for a course and is in a new batch with an active class link. */
async function studentInBatch({ enrolled = true, batchId = `B-${randomUUID().slice(0, 8)}` } = {}) {
  const student = await signUpStudent(uniqueEmail("attend"));
  await testDb.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, student.email));
  if (enrolled) {
    const checkout = checkoutRequest({ email: student.email, course: "Agentic AI", country: "India", name: "Sneha Iyer" });
    await orderAndPay(testDb.db, checkout, { provider });
    await testDb.db.update(studentMasterTable).set({ batchId }).where(eq(studentMasterTable.email, student.email));
  } else {
    await testDb.db.insert(studentMasterTable).values({ email: student.email, studentName: "Sneha Iyer", batchId });
  }
  await testDb.db
    .insert(batchSessionLinks)
    .values({ batchId, courseName: "Agentic AI", teamsMeetingLink: `${TEAMS}/${batchId}` })
    .onConflictDoNothing();
  const user = (await getOptionalUser(pageRequest("/dashboard", student.cookie)))!;
  return { ...student, user, batchId };
}

let nextSessionId = 7000;
/** A session of the batch starting at `startsAt` (India wall-clock time written to the table). */
async function sessionAt(batchId: string, startsAt: Date, durationMinutes: number | null = null) {
  const sessionId = (nextSessionId += 1);
  const india = new Date(startsAt.getTime() + 330 * MINUTE_MS).toISOString();
  await testDb.db.insert(sessionMasterTable).values({
    sessionId,
    batchId,
    sessionDate: indiaDate(startsAt),
    sessionStartTime: india.slice(11, 19),
    sessionTitle: `Class ${sessionId}`,
    durationMinutes,
  });
  return sessionId;
}

const attendanceOf = (email: string) =>
  testDb.db.select().from(classAttendance).where(eq(classAttendance.studentEmail, email.toLowerCase()));

/** A whole minute, so the session's start time (kept to the second) is exactly this instant. */
const wholeMinute = (instant: Date) => new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);

/** 'Join Your Class' pressed: POST /class/join from the site's own page (formPost sends the site's Origin). */
const join = (cookie?: string, origin?: string | null) =>
  run(classJoinAction, formPost("/class/join", {}, { cookie, ...(origin === undefined ? {} : { origin }) }));
/** The reminders' link opened: GET /class/join. */
const openJoinPage = (cookie?: string) => run(classJoinLoader, pageRequest("/class/join", cookie));

describe("/class/join", () => {
  it("a POST records the session on now once, however many clicks, and redirects to the batch's Teams link", async () => {
    const student = await studentInBatch();
    const sessionId = await sessionAt(student.batchId, wholeMinute(new Date(Date.now() + 10 * MINUTE_MS))); // starts in 10 min

    for (let click = 0; click < 3; click += 1) {
      const response = (await join(student.cookie)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${TEAMS}/${student.batchId}`);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    const rows = await attendanceOf(student.email);
    expect(rows.map((row) => row.sessionId)).toEqual([sessionId]);
  });

  it("a GET (the reminder's link, or another site sending the browser there) shows the class and records nothing", async () => {
    const student = await studentInBatch();
    const sessionId = await sessionAt(student.batchId, wholeMinute(new Date(Date.now() - 10 * MINUTE_MS))); // on now
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await openJoinPage(student.cookie);
      expect(statusOf(page)).toBe(200);
      expect(payloadOf(page)).toEqual({
        courseName: "Agentic AI",
        batchId: student.batchId,
        meetingId: null,
        passcode: null,
        session: {
          title: `Class ${sessionId}`,
          sessionDate: expect.any(String),
          sessionStartTime: expect.any(String),
          onNow: true,
        },
      });
      expect(JSON.stringify(page)).not.toContain(TEAMS); // the link itself is only the POST's answer
    }
    expect(await attendanceOf(student.email)).toEqual([]);
    // The page's button posts: that records.
    expect(((await join(student.cookie)) as Response).headers.get("location")).toBe(`${TEAMS}/${student.batchId}`);
    expect((await attendanceOf(student.email)).map((row) => row.sessionId)).toEqual([sessionId]);
  });

  it("a POST from another site is refused and records nothing", async () => {
    const student = await studentInBatch();
    await sessionAt(student.batchId, wholeMinute(new Date(Date.now() - 10 * MINUTE_MS)));
    for (const origin of ["https://evil.example", "null"]) {
      const refused = await join(student.cookie, origin);
      expect(statusOf(refused)).toBe(403);
    }
    expect(await attendanceOf(student.email)).toEqual([]);
  });

  it("outside a session it still redirects, and records nothing; the page shows the next class", async () => {
    const student = await studentInBatch();
    const next = await sessionAt(student.batchId, wholeMinute(new Date(Date.now() + 60 * MINUTE_MS))); // in an hour: too early
    await sessionAt(student.batchId, wholeMinute(new Date(Date.now() - 3 * 60 * MINUTE_MS))); // ended an hour ago
    const response = (await join(student.cookie)) as Response;
    expect(response.headers.get("location")).toBe(`${TEAMS}/${student.batchId}`);
    expect(await attendanceOf(student.email)).toEqual([]);
    expect(payloadOf(await openJoinPage(student.cookie))).toMatchObject({ session: { title: `Class ${next}`, onNow: false } });
  });

  it("never sends a student to a stored http: link (saved before only https was accepted), and records nothing", async () => {
    const student = await studentInBatch();
    await sessionAt(student.batchId, wholeMinute(new Date(Date.now() - 10 * MINUTE_MS)));
    await testDb.db
      .update(batchSessionLinks)
      .set({ teamsMeetingLink: `http://teams.microsoft.com/l/meetup-join/${student.batchId}` })
      .where(eq(batchSessionLinks.batchId, student.batchId));
    const refused = await join(student.cookie);
    expect(statusOf(refused)).toBe(409);
    expect(refused).not.toBeInstanceOf(Response);
    expect(payloadOf(refused)).toEqual({
      error:
        "Your batch's class link is not a secure (https://) Microsoft Teams link, so we did not open it. Please contact us and we will send you the right link.",
    });
    expect(await attendanceOf(student.email)).toEqual([]);
  });

  it("the admin's session links form refuses an http: link with a clear message, and saves nothing", async () => {
    const admin = await signInNewAdmin();
    const batchId = `B-${randomUUID().slice(0, 8)}`;
    await ensureBatches([batchId]);
    const save = (link: string) =>
      run(
        sessionLinksAction,
        formPost(
          "/admin/session-links",
          { id: "", batch_id: batchId, course_name: "Agentic AI", teams_meeting_link: link, is_active: "on" },
          { cookie: admin.cookie },
        ),
      );
    const refused = await save(`http://teams.microsoft.com/l/meetup-join/${batchId}`);
    expect(statusOf(refused)).toBe(400);
    expect(payloadOf(refused)).toMatchObject({
      ok: false,
      message: "Please enter the Microsoft Teams meeting link that starts with https://",
    });
    expect(await testDb.db.select().from(batchSessionLinks).where(eq(batchSessionLinks.batchId, batchId))).toEqual([]);
    expect(payloadOf(await save(`https://teams.microsoft.com/l/meetup-join/${batchId}`))).toMatchObject({ ok: true });
    expect(await testDb.db.select().from(batchSessionLinks).where(eq(batchSessionLinks.batchId, batchId))).toHaveLength(1);
  });

  it("the window: from 15 minutes before the start to the end (2 hours, or the session's own length)", async () => {
    const student = await studentInBatch();
    const startsAt = wholeMinute(new Date(Date.now() + 2 * 24 * 60 * MINUTE_MS));
    const twoHour = await sessionAt(student.batchId, startsAt);
    const at = (minutesFromStart: number) =>
      joinClass(testDb.db, { user: student.user, now: new Date(startsAt.getTime() + minutesFromStart * MINUTE_MS) });
    expect(await at(-16)).toMatchObject({ kind: "join", attendedSessionId: null });
    expect(await at(-15)).toMatchObject({ kind: "join", attendedSessionId: twoHour });
    expect(await at(119)).toMatchObject({ attendedSessionId: twoHour });
    expect(await at(120)).toMatchObject({ attendedSessionId: null });

    const laterStart = new Date(startsAt.getTime() + 24 * 60 * MINUTE_MS);
    const short = await sessionAt(student.batchId, laterStart, 45);
    const later = (minutes: number) =>
      joinClass(testDb.db, { user: student.user, now: new Date(laterStart.getTime() + minutes * MINUTE_MS) });
    expect(await later(44)).toMatchObject({ attendedSessionId: short });
    expect(await later(45)).toMatchObject({ attendedSessionId: null });
    expect((await attendanceOf(student.email)).map((row) => row.sessionId).sort()).toEqual([twoHour, short].sort());
  });

  it("records nothing for anyone else: another batch's student, an unenrolled student, a signed-out visitor", async () => {
    const insider = await studentInBatch();
    const outsider = await studentInBatch();
    const unenrolled = await studentInBatch({ enrolled: false, batchId: insider.batchId });
    const sessionId = await sessionAt(insider.batchId, wholeMinute(new Date(Date.now() - 30 * MINUTE_MS)));

    // The other batch's student goes to their own batch's link, and is not marked in this session.
    const other = (await join(outsider.cookie)) as Response;
    expect(other.headers.get("location")).toBe(`${TEAMS}/${outsider.batchId}`);
    // In the batch but without an active enrolment: the dashboard, which explains; nothing recorded.
    for (const answer of [await join(unenrolled.cookie), await openJoinPage(unenrolled.cookie)]) {
      expect((answer as Response).headers.get("location")).toBe("/dashboard#join-class");
    }
    for (const answer of [await join(), await openJoinPage()]) {
      expect((answer as Response).headers.get("location")).toBe("/signin?redirectTo=%2Fclass%2Fjoin");
    }

    const [marks] = await queryRows<{ students: string[] }>(
      testDb.db,
      sql`select coalesce(array_agg(student_email order by student_email), '{}') as students from class_attendance where session_id = ${sessionId}`,
    );
    expect(marks!.students).toEqual([]);

    // A cancelled enrolment no longer joins either.
    await testDb.db.update(enrolments).set({ status: "cancelled" }).where(eq(enrolments.studentEmail, insider.email));
    const cancelled = (await join(insider.cookie)) as Response;
    expect(cancelled.headers.get("location")).toBe("/dashboard#join-class");
    expect(await attendanceOf(insider.email)).toEqual([]);
  });

  it("an unverified account is sent to the dashboard, and nothing is recorded", async () => {
    const student = await studentInBatch();
    await sessionAt(student.batchId, wholeMinute(new Date(Date.now() - 10 * MINUTE_MS)));
    await testDb.db.update(authUser).set({ emailVerified: false }).where(eq(authUser.email, student.email));
    for (const response of [await join(student.cookie), await openJoinPage(student.cookie)]) {
      expect(statusOf(response)).toBe(302);
      expect((response as Response).headers.get("location")).toBe("/dashboard");
    }
    expect(await attendanceOf(student.email)).toEqual([]);
  });
});

describe("the dashboard's attendance", () => {
  it("marks each past session attended or missed and shows the rate", async () => {
    const student = await studentInBatch();
    const now = new Date();
    const days = (count: number) => wholeMinute(new Date(now.getTime() - count * 24 * 60 * MINUTE_MS));
    const first = await sessionAt(student.batchId, days(21));
    const second = await sessionAt(student.batchId, days(14));
    const third = await sessionAt(student.batchId, days(7));
    await sessionAt(student.batchId, new Date(now.getTime() + 7 * 24 * 60 * MINUTE_MS));
    for (const [sessionId, ago] of [
      [first, 21],
      [third, 7],
    ] as const) {
      const outcome = await joinClass(testDb.db, { user: student.user, now: new Date(days(ago).getTime() + 5 * MINUTE_MS) });
      expect(outcome).toMatchObject({ attendedSessionId: sessionId });
    }

    const dashboard = await loadStudentDashboard(testDb.db, {
      user: student.user,
      now,
      appUrl: "https://learn.example.test",
      showDebug: false,
    });
    expect(dashboard.sessions.past.map((session) => [session.sessionId, session.attended])).toEqual([
      [third, true],
      [second, false],
      [first, true],
    ]);
    expect(dashboard.sessions.upcoming.map((session) => session.attended)).toEqual([null]);
    expect(dashboard.sessions.attendance).toEqual({ attended: 2, held: 3, percent: 66 });
  });
});

describe("the admin's attendance", () => {
  it("per session who attended and who missed, per student the rate, and the batch's CSV", async () => {
    const admin = await signInNewAdmin();
    const present = await studentInBatch();
    const absent = await studentInBatch({ batchId: present.batchId });
    const held = wholeMinute(new Date(Date.now() - 3 * 24 * 60 * MINUTE_MS));
    const sessionId = await sessionAt(present.batchId, held);
    await joinClass(testDb.db, { user: present.user, now: new Date(held.getTime() + 10 * MINUTE_MS) });

    const page = payloadOf(
      await run(sessionAttendanceLoader, pageRequest(`/admin/sessions/${sessionId}/attendance`, admin.cookie), {
        sessionId: String(sessionId),
      }),
    ) as { held: boolean; rows: { email: string; joinedAt: string | null; leftBatch: boolean }[] };
    expect(page.held).toBe(true);
    expect(page.rows.map((row) => [row.email, row.joinedAt !== null, row.leftBatch])).toEqual([
      [present.email, true, false],
      [absent.email, false, false],
    ]);
    const missing = await run(sessionAttendanceLoader, pageRequest("/admin/sessions/999999/attendance", admin.cookie), {
      sessionId: "999999",
    });
    expect(statusOf(missing)).toBe(404);

    const [row] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, present.email));
    const student = payloadOf(
      await run(studentDetailsLoader, pageRequest(`/admin/students/${row!.id}`, admin.cookie), { studentId: String(row!.id) }),
    );
    expect(student.attendance).toEqual({ attended: 1, held: 1, percent: 100 });

    const csv = (await run(
      batchAttendanceCsv,
      pageRequest(`/admin/batches/${encodeURIComponent(present.batchId)}/attendance.csv`, admin.cookie),
      { batchId: present.batchId },
    )) as Response;
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Session ID,Session date,Start (IST),Session title,Student,Email,Attended,Joined at (IST)");
    expect(lines.slice(1).map((line) => line.split(",").slice(5, 7))).toEqual([
      [present.email, "Yes"],
      [absent.email, "No"],
    ]);
  });
});
