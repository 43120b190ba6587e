// 24 hours and 1 hour before each session of a batch, to every student with an active
// enrolment in it, once per session, student and kind — with several servers at once and across a restart; not for a
// deleted session, again for a moved one, never to an address that turned reminders off. The clock is the job's `now`.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutRequestInput } from "~/payments/checkout";
import { addDaysToDate, indiaDate, indiaInstant } from "~/platform/india-time";
import { isValidOptOutSignature, setClassRemindersOff } from "~/classes/class-reminder-opt-out.server";
import { saveSessionRecord } from "~/classes/save-session-record.server";
import { sendClassReminders } from "~/classes/send-class-reminders.server";
import { sendRecordingNotices } from "~/classes/send-recording-notices.server";
import { getConfig } from "~/platform/config.server";
import { openDatabase, queryRows, type Database } from "~/platform/db/client.server";
import { emailOutbox, enrolments, sessionMasterTable, studentMasterTable, users } from "~/platform/db/schema";

import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import { checkoutRequest, orderAndPay, uniquePayerEmail } from "../support/payment-fixtures";
import { persistentStore, useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const provider = createSandboxProvider(sandboxSecrets("class-reminder-tests-secret"));
const APP_URL = "https://learn.example.test";
const HOUR_MS = 60 * 60 * 1000;

async function enrol(database: Database, overrides: Partial<CheckoutRequestInput> = {}) {
  const email = uniquePayerEmail("class");
  await orderAndPay(
    database,
    checkoutRequest({ email, course: "Agentic AI", country: "India", name: "Kavya Rao", ...overrides }),
    { provider },
  );
  return email;
}

/** A student in `batchId`: by the admin's batch assignment (the student record) or on the enrolment itself. */
async function studentIn(database: Database, batchId: string, via: "record" | "enrolment" = "record") {
  const email = await enrol(database);
  if (via === "record") await database.update(studentMasterTable).set({ batchId }).where(eq(studentMasterTable.email, email));
  else await database.update(enrolments).set({ batchId }).where(eq(enrolments.studentEmail, email));
  return email;
}

let nextSessionId = 9000;
async function sessionAt(database: Database, batchId: string, startsAt: Date, title = "Prompt patterns") {
  const sessionId = (nextSessionId += 1);
  const [date, time] = [indiaDate(startsAt), toIndiaTime(startsAt)];
  await database
    .insert(sessionMasterTable)
    .values({ sessionId, batchId, sessionDate: date, sessionStartTime: time, sessionTitle: title });
  return sessionId;
}

function toIndiaTime(instant: Date) {
  const shifted = new Date(instant.getTime() + 5.5 * HOUR_MS);
  return shifted.toISOString().slice(11, 16);
}

const remindersTo = async (database: Database, email: string) =>
  (await database.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt)).filter(
    (mail) => mail.subject.startsWith("Class reminder") || mail.subject.startsWith("Starting in 1 hour"),
  );

const uniqueBatch = () => `B-${randomUUID().slice(0, 8)}`;
/** A class at 7 pm India time, two days from today. */
const classStart = () => indiaInstant(addDaysToDate(indiaDate(new Date()), 2), "19:00");
const before = (startsAt: Date, hours: number) => new Date(startsAt.getTime() - hours * HOUR_MS);

