// The student dashboard on the server: the route loaders and resource routes called with real Requests that carry
// a real session cookie, against a fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
// Two students with a batch each prove that no loader or resource route hands one of them the other's data.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_MESSAGES } from "~/accounts/messages";
import { addDaysToDate } from "~/platform/india-time";
import { loader as calendarDownloadLoader } from "~/routes/dashboard/calendar-download";
import { loader as calendarFeedLoader } from "~/routes/dashboard/calendar-feed";
import { loader as certificateDownloadLoader } from "~/routes/dashboard/certificate-download";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard/dashboard";
import { loader as verificationQrCodeLoader } from "~/routes/community/verification-qr-code";
import { loader as verifyLoader } from "~/routes/community/verify-certificate";
import { getAuth } from "~/accounts/auth/auth.server";
import { getConfig } from "~/platform/config.server";
import type { StudentDashboard } from "~/enrolments/load-student-dashboard.server";
import { verificationQrSvg } from "~/platform/verification-qr-code.server";
import {
  batchSessionLinks,
  calendarFeeds,
  certificates,
  payments,
  referralCredits,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "~/platform/db/schema";
import { guestPaymentRow } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";
import { verifyEmailThroughLink } from "../support/verified-account";

const APP_URL = getConfig().appUrl;
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = "Student#Pass2026";
const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type RouteFunction = (args: never) => unknown;

/** Runs a loader or action as React Router would; a thrown Response is returned instead. */
async function run(routeFunction: RouteFunction, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  try {
    return await routeFunction({ request, params, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

function get(path: string, cookie?: string) {
  return new Request(`${APP_URL}${path}`, { headers: cookie ? { cookie } : {} });
}

function post(
  path: string,
  fields: Record<string, string>,
  { cookie, origin = new URL(APP_URL).origin }: { cookie?: string; origin?: string },
) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", origin });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${APP_URL}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function isoDay(offsetDays: number) {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

// Instants on a whole minute, so the India clock of each payment (kept to the second) is known exactly.
const TEST_NOW = Math.floor(Date.now() / 60_000) * 60_000;

function instantDaysAgo(days: number) {
  return new Date(TEST_NOW - days * DAY_MS);
}

/** What a clock in India reads at `instant`: 'YYYY-MM-DD' and 'HH:MM:SS' (India keeps +05:30 all year). */
function indiaClockOf(instant: Date) {
  const shifted = new Date(instant.getTime() + (5 * 60 + 30) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19) };
}

async function dashboardOf(cookie: string): Promise<StudentDashboard> {
  const result = (await run(dashboardLoader, get("/dashboard", cookie))) as { signedIn: boolean; dashboard: StudentDashboard };
  expect(result.signedIn).toBe(true);
  return result.dashboard;
}

/** The HTTP status of a returned or thrown Response, or of a thrown `data(…, { status })`. */
function expectStatus(result: unknown, status: number) {
  const actual = result instanceof Response ? result.status : (result as { init?: { status?: number } } | null)?.init?.status;
  expect(actual).toBe(status);
}

async function calendarEvents(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  const text = await response.text();
  const events = Object.values(ical.sync.parseICS(text)).filter((component): component is VEvent => component?.type === "VEVENT");
  return { text, events: events.sort((a, b) => a.start.getTime() - b.start.getTime()) };
}

interface Student {
  email: string;
  userId: string;
  cookie: string;
}

describe("student dashboard", () => {
  const testDb = useFreshDatabase();
  const suffix = randomUUID().slice(0, 8);
  let imageHost: http.Server;
  let imageBase: string;
  let asha: Student; // Agentic AI, pays in INR
  let ben: Student; // Quantum Computing, pays in USD
  const friendPaymentIds = { ravi: randomUUID(), kiran: randomUUID(), sam: randomUUID(), mei: randomUUID() };

  async function createAccount(email: string, name: string, { withProfile }: { withProfile: boolean }): Promise<Student> {
    const auth = await getAuth();
    const created = await auth.api.signUpEmail({ body: { email, password: PASSWORD, name } });
    if (withProfile) {
      await testDb.db
        .insert(users)
        .values({ userId: created.user.id, email, name, mobileNo: "9800000000", age: 31, occupation: "Engineer" });
    }
    const cookie = await signInCookie(email);
    await verifyEmailThroughLink(email, cookie);
    return { email, userId: created.user.id, cookie };
  }

  async function signInCookie(email: string) {
    const auth = await getAuth();
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  const paymentRow = (overrides: Partial<typeof payments.$inferInsert> & { createdAt: Date }) =>
    guestPaymentRow({ name: "Someone", email: `someone.${suffix}@example.com`, mobile: "9000000000", ...overrides });

  beforeAll(async () => {
    imageHost = http.createServer((request, response) => {
      if (request.url === "/certificate.png") {
        response.writeHead(200, { "content-type": "image/png", "content-length": PNG_BYTES.length });
        response.end(PNG_BYTES);
      } else {
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("missing");
      }
    });
    await new Promise<void>((resolve) => imageHost.listen(0, "127.0.0.1", resolve));
    imageBase = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;

    asha = await createAccount(`asha.${suffix}@example.com`, "Asha Rao", { withProfile: true });
    ben = await createAccount(`ben.${suffix}@example.com`, "Ben Carter", { withProfile: true });

    await testDb.db.insert(studentMasterTable).values([
      {
        email: asha.email,
        studentName: "Asha Rao",
        batchId: `AGENTIC_${suffix}`,
        currentCourseName: "Agentic AI",
        totalAmountPaid: "5998.00",
        currency: "INR",
        enrollmentDate: isoDay(-40),
      },
      {
        email: ben.email,
        studentName: "Ben Carter",
        batchId: `QUANTUM_${suffix}`,
        currentCourseName: "Quantum Computing",
        totalAmountPaid: "599.00",
        currency: "USD",
        enrollmentDate: isoDay(-20),
      },
    ]);
    await testDb.db.insert(batchSessionLinks).values([
      {
        batchId: `AGENTIC_${suffix}`,
        courseName: "Agentic AI",
        teamsMeetingLink: "https://teams.example/asha-active",
        meetingId: "111 222",
        passcode: "aaa111",
        recurringSchedule: "Every Saturday, 7:00 PM IST",
        isActive: true,
      },
      {
        batchId: `AGENTIC_${suffix}`,
        courseName: "Agentic AI",
        teamsMeetingLink: "https://teams.example/asha-retired",
        isActive: false,
      },
      {
        batchId: `QUANTUM_${suffix}`,
        courseName: "Quantum Computing",
        teamsMeetingLink: "https://teams.example/ben-active",
        isActive: true,
      },
    ]);
    await testDb.db.insert(sessionMasterTable).values([
      {
        sessionId: 91_001,
        batchId: `AGENTIC_${suffix}`,
        sessionDate: isoDay(-14),
        sessionStartTime: "19:00:00",
        sessionTitle: "Asha past session",
        sessionLink: "https://video.example/asha-1",
      },
      {
        sessionId: 91_003,
        batchId: `AGENTIC_${suffix}`,
        sessionDate: isoDay(14),
        sessionStartTime: "19:00:00",
        sessionTitle: "Asha later session",
      },
      {
        sessionId: 91_002,
        batchId: `AGENTIC_${suffix}`,
        sessionDate: isoDay(7),
        sessionStartTime: "19:00:00",
        sessionTitle: "Asha next session",
        sessionDescription: "Tools, agents; and parsers",
      },
      {
        sessionId: 92_001,
        batchId: `QUANTUM_${suffix}`,
        sessionDate: isoDay(-7),
        sessionStartTime: "20:00:00",
        sessionTitle: "Ben past session",
      },
      {
        sessionId: 92_002,
        batchId: `QUANTUM_${suffix}`,
        sessionDate: isoDay(7),
        sessionStartTime: "20:00:00",
        sessionTitle: "Ben next session",
      },
    ]);
    await testDb.db.insert(payments).values([
      // Asha: the newest qualifying payment is 40 days old; newer ones are too small, failed or pending.
      paymentRow({ email: asha.email, name: "Asha Rao", createdAt: instantDaysAgo(40), course: "Agentic AI" }),
      paymentRow({ email: asha.email, name: "Asha Rao", createdAt: instantDaysAgo(10), course: "Masterclass", amount: "199.00" }),
      paymentRow({ email: asha.email, name: "Asha Rao", createdAt: instantDaysAgo(5), paymentStatus: "failed" }),
      paymentRow({ email: asha.email, name: "Asha Rao", createdAt: instantDaysAgo(2), paymentStatus: "pending" }),
      // Ben pays in dollars: 149 counts, 99.99 does not.
      paymentRow({
        email: ben.email,
        name: "Ben Carter",
        createdAt: instantDaysAgo(20),
        currency: "USD",
        amount: "149.00",
        country: "US",
        course: "Quantum Computing",
      }),
      paymentRow({
        email: ben.email,
        name: "Ben Carter",
        createdAt: instantDaysAgo(3),
        currency: "USD",
        amount: "99.99",
        country: "US",
        course: "Quantum Computing",
      }),
      // Friends who used Asha's code, and one who used Ben's.
      paymentRow({
        id: friendPaymentIds.ravi,
        email: `ravi.${suffix}@example.com`,
        mobile: "9111111111",
        name: "Ravi Kumar",
        createdAt: instantDaysAgo(6),
        amount: "2789.07",
        referredByEmail: asha.email,
      }),
      paymentRow({
        id: friendPaymentIds.kiran,
        email: `kiran.${suffix}@example.com`,
        name: "Kiran Das",
        createdAt: instantDaysAgo(5),
        amount: "2789.07",
        referredByEmail: asha.email,
      }),
      paymentRow({
        id: friendPaymentIds.sam,
        email: `sam.${suffix}@example.com`,
        name: "Sam Lee",
        createdAt: instantDaysAgo(4),
        currency: "USD",
        amount: "138.57",
        referredByEmail: asha.email,
      }),
      paymentRow({
        email: `ola.${suffix}@example.com`,
        name: "Ola Nordmann",
        createdAt: instantDaysAgo(3),
        amount: "5000.00",
        paymentStatus: "failed",
        referredByEmail: asha.email,
      }),
      paymentRow({
        id: friendPaymentIds.mei,
        email: `mei.${suffix}@example.com`,
        name: "Mei Chen",
        createdAt: instantDaysAgo(2),
        referredByEmail: ben.email,
      }),
    ]);
    // The referral ledger, as a first success writes it: 10 % of each payment, rounded half up (none for Ola's failure).
    await testDb.db.insert(referralCredits).values([
      { paymentId: friendPaymentIds.ravi, referrerEmail: asha.email, amount: "278.91", currency: "INR" },
      { paymentId: friendPaymentIds.kiran, referrerEmail: asha.email, amount: "278.91", currency: "INR" },
      { paymentId: friendPaymentIds.sam, referrerEmail: asha.email, amount: "13.86", currency: "USD" },
      { paymentId: friendPaymentIds.mei, referrerEmail: ben.email, amount: "299.90", currency: "INR" },
    ]);
    await testDb.db.insert(certificates).values([
      {
        userEmail: asha.email,
        certificateName: "Asha Masterclass Certificate",
        certificateImageLink: `${imageBase}/certificate.png`,
        dateOfIssuing: isoDay(-30),
        verificationId: `ashaactive${suffix}`,
      },
      {
        userEmail: asha.email,
        certificateName: "Asha Broken Link Certificate",
        certificateImageLink: `${imageBase}/gone.png`,
        dateOfIssuing: isoDay(-60),
        verificationId: `ashabroken${suffix}`,
      },
      {
        userEmail: asha.email,
        certificateName: "Asha Revoked Certificate",
        certificateImageLink: `${imageBase}/certificate.png`,
        dateOfIssuing: isoDay(-90),
        isActive: false,
        verificationId: `asharevoked${suffix}`,
      },
      {
        userEmail: ben.email,
        certificateName: "Ben Quantum Certificate",
        certificateImageLink: `${imageBase}/certificate.png`,
        dateOfIssuing: isoDay(-5),
        verificationId: `benactive${suffix}`,
      },
    ]);
  });

  afterAll(async () => {
    await new Promise((resolve) => imageHost?.close(resolve));
  });

  describe("/dashboard", () => {
    it("asks a signed-out visitor to sign in, with nothing else", async () => {
      expect(await run(dashboardLoader, get("/dashboard"))).toEqual({ signedIn: false });
    });

    it("shows Asha her profile, batch link, sessions, fee, certificates, payments and referrals", async () => {
      const dashboard = await dashboardOf(asha.cookie);
      expect(dashboard.email).toBe(asha.email);
      expect(dashboard.errors).toEqual({ profile: null, student: null, data: null, paymentHistoryDebug: null });
      expect(dashboard.profile).toMatchObject({ name: "Asha Rao", age: 31, occupation: "Engineer" });
      expect(dashboard.student).toMatchObject({ batchId: `AGENTIC_${suffix}`, currentCourseName: "Agentic AI", currency: "INR" });
      expect(dashboard.classLink).toMatchObject({
        teamsMeetingLink: "https://teams.example/asha-active",
        meetingId: "111 222",
        passcode: "aaa111",
        recurringSchedule: "Every Saturday, 7:00 PM IST",
      });
      expect(dashboard.sessions.upcoming.map((session) => session.sessionTitle)).toEqual([
        "Asha next session",
        "Asha later session",
      ]);
      expect(dashboard.sessions.past.map((session) => session.sessionTitle)).toEqual(["Asha past session"]);
      // Numbered in date order, whatever order they were stored in.
      expect(dashboard.sessions.upcoming.map((session) => session.number)).toEqual([2, 3]);
      expect(dashboard.certificates.map((certificate) => certificate.certificateName)).toEqual([
        "Asha Masterclass Certificate",
        "Asha Broken Link Certificate",
      ]);
      expect(dashboard.certificates[0]).toMatchObject({
        verificationUrl: `${APP_URL}/verify/ashaactive${suffix}`,
        qrCodePath: `/verify/ashaactive${suffix}/qr.svg`,
        linkedInUrl: expect.stringContaining("startTask=CERTIFICATION_NAME"),
      });
      expect(dashboard.payments.map((payment) => payment.paymentStatus)).toEqual(["pending", "failed", "success", "success"]);
      const masterclassPaidAt = indiaClockOf(instantDaysAgo(10));
      expect(dashboard.payments[2]).toMatchObject({
        course: "Masterclass",
        amountMinor: 19_900,
        currency: "INR",
        paymentDate: masterclassPaidAt.date,
        paymentTime: masterclassPaidAt.time,
      });
    });

    it("sets the upcoming payment date from the newest successful payment of at least 2000 INR", async () => {
      const dashboard = await dashboardOf(asha.cookie);
      expect(dashboard.upcomingPaymentDate).toBe(addDaysToDate(indiaClockOf(instantDaysAgo(40)).date, 30));
    });

    it("sets it for a USD student from the newest successful payment of at least 100 USD", async () => {
      const dashboard = await dashboardOf(ben.cookie);
      expect(dashboard.upcomingPaymentDate).toBe(addDaysToDate(indiaClockOf(instantDaysAgo(20)).date, 30));
    });

    it("dates a payment by India's clock from the instant it was made, whatever the database's time zone", async () => {
      const night = await createAccount(`night.owl.${suffix}@example.com`, "Night Owl", { withProfile: true });
      // 00:30 on 11 March in India is still 10 March in UTC (and in any database set to UTC or America/*).
      await testDb.db
        .insert(payments)
        .values(paymentRow({ email: night.email, name: "Night Owl", createdAt: new Date("2026-03-10T19:00:00.000Z") }));
      const dashboard = await dashboardOf(night.cookie);
      expect(dashboard.payments).toEqual([expect.objectContaining({ paymentDate: "2026-03-11", paymentTime: "00:30:00" })]);
      expect(dashboard.upcomingPaymentDate).toBe("2026-04-10");
      // The spec's columns stay meaningful for anyone reading the table directly.
      const [stored] = await testDb.db
        .select({ paymentDate: payments.paymentDate, paymentTime: payments.paymentTime })
        .from(payments)
        .where(eq(payments.email, night.email));
      expect(stored).toEqual({ paymentDate: "2026-03-11", paymentTime: "00:30:00" });
    });

    it("works out the fee in the student's currency and the sessions left of 25", async () => {
      const ashaView = await dashboardOf(asha.cookie);
      expect(ashaView.fee).toEqual({
        currency: "INR",
        feeMinor: 11_996_00,
        paidMinor: 5_998_00,
        remainingMinor: 5_998_00,
        percentPaid: 50,
      });
      expect(ashaView.sessionProgress).toEqual({ total: 25, listed: 3, remaining: 22, percentListed: 12 });

      const benView = await dashboardOf(ben.cookie);
      expect(benView.fee).toEqual({
        currency: "USD",
        feeMinor: 2_396_00,
        paidMinor: 599_00,
        remainingMinor: 1_797_00,
        percentPaid: 25,
      });
      expect(benView.sessionProgress.remaining).toBe(23);

      await testDb.db
        .update(studentMasterTable)
        .set({ totalAmountPaid: "12500.00" })
        .where(eq(studentMasterTable.email, asha.email));
      try {
        expect((await dashboardOf(asha.cookie)).fee).toMatchObject({ remainingMinor: 0, percentPaid: 100 });
      } finally {
        await testDb.db
          .update(studentMasterTable)
          .set({ totalAmountPaid: "5998.00" })
          .where(eq(studentMasterTable.email, asha.email));
      }
    });

    it("pays 10% of friends' successful payments per currency, naming them only by initials", async () => {
      const { referral } = await dashboardOf(asha.cookie);
      expect(referral.code).toBe(asha.email);
      // The lines are the ledger's credits; each total is their sum (₹278.91 + ₹278.91), not 10 % of ₹5,578.14.
      expect(referral.payments.map((payment) => [payment.maskedName, payment.earningMinor])).toEqual([
        ["S*** L***", 1_386],
        ["K*** D***", 27_891],
        ["R*** K***", 27_891],
      ]);
      expect(referral.totals).toEqual([
        { currency: "INR", referredMinor: 557_814, earningMinor: 55_782, paidOutMinor: 0, balanceMinor: 55_782 },
        { currency: "USD", referredMinor: 13_857, earningMinor: 1_386, paidOutMinor: 0, balanceMinor: 1_386 },
      ]);
      expect(referral.payouts).toEqual([]);
      expect(referral.shareMessage).toContain(asha.email);
      expect(referral.shareMessage).toContain("2789 per month");
      expect(referral.shareLink).toBe(`https://wa.me/?text=${encodeURIComponent(referral.shareMessage)}`);
      const everything = JSON.stringify(referral);
      for (const secret of ["Ravi Kumar", "Kiran Das", `ravi.${suffix}@example.com`, "9111111111", "Mei Chen", "Ola"]) {
        expect(everything).not.toContain(secret);
      }
    });

    it("never gives one student another's batch, sessions, payments, certificates or referrals", async () => {
      const ashaView = JSON.stringify(await dashboardOf(asha.cookie));
      const benView = JSON.stringify(await dashboardOf(ben.cookie));
      for (const bensData of [
        "ben-active",
        "Ben past session",
        "Ben next session",
        "Ben Quantum Certificate",
        `benactive${suffix}`,
        ben.email,
        "Quantum",
        "M*** C***",
        // Ben's payment of 149 dollars (not "149" alone: a random id may hold those digits).
        '"amountMinor":14900',
      ]) {
        expect(benView).toContain(bensData);
        expect(ashaView).not.toContain(bensData);
      }
      for (const ashasData of [
        "asha-active",
        "asha-retired",
        "Asha past session",
        "Asha next session",
        "Asha Masterclass",
        `ashaactive${suffix}`,
        asha.email,
        "Masterclass",
        "R*** K***",
        "S*** L***",
      ]) {
        expect(benView).not.toContain(ashasData);
      }
    });

    it("creates the fallback profile for an account without one: e-mail prefix, empty mobile, age 25, 'Professional'", async () => {
      const newcomer = await createAccount(`new.comer.${suffix}@example.com`, "Whatever Name", { withProfile: false });
      const dashboard = await dashboardOf(newcomer.cookie);
      expect(dashboard.errors.profile).toBeNull();
      expect(dashboard.profile).toEqual({
        name: `new.comer.${suffix}`,
        email: newcomer.email,
        mobileNo: "",
        age: 25,
        occupation: "Professional",
        timeZone: null, // until the dashboard's browser reports it
      });
      const [stored] = await testDb.db.select().from(users).where(eq(users.userId, newcomer.userId));
      expect(stored).toMatchObject({ name: `new.comer.${suffix}`, mobileNo: "", age: 25, occupation: "Professional" });

      // Not enrolled yet: empty states, not errors.
      expect(dashboard.errors).toEqual({ profile: null, student: null, data: null, paymentHistoryDebug: null });
      expect(dashboard).toMatchObject({
        student: null,
        classLink: null,
        fee: null,
        calendar: null,
        upcomingPaymentDate: null,
        certificates: [],
        payments: [],
      });
      expect(dashboard.sessions).toEqual({
        upcoming: [],
        past: [],
        listed: 0,
        attendance: { attended: 0, held: 0, percent: null },
      });

      // A second visit finds the profile instead of making another.
      await dashboardOf(newcomer.cookie);
      expect(await testDb.db.select().from(users).where(eq(users.email, newcomer.email))).toHaveLength(1);
    });

    it("says 'Failed to create user profile' when the fallback profile cannot be saved", async () => {
      const newcomer = await createAccount(`refused.${suffix}@example.com`, "Refused", { withProfile: false });
      await testDb.db.execute(
        sql`alter table users add constraint refuse_fallback_profile check (email <> ${sql.raw(`'${newcomer.email}'`)})`,
      );
      try {
        const dashboard = await dashboardOf(newcomer.cookie);
        expect(dashboard.errors.profile).toBe(DASHBOARD_MESSAGES.profileFailed);
        expect(dashboard.profile).toBeNull();
        expect(dashboard.referral.code).toBe(newcomer.email); // the rest still shows
      } finally {
        await testDb.db.execute(sql`alter table users drop constraint refuse_fallback_profile`);
      }
    });

    it("reports 'Failed to load student information' and 'Failed to load dashboard data' on real read errors", async () => {
      await testDb.db.execute(sql`alter table student_master_table rename to student_master_table_hidden`);
      try {
        const dashboard = await dashboardOf(asha.cookie);
        expect(dashboard.errors.student).toBe(DASHBOARD_MESSAGES.studentFailed);
        expect(dashboard.student).toBeNull();
      } finally {
        await testDb.db.execute(sql`alter table student_master_table_hidden rename to student_master_table`);
      }

      await testDb.db.execute(sql`alter table payments rename to payments_hidden`);
      try {
        const dashboard = await dashboardOf(asha.cookie);
        expect(dashboard.errors.data).toBe(DASHBOARD_MESSAGES.dataFailed);
        expect(dashboard.errors.paymentHistoryDebug).toMatch(/^Debug: .*payments/);
        expect(dashboard.errors.student).toBeNull();
        expect(dashboard.classLink).not.toBeNull(); // what could be read is still shown
      } finally {
        await testDb.db.execute(sql`alter table payments_hidden rename to payments`);
      }
    });
  });

  describe("calendar", () => {
    it("downloads the signed-in student's own sessions as iCalendar, in IST with the class link", async () => {
      const { text, events } = await calendarEvents(
        await run(calendarDownloadLoader, get("/dashboard/calendar.ics", asha.cookie)),
      );
      expect(events.map((event) => event.summary)).toEqual([
        "Agentic AI: Asha past session",
        "Agentic AI: Asha next session",
        "Agentic AI: Asha later session",
      ]);
      expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata");
      expect(text).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T190000/);
      const next = events[1]!;
      expect(next.start.toISOString()).toBe(`${isoDay(7)}T13:30:00.000Z`); // 19:00 IST
      expect(next.end!.getTime() - next.start.getTime()).toBe(2 * 60 * 60 * 1000);
      expect(next.location).toBe("https://teams.example/asha-active");
      expect(next.description).toContain("Join the class: https://teams.example/asha-active");
      expect(next.description).toContain("Tools, agents; and parsers");
      expect(text).not.toContain("Ben");
      expect(text).not.toContain("asha-retired");

      const bens = await calendarEvents(await run(calendarDownloadLoader, get("/dashboard/calendar.ics", ben.cookie)));
      expect(bens.events.map((event) => event.summary)).toEqual([
        "Quantum Computing: Ben past session",
        "Quantum Computing: Ben next session",
      ]);
      expect(bens.text).not.toContain("Asha");
    });

    it("sends a signed-out visitor to sign in first", async () => {
      const result = await run(calendarDownloadLoader, get("/dashboard/calendar.ics"));
      expectStatus(result, 302);
      expect((result as Response).headers.get("location")).toBe(
        `/signin?redirectTo=${encodeURIComponent("/dashboard/calendar.ics")}`,
      );
    });

    it("serves a private subscription link per student, and nothing for a wrong or reset token", async () => {
      const ashaUrl = (await dashboardOf(asha.cookie)).calendar!.subscriptionUrl;
      const benUrl = (await dashboardOf(ben.cookie)).calendar!.subscriptionUrl;
      expect(ashaUrl).toMatch(new RegExp(`^${APP_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      expect(benUrl).not.toBe(ashaUrl);
      const feedFile = (url: string) => url.split("/").pop()!;

      // No cookie: the token alone identifies the feed.
      const ashaFeed = await calendarEvents(
        await run(calendarFeedLoader, get(`/calendar/${feedFile(ashaUrl)}`), { feedFile: feedFile(ashaUrl) }),
      );
      expect(ashaFeed.events.map((event) => event.summary)).toHaveLength(3);
      expect(ashaFeed.text).not.toContain("Ben");
      const benFeed = await calendarEvents(
        await run(calendarFeedLoader, get(`/calendar/${feedFile(benUrl)}`), { feedFile: feedFile(benUrl) }),
      );
      expect(benFeed.text).toContain("Ben next session");
      expect(benFeed.text).not.toContain("Asha");

      // A signed-in student cannot reach another feed by guessing: only the exact token works.
      const token = feedFile(ashaUrl).replace(/\.ics$/, "");
      const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}.ics`;
      for (const candidate of [wrong, `${token}.ICS`, token, "x.ics", `${"A".repeat(43)}.ics`]) {
        expectStatus(await run(calendarFeedLoader, get(`/calendar/${candidate}`, ben.cookie), { feedFile: candidate }), 404);
      }

      // Resetting the link cuts off the old one.
      const reset = await run(dashboardAction, post("/dashboard", { intent: "reset-calendar-link" }, { cookie: asha.cookie }));
      expect(reset).toEqual({ calendarLinkReset: true });
      const newUrl = (await dashboardOf(asha.cookie)).calendar!.subscriptionUrl;
      expect(newUrl).not.toBe(ashaUrl);
      expectStatus(await run(calendarFeedLoader, get(`/calendar/${feedFile(ashaUrl)}`), { feedFile: feedFile(ashaUrl) }), 404);
      await calendarEvents(await run(calendarFeedLoader, get(`/calendar/${feedFile(newUrl)}`), { feedFile: feedFile(newUrl) }));
      // Ben's link was not touched.
      await calendarEvents(await run(calendarFeedLoader, get(`/calendar/${feedFile(benUrl)}`), { feedFile: feedFile(benUrl) }));
      expect(await testDb.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ben.userId))).toHaveLength(1);
    });

    it("makes one subscription link when two first visits come at once", async () => {
      await testDb.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, ben.userId));
      const [first, second] = await Promise.all([dashboardOf(ben.cookie), dashboardOf(ben.cookie)]);
      expect(first.calendar!.subscriptionUrl).toMatch(new RegExp(`^${APP_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      expect(second.calendar!.subscriptionUrl).toBe(first.calendar!.subscriptionUrl);
      const feedFile = first.calendar!.subscriptionUrl.split("/").pop()!;
      const token = feedFile.replace(/\.ics$/, "");
      const rows = await testDb.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ben.userId));
      expect(rows.map((row) => row.token)).toEqual([token]);
    });

    it("refuses to reset the link from another site or when signed out", async () => {
      const before = (await dashboardOf(asha.cookie)).calendar!.subscriptionUrl;
      expectStatus(
        await run(
          dashboardAction,
          post("/dashboard", { intent: "reset-calendar-link" }, { cookie: asha.cookie, origin: "https://evil.example" }),
        ),
        403,
      );
      expectStatus(await run(dashboardAction, post("/dashboard", { intent: "reset-calendar-link" }, {})), 302);
      expect((await dashboardOf(asha.cookie)).calendar!.subscriptionUrl).toBe(before);
    });
  });

  describe("certificates", () => {
    it("fetches nothing from a private or plain-http address: 502, so the page opens the link instead", async () => {
      // The image host here is http://127.0.0.1; a successful download from a public https host is in
      // tests/integration/certificate-download.test.ts.
      const result = await run(
        certificateDownloadLoader,
        get(`/dashboard/certificates/ashaactive${suffix}/download`, asha.cookie),
        {
          verificationId: `ashaactive${suffix}`,
        },
      );
      expectStatus(result, 502);
    });

    it("answers 502 when the image host fails, so the page can open the link instead", async () => {
      const result = await run(
        certificateDownloadLoader,
        get(`/dashboard/certificates/ashabroken${suffix}/download`, asha.cookie),
        {
          verificationId: `ashabroken${suffix}`,
        },
      );
      expectStatus(result, 502);
    });

    it("never hands out another student's certificate or a revoked one", async () => {
      for (const [cookie, verificationId] of [
        [asha.cookie, `benactive${suffix}`],
        [ben.cookie, `ashaactive${suffix}`],
        [asha.cookie, `asharevoked${suffix}`],
        [asha.cookie, "no-such-certificate"],
      ] as const) {
        expectStatus(
          await run(certificateDownloadLoader, get(`/dashboard/certificates/${verificationId}/download`, cookie), {
            verificationId,
          }),
          404,
        );
      }
      expectStatus(
        await run(certificateDownloadLoader, get(`/dashboard/certificates/ashaactive${suffix}/download`), {
          verificationId: `ashaactive${suffix}`,
        }),
        302,
      );
    });

    it("verifies certificates publicly: holder, name, date and whether it still stands", async () => {
      const active = (await run(verifyLoader, get(`/verify/ashaactive${suffix}`), { verificationId: `ashaactive${suffix}` })) as {
        certificate: Record<string, unknown>;
        pageUrl: string;
        qrCodePath: string;
      };
      expect(active.certificate).toMatchObject({
        holderName: "Asha Rao",
        certificateName: "Asha Masterclass Certificate",
        dateOfIssuing: isoDay(-30),
        isActive: true,
      });
      expect(active.pageUrl).toBe(`${APP_URL}/verify/ashaactive${suffix}`);
      expect(active.qrCodePath).toBe(`/verify/ashaactive${suffix}/qr.svg`);
      expect(JSON.stringify(active)).not.toContain(asha.email);

      const revoked = (await run(verifyLoader, get(`/verify/asharevoked${suffix}`), {
        verificationId: `asharevoked${suffix}`,
      })) as {
        certificate: Record<string, unknown>;
      };
      expect(revoked.certificate).toMatchObject({ certificateName: "Asha Revoked Certificate", isActive: false });

      expectStatus(await run(verifyLoader, get("/verify/unknownid123"), { verificationId: "unknownid123" }), 404);
      expectStatus(await run(verifyLoader, get("/verify/x"), { verificationId: "bad id!" }), 404);
    });

    it("draws a certificate's QR code as an image of its own: the verification page's address, public and cacheable", async () => {
      for (const verificationId of [`ashaactive${suffix}`, `asharevoked${suffix}`]) {
        const response = (await run(verificationQrCodeLoader, get(`/verify/${verificationId}/qr.svg`), {
          verificationId,
        })) as Response;
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
        expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
        const svg = await response.text();
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(svg).toBe(await verificationQrSvg(`${APP_URL}/verify/${verificationId}`));
        expect(svg).not.toBe(await verificationQrSvg(`${APP_URL}/verify/someoneelse${suffix}`));
      }
      expectStatus(
        await run(verificationQrCodeLoader, get("/verify/unknownid123/qr.svg"), { verificationId: "unknownid123" }),
        404,
      );
      expectStatus(await run(verificationQrCodeLoader, get("/verify/x/qr.svg"), { verificationId: "bad id!" }), 404);
    });
  });
});
