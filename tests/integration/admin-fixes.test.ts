// Admin fixes, route → server function → database: a deleted AI Spot's submissions stay
// attributed ('Unknown Spot'), the sessions list is paged and filtered by batch, a session can be deleted, an existing
// session is overwritten only once the admin confirms it, and certificates are searchable, carry a custom title and
// e-mail the student the verification link.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CERTIFICATE_MESSAGES } from "~/certificates/certificate-form";
import { SESSION_FORM_MESSAGES, sessionExistsText } from "~/classes/session-form";
import * as spotAnalyticsExport from "~/routes/admin/ai-spot-analytics-export";
import * as spotAnalytics from "~/routes/admin/ai-spot-analytics";
import * as spotManagement from "~/routes/admin/ai-spot-management";
import * as certificatesRoute from "~/routes/admin/certificates";
import * as sessions from "~/routes/admin/sessions";
import * as verifyCertificate from "~/routes/community/verify-certificate";
import { getConfig } from "~/platform/config.server";
import {
  aispotMaster,
  authUser,
  certificates,
  emailOutbox,
  quizResponses,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "~/platform/db/schema";
import { auditTrailOf, uniqueEmail, useSignedInAdmin } from "../support/admin-fixtures";
import { validCertificate, validSession } from "../support/admin-forms";
import { pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { listedSpot, quizRow } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

describe("admin fixes", () => {
  const testDb = useFreshDatabase();
  let admin: { email: string; cookie: string };
  const { post, load } = useSignedInAdmin(
    ["AGENTIC_AI_BATCH_9", "PAGED_BATCH_17", "OTHER_BATCH_17"],
    (signedIn) => (admin = signedIn),
  );

  describe("a deleted AI Spot's quiz submissions (spec 3 §7)", () => {
    it("show as 'Unknown Spot' on the analytics screen and in the CSV, not as 'Direct Website'", async () => {
      const [spot] = await testDb.db
        .insert(aispotMaster)
        .values(listedSpot({ name: "Gone Cafe", state: "Kerala", city: "Kochi" }))
        .returning({ id: aispotMaster.aispotId });
      const spotId = spot!.id;
      await testDb.db
        .insert(quizResponses)
        .values([
          quizRow({ email: "scanned@gone.example", aispotId: spotId, createdAt: new Date("2026-05-02T06:00:00Z") }),
          quizRow({ email: "typed@direct.example", aispotId: null, createdAt: new Date("2026-05-01T06:00:00Z") }),
        ]);
      const removal = await post(spotManagement.action, "/admin/ai-spot-management", { intent: "delete", spotId });
      expect(payloadOf(removal)).toMatchObject({ ok: true });

      const { analytics } = (await load(spotAnalytics.loader, "/admin/ai-spot-analytics?email=.example")) as {
        analytics: { submissions: { email: string; aispotId: string | null; spotLabel: string }[] };
      };
      const byEmail = new Map(analytics.submissions.map((submission) => [submission.email, submission]));
      expect(byEmail.get("scanned@gone.example")).toMatchObject({ aispotId: spotId, spotLabel: "Unknown Spot" });
      expect(byEmail.get("typed@direct.example")).toMatchObject({ aispotId: null, spotLabel: "Direct Website" });
      expect(await emailsFor("spot=unknown")).toEqual(["scanned@gone.example"]);
      expect(await emailsFor("spot=direct")).toContain("typed@direct.example");
      expect(await emailsFor("spot=direct")).not.toContain("scanned@gone.example");

      const response = (await run(
        spotAnalyticsExport.loader,
        pageRequest("/admin/ai-spot-analytics/export.csv?email=gone.example", admin.cookie),
      )) as Response;
      const lines = (await response.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(new RegExp(`^Test Visitor,scanned@gone\\.example,.*,${spotId},Unknown Spot$`));
    });

    async function emailsFor(query: string) {
      const { analytics } = (await load(spotAnalytics.loader, `/admin/ai-spot-analytics?${query}`)) as {
        analytics: { submissions: { email: string }[] };
      };
      return analytics.submissions.map((submission) => submission.email);
    }
  });

  describe("sessions", () => {
    it("lists 25 sessions a page, and filters by batch in the address", async () => {
      const batch = "PAGED_BATCH_17";
      for (let index = 1; index <= 30; index += 1) {
        const day = String(((index - 1) % 28) + 1).padStart(2, "0");
        const saved = await post(sessions.action, "/admin/sessions", {
          ...validSession(5000 + index),
          batch_id: batch,
          session_date: `2028-${index > 28 ? "03" : "02"}-${day}`,
        });
        expect(payloadOf(saved)).toMatchObject({ ok: true });
      }
      await post(sessions.action, "/admin/sessions", { ...validSession(5100), batch_id: "OTHER_BATCH_17" });

      const first = await load(sessions.loader, `/admin/sessions?batch=${batch}`);
      const firstIds = (first.sessions as { sessionId: number; batchId: string }[]).map((session) => session.sessionId);
      expect(firstIds).toHaveLength(25);
      expect(firstIds.slice(0, 3)).toEqual([5030, 5029, 5028]);
      expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30, batch });
      expect(first.batches).toEqual(expect.arrayContaining([batch, "OTHER_BATCH_17"]));

      const second = await load(sessions.loader, `/admin/sessions?batch=${batch}&page=2`);
      const secondRows = second.sessions as { sessionId: number; batchId: string }[];
      expect(secondRows.map((session) => session.sessionId)).toEqual([5005, 5004, 5003, 5002, 5001]);
      expect(new Set([...firstIds, ...secondRows.map((session) => session.sessionId)]).size).toBe(30);

      const other = await load(sessions.loader, "/admin/sessions?batch=OTHER_BATCH_17");
      expect((other.sessions as { sessionId: number }[]).map((session) => session.sessionId)).toEqual([5100]);
      const all = await load(sessions.loader, "/admin/sessions");
      expect(all.total).toBeGreaterThanOrEqual(31);
    });

    it("deletes a session with an audit row, and says so when it is already gone", async () => {
      await post(sessions.action, "/admin/sessions", validSession(6001));
      const result = await post(sessions.action, "/admin/sessions", { intent: "delete", id: "6001" });
      expect(payloadOf(result)).toEqual({ ok: true, message: SESSION_FORM_MESSAGES.deleted, intent: "delete" });
      expect(await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 6001))).toEqual([]);
      expect((await auditTrailOf("session_master_table", 6001)).map((entry) => entry.action)).toEqual(["create", "delete"]);
      const [deletion] = (await auditTrailOf("session_master_table", 6001)).slice(-1);
      expect(deletion).toMatchObject({ actorEmail: admin.email, details: { batchId: "AGENTIC_AI_BATCH_9" } });

      const again = await post(sessions.action, "/admin/sessions", { intent: "delete", id: "6001" });
      expect(statusOf(again)).toBe(404);
      expect(payloadOf(again)).toMatchObject({ ok: false, message: SESSION_FORM_MESSAGES.notFound });
      const odd = await post(sessions.action, "/admin/sessions", { intent: "delete", id: "not-a-number" });
      expect(statusOf(odd)).toBe(400);
      expect(payloadOf(odd)).toMatchObject({ ok: false, message: "Failed to delete session" });
    });

    it("refuses to overwrite an existing session without confirmation, naming it, and overwrites once confirmed", async () => {
      await post(sessions.action, "/admin/sessions", { ...validSession(6002), session_title: "Original" });
      const refused = await post(sessions.action, "/admin/sessions", { ...validSession(6002), session_title: "Replacement" });
      expect(statusOf(refused)).toBe(409);
      expect(payloadOf(refused)).toEqual({ ok: false, message: sessionExistsText(6002), intent: "save" });
      expect(sessionExistsText(6002)).toContain("Session 6002 already exists");
      const [kept] = await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 6002));
      expect(kept!.sessionTitle).toBe("Original");
      expect((await auditTrailOf("session_master_table", 6002)).map((entry) => entry.action)).toEqual(["create"]);

      const notYes = await post(sessions.action, "/admin/sessions", {
        ...validSession(6002),
        session_title: "Replacement",
        overwrite: "true",
      });
      expect(statusOf(notYes)).toBe(409);

      const confirmed = await post(sessions.action, "/admin/sessions", {
        ...validSession(6002),
        session_title: "Replacement",
        overwrite: "yes",
      });
      expect(payloadOf(confirmed)).toEqual({ ok: true, message: "Session updated successfully!", intent: "save" });
      const [after] = await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 6002));
      expect(after!.sessionTitle).toBe("Replacement");
      expect((await auditTrailOf("session_master_table", 6002)).map((entry) => entry.action)).toEqual(["create", "update"]);

      // A confirmation for a session that does not exist yet simply creates it.
      const fresh = await post(sessions.action, "/admin/sessions", { ...validSession(6003), overwrite: "yes" });
      expect(payloadOf(fresh)).toMatchObject({ ok: true, message: "Session created successfully!" });
    });
    it("stores a session's length in minutes, refuses one out of range, and empty means two hours", async () => {
      const saved = await post(sessions.action, "/admin/sessions", { ...validSession(6004), duration_minutes: "90" });
      expect(payloadOf(saved)).toMatchObject({ ok: true, message: "Session created successfully!" });
      const lengthOf = async () =>
        (await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 6004)))[0]!.durationMinutes;
      expect(await lengthOf()).toBe(90);

      const refused = await post(sessions.action, "/admin/sessions", {
        ...validSession(6004),
        duration_minutes: "601",
        overwrite: "yes",
      });
      expect(statusOf(refused)).toBe(400);
      expect(payloadOf(refused)).toMatchObject({ ok: false, message: SESSION_FORM_MESSAGES.invalidLength });
      expect(await lengthOf()).toBe(90);

      await post(sessions.action, "/admin/sessions", { ...validSession(6004), duration_minutes: "", overwrite: "yes" });
      expect(await lengthOf()).toBeNull();
    });
  });

  describe("certificates", () => {
    it("searches the list by the student's name (account or student record) or e-mail, in the address", async () => {
      const named = uniqueEmail("meenakshi");
      const recorded = uniqueEmail("recorded");
      const other = uniqueEmail("other");
      // A verified account's name (an unverified one's does not count: tests/integration/unverified-squatter-names.test.ts).
      await testDb.db
        .insert(authUser)
        .values({ id: `cert-search-${named}`, name: "Meenakshi Rao", email: named, emailVerified: true });
      await testDb.db
        .insert(users)
        .values({ userId: `cert-search-${named}`, email: named, name: "Meenakshi Rao", age: 30, occupation: "x" });
      await testDb.db
        .insert(studentMasterTable)
        .values({ email: recorded, studentName: "Tarun Bose", currentCourseName: "Agentic AI" });
      for (const email of [named, recorded, other]) {
        expect(
          payloadOf(await post(certificatesRoute.action, "/admin/certificates", { intent: "save", ...validCertificate(email) })),
        ).toMatchObject({ ok: true });
      }
      const listed = async (query: string) =>
        ((await load(certificatesRoute.loader, `/admin/certificates?${query}`)).certificates as { userEmail: string }[]).map(
          (certificate) => certificate.userEmail,
        );
      expect(await listed("q=meenAKSHI")).toEqual([named]);
      expect(await listed("q=tarun%20bose")).toEqual([recorded]);
      expect(await listed(`q=${encodeURIComponent(other.toUpperCase())}`)).toEqual([other]);
      expect(await listed("q=nobody-at-all")).toEqual([]);
      expect(await load(certificatesRoute.loader, "/admin/certificates?q=%20Rao%20")).toMatchObject({ search: "Rao", total: 1 });
      expect((await listed("")).length).toBeGreaterThanOrEqual(3);
    });

    it("requires a custom title for a 'Custom Certificate', stores it, and the verify page shows it instead of the type", async () => {
      const email = uniqueEmail("custom");
      const custom = { intent: "save", ...validCertificate(email), certificate_name: "Custom Certificate" };
      const missing = await post(certificatesRoute.action, "/admin/certificates", { ...custom, custom_title: "  " });
      expect(statusOf(missing)).toBe(400);
      expect(payloadOf(missing)).toMatchObject({ ok: false, message: CERTIFICATE_MESSAGES.customTitleRequired });
      const tooLong = await post(certificatesRoute.action, "/admin/certificates", { ...custom, custom_title: "x".repeat(121) });
      expect(payloadOf(tooLong)).toMatchObject({ ok: false, message: CERTIFICATE_MESSAGES.customTitleTooLong });
      expect(await testDb.db.select().from(certificates).where(eq(certificates.userEmail, email))).toEqual([]);

      const saved = await post(certificatesRoute.action, "/admin/certificates", {
        ...custom,
        custom_title: " Generative AI Bootcamp Completion ",
      });
      expect(payloadOf(saved)).toMatchObject({ ok: true, message: "Certificate created successfully!" });
      const [row] = await testDb.db.select().from(certificates).where(eq(certificates.userEmail, email));
      expect(row).toMatchObject({ certificateName: "Custom Certificate", customTitle: "Generative AI Bootcamp Completion" });

      const page = payloadOf(
        await run(verifyCertificate.loader, pageRequest(`/verify/${row!.verificationId}`), {
          verificationId: row!.verificationId,
        }),
      ) as { certificate: { certificateName: string } };
      expect(page.certificate.certificateName).toBe("Generative AI Bootcamp Completion");

      // Another type drops the custom title: the type is shown again.
      const retyped = await post(certificatesRoute.action, "/admin/certificates", {
        ...custom,
        id: row!.id,
        certificate_name: "Vibe Coding Certification",
        custom_title: "Left over",
      });
      expect(payloadOf(retyped)).toMatchObject({ ok: true, message: "Certificate updated successfully!" });
      const [after] = await testDb.db.select().from(certificates).where(eq(certificates.id, row!.id));
      expect(after!.customTitle).toBeNull();
    });

    it("queues the student's e-mail with the verification link when a certificate is issued, not when it is updated", async () => {
      const email = uniqueEmail("issued");
      const created = await post(certificatesRoute.action, "/admin/certificates", {
        intent: "save",
        ...validCertificate(email),
        certificate_name: "Custom Certificate",
        custom_title: "Prompt Engineering Sprint",
      });
      expect(payloadOf(created)).toMatchObject({ ok: true });
      const [row] = await testDb.db.select().from(certificates).where(eq(certificates.userEmail, email));
      const mail = await outboxTo(email);
      expect(mail).toHaveLength(1);
      const link = `${getConfig().appUrl}/verify/${row!.verificationId}`;
      expect(mail[0]).toMatchObject({ subject: "Your certificate: Prompt Engineering Sprint", status: "pending" });
      expect(mail[0]!.textBody).toContain(link);
      expect(mail[0]!.htmlBody).toContain(`href="${link}"`);

      await post(certificatesRoute.action, "/admin/certificates", {
        intent: "save",
        ...validCertificate(email),
        id: row!.id,
        certificate_name: "Custom Certificate",
        custom_title: "Prompt Engineering Sprint, 2nd edition",
      });
      expect(await outboxTo(email)).toHaveLength(1);

      const inactive = uniqueEmail("inactive");
      await post(certificatesRoute.action, "/admin/certificates", {
        intent: "save",
        ...validCertificate(inactive),
        is_active: "",
      });
      expect(await outboxTo(inactive)).toEqual([]);
    });

    const outboxTo = (address: string) =>
      testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.createdAt));
  });
});