describe("class reminders", () => {
  it("24 hours and 1 hour before, once each, to the batch's students only, in IST and the student's own time zone", async () => {
    const batch = uniqueBatch();
    const startsAt = classStart();
    await sessionAt(testDb.db, batch, startsAt);
    const byRecord = await studentIn(testDb.db, batch, "record");
    const byEnrolment = await studentIn(testDb.db, batch, "enrolment");
    const otherBatch = await studentIn(testDb.db, uniqueBatch());
    const cancelled = await studentIn(testDb.db, batch);
    await testDb.db.update(enrolments).set({ status: "cancelled" }).where(eq(enrolments.studentEmail, cancelled));
    // The student's profile knows their time zone (detected on the dashboard).
    await testDb.db.insert(users).values({
      userId: await authUserFor(testDb.db, byRecord),
      email: byRecord,
      name: "Kavya Rao",
      age: 30,
      occupation: "Engineer",
      timeZone: "America/Toronto",
    });

    // 25 hours before: nothing yet.
    expect((await sendClassReminders(testDb.db, { now: before(startsAt, 25), appUrl: APP_URL })).queued).toBe(0);
    // 24 hours before, the job runs on three servers at once and again a minute later.
    await Promise.all([1, 2, 3].map(() => sendClassReminders(testDb.db, { now: before(startsAt, 24), appUrl: APP_URL })));
    await sendClassReminders(testDb.db, { now: before(startsAt, 23.9), appUrl: APP_URL });
    // 1 hour before, and half an hour before.
    await sendClassReminders(testDb.db, { now: before(startsAt, 1), appUrl: APP_URL });
    await sendClassReminders(testDb.db, { now: before(startsAt, 0.5), appUrl: APP_URL });
    // After the start: nothing more.
    await sendClassReminders(testDb.db, { now: new Date(startsAt.getTime() + 60_000), appUrl: APP_URL });

    const [dayBefore, hourBefore, ...more] = await remindersTo(testDb.db, byRecord);
    expect(more).toEqual([]);
    const date = `${startsAt.getUTCDate()}`.padStart(2, "0");
    expect(dayBefore!.subject).toMatch(new RegExp(`^Class reminder: Prompt patterns on ${date} \\w{3} \\d{4}, 07:00 pm IST$`));
    expect(hourBefore!.subject).toBe("Starting in 1 hour: Prompt patterns");
    expect(dayBefore!.textBody).toContain("India: ");
    expect(dayBefore!.textBody).toContain("07:00 pm IST");
    // 7 pm in India is 8:30 am in Toronto (EST, UTC−5) in the winter months and 9:30 am in summer.
    expect(dayBefore!.textBody).toMatch(/Your time: \d{2} \w{3} \d{4}, 0[89]:30 \(America\/Toronto\)/);
    expect(dayBefore!.textBody).toContain(`Join Your Class: ${APP_URL}/class/join`);
    expect(dayBefore!.textBody).toContain(`Add to calendar: ${APP_URL}/dashboard/calendar.ics`);
    expect(dayBefore!.htmlBody).toContain(`href="${APP_URL}/class/join"`);
    expect(dayBefore!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const optOut = new URL(/^<(.+)>$/.exec(dayBefore!.headers["List-Unsubscribe"]!)![1]!);
    expect(optOut.origin + optOut.pathname).toBe(`${APP_URL}/reminders/unsubscribe`);
    expect(optOut.searchParams.get("email")).toBe(byRecord);
    expect(isValidOptOutSignature(byRecord, optOut.searchParams.get("signature"))).toBe(true);
    expect(isValidOptOutSignature(byEnrolment, optOut.searchParams.get("signature"))).toBe(false);

    // No time zone on record: IST only.
    const enrolmentMails = await remindersTo(testDb.db, byEnrolment);
    expect(enrolmentMails).toHaveLength(2);
    expect(enrolmentMails[0]!.textBody).not.toContain("Your time:");
    expect(await remindersTo(testDb.db, otherBatch)).toEqual([]);
    expect(await remindersTo(testDb.db, cancelled)).toEqual([]);
  });

  it("a server down at the 24-hour mark still sends it later; after the 1-hour mark only the 1-hour reminder goes", async () => {
    const batch = uniqueBatch();
    const startsAt = classStart();
    await sessionAt(testDb.db, batch, startsAt);
    const student = await studentIn(testDb.db, batch);
    await sendClassReminders(testDb.db, { now: before(startsAt, 10), appUrl: APP_URL });
    expect((await remindersTo(testDb.db, student)).map((mail) => mail.subject.split(":")[0])).toEqual(["Class reminder"]);

    const late = uniqueBatch();
    await sessionAt(testDb.db, late, startsAt);
    const lateStudent = await studentIn(testDb.db, late);
    await sendClassReminders(testDb.db, { now: before(startsAt, 0.25), appUrl: APP_URL });
    expect((await remindersTo(testDb.db, lateStudent)).map((mail) => mail.subject.split(":")[0])).toEqual(["Starting in 1 hour"]);
  });

  it("a deleted session is not reminded; a moved one is reminded again for its new time; an opted-out address never", async () => {
    const batch = uniqueBatch();
    const startsAt = classStart();
    const moved = await sessionAt(testDb.db, batch, startsAt, "Moved class");
    const deleted = await sessionAt(testDb.db, batch, startsAt, "Deleted class");
    const student = await studentIn(testDb.db, batch);
    const optedOut = await studentIn(testDb.db, batch);
    await setClassRemindersOff(testDb.db, optedOut.toUpperCase(), true, { source: "email-reminder-link" });

    await sendClassReminders(testDb.db, { now: before(startsAt, 24), appUrl: APP_URL });
    expect((await remindersTo(testDb.db, student)).map((mail) => mail.subject)).toHaveLength(2);

    await testDb.db.delete(sessionMasterTable).where(eq(sessionMasterTable.sessionId, deleted));
    const newStart = new Date(startsAt.getTime() + 2 * HOUR_MS);
    await testDb.db
      .update(sessionMasterTable)
      .set({ sessionDate: indiaDate(newStart), sessionStartTime: toIndiaTime(newStart) })
      .where(eq(sessionMasterTable.sessionId, moved));

    await sendClassReminders(testDb.db, { now: before(startsAt, 1), appUrl: APP_URL });
    await sendClassReminders(testDb.db, { now: before(newStart, 23), appUrl: APP_URL });
    await sendClassReminders(testDb.db, { now: before(newStart, 1), appUrl: APP_URL });
    const subjects = (await remindersTo(testDb.db, student)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes("Deleted class"))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith("Class reminder: Moved class"))).toHaveLength(2);
    expect(subjects.filter((subject) => subject === "Starting in 1 hour: Moved class")).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes("09:00 pm IST"))).toHaveLength(1);
    expect(await remindersTo(testDb.db, optedOut)).toEqual([]);

    // Turned on again: the next reminder reaches them.
    await setClassRemindersOff(testDb.db, optedOut, false, { source: "account" });
    await sendClassReminders(testDb.db, { now: before(newStart, 0.5), appUrl: APP_URL });
    expect((await remindersTo(testDb.db, optedOut)).map((mail) => mail.subject)).toEqual(["Starting in 1 hour: Moved class"]);
  });

  it("an enrolment whose account moved to another verified address is reminded there", async () => {
    const batch = uniqueBatch();
    const startsAt = classStart();
    await sessionAt(testDb.db, batch, startsAt);
    const paidWith = await studentIn(testDb.db, batch);
    const movedTo = uniquePayerEmail("moved");
    const accountId = await authUserFor(testDb.db, movedTo);
    await testDb.db.update(enrolments).set({ userId: accountId }).where(eq(enrolments.studentEmail, paidWith));
    await sendClassReminders(testDb.db, { now: before(startsAt, 2), appUrl: APP_URL });
    expect(await remindersTo(testDb.db, paidWith)).toEqual([]);
    expect(await remindersTo(testDb.db, movedTo)).toHaveLength(1);
  });

  it("two servers on one database, and a restart in between, send each reminder once and lose none", async () => {
    const store = await persistentStore();
    try {
      const batch = uniqueBatch();
      const startsAt = classStart();
      let first = await openDatabase(store.target);
      await sessionAt(first.db, batch, startsAt);
      const students = [await studentIn(first.db, batch), await studentIn(first.db, batch), await studentIn(first.db, batch)];
      // PostgreSQL: a second server with its own connections runs the job at the same moment. (PGlite is one process.)
      const second = process.env.TEST_DB_KIND === "postgres" ? await openDatabase(store.target) : first;
      const dayBefore = { now: before(startsAt, 23), appUrl: APP_URL };
      const runs = await Promise.all([first, second, first, second].map((server) => sendClassReminders(server.db, dayBefore)));
      expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(3);
      if (second !== first) await second.close();
      await first.close();

      // Restarted an hour before the class: the day-before reminders are not sent again, the hour-before ones go.
      first = await openDatabase(store.target);
      expect((await sendClassReminders(first.db, dayBefore)).queued).toBe(0);
      expect((await sendClassReminders(first.db, { now: before(startsAt, 1), appUrl: APP_URL })).queued).toBe(3);
      for (const email of students) expect(await remindersTo(first.db, email)).toHaveLength(2);
      const [claims] = await queryRows<{ count: number }>(first.db, sql`select count(*)::int as count from class_reminders`);
      expect(claims!.count).toBe(6);
      await first.close();
    } finally {
      await store.remove();
    }
  });
});

