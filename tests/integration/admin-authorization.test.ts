// Every admin loader, action and resource route checks the admin role on the server.
// Pages answer anonymous visitors and students with the gate's shape and no admin data; actions and data
// routes answer 403 and change nothing. The gate signs admins in, and only admins.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "~/accounts/account-schemas";
import { ADMIN_GATE_TEXT } from "~/staff/admin-gate";
import { action as signOutAction } from "~/routes/account/signout";
import * as spotAnalyticsExport from "~/routes/admin/ai-spot-analytics-export";
import * as spotAnalytics from "~/routes/admin/ai-spot-analytics";
import * as spotManagement from "~/routes/admin/ai-spot-management";
import * as acceptInvitation from "~/routes/admin/accept-admin-invitation";
import * as adminIndex from "~/routes/admin/admin-index";
import * as adminLayout from "~/routes/admin/admin-layout";
import * as adminSignIn from "~/routes/admin/admin-sign-in";
import * as adminsRoute from "~/routes/admin/admins";
import * as audit from "~/routes/admin/audit";
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
import * as referralPayout from "~/routes/admin/referral-payout";
import * as referralsList from "~/routes/admin/referrals";
import * as referrerDetails from "~/routes/admin/referrer-details";
import * as sessionLinks from "~/routes/admin/session-links";
import * as sessions from "~/routes/admin/sessions";
import * as spotQrCode from "~/routes/admin/spot-qr-code";
import * as studentDetails from "~/routes/admin/student-details";
import * as students from "~/routes/admin/students";
import { signInAdmin, ADMIN_GATE_FAILURES_PER_IP } from "~/staff/sign-in-admin.server";
import {
  adminInvitations,
  auditLog,
  authSession,
  authTwoFactor,
  authUser,
  enrolments,
  referralPayouts,
  refunds,
  sessionMasterTable,
  studentMasterTable,
} from "~/platform/db/schema";
import { ensureBatches, signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { adminRecordsSnapshot, insertAdminScreenRecords } from "../support/admin-records";
import { validCertificate, validLibraryItem, validLink, validPayout, validRefund, validSession } from "../support/admin-forms";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf, uniqueIp } from "../support/route-calls";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

