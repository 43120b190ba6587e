// Staff roles (docs/decisions/0104-staff-roles.md): every admin route module — loader, action, resource route — answers
// anonymous visitors, students, an instructor of the batch, an instructor of another batch, support and admins as
// STAFF_ACCESS says: data, the gate, or 403; a refused action changes nothing. Then the staff flows themselves.
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACCOUNTS_TEXT } from "~/staff/admin-accounts";
import { TWO_FACTOR_TEXT } from "~/staff/admin-two-factor";
import { STAFF_TEXT, type StaffRole } from "~/staff/staff-roles";
import * as spotAnalyticsExport from "~/routes/admin/ai-spot-analytics-export";
import * as spotAnalytics from "~/routes/admin/ai-spot-analytics";
import * as spotManagement from "~/routes/admin/ai-spot-management";
import * as acceptInvitation from "~/routes/admin/accept-admin-invitation";
import * as adminIndex from "~/routes/admin/admin-index";
import * as adminLayout from "~/routes/admin/admin-layout";
import * as adminSignIn from "~/routes/admin/admin-sign-in";
import * as adminsRoute from "~/routes/admin/admins";
import * as audit from "~/routes/admin/audit";
import * as messagesList from "~/routes/admin/messages";
import * as systemDesk from "~/routes/admin/system";
import * as batchAttendanceExport from "~/routes/admin/batch-attendance-export";
import * as batchesAssign from "~/routes/admin/batches-assign";
import * as batchesRoute from "~/routes/admin/batches";
import * as certificateUserSearch from "~/routes/admin/certificate-user-search";
import * as certificatesRoute from "~/routes/admin/certificates";
import * as leadDetails from "~/routes/admin/lead-details";
import * as leadsExport from "~/routes/admin/leads-export";
import * as sessionAttendance from "~/routes/admin/session-attendance";
import * as leadsList from "~/routes/admin/leads";
import * as libraryRoute from "~/routes/admin/library";
import * as paymentRefund from "~/routes/admin/payment-refund";
import * as paymentDetails from "~/routes/admin/payment-details";
import * as paymentInvoice from "~/routes/admin/payment-invoice-download";
import * as paymentsExport from "~/routes/admin/payments-export";
import * as paymentsList from "~/routes/admin/payments";
import * as collectionsDesk from "~/routes/admin/collections";
import * as collectionsExport from "~/routes/admin/collections-export";
import * as referralPayout from "~/routes/admin/referral-payout";
import * as referralsList from "~/routes/admin/referrals";
import * as referrerDetails from "~/routes/admin/referrer-details";
import * as sessionLinks from "~/routes/admin/session-links";
import * as sessions from "~/routes/admin/sessions";
import * as spotQrCode from "~/routes/admin/spot-qr-code";
import * as studentDetails from "~/routes/admin/student-details";
import * as students from "~/routes/admin/students";
import * as classroomList from "~/routes/admin/classroom";
import * as classroomBatch from "~/routes/admin/classroom-batch";
import * as classroomGradebook from "~/routes/admin/classroom-gradebook";
import * as gradebookExport from "~/routes/admin/classroom-gradebook-export";
import * as reviews from "~/routes/admin/reviews";
import * as cohorts from "~/routes/admin/cohorts";
import * as completionRulesRoute from "~/routes/admin/completion-rules";
import { ensureAdminAccount } from "~/platform/startup.server";
import {
  adminInvitations,
  assignments,
  auditLog,
  authSession,
  authUser,
  batchInstructors,
  classAnnouncements,
  completionRules,
  emailOutbox,
  enrolments,
  leadNotes,
  sessionMasterTable,
  studentMasterTable,
} from "~/platform/db/schema";
import { ensureBatches, signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { adminRecordsSnapshot, insertAdminScreenRecords } from "../support/admin-records";
import { validCertificate, validLibraryItem, validLink, validPayout, validRefund, validSession } from "../support/admin-forms";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";
import { totpCode } from "../support/totp";

type Who = "anonymous" | "student" | "instructor" | "other instructor" | "support" | "admin";
const WHO: Who[] = ["anonymous", "student", "instructor", "other instructor", "support", "admin"];
const STAFF: Who[] = ["instructor", "other instructor", "support", "admin"];
// A review names its hand-in, whose batch is checked after the role: an unknown one is 404 to those who teach.
const TEACHING_STAFF: Who[] = ["instructor", "other instructor", "admin"];
// 'instructor' teaches OWN_BATCH; 'other instructor' teaches OTHER_BATCH only.
const OWN_BATCH = "ROLES_OWN_BATCH";
const OTHER_BATCH = "ROLES_OTHER_BATCH";
const OWN_SESSION_ID = 4101;
const OTHER_SESSION_ID = 4102;

describe("staff roles", () => {
  const testDb = useFreshDatabase();
  const cookies = {} as Record<Who, string | undefined>;
  const userIds = {} as Record<"instructor" | "other instructor" | "support" | "admin", string>;
  let student: { email: string; password: string; cookie: string };
  let ownStudentRowId: number;
  let otherStudentEmail: string;
  let spotId: string;
  let certificateId: string;
  let libraryItemId: string;
  let paymentId: string;
  let leadId: string;
  let enrolmentId: string;
  let openInvitationId: string;

  /** A staff account with this role, signed in through the admin gate (the role set as an accepted invitation does). */
  async function signInNewStaff(role: StaffRole) {
    const email = uniqueEmail(role);
    const password = "staff-secret-2026";
    await ensureAdminAccount(testDb.db, { email, password });
    const [account] = await testDb.db
      .update(authUser)
      .set({ role })
      .where(eq(authUser.email, email))
      .returning({ id: authUser.id });
    const response = await run(adminSignIn.action, formPost("/admin/sign-in", { username: email, password }));
    expect(statusOf(response)).toBe(302);
    return { id: account!.id, email, password, cookie: cookieOf(response) };
  }

  beforeAll(async () => {
    const database = testDb.db;
    await ensureBatches([OWN_BATCH, OTHER_BATCH, "ROLES_SPARE_BATCH"]);
    const admin = await signInNewAdmin();
    cookies.admin = admin.cookie;
    userIds.admin = (await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, admin.email)))[0]!.id;
    for (const [who, role] of [
      ["instructor", "instructor"],
      ["other instructor", "instructor"],
      ["support", "support"],
    ] as const) {
      const staff = await signInNewStaff(role);
      cookies[who] = staff.cookie;
      userIds[who] = staff.id;
    }
    await database.insert(batchInstructors).values([
      { batchId: OWN_BATCH, userId: userIds.instructor },
      { batchId: OTHER_BATCH, userId: userIds["other instructor"] },
    ]);
    student = await signUpStudent();
    cookies.student = student.cookie;
    cookies.anonymous = undefined;
    await database.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, student.email));
    const [row] = await database
      .insert(studentMasterTable)
      .values({ email: student.email, studentName: "Sneha Iyer", currentCourseName: "Agentic AI", batchId: OWN_BATCH })
      .returning({ id: studentMasterTable.id });
    ownStudentRowId = row!.id;
    otherStudentEmail = uniqueEmail("other-student");
    await database
      .insert(studentMasterTable)
      .values({ email: otherStudentEmail, studentName: "Kabir Shah", currentCourseName: "Agentic AI", batchId: OTHER_BATCH });
    const [enrolment] = await database
      .insert(enrolments)
      .values(monthlyEnrolment(student.email))
      .returning({ id: enrolments.id });
    enrolmentId = enrolment!.id;
    await database.insert(sessionMasterTable).values([
      {
        sessionId: OWN_SESSION_ID,
        batchId: OWN_BATCH,
        sessionDate: "2026-01-10",
        sessionStartTime: "19:00:00",
        sessionTitle: "Own",
      },
      {
        sessionId: OTHER_SESSION_ID,
        batchId: OTHER_BATCH,
        sessionDate: "2026-01-11",
        sessionStartTime: "19:00:00",
        sessionTitle: "Other",
      },
    ]);
    const [invitation] = await database
      .insert(adminInvitations)
      .values({
        email: uniqueEmail("invited"),
        tokenHash: randomUUID(),
        invitedBy: userIds.admin,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: adminInvitations.id });
    openInvitationId = invitation!.id;
    ({ spotId, certificateId, libraryItemId, paymentId, leadId } = await insertAdminScreenRecords(student.email));
  });

  type Call = { run: (args: never) => unknown; path: string; params?: Record<string, string> };
  const params = () => ({
    paymentId,
    referrerEmail: student.email,
    kind: "contact",
    id: leadId,
    studentId: String(ownStudentRowId),
    sessionId: String(OWN_SESSION_ID),
    batchId: OWN_BATCH,
    spotId,
  });

  // Each page's loader, and who of the staff may open it (STAFF_ACCESS); every other staff member gets 403.
  const pages: [string, (args: never) => unknown, () => string, Who[]][] = [
    ["layout", adminLayout.loader, () => "/admin/sessions", STAFF],
    ["overview", adminIndex.loader, () => "/admin", ["admin"]],
    ["sessions", sessions.loader, () => "/admin/sessions", STAFF],
    ["students", students.loader, () => "/admin/students", STAFF],
    ["student page", studentDetails.loader, () => `/admin/students/${ownStudentRowId}`, ["support", "admin"]],
    [
      "session attendance",
      sessionAttendance.loader,
      () => `/admin/sessions/${OWN_SESSION_ID}/attendance`,
      ["instructor", "admin"],
    ],
    ["session links", sessionLinks.loader, () => "/admin/session-links", ["admin"]],
    ["certificates", certificatesRoute.loader, () => "/admin/certificates", ["admin"]],
    ["library", libraryRoute.loader, () => "/admin/library", ["admin"]],
    ["ai-spot-management", spotManagement.loader, () => "/admin/ai-spot-management", ["admin"]],
    ["ai-spot-analytics", spotAnalytics.loader, () => "/admin/ai-spot-analytics", ["admin"]],
    ["audit", audit.loader, () => "/admin/audit", ["admin"]],
    ["messages", messagesList.loader, () => "/admin/messages", ["admin"]],
    ["system", systemDesk.loader, () => "/admin/system", ["admin"]],
    ["payments", paymentsList.loader, () => "/admin/payments", ["support", "admin"]],
    ["payment page", paymentDetails.loader, () => `/admin/payments/${paymentId}`, ["support", "admin"]],
    ["collections", collectionsDesk.loader, () => "/admin/collections?bucket=paused", ["support", "admin"]],
    ["referrals", referralsList.loader, () => "/admin/referrals", ["admin"]],
    ["referrer page", referrerDetails.loader, () => `/admin/referrals/${encodeURIComponent(student.email)}`, ["admin"]],
    ["leads", leadsList.loader, () => "/admin/leads", ["support", "admin"]],
    ["lead page", leadDetails.loader, () => `/admin/leads/contact/${leadId}`, ["support", "admin"]],
    // Every staff member opens it: admins manage the staff there, the others their own two-factor sign-in.
    ["admins", adminsRoute.loader, () => "/admin/admins", STAFF],
    ["batches", batchesRoute.loader, () => "/admin/batches", ["admin"]],
    ["batch assignment", batchesAssign.loader, () => "/admin/batches/assign", ["admin"]],
    // The classroom: each instructor their own batches (the lists), a batch's screens only its instructors.
    ["classroom", classroomList.loader, () => "/admin/classroom", ["instructor", "other instructor", "admin"]],
    ["batch classroom", classroomBatch.loader, () => `/admin/classroom/${OWN_BATCH}`, ["instructor", "admin"]],
    ["gradebook", classroomGradebook.loader, () => `/admin/classroom/${OWN_BATCH}/gradebook`, ["instructor", "admin"]],
    ["reviews", reviews.loader, () => "/admin/reviews", ["instructor", "other instructor", "admin"]],
    ["cohorts", cohorts.loader, () => "/admin/cohorts", ["instructor", "other instructor", "admin"]],
    ["a batch's cohort", cohorts.loader, () => `/admin/cohorts?batch=${OWN_BATCH}`, ["instructor", "admin"]],
    ["completion rules", completionRulesRoute.loader, () => "/admin/completion-rules", ["admin"]],
  ];

  describe.each(WHO)("as %s", (who) => {
    it.each(pages)("the %s page answers as the table says", async (_name, loader, path, allowed) => {
      const result = await run(loader, pageRequest(path(), cookies[who]), params());
      if (who === "anonymous" || who === "student") {
        expect(statusOf(result)).toBe(200);
        expect(payloadOf(result)).toEqual({ gate: true });
      } else if (allowed.includes(who)) {
        expect(statusOf(result)).toBe(200);
        expect(payloadOf(result)).toMatchObject({ gate: false });
      } else {
        expect(statusOf(result)).toBe(403);
        expect(payloadOf(result)).toMatchObject({ forbidden: true, title: STAFF_TEXT.forbiddenTitle });
        expect(JSON.stringify(payloadOf(result))).not.toMatch(/sneha|Kabir|2999/i);
      }
    });

    it("the sign-in address sends staff on to Sessions, and shows anyone else the gate", async () => {
      const result = await run(adminSignIn.loader, pageRequest("/admin/sign-in", cookies[who]));
      if (STAFF.includes(who)) expect((result as Response).headers.get("location")).toBe("/admin/sessions");
      else expect(payloadOf(result)).toEqual({ gate: true });
    });

    it("the downloads and data routes answer only the roles the table names", async () => {
      const downloads: [string, Call, Who[]][] = [
        ["user search", { run: certificateUserSearch.loader, path: "/admin/certificates/users?q=sneha" }, ["admin"]],
        ["QR code", { run: spotQrCode.loader, path: `/admin/ai-spot-management/${spotId}/qr.png` }, ["admin"]],
        ["spot CSV", { run: spotAnalyticsExport.loader, path: "/admin/ai-spot-analytics/export.csv" }, ["admin"]],
        ["payments CSV", { run: paymentsExport.loader, path: "/admin/payments/export.csv" }, ["support", "admin"]],
        ["invoice", { run: paymentInvoice.loader, path: `/admin/payments/${paymentId}/invoice.pdf` }, ["support", "admin"]],
        ["leads CSV", { run: leadsExport.loader, path: "/admin/leads/export.csv" }, ["support", "admin"]],
        ["collections CSV", { run: collectionsExport.loader, path: "/admin/collections/export.csv" }, ["support", "admin"]],
        [
          "batch attendance CSV",
          { run: batchAttendanceExport.loader, path: `/admin/batches/${OWN_BATCH}/attendance.csv` },
          ["instructor", "admin"],
        ],
        [
          "gradebook CSV",
          { run: gradebookExport.loader, path: `/admin/classroom/${OWN_BATCH}/gradebook.csv` },
          ["instructor", "admin"],
        ],
      ];
      for (const [name, call, allowed] of downloads) {
        const result = await run(call.run, pageRequest(call.path, cookies[who]), params());
        expect(statusOf(result), name).toBe(allowed.includes(who) ? 200 : 403);
        if (!allowed.includes(who)) expect(JSON.stringify(payloadOf(result)), name).not.toMatch(/sneha|Chai|2999/i);
      }
    });
  });

  // Every action no one but an admin may do, and the ones the table opens wider, with who may do them.
  const validBatch = (id: string) => ({
    editing: "",
    id,
    course: "Agentic AI",
    start_date: "2026-05-02",
    capacity: "20",
    schedule: "",
    is_active: "on",
  });
  const ownSession = (sessionId: number) => ({ ...validSession(sessionId), batch_id: OWN_BATCH });
  const actions = (): [string, (args: never) => unknown, string, Record<string, string>, Who[]][] => [
    ["session create", sessions.action, "/admin/sessions", ownSession(4901), ["instructor", "admin"]],
    [
      "session overwrite",
      sessions.action,
      "/admin/sessions",
      { ...ownSession(OWN_SESSION_ID), session_title: "Changed", overwrite: "yes" },
      ["instructor", "admin"],
    ],
    [
      "session delete",
      sessions.action,
      "/admin/sessions",
      { intent: "delete", id: String(OWN_SESSION_ID) },
      ["instructor", "admin"],
    ],
    [
      "students' batch",
      students.action,
      "/admin/students",
      { student_id: String(ownStudentRowId), batch_id: OTHER_BATCH },
      ["admin"],
    ],
    ["session link", sessionLinks.action, "/admin/session-links", validLink(), ["admin"]],
    [
      "certificate",
      certificatesRoute.action,
      "/admin/certificates",
      { intent: "save", ...validCertificate(student.email) },
      ["admin"],
    ],
    ["certificate delete", certificatesRoute.action, "/admin/certificates", { intent: "delete", id: certificateId }, ["admin"]],
    ["library item", libraryRoute.action, "/admin/library", { intent: "save", ...validLibraryItem() }, ["admin"]],
    ["library delete", libraryRoute.action, "/admin/library", { intent: "delete", id: libraryItemId }, ["admin"]],
    ["spot delete", spotManagement.action, "/admin/ai-spot-management", { intent: "delete", spotId }, ["admin"]],
    ["refund", paymentRefund.action, `/admin/payments/${paymentId}/refund`, validRefund(), ["admin"]],
    ["payment check", paymentDetails.action, `/admin/payments/${paymentId}`, { intent: "check-with-provider" }, ["admin"]],
    [
      "referral payout",
      referralPayout.action,
      `/admin/referrals/${encodeURIComponent(student.email)}/payout`,
      validPayout(),
      ["admin"],
    ],
    [
      "lead status",
      leadDetails.action,
      `/admin/leads/contact/${leadId}`,
      { intent: "status", status: "closed" },
      ["support", "admin"],
    ],
    ["lead note", leadDetails.action, `/admin/leads/contact/${leadId}`, { intent: "note", body: "Called" }, ["support", "admin"]],
    [
      "student batch",
      studentDetails.action,
      `/admin/students/${ownStudentRowId}`,
      { intent: "change-batch", enrolment_id: enrolmentId, batch_id: OTHER_BATCH },
      ["admin"],
    ],
    [
      "student status",
      studentDetails.action,
      `/admin/students/${ownStudentRowId}`,
      { intent: "close-enrolment", enrolment_id: enrolmentId, status: "cancelled", confirm: "yes" },
      ["admin"],
    ],
    [
      "staff invite",
      adminsRoute.action,
      "/admin/admins",
      { intent: "invite", email: uniqueEmail("intruder"), role: "admin" },
      ["admin"],
    ],
    ["staff remove", adminsRoute.action, "/admin/admins", { intent: "remove", userId: userIds.support }, ["admin"]],
    [
      "staff role",
      adminsRoute.action,
      "/admin/admins",
      { intent: "change-role", userId: userIds["other instructor"], role: "admin" },
      ["admin"],
    ],
    [
      "invitation withdraw",
      adminsRoute.action,
      "/admin/admins",
      { intent: "withdraw", invitationId: openInvitationId },
      ["admin"],
    ],
    ["batch create", batchesRoute.action, "/admin/batches", validBatch("INTRUDER_BATCH"), ["admin"]],
    ["batch edit", batchesRoute.action, "/admin/batches", { ...validBatch(OWN_BATCH), editing: OWN_BATCH }, ["admin"]],
    [
      "batch instructors",
      batchesRoute.action,
      "/admin/batches",
      { intent: "instructors", batch_id: OTHER_BATCH, instructor: userIds.instructor },
      ["admin"],
    ],
    [
      "announcement",
      classroomBatch.action,
      `/admin/classroom/${OWN_BATCH}`,
      { intent: "announce", title: "Intruder", body: "Not yours" },
      ["instructor", "admin"],
    ],
    [
      "assignment",
      classroomBatch.action,
      `/admin/classroom/${OWN_BATCH}`,
      {
        intent: "assignment",
        title: "Intruder",
        brief: "Not yours",
        due_at: "2026-12-20T18:00",
        required: "on",
        criterion_name_1: "Works",
        criterion_points_1: "10",
        pass_mark: "5",
      },
      ["instructor", "admin"],
    ],
    ["review", reviews.action, "/admin/reviews", { hand_in_id: randomUUID(), score_0: "1", decision: "passed" }, TEACHING_STAFF],
    [
      "completion rule",
      completionRulesRoute.action,
      "/admin/completion-rules",
      { course: "Agentic AI", min_attendance_percent: "10" },
      ["admin"],
    ],
    [
      "certificate revoke",
      certificatesRoute.action,
      "/admin/certificates",
      { intent: "revoke", id: certificateId, reason: "Intruder" },
      ["admin"],
    ],
    [
      "collections reminder",
      collectionsDesk.action,
      "/admin/collections",
      { intent: "send-reminder", enrolment_id: enrolmentId },
      ["admin"],
    ],
    [
      "collections extend",
      collectionsDesk.action,
      "/admin/collections",
      { intent: "extend-due-date", enrolment_id: enrolmentId, due_date: "2099-01-01", reason: "Intruder" },
      ["admin"],
    ],
    [
      "collections cancel",
      collectionsDesk.action,
      "/admin/collections",
      { intent: "cancel-enrolment", enrolment_id: enrolmentId, student_id: String(ownStudentRowId), confirm: "yes" },
      ["admin"],
    ],
    [
      "student waiver",
      studentDetails.action,
      `/admin/students/${ownStudentRowId}`,
      { intent: "waive-instalment", enrolment_id: enrolmentId, reason: "Intruder" },
      ["admin"],
    ],
    [
      "retry a failed message",
      systemDesk.action,
      "/admin/system",
      { intent: "retry-message", channel: "email", id: randomUUID() },
      ["admin"],
    ],
    [
      "bulk assignment",
      batchesAssign.action,
      "/admin/batches/assign",
      { batch_id: OTHER_BATCH, student_id: String(ownStudentRowId) },
      ["admin"],
    ],
  ];

  it.each(WHO.filter((who) => who !== "admin"))(
    "%s: every action the table refuses answers 403 and changes nothing",
    async (who) => {
      const before = await snapshot();
      let refused = 0;
      for (const [name, action, path, fields, allowed] of actions()) {
        if (allowed.includes(who)) continue;
        const result = await run(action, formPost(path, fields, { cookie: cookies[who] }), params());
        expect(statusOf(result), name).toBe(403);
        refused += 1;
      }
      expect(refused).toBeGreaterThan(15);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("an instructor's session actions on another batch's session answer 403 with the message, and change nothing", async () => {
    const before = await snapshot();
    const cookie = cookies["other instructor"];
    const attempts: Record<string, string>[] = [
      ownSession(4902),
      { ...ownSession(OWN_SESSION_ID), session_title: "Hijacked", overwrite: "yes" },
      // Their own batch's form naming the other batch's session id: the session stays where it is.
      { ...validSession(OWN_SESSION_ID), batch_id: OTHER_BATCH, overwrite: "yes" },
      { intent: "delete", id: String(OWN_SESSION_ID) },
    ];
    for (const fields of attempts) {
      const result = await run(sessions.action, formPost("/admin/sessions", fields, { cookie }));
      expect(statusOf(result)).toBe(403);
      expect(payloadOf(result)).toMatchObject({ ok: false, message: STAFF_TEXT.notYourBatch(OWN_BATCH) });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("an instructor sees and changes only their batches' sessions, and their batches' students' names and e-mails", async () => {
    const cookie = cookies.instructor;
    const list = payloadOf(await run(sessions.loader, pageRequest("/admin/sessions", cookie)));
    expect(list).toMatchObject({ gate: false, canChange: true, batches: [OWN_BATCH] });
    expect((list.sessions as { sessionId: number }[]).map((session) => session.sessionId)).toEqual([OWN_SESSION_ID]);
    expect((list.batchChoices as { id: string }[]).map((batch) => batch.id)).toEqual([OWN_BATCH]);
    // Asking for the other batch by its filter shows nothing of it.
    const filtered = payloadOf(await run(sessions.loader, pageRequest(`/admin/sessions?batch=${OTHER_BATCH}`, cookie)));
    expect(filtered.sessions).toEqual([]);

    const saved = await run(sessions.action, formPost("/admin/sessions", ownSession(4903), { cookie }));
    expect(payloadOf(saved)).toMatchObject({ ok: true });
    const [row] = await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 4903));
    expect(row).toMatchObject({ batchId: OWN_BATCH, sessionTitle: "Agents" });
    const [trail] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "session_master_table"), eq(auditLog.rowId, "4903")));
    expect(trail).toMatchObject({ actorEmail: expect.stringMatching(/^instructor\./) });
    const removed = await run(sessions.action, formPost("/admin/sessions", { intent: "delete", id: "4903" }, { cookie }));
    expect(payloadOf(removed)).toMatchObject({ ok: true });

    const people = payloadOf(await run(students.loader, pageRequest("/admin/students", cookie)));
    expect(people).toMatchObject({ gate: false, showPayments: false, canAssign: false, canOpenStudent: false });
    expect(people.students).toEqual([
      {
        id: ownStudentRowId,
        studentName: "Sneha Iyer",
        email: student.email,
        currentCourseName: "Agentic AI",
        batchId: OWN_BATCH,
      },
    ]);
    const searched = payloadOf(await run(students.loader, pageRequest("/admin/students?q=Kabir", cookie)));
    expect(searched.students).toEqual([]);

    const attendance = await run(
      sessionAttendance.loader,
      pageRequest(`/admin/sessions/${OTHER_SESSION_ID}/attendance`, cookie),
      {
        sessionId: String(OTHER_SESSION_ID),
      },
    );
    expect(statusOf(attendance)).toBe(403);
    const csv = await run(batchAttendanceExport.loader, pageRequest(`/admin/batches/${OTHER_BATCH}/attendance.csv`, cookie), {
      batchId: OTHER_BATCH,
    });
    expect(statusOf(csv)).toBe(403);
  });

  it("support reads sessions, students and payments, works leads, but cannot refund or record a payout", async () => {
    const cookie = cookies.support;
    expect(payloadOf(await run(sessions.loader, pageRequest("/admin/sessions", cookie)))).toMatchObject({ canChange: false });
    const people = payloadOf(await run(students.loader, pageRequest("/admin/students", cookie)));
    expect(people).toMatchObject({ showPayments: true, canAssign: false, canOpenStudent: true });
    expect((people.students as { email: string }[]).map((row) => row.email).sort()).toEqual(
      [student.email, otherStudentEmail].sort(),
    );
    const studentPage = payloadOf(
      await run(studentDetails.loader, pageRequest(`/admin/students/${ownStudentRowId}`, cookie), {
        studentId: String(ownStudentRowId),
      }),
    );
    expect(studentPage).toMatchObject({ gate: false, canChange: false, details: { student: { email: student.email } } });
    const list = payloadOf(await run(paymentsList.loader, pageRequest("/admin/payments", cookie)));
    expect(JSON.stringify(list)).toContain(paymentId);
    const page = payloadOf(await run(paymentDetails.loader, pageRequest(`/admin/payments/${paymentId}`, cookie), { paymentId }));
    expect(page).toMatchObject({ canChange: false, refunds: { canRefund: false }, details: { payment: { id: paymentId } } });

    const before = await snapshot();
    const refund = await run(paymentRefund.action, formPost(`/admin/payments/${paymentId}/refund`, validRefund(), { cookie }), {
      paymentId,
    });
    const payout = await run(
      referralPayout.action,
      formPost(`/admin/referrals/${encodeURIComponent(student.email)}/payout`, validPayout(), { cookie }),
      { referrerEmail: student.email },
    );
    expect([statusOf(refund), statusOf(payout)]).toEqual([403, 403]);
    expect(await snapshot()).toEqual(before);

    const note = await run(
      leadDetails.action,
      formPost(`/admin/leads/contact/${leadId}`, { intent: "note", body: "Called back" }, { cookie }),
      { kind: "contact", id: leadId },
    );
    expect(payloadOf(note)).toMatchObject({ ok: true });
    const notes = await testDb.db.select().from(leadNotes).where(eq(leadNotes.body, "Called back"));
    expect(notes).toHaveLength(1);
  });

  it("the frame shows each role only what it may open, and the role in the header", async () => {
    const navigation = async (who: Who) =>
      payloadOf(await run(adminLayout.loader, pageRequest("/admin/sessions", cookies[who]))) as {
        role: string;
        screens: { to: string }[];
      };
    const instructor = await navigation("instructor");
    expect(instructor.role).toBe("instructor");
    expect(instructor.screens.map((screen) => screen.to)).toEqual([
      "/admin/sessions",
      "/admin/students",
      "/admin/classroom",
      "/admin/reviews",
      "/admin/cohorts",
      "/admin/admins",
    ]);
    const support = await navigation("support");
    expect(support.screens.map((screen) => screen.to)).toEqual([
      "/admin/sessions",
      "/admin/students",
      "/admin/payments",
      "/admin/collections",
      "/admin/leads",
      "/admin/admins",
    ]);
    expect((await navigation("admin")).screens).toHaveLength(21);
    // Staff but admins find only their own two-factor sign-in on /admin/admins.
    const own = payloadOf(await run(adminsRoute.loader, pageRequest("/admin/admins", cookies.support)));
    expect(own).toMatchObject({ managesStaff: false, admins: [], invitations: [] });
  });

  describe("managing staff", () => {
    const post = (fields: Record<string, string>, cookie = cookies.admin) =>
      run(adminsRoute.action, formPost("/admin/admins", fields, { cookie }));

    it("an invitation with a role: the e-mail names it, accepting gives the account that role, and the gate lets them in", async () => {
      const email = uniqueEmail("new-instructor");
      const invited = await post({ intent: "invite", email, role: "instructor" });
      expect(payloadOf(invited)).toMatchObject({ ok: true, message: ADMIN_ACCOUNTS_TEXT.invited(email) });
      const [mail] = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(mail!.subject).toContain("as Instructor");
      expect(mail!.textBody).toContain("as Instructor");
      const [stored] = await testDb.db.select().from(adminInvitations).where(eq(adminInvitations.email, email));
      expect(stored!.role).toBe("instructor");
      const token = decodeURIComponent(/\/admin\/invitations\/([\w-]+)/.exec(mail!.textBody)![1]!);

      const view = payloadOf(await run(acceptInvitation.loader, pageRequest(`/admin/invitations/${token}`), { token }));
      expect(view).toEqual({ invitation: { state: "valid", email, hasAccount: false, role: "instructor" } });
      const form = { name: "Ravi Kumar", password: "ravi-teach-2026", confirmPassword: "ravi-teach-2026" };
      const accepted = await run(acceptInvitation.action, formPost(`/admin/invitations/${token}`, form), { token });
      expect(payloadOf(accepted)).toEqual({ ok: true, message: STAFF_TEXT.acceptedAs("instructor") });
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
      expect(account!.role).toBe("instructor");
      const [trail] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "accept-admin-invitation"), eq(auditLog.rowId, stored!.id)));
      expect(trail!.details).toMatchObject({ email, role: "instructor" });

      const signedIn = await run(adminSignIn.action, formPost("/admin/sign-in", { username: email, password: form.password }));
      expect(statusOf(signedIn)).toBe(302);
      const frame = payloadOf(await run(adminLayout.loader, pageRequest("/admin/sessions", cookieOf(signedIn))));
      expect(frame).toMatchObject({ gate: false, role: "instructor", adminEmail: email });
      // An admin invitation without a role field still invites an admin; a made-up role is refused.
      const bad = await post({ intent: "invite", email: uniqueEmail("x"), role: "owner" });
      expect(statusOf(bad)).toBe(400);
      expect(payloadOf(bad)).toMatchObject({ ok: false, message: STAFF_TEXT.unknownRole });
      const again = await post({ intent: "invite", email, role: "support" });
      expect(payloadOf(again)).toMatchObject({ ok: false, message: STAFF_TEXT.alreadyStaff });
    });

    it("the list shows every staff member with their role; 'Change role' changes it, audited, and takes effect at once", async () => {
      const target = await signInNewStaff("instructor");
      await testDb.db.insert(batchInstructors).values({ batchId: "ROLES_SPARE_BATCH", userId: target.id });
      const list = payloadOf(await run(adminsRoute.loader, pageRequest("/admin/admins", cookies.admin))) as {
        admins: { id: string; role: string }[];
      };
      expect(list.admins.find((row) => row.id === target.id)).toMatchObject({ role: "instructor" });
      expect(list.admins.find((row) => row.id === userIds.support)).toMatchObject({ role: "support" });

      const changed = await post({ intent: "change-role", userId: target.id, role: "support" });
      expect(payloadOf(changed)).toEqual({
        ok: true,
        message: STAFF_TEXT.roleChanged(target.email, "support"),
        intent: "change-role",
      });
      const [account] = await testDb.db.select({ role: authUser.role }).from(authUser).where(eq(authUser.id, target.id));
      expect(account!.role).toBe("support");
      // No longer an instructor: no longer assigned to the batch.
      expect(await testDb.db.select().from(batchInstructors).where(eq(batchInstructors.userId, target.id))).toEqual([]);
      const [trail] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "change-role"), eq(auditLog.rowId, target.id)));
      expect(trail!.details).toMatchObject({ role: { from: "instructor", to: "support" }, batchesLeft: ["ROLES_SPARE_BATCH"] });
      expect(payloadOf(await run(paymentsList.loader, pageRequest("/admin/payments", target.cookie)))).toMatchObject({
        gate: false,
      });

      const own = await post({ intent: "change-role", userId: userIds.admin, role: "support" });
      expect(statusOf(own)).toBe(409);
      expect(payloadOf(own)).toMatchObject({ message: STAFF_TEXT.cannotChangeOwnRole });
      const student = await testDb.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.role, "student")).limit(1);
      const notStaff = await post({ intent: "change-role", userId: student[0]!.id, role: "admin" });
      expect(statusOf(notStaff)).toBe(404);
      const unknownRole = await post({ intent: "change-role", userId: target.id, role: "student" });
      expect(statusOf(unknownRole)).toBe(400);
    });

    it("an admin given another role loses admin rights at once (the last-admin rule is in the unit tests)", async () => {
      const second = await signInNewAdmin();
      const [secondAccount] = await testDb.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, second.email));
      const demoted = await post({ intent: "change-role", userId: secondAccount!.id, role: "instructor" });
      expect(payloadOf(demoted)).toMatchObject({ ok: true });
      const back = await post({ intent: "change-role", userId: userIds.admin, role: "support" }, second.cookie);
      expect(statusOf(back)).toBe(403);
      const overview = await run(adminIndex.loader, pageRequest("/admin", second.cookie));
      expect(statusOf(overview)).toBe(403);
      const [still] = await testDb.db.select({ role: authUser.role }).from(authUser).where(eq(authUser.id, userIds.admin));
      expect(still!.role).toBe("admin");
    });

    it("'Remove' ends a staff member's access, sessions and batches, audited; never yourself", async () => {
      const target = await signInNewStaff("instructor");
      await testDb.db.insert(batchInstructors).values({ batchId: "ROLES_SPARE_BATCH", userId: target.id });
      const removed = await post({ intent: "remove", userId: target.id });
      expect(payloadOf(removed)).toMatchObject({ ok: true, message: ADMIN_ACCOUNTS_TEXT.removed(target.email) });
      const [account] = await testDb.db.select({ role: authUser.role }).from(authUser).where(eq(authUser.id, target.id));
      expect(account!.role).toBe("student");
      expect(await testDb.db.select().from(batchInstructors).where(eq(batchInstructors.userId, target.id))).toEqual([]);
      const [sessionsLeft] = await testDb.db
        .select({ total: count() })
        .from(authSession)
        .where(eq(authSession.userId, target.id));
      expect(sessionsLeft!.total).toBe(0);
      expect(payloadOf(await run(sessions.loader, pageRequest("/admin/sessions", target.cookie)))).toEqual({ gate: true });
      const [trail] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "remove-admin"), eq(auditLog.rowId, target.id)));
      expect(trail!.details).toMatchObject({ role: { from: "instructor", to: "student" }, batchesLeft: ["ROLES_SPARE_BATCH"] });
      const yourself = await post({ intent: "remove", userId: userIds.admin });
      expect(payloadOf(yourself)).toMatchObject({ ok: false, message: ADMIN_ACCOUNTS_TEXT.cannotRemoveYourself });
    });

    it("the batch form saves the batch's instructors, audited; a non-instructor is refused and nothing changes", async () => {
      const extra = await signInNewStaff("instructor");
      const save = (fields: Record<string, string | string[]>) => {
        const body = new URLSearchParams();
        for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
        const request = formPost("/admin/batches", {}, { cookie: cookies.admin });
        return run(batchesRoute.action, new Request(request.url, { method: "POST", headers: request.headers, body }));
      };
      const saved = await save({
        intent: "instructors",
        batch_id: "ROLES_SPARE_BATCH",
        instructor: [extra.id, userIds.instructor],
      });
      expect(payloadOf(saved)).toEqual({
        ok: true,
        message: STAFF_TEXT.instructorsSaved("ROLES_SPARE_BATCH"),
        intent: "instructors",
      });
      const rows = await testDb.db.select().from(batchInstructors).where(eq(batchInstructors.batchId, "ROLES_SPARE_BATCH"));
      expect(rows.map((row) => row.userId).sort()).toEqual([extra.id, userIds.instructor].sort());
      const [trail] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "set-batch-instructors"), eq(auditLog.rowId, "ROLES_SPARE_BATCH")));
      expect(trail).toMatchObject({ tableName: "batch_instructors" });
      const page = payloadOf(await run(batchesRoute.loader, pageRequest("/admin/batches", cookies.admin))) as {
        instructorIds: Record<string, string[]>;
        instructors: { id: string }[];
      };
      expect(page.instructorIds.ROLES_SPARE_BATCH!.sort()).toEqual([extra.id, userIds.instructor].sort());
      expect(page.instructors.map((instructor) => instructor.id)).toContain(extra.id);
      // The new instructor now sees the batch's sessions and students.
      const theirs = payloadOf(await run(sessions.loader, pageRequest("/admin/sessions", extra.cookie)));
      expect((theirs.batchChoices as { id: string }[]).map((batch) => batch.id)).toEqual(["ROLES_SPARE_BATCH"]);

      const before = await snapshot();
      const refused = await save({ intent: "instructors", batch_id: "ROLES_SPARE_BATCH", instructor: [userIds.support] });
      expect(statusOf(refused)).toBe(400);
      expect(payloadOf(refused)).toMatchObject({ ok: false, message: STAFF_TEXT.unknownInstructor });
      const unknown = await save({ intent: "instructors", batch_id: "NO_SUCH_BATCH", instructor: [extra.id] });
      expect(statusOf(unknown)).toBe(404);
      expect(await snapshot()).toEqual(before);

      const cleared = await save({ intent: "instructors", batch_id: "ROLES_SPARE_BATCH" });
      expect(payloadOf(cleared)).toMatchObject({ ok: true });
      expect(await testDb.db.select().from(batchInstructors).where(eq(batchInstructors.batchId, "ROLES_SPARE_BATCH"))).toEqual(
        [],
      );
    });
  });

  it("support turns on their own two-factor sign-in on /admin/admins; the gate then asks them for a code", async () => {
    const staff = await signInNewStaff("support");
    const post = (fields: Record<string, string>) =>
      run(adminsRoute.action, formPost("/admin/admins", fields, { cookie: staff.cookie }));
    expect(payloadOf(await post({ intent: "two-factor-start", password: staff.password }))).toMatchObject({ ok: true });
    const view = payloadOf(await run(adminsRoute.loader, pageRequest("/admin/admins", staff.cookie))) as {
      twoFactor: { state: string; manualKey: string };
    };
    expect(view.twoFactor.state).toBe("pending");
    const confirmed = await post({ intent: "two-factor-confirm", code: totpCode(view.twoFactor.manualKey) });
    expect(payloadOf(confirmed)).toMatchObject({ ok: true, message: TWO_FACTOR_TEXT.enabled });
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.id, staff.id));
    expect(account!.twoFactorEnabled).toBe(true);
    const gate = await run(adminSignIn.action, formPost("/admin/sign-in", { username: staff.email, password: staff.password }));
    expect(payloadOf(gate)).toEqual({ message: null, redirectTo: "/admin/sessions", step: "code" });
  });

  /** Everything an action could change, to compare before and after a refused request. */
  async function snapshot() {
    const database = testDb.db;
    return {
      ...(await adminRecordsSnapshot()),
      batchInstructors: await database.select().from(batchInstructors),
      announcements: await database.select().from(classAnnouncements),
      assignments: await database.select().from(assignments),
      completionRules: await database.select().from(completionRules),
      roles: await database.select({ id: authUser.id, role: authUser.role }).from(authUser).orderBy(authUser.id),
    };
  }
});