async function authUserFor(database: Database, email: string): Promise<string> {
  const id = randomUUID();
  await database.execute(
    sql`insert into auth_user (id, name, email, email_verified, created_at, updated_at) values (${id}, 'Kavya Rao', ${email}, true, now(), now())`,
  );
  return id;
}

describe("recording available", () => {
  it("adding or changing a session's recording link e-mails the batch's students once per change, not the opted-out", async () => {
    const batch = uniqueBatch();
    const student = await studentIn(testDb.db, batch);
    const optedOut = await studentIn(testDb.db, batch);
    const elsewhere = await studentIn(testDb.db, uniqueBatch());
    await setClassRemindersOff(testDb.db, optedOut, true, { source: "email-reminder-link" });
    const actor = { id: "admin-id", email: "admin@example.com" };
    const record = {
      sessionId: (nextSessionId += 1),
      batchId: batch,
      sessionDate: "2026-11-20",
      sessionStartTime: "19:00",
      durationMinutes: null,
      sessionLink: null as string | null,
      studyMaterialLink: null,
      sessionTitle: "Agents in production",
      sessionDescription: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const recordingMails = async (email: string) =>
      (await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter((mail) =>
        mail.subject.startsWith("Recording available"),
      );

    await saveSessionRecord(testDb.db, { actor, record, overwrite: true }); // no recording yet
    expect(await recordingMails(student)).toEqual([]);
    await saveSessionRecord(testDb.db, {
      actor,
      record: { ...record, sessionLink: "https://teams.microsoft.com/l/recording/1" },
      overwrite: true,
    });
    await saveSessionRecord(testDb.db, {
      actor,
      record: { ...record, sessionLink: "https://teams.microsoft.com/l/recording/1", sessionTitle: "Agents in production" },
      overwrite: true,
    }); // the same link again: nothing new
    await saveSessionRecord(testDb.db, {
      actor,
      record: { ...record, sessionLink: "https://teams.microsoft.com/l/recording/2" },
      overwrite: true,
    });
    // The saves queued the notices; the job sends them, once however often it runs.
    expect(await recordingMails(student)).toEqual([]);
    const notices = async () => sendRecordingNotices(testDb.db, { appUrl: getConfig().appUrl });
    expect(await notices()).toEqual({ notices: 2, queued: 2 });
    expect(await notices()).toEqual({ notices: 0, queued: 0 });

    const mails = await recordingMails(student);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Recording available: Agents in production",
      "Recording available: Agents in production",
    ]);
    expect(mails[0]!.textBody).toContain(`Watch the recording: ${getConfig().appUrl}/dashboard#sessions`);
    expect(mails[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await recordingMails(optedOut)).toEqual([]);
    expect(await recordingMails(elsewhere)).toEqual([]);
  });
});