describe("admin authorization", () => {
  const testDb = useFreshDatabase();
  let admin: { email: string; cookie: string };
  let student: { email: string; password: string; cookie: string };
  let spotId: string;
  let certificateId: string;
  let libraryItemId: string;
  let studentRowId: number;
  let paymentId: string;
  let leadId: string;
  let adminUserId: string;
  let openInvitationId: string; // An open invitation, for 'Withdraw'
  const EXISTING_SESSION_ID = 777;
  let enrolmentId: string;

  beforeAll(async () => {
    admin = await signInNewAdmin();
    student = await signUpStudent();
    // A verified student: the certificate form's user search offers verified accounts only.
    await testDb.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, student.email));
    // The batch the student page's 'Change batch' names (an admin's change saves; anyone else's is refused).
    await ensureBatches(["HACKED_BATCH"]);
    const database = testDb.db;
    adminUserId = (await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, admin.email)))[0]!.id;
    const [invitation] = await database
      .insert(adminInvitations)
      .values({
        email: "invited@example.com",
        tokenHash: randomUUID(),
        invitedBy: adminUserId,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: adminInvitations.id });
    openInvitationId = invitation!.id;
    const [row] = await database
      .insert(studentMasterTable)
      .values({ email: student.email, studentName: "Sneha Iyer", currentCourseName: "Agentic AI" })
      .returning({ id: studentMasterTable.id });
    studentRowId = row!.id;
    // An enrolment for the student page's actions.
    const [enrolment] = await database
      .insert(enrolments)
      .values(monthlyEnrolment(student.email))
      .returning({ id: enrolments.id });
    enrolmentId = enrolment!.id;
    // An existing session, which a refused delete or overwrite must leave alone.
    await database.insert(sessionMasterTable).values({
      sessionId: EXISTING_SESSION_ID,
      batchId: "AGENTIC_AI_BATCH_1",
      sessionDate: "2026-01-10",
      sessionStartTime: "19:00:00",
      sessionTitle: "Kept",
    });
    ({ spotId, certificateId, libraryItemId, paymentId, leadId } = await insertAdminScreenRecords(student.email));
  });

  // Each admin page: its loader.
  const pages = [
    ["layout", adminLayout.loader, "/admin/sessions"],
    ["overview", adminIndex.loader, "/admin"],
    ["sign-in", adminSignIn.loader, "/admin/sign-in"],
    ["sessions", sessions.loader, "/admin/sessions"],
    ["students", students.loader, "/admin/students"],
    ["session-links", sessionLinks.loader, "/admin/session-links"],
    ["certificates", certificatesRoute.loader, "/admin/certificates"],
    ["library", libraryRoute.loader, "/admin/library"],
    ["ai-spot-management", spotManagement.loader, "/admin/ai-spot-management"],
    ["ai-spot-analytics", spotAnalytics.loader, "/admin/ai-spot-analytics"],
    ["audit", audit.loader, "/admin/audit"],
    ["payments", paymentsList.loader, "/admin/payments"],
    ["referrals", referralsList.loader, "/admin/referrals"],
    ["leads", leadsList.loader, "/admin/leads"],
    ["admins", adminsRoute.loader, "/admin/admins"],
    // Batches, and the bulk assignment.
    ["batches", batchesRoute.loader, "/admin/batches"],
    ["batch assignment", batchesAssign.loader, "/admin/batches/assign"],
  ] as const;
  // The payment page, by a real payment's id.
  const paymentPage = (cookie: string | undefined) =>
    run(paymentDetails.loader, pageRequest(`/admin/payments/${paymentId}`, cookie), { paymentId });
  // The referrer's page, by the student's e-mail (they referred the payment above).
  const referrerPage = (cookie: string | undefined) =>
    run(referrerDetails.loader, pageRequest(`/admin/referrals/${encodeURIComponent(student.email)}`, cookie), {
      referrerEmail: student.email,
    });
  const payoutPath = () => `/admin/referrals/${encodeURIComponent(student.email)}/payout`;
  // A lead's page, by a real contact message's id.
  const leadPage = (cookie: string | undefined) =>
    run(leadDetails.loader, pageRequest(`/admin/leads/contact/${leadId}`, cookie), { kind: "contact", id: leadId });

  // A student's page, by their row's id.
  const studentPage = (cookie: string | undefined) =>
    run(studentDetails.loader, pageRequest(`/admin/students/${studentRowId}`, cookie), { studentId: String(studentRowId) });

  // A session's attendance page, by the existing session's id.
  const attendancePage = (cookie: string | undefined) => {
    const sessionId = String(EXISTING_SESSION_ID);
    return run(sessionAttendance.loader, pageRequest(`/admin/sessions/${sessionId}/attendance`, cookie), { sessionId });
  };
  const pagesById: [string, (cookie: string | undefined) => Promise<unknown>][] = [
    ["payment", paymentPage],
    ["referrer's", referrerPage],
    ["lead", leadPage],
    ["student", studentPage],
    ["session attendance", attendancePage],
  ];

  describe.each([
    ["anonymous", () => undefined],
    ["a student", () => student.cookie],
  ])("as %s", (_who, cookie) => {
    it.each(pages)("the %s page answers the gate's shape and nothing else", async (_name, loader, path) => {
      const result = await run(loader, pageRequest(path, cookie()));
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toEqual({ gate: true });
    });

    it.each(pagesById)("the %s page answers the gate's shape and nothing else", async (_name, openPage) => {
      const result = await openPage(cookie());
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toEqual({ gate: true });
    });

    it("the invitation page is public, but tells an unknown link's visitor only that it is not valid", async () => {
      const result = await run(acceptInvitation.loader, pageRequest("/admin/invitations/not-a-token", cookie()), {
        token: "not-a-token",
      });
      expect(payloadOf(result)).toEqual({ invitation: { state: "unknown", message: expect.any(String) } });
    });

    it("the data routes answer 403: user search, QR code, CSV exports, a payment's invoice", async () => {
      const search = await run(certificateUserSearch.loader, pageRequest("/admin/certificates/users?q=sneha", cookie()));
      const qr = await run(spotQrCode.loader, pageRequest(`/admin/ai-spot-management/${spotId}/qr.png`, cookie()), { spotId });
      const csv = await run(spotAnalyticsExport.loader, pageRequest("/admin/ai-spot-analytics/export.csv", cookie()));
      const paymentsCsv = await run(paymentsExport.loader, pageRequest("/admin/payments/export.csv", cookie()));
      const invoice = await run(paymentInvoice.loader, pageRequest(`/admin/payments/${paymentId}/invoice.pdf`, cookie()), {
        paymentId,
      });
      const leadsCsv = await run(leadsExport.loader, pageRequest("/admin/leads/export.csv", cookie()));
      const attendanceCsv = await run(batchAttendanceExport.loader, pageRequest("/admin/batches/B1/attendance.csv", cookie()), {
        batchId: "B1",
      });
      const results = [search, qr, csv, paymentsCsv, invoice, leadsCsv, attendanceCsv];
      expect(results.map(statusOf)).toEqual([403, 403, 403, 403, 403, 403, 403]);
      for (const result of results) expect(JSON.stringify(payloadOf(result))).not.toMatch(/sneha|Bengaluru|Chai|2999/i);
    });

    it("every action answers 403 and changes nothing", async () => {
      const before = await snapshot();
      const posts: [string, (args: never) => unknown, string, Record<string, string>][] = [
        ["session", sessions.action, "/admin/sessions", validSession(901)],
        [
          "session overwrite",
          sessions.action,
          "/admin/sessions",
          { ...validSession(EXISTING_SESSION_ID), session_title: "Hacked", overwrite: "yes" },
        ],
        ["session delete", sessions.action, "/admin/sessions", { intent: "delete", id: String(EXISTING_SESSION_ID) }],
        ["batch", students.action, "/admin/students", { student_id: String(studentRowId), batch_id: "HACKED_BATCH" }],
        ["session link", sessionLinks.action, "/admin/session-links", validLink()],
        ["certificate", certificatesRoute.action, "/admin/certificates", { intent: "save", ...validCertificate(student.email) }],
        ["certificate delete", certificatesRoute.action, "/admin/certificates", { intent: "delete", id: certificateId }],
        ["library item", libraryRoute.action, "/admin/library", { intent: "save", ...validLibraryItem() }],
        ["library delete", libraryRoute.action, "/admin/library", { intent: "delete", id: libraryItemId }],
        ["spot revoke", spotManagement.action, "/admin/ai-spot-management", { intent: "approval", spotId, approve: "false" }],
        ["spot delete", spotManagement.action, "/admin/ai-spot-management", { intent: "delete", spotId }],
        ["refund", paymentRefund.action, `/admin/payments/${paymentId}/refund`, validRefund()],
        ["payment check", paymentDetails.action, `/admin/payments/${paymentId}`, { intent: "check-with-provider" }],
        ["referral payout", referralPayout.action, payoutPath(), validPayout()],
        ["lead status", leadDetails.action, `/admin/leads/contact/${leadId}`, { intent: "status", status: "closed" }],
        ["lead note", leadDetails.action, `/admin/leads/contact/${leadId}`, { intent: "note", body: "Hacked note" }],
        ["student batch", studentDetails.action, `/admin/students/${studentRowId}`, batchChange()],
        ["student course", studentDetails.action, `/admin/students/${studentRowId}`, courseChange()],
        ["student status", studentDetails.action, `/admin/students/${studentRowId}`, statusChange()],
        // Inviting an admin, and removing one.
        ["admin invite", adminsRoute.action, "/admin/admins", { intent: "invite", email: "intruder@example.com" }],
        ["admin remove", adminsRoute.action, "/admin/admins", { intent: "remove", userId: adminUserId }],
        // Creating or editing a batch, and assigning students to one.
        ["batch create", batchesRoute.action, "/admin/batches", validBatch("INTRUDER_BATCH")],
        ["batch edit", batchesRoute.action, "/admin/batches", { ...validBatch("HACKED_BATCH"), editing: "HACKED_BATCH" }],
        [
          "bulk assignment",
          batchesAssign.action,
          "/admin/batches/assign",
          { batch_id: "HACKED_BATCH", student_id: String(studentRowId) },
        ],
        // Withdrawing an invitation; turning two-factor sign-in on (both steps), cancelling, turning it off.
        ["invitation withdraw", adminsRoute.action, "/admin/admins", { intent: "withdraw", invitationId: openInvitationId }],
        ["two-factor start", adminsRoute.action, "/admin/admins", { intent: "two-factor-start", password: "student-secret" }],
        ["two-factor confirm", adminsRoute.action, "/admin/admins", { intent: "two-factor-confirm", code: "123456" }],
        ["two-factor cancel", adminsRoute.action, "/admin/admins", { intent: "two-factor-cancel" }],
        ["two-factor off", adminsRoute.action, "/admin/admins", { intent: "two-factor-disable", password: "student-secret" }],
      ];
      for (const [name, action, path, fields] of posts) {
        const result = await run(action, formPost(path, fields, { cookie: cookie() }), {
          paymentId,
          referrerEmail: student.email,
          kind: "contact",
          id: leadId,
          studentId: String(studentRowId),
        });
        expect(statusOf(result), name).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("as an admin", () => {
    it.each(pages.filter(([name]) => name !== "sign-in"))("the %s page answers its data", async (_name, loader, path) => {
      const result = await run(loader, pageRequest(path, admin.cookie));
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toMatchObject({ gate: false });
    });

    it("the payment page answers its data", async () => {
      const result = await paymentPage(admin.cookie);
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toMatchObject({ gate: false, details: { payment: { id: paymentId } } });
    });

    it("the referrer's page answers its data", async () => {
      const result = await referrerPage(admin.cookie);
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toMatchObject({ gate: false, details: { email: student.email, credits: [{ paymentId }] } });
    });

    it("the payout form's action records and answers with a redirect back to the referrer; a cross-site post is refused", async () => {
      const path = payoutPath();
      const params = { referrerEmail: student.email };
      const crossSite = await run(
        referralPayout.action,
        formPost(path, validPayout(), { cookie: admin.cookie, origin: "https://evil.example" }),
        params,
      );
      expect(statusOf(crossSite)).toBe(403);
      expect(await testDb.db.select().from(referralPayouts).where(eq(referralPayouts.referrerEmail, student.email))).toEqual([]);
      const form = validPayout();
      const recorded = (await run(referralPayout.action, formPost(path, form, { cookie: admin.cookie }), params)) as Response;
      expect(recorded.status).toBe(303);
      expect(recorded.headers.get("location")).toBe(
        `/admin/referrals/${encodeURIComponent(student.email)}?payout=recorded&currency=INR#payouts`,
      );
      const made = await testDb.db.select().from(referralPayouts).where(eq(referralPayouts.idempotencyKey, form.idempotencyKey));
      expect(made).toMatchObject([{ referrerEmail: student.email, amount: "100.00", reference: "UPI 412345678901" }]);
      const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, made[0]!.id));
      expect(audit).toMatchObject({ actorEmail: admin.email, action: "payout", tableName: "referral_payouts" });
    });

    it("the lead page answers its data", async () => {
      const result = await leadPage(admin.cookie);
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toMatchObject({ gate: false, details: { lead: { kind: "contact", id: leadId } } });
    });

    // Before the student page's test below closes the student's enrolment.
    it("the batches screens' actions save: a new batch, then the student assigned to it", async () => {
      const created = await run(
        batchesRoute.action,
        formPost("/admin/batches", validBatch("ADMIN_BATCH"), { cookie: admin.cookie }),
      );
      expect(payloadOf(created)).toMatchObject({ ok: true });
      const assigned = await run(
        batchesAssign.action,
        formPost(
          "/admin/batches/assign",
          { batch_id: "ADMIN_BATCH", student_id: String(studentRowId) },
          { cookie: admin.cookie },
        ),
      );
      expect(payloadOf(assigned)).toMatchObject({ ok: true });
    });

    it("the student page answers its data, and its actions save", async () => {
      const result = await studentPage(admin.cookie);
      expect(statusOf(result)).toBe(200);
      expect(payloadOf(result)).toMatchObject({
        gate: false,
        details: { student: { id: studentRowId, email: student.email }, enrolments: [{ id: enrolmentId }] },
      });
      const path = `/admin/students/${studentRowId}`;
      const params = { studentId: String(studentRowId) };
      const answers = [];
      for (const fields of [batchChange(), courseChange(), statusChange()]) {
        answers.push(await run(studentDetails.action, formPost(path, fields, { cookie: admin.cookie }), params));
      }
      expect(answers.map((answer) => payloadOf(answer).ok)).toEqual([true, true, true]);
    });

    it("the leads CSV export answers, and the lead page's actions save", async () => {
      const csv = (await run(leadsExport.loader, pageRequest("/admin/leads/export.csv", admin.cookie))) as Response;
      expect(csv.status).toBe(200);
      expect(await csv.text()).toContain(student.email);
      const path = `/admin/leads/contact/${leadId}`;
      const params = { kind: "contact", id: leadId };
      const status = await run(
        leadDetails.action,
        formPost(path, { intent: "status", status: "contacted" }, { cookie: admin.cookie }),
        params,
      );
      const note = await run(
        leadDetails.action,
        formPost(path, { intent: "note", body: "Called" }, { cookie: admin.cookie }),
        params,
      );
      expect([status, note].map((result) => payloadOf(result).ok)).toEqual([true, true]);
    });

    it("the sign-in address sends an admin on to the first screen", async () => {
      expect((await run(adminSignIn.loader, pageRequest("/admin/sign-in", admin.cookie))) as Response).toMatchObject({
        status: 302,
      });
    });

    it("the data routes answer: user search, QR code (PNG and SVG), CSV export", async () => {
      const search = (await run(
        certificateUserSearch.loader,
        pageRequest("/admin/certificates/users?q=sneha", admin.cookie),
      )) as Response;
      expect(search.status).toBe(200);
      expect(await search.json()).toEqual({ users: [expect.objectContaining({ email: student.email, name: "Sneha Iyer" })] });

      const png = (await run(spotQrCode.loader, pageRequest(`/admin/ai-spot-management/${spotId}/qr.png`, admin.cookie), {
        spotId,
      })) as Response;
      expect(png.status).toBe(200);
      expect(png.headers.get("content-type")).toBe("image/png");
      expect(
        Buffer.from(await png.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
      const svg = (await run(spotQrCode.loader, pageRequest(`/admin/ai-spot-management/${spotId}/qr.svg`, admin.cookie), {
        spotId,
      })) as Response;
      expect(svg.headers.get("content-type")).toBe("image/svg+xml");
      expect(await svg.text()).toContain("<svg");

      const csv = (await run(
        spotAnalyticsExport.loader,
        pageRequest("/admin/ai-spot-analytics/export.csv", admin.cookie),
      )) as Response;
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toMatch(
        /^attachment; filename="ai-spot-quiz-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );

      const paymentsCsv = (await run(paymentsExport.loader, pageRequest("/admin/payments/export.csv", admin.cookie))) as Response;
      expect(paymentsCsv.status).toBe(200);
      expect(await paymentsCsv.text()).toContain(student.email);
      const invoice = (await run(paymentInvoice.loader, pageRequest(`/admin/payments/${paymentId}/invoice.pdf`, admin.cookie), {
        paymentId,
      })) as Response;
      expect(invoice.status).toBe(200);
      expect(invoice.headers.get("content-type")).toBe("application/pdf");
    });

    it("the refund form's action refunds and answers with a redirect back to the payment; the same form again refunds nothing more", async () => {
      const form = validRefund();
      const path = `/admin/payments/${paymentId}/refund`;
      const first = (await run(paymentRefund.action, formPost(path, form, { cookie: admin.cookie }), { paymentId })) as Response;
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`/admin/payments/${paymentId}?refund=requested#refunds`);
      const made = await testDb.db.select().from(refunds).where(eq(refunds.refundKey, form.refundKey));
      expect(made).toMatchObject([{ paymentId, amount: 100_00, reason: "Course cancelled", status: "pending" }]);
      const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, made[0]!.id));
      expect(audit).toMatchObject({ actorEmail: admin.email, action: "refund", tableName: "refunds" });

      const again = (await run(paymentRefund.action, formPost(path, form, { cookie: admin.cookie }), { paymentId })) as Response;
      expect(again.headers.get("location")).toBe(`/admin/payments/${paymentId}?refund=duplicate#refunds`);
      const noReason = (await run(
        paymentRefund.action,
        formPost(path, { ...validRefund(), reason: " " }, { cookie: admin.cookie }),
        { paymentId },
      )) as Response;
      expect(noReason.headers.get("location")).toBe(`/admin/payments/${paymentId}?refund=missing-reason#refunds`);
      expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);

      for (const unknown of ["not-a-payment", randomUUID()]) {
        const result = await run(
          paymentRefund.action,
          formPost(`/admin/payments/${unknown}/refund`, validRefund(), { cookie: admin.cookie }),
          { paymentId: unknown },
        );
        expect(statusOf(result)).toBe(404);
      }
      const crossSite = await run(
        paymentRefund.action,
        formPost(path, validRefund(), { cookie: admin.cookie, origin: "https://evil.example" }),
        { paymentId },
      );
      expect(statusOf(crossSite)).toBe(403);
      expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    });

    it("a cross-site post is refused even with an admin's cookie", async () => {
      const before = await snapshot();
      const result = await run(
        sessions.action,
        formPost("/admin/sessions", validSession(902), { cookie: admin.cookie, origin: "https://evil.example" }),
      );
      expect(statusOf(result)).toBe(403);
      const deletion = await run(
        sessions.action,
        formPost(
          "/admin/sessions",
          { intent: "delete", id: String(EXISTING_SESSION_ID) },
          { cookie: admin.cookie, origin: "https://evil.example" },
        ),
      );
      expect(statusOf(deletion)).toBe(403);
      const certificate = await run(
        certificatesRoute.action,
        formPost(
          "/admin/certificates",
          { intent: "save", ...validCertificate(student.email) },
          { cookie: admin.cookie, origin: "https://evil.example" },
        ),
      );
      expect(statusOf(certificate)).toBe(403);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("the gate", () => {
    it("signs an admin in with a server session, and returns to the screen it was shown on", async () => {
      const email = uniqueEmail("gate-admin");
      const first = await signInNewAdmin(email);
      expect(first.cookie).not.toBe("");
      const result = await run(
        adminSignIn.action,
        formPost("/admin/sign-in", {
          username: email.toUpperCase(),
          password: first.password,
          redirectTo: "/admin/library?type=Book",
        }),
      );
      expect((result as Response).status).toBe(302);
      expect((result as Response).headers.get("location")).toBe("/admin/library?type=Book");
      const page = await run(libraryRoute.loader, pageRequest("/admin/library", cookieOf(result)));
      expect(payloadOf(page)).toMatchObject({ gate: false });
    });

    it("never returns to another site", async () => {
      const email = uniqueEmail("gate-admin");
      const { password } = await signInNewAdmin(email);
      const result = await run(
        adminSignIn.action,
        formPost("/admin/sign-in", { username: email, password, redirectTo: "//evil.example/admin" }),
      );
      expect((result as Response).headers.get("location")).toBe("/admin/sessions");
    });

    it("refuses a student's own correct password: 'Invalid admin credentials', and no session is opened", async () => {
      const fresh = await signUpStudent();
      const [account] = await testDb.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, fresh.email));
      const sessionsBefore = await sessionCount(account!.id);
      const result = await run(
        adminSignIn.action,
        formPost("/admin/sign-in", { username: fresh.email, password: fresh.password }),
      );
      expect(statusOf(result)).toBe(401);
      expect(payloadOf(result)).toEqual({ message: ADMIN_GATE_TEXT.invalid, redirectTo: "/admin/sessions" });
      expect(await sessionCount(account!.id)).toBe(sessionsBefore);
    });

    it("refuses a wrong password and missing fields with the same message", async () => {
      const email = uniqueEmail("gate-admin");
      await signInNewAdmin(email);
      const attempts: Record<string, string>[] = [
        { username: email, password: "wrong-password" },
        { username: email, password: "" },
        { username: "", password: "x" },
        {},
      ];
      for (const fields of attempts) {
        const result = await run(adminSignIn.action, formPost("/admin/sign-in", fields));
        expect(statusOf(result)).toBe(401);
        expect(payloadOf(result)).toEqual({ message: "Invalid admin credentials", redirectTo: "/admin/sessions" });
      }
    });

    it("rate-limits failed attempts from one address", async () => {
      const ip = uniqueIp();
      const email = uniqueEmail("gate-admin");
      const { password } = await signInNewAdmin(email);
      const attempt = (pass: string) =>
        signInAdmin({
          credentials: { username: email, password: pass },
          request: formPost("/admin/sign-in", {}, { ip }),
          delayMs: 0,
        });
      for (let index = 0; index < ADMIN_GATE_FAILURES_PER_IP.max; index += 1) {
        expect(await attempt(`wrong-${index}`)).toMatchObject({ ok: false, status: expect.any(Number) });
      }
      // Even the right password waits until the window has passed.
      expect(await attempt(password)).toEqual({ ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManySignIns });
      // Another admin at another address is not held up.
      const other = uniqueEmail("gate-admin");
      const { password: otherPassword } = await signInNewAdmin(other);
      const elsewhere = await signInAdmin({
        credentials: { username: other, password: otherPassword },
        request: formPost("/admin/sign-in", {}),
        delayMs: 0,
      });
      expect(elsewhere.ok).toBe(true);
    });

    it("signing out ends admin access", async () => {
      const { cookie } = await signInNewAdmin();
      expect(payloadOf(await run(sessions.loader, pageRequest("/admin/sessions", cookie)))).toMatchObject({ gate: false });
      const signedOut = await run(signOutAction, formPost("/signout", {}, { cookie }));
      expect((signedOut as Response).status).toBe(302);
      expect(payloadOf(await run(sessions.loader, pageRequest("/admin/sessions", cookie)))).toEqual({ gate: true });
      expect(statusOf(await run(sessions.action, formPost("/admin/sessions", validSession(903), { cookie })))).toBe(403);
    });
  });

  async function sessionCount(userId: string) {
    const [row] = await testDb.db.select({ total: count() }).from(authSession).where(eq(authSession.userId, userId));
    return row!.total;
  }

  /** Everything an admin action could change, to compare before and after a refused request. */
  function validBatch(id: string) {
    return { editing: "", id, course: "Agentic AI", start_date: "2026-05-02", capacity: "20", schedule: "", is_active: "on" };
  }
  function batchChange() {
    return { intent: "change-batch", enrolment_id: enrolmentId, batch_id: "HACKED_BATCH" };
  }
  function courseChange() {
    return { intent: "change-course", enrolment_id: enrolmentId, course: "Vibe Coding" };
  }
  function statusChange() {
    return { intent: "close-enrolment", enrolment_id: enrolmentId, status: "cancelled", confirm: "yes" };
  }

  async function snapshot() {
    const database = testDb.db;
    return {
      ...(await adminRecordsSnapshot()),
      twoFactor: await database.select().from(authTwoFactor),
      twoFactorOn: await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.twoFactorEnabled, true)),
      admins: await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.role, "admin")),
      adminSessions: await sessionCount(adminUserId),
    };
  }
});
