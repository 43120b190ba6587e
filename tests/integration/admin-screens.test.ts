// Each admin screen's action and loader against a real database, as an admin —
// every validation message, the upsert by session_id, the audit row of every write, deletes, spot
// approval with its QR code, the students' search and pages, and the analytics filters and CSV export.
import { count, desc, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import { BATCH_ASSIGNMENT_MESSAGES, STUDENTS_PAGE_SIZE } from "~/classes/batch-assignment";
import { CERTIFICATE_MESSAGES } from "~/certificates/certificate-form";
import { LIBRARY_MESSAGES } from "~/library/library-form";
import { SPOT_MANAGEMENT_MESSAGES } from "~/ai-spots/spot-management";
import { IMAGE_LINK_HTTPS_MESSAGE } from "~/platform/web-link";
import * as spotAnalyticsExport from "~/routes/admin/ai-spot-analytics-export";
import * as spotAnalytics from "~/routes/admin/ai-spot-analytics";
import * as spotManagement from "~/routes/admin/ai-spot-management";
import * as audit from "~/routes/admin/audit";
import * as certificateUserSearch from "~/routes/admin/certificate-user-search";
import * as certificatesRoute from "~/routes/admin/certificates";
import * as libraryRoute from "~/routes/admin/library";
import * as sessionLinks from "~/routes/admin/session-links";
import * as sessions from "~/routes/admin/sessions";
import * as spotQrCode from "~/routes/admin/spot-qr-code";
import * as students from "~/routes/admin/students";
import { saveFailureMessage } from "~/staff/save-failure-message.server";
import { getConfig } from "~/platform/config.server";
import {
  aispotMaster,
  auditLog,
  authUser,
  batchSessionLinks,
  certificates,
  library,
  quizResponses,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "~/platform/db/schema";
import { auditTrailOf, useSignedInAdmin } from "../support/admin-fixtures";
import { validCertificate, validLibraryItem, validLink, validSession } from "../support/admin-forms";
import { pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { listedSpot, quizRow, spotRow } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const REQUIRED = "Please fill in all required fields";

describe("admin screens", () => {
  const testDb = useFreshDatabase();
  let admin: { email: string; cookie: string };
  const { post, load } = useSignedInAdmin(
    ["AGENTIC_AI_BATCH_9", "VIBE_CODING_BATCH_2", "DS_BATCH_2019"],
    (signedIn) => (admin = signedIn),
  );

  async function expectRefused(result: unknown, message: string) {
    expect(statusOf(result)).toBe(400);
    expect(payloadOf(result)).toMatchObject({ ok: false, message });
  }

  /** Deleted through its screen, a row is audited as created, updated and deleted; a second delete finds nothing. */
  async function expectDeletedOnce(
    action: (args: never) => unknown,
    path: string,
    tableName: string,
    id: string,
    messages: { deleted: string; notFound: string },
  ) {
    const deleted = await post(action, path, { intent: "delete", id });
    expect(payloadOf(deleted)).toEqual({ ok: true, message: messages.deleted, intent: "delete" });
    expect((await auditTrailOf(tableName, id)).map((entry) => entry.action).sort()).toEqual(["create", "delete", "update"]);
    const again = await post(action, path, { intent: "delete", id });
    expect(payloadOf(again)).toMatchObject({ ok: false, message: messages.notFound });
  }

  describe("sessions (spec 3 §2.3, §4, §5)", () => {
    it("creates a session when its session_id is new, storing empty optionals as null and updated_at as now", async () => {
      const before = Date.now();
      const result = await post(sessions.action, "/admin/sessions", validSession(101));
      expect(payloadOf(result)).toEqual({ ok: true, message: "Session created successfully!", intent: "save" });
      const [row] = await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 101));
      expect(row).toMatchObject({
        batchId: "AGENTIC_AI_BATCH_9",
        sessionDate: "2026-04-04",
        sessionStartTime: "19:00:00",
        sessionLink: null,
        studyMaterialLink: null,
        sessionTitle: "Agents",
        sessionDescription: null,
      });
      expect(row!.createdAt.toISOString()).toBe("2026-03-01T04:30:00.000Z"); // 10:00 India time
      expect(row!.updatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [entry] = await auditTrailOf("session_master_table", 101);
      expect(entry).toMatchObject({ action: "create", actorEmail: admin.email });
    });

    it("updates the existing record when the session_id exists and the admin confirmed it (upsert by session_id)", async () => {
      await post(sessions.action, "/admin/sessions", validSession(102));
      const result = await post(sessions.action, "/admin/sessions", {
        ...validSession(102),
        session_title: "Agents, revised",
        session_link: "https://teams.microsoft.com/l/meetup-join/recording",
        updated_at: "2026-03-02T09:15",
        overwrite: "yes",
      });
      expect(payloadOf(result)).toEqual({ ok: true, message: "Session updated successfully!", intent: "save" });
      const rows = await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 102));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        sessionTitle: "Agents, revised",
        sessionLink: "https://teams.microsoft.com/l/meetup-join/recording",
      });
      expect(rows[0]!.updatedAt!.toISOString()).toBe("2026-03-02T03:45:00.000Z");
      expect((await auditTrailOf("session_master_table", 102)).map((entry) => entry.action).sort()).toEqual(["create", "update"]);
    });

    it("refuses missing fields, a non-numeric session_id and invalid links, storing nothing", async () => {
      const before = await testDb.db.select({ total: count() }).from(sessionMasterTable);
      await expectRefused(await post(sessions.action, "/admin/sessions", { ...validSession(103), batch_id: "" }), REQUIRED);
      await expectRefused(await post(sessions.action, "/admin/sessions", { ...validSession(103), created_at: "" }), REQUIRED);
      await expectRefused(
        await post(sessions.action, "/admin/sessions", { ...validSession(103), session_id: "ten" }),
        "Session ID must be a number",
      );
      await expectRefused(
        await post(sessions.action, "/admin/sessions", { ...validSession(103), study_material_link: "javascript:alert(1)" }),
        "Please enter a valid URL",
      );
      expect(await testDb.db.select({ total: count() }).from(sessionMasterTable)).toEqual(before);
    });

    it("lists the most recent sessions by session_date, newest first, 25 to a page", async () => {
      for (let day = 1; day <= 12; day += 1) {
        await post(sessions.action, "/admin/sessions", {
          ...validSession(200 + day),
          session_date: `2027-01-${String(day).padStart(2, "0")}`,
        });
      }
      const page = await load(sessions.loader, "/admin/sessions");
      const listed = page.sessions as { sessionId: number; sessionDate: string }[];
      expect(listed.length).toBeGreaterThan(10);
      expect(listed.slice(0, 10).map((session) => session.sessionId)).toEqual([212, 211, 210, 209, 208, 207, 206, 205, 204, 203]);
    });

    it("answers 'Database error: {message}' when the database refuses the save", async () => {
      await testDb.db.execute(sql`
        create function refuse_admin_session() returns trigger language plpgsql as $$
        begin
          if new.session_title = 'Refused by test' then raise exception 'session refused for the test'; end if;
          return new;
        end $$`);
      await testDb.db.execute(
        sql`create trigger refuse_admin_session before insert or update on session_master_table for each row execute function refuse_admin_session()`,
      );
      try {
        const result = await post(sessions.action, "/admin/sessions", { ...validSession(150), session_title: "Refused by test" });
        expect(statusOf(result)).toBe(500);
        expect(payloadOf(result)).toEqual({ ok: false, message: "Database error: session refused for the test", intent: "save" });
        expect(await testDb.db.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, 150))).toEqual([]);
        expect(await auditTrailOf("session_master_table", 150)).toEqual([]); // the audit row rolled back with the save
      } finally {
        await testDb.db.execute(sql`drop trigger refuse_admin_session on session_master_table`);
      }
    });

    it("words other failures 'Unexpected error: {message or Unknown error}'", () => {
      expect(saveFailureMessage(new Error("socket hang up"), "test")).toBe("Unexpected error: socket hang up");
      expect(saveFailureMessage("odd", "test")).toBe("Unexpected error: Unknown error");
    });

    it("keeps the screen usable with an empty list when the sessions cannot be read", async () => {
      await testDb.db.execute(sql`alter table session_master_table rename to session_master_table_away`);
      try {
        expect(await load(sessions.loader, "/admin/sessions")).toMatchObject({ gate: false, sessions: [] });
      } finally {
        await testDb.db.execute(sql`alter table session_master_table_away rename to session_master_table`);
      }
    });
  });

  describe("students (spec 3 §2.4)", () => {
    let studentIds: number[] = [];

    beforeAll(async () => {
      const rows = Array.from({ length: 45 }, (_, index) => ({
        email: `learner${String(index).padStart(2, "0")}@batch.example`,
        studentName: `Learner ${String(index).padStart(2, "0")}`,
        currentCourseName: index % 2 === 0 ? "Agentic AI" : "Vibe Coding",
        batchId: index < 5 ? "AGENTIC_AI_BATCH_1" : null,
      }));
      studentIds = (await testDb.db.insert(studentMasterTable).values(rows).returning({ id: studentMasterTable.id })).map(
        (row) => row.id,
      );
    });

    it("assigns a batch: 'Student batch assignment updated successfully!', with an audit row", async () => {
      const id = studentIds[10]!;
      const result = await post(students.action, "/admin/students", {
        student_id: String(id),
        batch_id: " VIBE_CODING_BATCH_2 ",
      });
      expect(payloadOf(result)).toEqual({ ok: true, message: BATCH_ASSIGNMENT_MESSAGES.updated, intent: "assign" });
      const [row] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.id, id));
      expect(row!.batchId).toBe("VIBE_CODING_BATCH_2");
      const [entry] = await auditTrailOf("student_master_table", id);
      expect(entry).toMatchObject({
        action: "assign-batch",
        details: { email: row!.email, from: null, to: "VIBE_CODING_BATCH_2" },
      });
    });

    it("needs both student and batch ID", async () => {
      await expectRefused(
        await post(students.action, "/admin/students", { student_id: "", batch_id: "B" }),
        "Please select both student and batch ID",
      );
      await expectRefused(
        await post(students.action, "/admin/students", { student_id: String(studentIds[0]), batch_id: "" }),
        "Please select both student and batch ID",
      );
      const missing = await post(students.action, "/admin/students", { student_id: "999999", batch_id: "AGENTIC_AI_BATCH_9" });
      expect(statusOf(missing)).toBe(404);
      expect(payloadOf(missing)).toMatchObject({ ok: false, message: BATCH_ASSIGNMENT_MESSAGES.studentNotFound });
    });

    it("lists students by name a page at a time, searched on the server", async () => {
      const first = await load(students.loader, "/admin/students");
      expect(first).toMatchObject({ total: 45, page: 1, pageCount: 2 });
      expect((first.students as unknown[]).length).toBe(STUDENTS_PAGE_SIZE);
      expect((first.students as { studentName: string }[])[0]!.studentName).toBe("Learner 00");
      const second = await load(students.loader, "/admin/students?page=2");
      expect((second.students as { studentName: string }[]).map((student) => student.studentName)).toEqual(
        Array.from({ length: 20 }, (_, index) => `Learner ${25 + index}`),
      );
      const searched = await load(students.loader, "/admin/students?q=LEARNER%203");
      expect((searched.students as { studentName: string }[]).map((student) => student.studentName)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Learner 3${index}`),
      );
      // The user's % and _ are taken literally.
      expect(await load(students.loader, "/admin/students?q=%25")).toMatchObject({ total: 0 });
      const byBatch = await load(students.loader, "/admin/students?q=agentic_ai_batch_1");
      expect(byBatch.total).toBe(5);
      // Each of the four columns is searched: the e-mail, the course, and both with the batch filter.
      const byEmail = await load(students.loader, "/admin/students?q=RNER07%40BATCH");
      expect((byEmail.students as { studentName: string }[]).map((student) => student.studentName)).toEqual(["Learner 07"]);
      const byCourse = await load(students.loader, "/admin/students?q=vibe&batch=AGENTIC_AI_BATCH_1");
      expect((byCourse.students as { studentName: string }[]).map((student) => student.studentName)).toEqual([
        "Learner 01",
        "Learner 03",
      ]);
    });
  });

  describe("session links (spec 3 §2.5)", () => {
    it("creates and updates a link, storing empty optionals as null", async () => {
      const created = await post(sessionLinks.action, "/admin/session-links", validLink());
      expect(payloadOf(created)).toEqual({ ok: true, message: "Session link created successfully!", intent: "save" });
      const [row] = await testDb.db.select().from(batchSessionLinks).orderBy(desc(batchSessionLinks.id)).limit(1);
      expect(row).toMatchObject({
        batchId: "AGENTIC_AI_BATCH_9",
        meetingId: null,
        passcode: null,
        recurringSchedule: null,
        isActive: true,
      });

      const updated = await post(sessionLinks.action, "/admin/session-links", {
        ...validLink(),
        id: String(row!.id),
        teams_meeting_link: "https://teams.live.com/meet/9345678901234",
        passcode: "aB3dE",
        is_active: "",
      });
      expect(payloadOf(updated)).toEqual({ ok: true, message: "Session link updated successfully!", intent: "save" });
      const [after] = await testDb.db.select().from(batchSessionLinks).where(eq(batchSessionLinks.id, row!.id));
      expect(after).toMatchObject({
        teamsMeetingLink: "https://teams.live.com/meet/9345678901234",
        passcode: "aB3dE",
        isActive: false,
      });
      expect((await auditTrailOf("batch_session_links", row!.id)).map((entry) => entry.action).sort()).toEqual([
        "create",
        "update",
      ]);
      const listed = await load(sessionLinks.loader, "/admin/session-links");
      expect((listed.links as { id: number }[]).map((link) => link.id)).toContain(row!.id);
    });

    it("refuses a non-Teams link and missing fields", async () => {
      await expectRefused(
        await post(sessionLinks.action, "/admin/session-links", { ...validLink(), teams_meeting_link: "https://zoom.us/j/123" }),
        "Please enter a valid Microsoft Teams meeting link",
      );
      await expectRefused(await post(sessionLinks.action, "/admin/session-links", { ...validLink(), course_name: "" }), REQUIRED);
      const missing = await post(sessionLinks.action, "/admin/session-links", { ...validLink(), id: "987654" });
      expect(statusOf(missing)).toBe(404);
    });
  });

  describe("certificates (spec 3 §2.6)", () => {
    it("issues, updates and deletes a certificate, each with its message and audit row", async () => {
      const created = await post(certificatesRoute.action, "/admin/certificates", {
        intent: "save",
        ...validCertificate("Asha@Example.com"),
      });
      expect(payloadOf(created)).toEqual({ ok: true, message: "Certificate created successfully!", intent: "save" });
      const [row] = await testDb.db.select().from(certificates).where(eq(certificates.userEmail, "asha@example.com"));
      expect(row).toMatchObject({ certificateName: "Vibe Coding Certification", dateOfIssuing: "2026-03-01", isActive: true });

      const updated = await post(certificatesRoute.action, "/admin/certificates", {
        intent: "save",
        ...validCertificate("asha@example.com"),
        id: row!.id,
        certificate_image_link: "https://drive.google.com/file/d/abc/view",
        is_active: "",
      });
      expect(payloadOf(updated)).toEqual({ ok: true, message: "Certificate updated successfully!", intent: "save" });
      const [after] = await testDb.db.select().from(certificates).where(eq(certificates.id, row!.id));
      expect(after).toMatchObject({ certificateImageLink: "https://drive.google.com/file/d/abc/view", isActive: false });

      const listed = await load(certificatesRoute.loader, "/admin/certificates");
      expect((listed.certificates as { id: string }[]).map((certificate) => certificate.id)).toContain(row!.id);

      await expectDeletedOnce(certificatesRoute.action, "/admin/certificates", "certificates", row!.id, {
        deleted: "Certificate deleted successfully!",
        notFound: CERTIFICATE_MESSAGES.notFound,
      });
      expect(await testDb.db.select().from(certificates).where(eq(certificates.id, row!.id))).toEqual([]);
    });

    it("refuses an image link that is neither an image file nor on a listed host, and missing fields", async () => {
      await expectRefused(
        await post(certificatesRoute.action, "/admin/certificates", {
          intent: "save",
          ...validCertificate("asha@example.com"),
          certificate_image_link: "https://example.com/certificate",
        }),
        "Please enter a valid image URL. Supported formats: .jpg, .png, .gif, .webp, .bmp, or links from OneDrive, SharePoint, Google Drive, Dropbox, Imgur, Cloudinary, AWS S3, or Supabase.",
      );
      await expectRefused(
        await post(certificatesRoute.action, "/admin/certificates", {
          intent: "save",
          ...validCertificate("asha@example.com"),
          date_of_issuing: "",
        }),
        REQUIRED,
      );
    });

    it("searches users case-insensitively on e-mail or name, at most 10 by name", async () => {
      const people = Array.from({ length: 12 }, (_, index) => ({
        id: `search-user-${index}`,
        name: `Meera ${String.fromCharCode(65 + index)}`,
        email: `meera.${index}@search.example`,
        emailVerified: true, // the search offers verified accounts only
      }));
      await testDb.db.insert(authUser).values(people);
      await testDb.db
        .insert(users)
        .values(
          people.map((person) => ({ userId: person.id, email: person.email, name: person.name, age: 30, occupation: "Analyst" })),
        );
      await testDb.db
        .insert(authUser)
        .values({ id: "search-user-x", name: "Zed Quinn", email: "MEERA.FAN@search.example", emailVerified: true });
      await testDb.db
        .insert(users)
        .values({ userId: "search-user-x", email: "meera.fan@search.example", name: "Zed Quinn", age: 30, occupation: "x" });

      const search = async (text: string) => {
        const response = (await run(
          certificateUserSearch.loader,
          pageRequest(`/admin/certificates/users?q=${encodeURIComponent(text)}`, admin.cookie),
        )) as Response;
        return (await response.json()) as { users: { name: string; email: string }[] };
      };
      const byName = await search("mEErA");
      expect(byName.users).toHaveLength(10);
      expect(byName.users.map((user) => user.name)).toEqual(people.slice(0, 10).map((person) => person.name));
      expect((await search("FAN@SEARCH")).users).toEqual([expect.objectContaining({ name: "Zed Quinn" })]);
      expect((await search("   ")).users).toEqual([]);
    });
  });

  describe("library (spec 3 §2.7)", () => {
    it("adds an item with parsed tags and numbers, updates it and deletes it", async () => {
      const created = await post(libraryRoute.action, "/admin/library", {
        intent: "save",
        ...validLibraryItem(),
        title: "<script>alert('x')</script> Agents at work",
        tags: " agents , , cost,",
        pages: "",
        rating: "4.5",
        file_size_mb: "1.25",
      });
      expect(payloadOf(created)).toEqual({ ok: true, message: "Library item created successfully!", intent: "save" });
      const [row] = await testDb.db.select().from(library).where(eq(library.authorTeam, "Team"));
      expect(row).toMatchObject({
        title: "<script>alert('x')</script> Agents at work", // stored as text; React escapes it on screen
        tags: ["agents", "cost"],
        pages: null,
        rating: "4.5",
        fileSizeMb: "1.25",
        category: "Case Study",
        verified: true,
        thumbnailUrl: null,
      });

      const updated = await post(libraryRoute.action, "/admin/library", {
        intent: "save",
        ...validLibraryItem(),
        id: row!.id,
        publication_type: "Newsletter",
        category: "",
        access: "Signed Up User",
      });
      expect(payloadOf(updated)).toEqual({ ok: true, message: "Library item updated successfully!", intent: "save" });
      const [after] = await testDb.db.select().from(library).where(eq(library.id, row!.id));
      expect(after).toMatchObject({ publicationType: "Newsletter", category: null, access: "Signed Up User" });
      expect(after!.updateDate.getTime()).toBeGreaterThanOrEqual(row!.updateDate.getTime());

      const newsletters = await load(libraryRoute.loader, "/admin/library?type=Newsletter");
      expect((newsletters.items as { id: string }[]).map((item) => item.id)).toEqual([row!.id]);
      expect((await load(libraryRoute.loader, "/admin/library?type=Book")).items).toEqual([]);
      expect(
        ((await load(libraryRoute.loader, "/admin/library?q=COST")).items as { id: string }[]).map((item) => item.id),
      ).toEqual([row!.id]);

      await expectDeletedOnce(libraryRoute.action, "/admin/library", "library", row!.id, {
        deleted: "Library item deleted successfully!",
        notFound: LIBRARY_MESSAGES.notFound,
      });
    });

    it("refuses invalid URLs, missing fields, ratings outside 0-5 and categories of another type", async () => {
      const save = (changes: Record<string, string>) =>
        post(libraryRoute.action, "/admin/library", { intent: "save", ...validLibraryItem(), ...changes });
      await expectRefused(await save({ url: "not a url" }), "Please enter a valid URL");
      await expectRefused(await save({ license_source: "" }), REQUIRED);
      await expectRefused(await save({ rating: "5.5" }), LIBRARY_MESSAGES.invalidRating);
      await expectRefused(await save({ category: "Python Programming" }), LIBRARY_MESSAGES.unknownCategory);
      // A thumbnail on http could not be shown on the library page (its content security policy allows https images).
      await expectRefused(await save({ thumbnail_url: "http://images.example/cover.jpg" }), IMAGE_LINK_HTTPS_MESSAGE);
    });
  });

  describe("records holding a choice since taken off the lists", () => {
    // An old record may name a course, certificate type, level, category, contributor or access level the lists no
    // longer offer. Editing it keeps that value selectable and saves; only that record may keep it.
    it("saves a session link whose course is no longer offered, and offers that course to no other link", async () => {
      const [old] = await testDb.db
        .insert(batchSessionLinks)
        .values({
          batchId: "DS_BATCH_2019",
          courseName: "Data Science Bootcamp",
          teamsMeetingLink: "https://teams.microsoft.com/l/meetup-join/old",
        })
        .returning();
      const edit = (changes: Record<string, string>) =>
        post(sessionLinks.action, "/admin/session-links", {
          ...validLink(),
          id: String(old!.id),
          batch_id: "DS_BATCH_2019",
          course_name: "Data Science Bootcamp",
          ...changes,
        });
      expect(payloadOf(await edit({ passcode: "kept1" }))).toEqual({
        ok: true,
        message: "Session link updated successfully!",
        intent: "save",
      });
      expect((await testDb.db.select().from(batchSessionLinks).where(eq(batchSessionLinks.id, old!.id)))[0]).toMatchObject({
        courseName: "Data Science Bootcamp",
        passcode: "kept1",
      });

      await expectRefused(
        await post(sessionLinks.action, "/admin/session-links", { ...validLink(), course_name: "Data Science Bootcamp" }),
        "Please choose a course from the list",
      );
      const [current] = await testDb.db
        .insert(batchSessionLinks)
        .values({
          batchId: "AGENTIC_X",
          courseName: "Agentic AI",
          teamsMeetingLink: "https://teams.microsoft.com/l/meetup-join/x",
        })
        .returning();
      await expectRefused(
        await post(sessionLinks.action, "/admin/session-links", {
          ...validLink(),
          id: String(current!.id),
          course_name: "Data Science Bootcamp",
        }),
        "Please choose a course from the list",
      );
    });

    it("saves a certificate whose type is no longer offered, and issues no new one of that type", async () => {
      const [old] = await testDb.db
        .insert(certificates)
        .values({
          userEmail: "old.holder@example.com",
          certificateName: "Data Science Bootcamp Certificate",
          certificateImageLink: "https://files.example.com/old.png",
          dateOfIssuing: "2019-06-01",
          verificationId: `old${Date.now()}`,
        })
        .returning();
      const edit = await post(certificatesRoute.action, "/admin/certificates", {
        intent: "save",
        ...validCertificate("old.holder@example.com"),
        id: old!.id,
        certificate_name: "Data Science Bootcamp Certificate",
        is_active: "",
      });
      expect(payloadOf(edit)).toEqual({ ok: true, message: "Certificate updated successfully!", intent: "save" });
      expect((await testDb.db.select().from(certificates).where(eq(certificates.id, old!.id)))[0]).toMatchObject({
        certificateName: "Data Science Bootcamp Certificate",
        isActive: false,
      });
      await expectRefused(
        await post(certificatesRoute.action, "/admin/certificates", {
          intent: "save",
          ...validCertificate("new.holder@example.com"),
          certificate_name: "Data Science Bootcamp Certificate",
        }),
        CERTIFICATE_MESSAGES.unknownType,
      );
    });

    it("saves a library item whose level, category, contributor and access are no longer offered", async () => {
      const [old] = await testDb.db
        .insert(library)
        .values({
          publicationType: "Book",
          category: "Big Data with Hadoop",
          title: "Hadoop in Practice",
          authorTeam: "Old Team",
          level: "Expert",
          url: "https://example.com/hadoop",
          publicationDate: "2014",
          licenseSource: "Publisher",
          contributor: "Guest Author",
          access: "Members Only",
        })
        .returning();
      const kept = {
        intent: "save",
        ...validLibraryItem(),
        id: old!.id,
        publication_type: "Book",
        category: "Big Data with Hadoop",
        level: "Expert",
        contributor: "Guest Author",
        access: "Members Only",
      };
      const edit = await post(libraryRoute.action, "/admin/library", { ...kept, title: "Hadoop in Practice, 2nd ed." });
      expect(payloadOf(edit)).toEqual({ ok: true, message: "Library item updated successfully!", intent: "save" });
      expect((await testDb.db.select().from(library).where(eq(library.id, old!.id)))[0]).toMatchObject({
        title: "Hadoop in Practice, 2nd ed.",
        category: "Big Data with Hadoop",
        level: "Expert",
        contributor: "Guest Author",
        access: "Members Only",
      });

      // A new item, or the old category under another type, gets the lists' messages.
      await expectRefused(await post(libraryRoute.action, "/admin/library", { ...kept, id: "" }), LIBRARY_MESSAGES.unknownLevel);
      await expectRefused(
        await post(libraryRoute.action, "/admin/library", { ...kept, publication_type: "Article" }),
        LIBRARY_MESSAGES.unknownCategory,
      );
    });
  });

  describe("AI spots (spec 3 §2.12, §4)", () => {
    let pendingId: string;
    let approvedId: string;

    beforeAll(async () => {
      const spot = (overrides: Partial<typeof aispotMaster.$inferInsert>) =>
        listedSpot({ name: "Spot", isApproved: false, ...overrides });
      const rows = await testDb.db
        .insert(aispotMaster)
        .values([
          spot({
            name: "Pending Brew",
            city: "Pune",
            state: "Maharashtra",
            ownerManagerName: "Farah Khan",
            createdAt: new Date("2026-02-01T00:00:00Z"),
          }),
          spot({
            name: "Approved Tap",
            typeOfPlace: "Pubs",
            city: "bengaluru",
            isApproved: true,
            qrCodeLink: "/ai-readiness-quiz?spot_id=seeded",
            aispotEmail: "tap@pubs.example",
          }),
        ])
        .returning({ id: aispotMaster.aispotId });
      pendingId = rows[0]!.id;
      approvedId = rows[1]!.id;
    });

    it("shows the tiles and filters the list by search and status", async () => {
      const all = await load(spotManagement.loader, "/admin/ai-spot-management");
      expect(all.stats).toEqual({ totalApplications: 2, approvedSpots: 1, pendingApproval: 1, citiesCovered: 2 });
      const ids = async (query: string) =>
        ((await load(spotManagement.loader, `/admin/ai-spot-management?${query}`)).spots as { aispotId: string }[]).map(
          (spot) => spot.aispotId,
        );
      expect(await ids("")).toEqual([approvedId, pendingId]); // newest first
      expect(await ids("status=pending")).toEqual([pendingId]);
      expect(await ids("status=approved")).toEqual([approvedId]);
      expect(await ids("q=maharashtra")).toEqual([pendingId]); // state
      expect(await ids("q=PUBS")).toEqual([approvedId]); // type and spot e-mail
      expect(await ids("q=farah")).toEqual([pendingId]); // owner name
      expect(await ids("q=pune&status=approved")).toEqual([]);
    });

    it("approves a pending spot: approved, QR code link set, updated_at stamped, audit row; its QR code leads to the quiz", async () => {
      const [before] = await testDb.db.select().from(aispotMaster).where(eq(aispotMaster.aispotId, pendingId));
      const noQrYet = await run(spotQrCode.loader, pageRequest(`/admin/ai-spot-management/${pendingId}/qr.svg`, admin.cookie), {
        spotId: pendingId,
      });
      expect(statusOf(noQrYet)).toBe(404);

      const result = await post(spotManagement.action, "/admin/ai-spot-management", {
        intent: "approval",
        spotId: pendingId,
        approve: "true",
      });
      expect(payloadOf(result)).toMatchObject({ ok: true, intent: "approval" });
      const [after] = await testDb.db.select().from(aispotMaster).where(eq(aispotMaster.aispotId, pendingId));
      expect(after).toMatchObject({ isApproved: true, qrCodeLink: `/ai-readiness-quiz?spot_id=${pendingId}` });
      expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
      expect(await auditTrailOf("aispot_master", pendingId)).toEqual([
        expect.objectContaining({ action: "approve", actorEmail: admin.email }),
      ]);

      const svg = (await run(spotQrCode.loader, pageRequest(`/admin/ai-spot-management/${pendingId}/qr.svg`, admin.cookie), {
        spotId: pendingId,
      })) as Response;
      const expected = await QRCode.toString(`${getConfig().appUrl}/ai-readiness-quiz?spot_id=${pendingId}`, {
        type: "svg",
        errorCorrectionLevel: "M",
        margin: 4,
        color: { dark: "#111827", light: "#ffffff" },
      });
      expect(await svg.text()).toBe(expected);
    });

    it("revokes an approved spot back to pending, keeping its QR code link", async () => {
      const result = await post(spotManagement.action, "/admin/ai-spot-management", {
        intent: "approval",
        spotId: pendingId,
        approve: "false",
      });
      expect(payloadOf(result)).toMatchObject({ ok: true });
      const [after] = await testDb.db.select().from(aispotMaster).where(eq(aispotMaster.aispotId, pendingId));
      expect(after).toMatchObject({ isApproved: false, qrCodeLink: `/ai-readiness-quiz?spot_id=${pendingId}` });
      expect((await auditTrailOf("aispot_master", pendingId)).map((entry) => entry.action)).toEqual(["approve", "revoke"]);
    });

    it("answers the spec's alerts when a spot cannot be changed", async () => {
      const ghost = "00000000-0000-4000-8000-000000000000";
      const approval = await post(spotManagement.action, "/admin/ai-spot-management", {
        intent: "approval",
        spotId: ghost,
        approve: "true",
      });
      expect(payloadOf(approval)).toMatchObject({ ok: false, message: "Failed to update approval status" });
      const removal = await post(spotManagement.action, "/admin/ai-spot-management", { intent: "delete", spotId: ghost });
      expect(payloadOf(removal)).toMatchObject({ ok: false, message: "Failed to delete AI Spot" });
    });

    it("deletes a spot; its quiz submissions stay, still naming the spot", async () => {
      await testDb.db.insert(quizResponses).values(quizRow({ email: "scan@x.example", aispotId: approvedId }));
      const result = await post(spotManagement.action, "/admin/ai-spot-management", { intent: "delete", spotId: approvedId });
      expect(payloadOf(result)).toEqual({ ok: true, message: SPOT_MANAGEMENT_MESSAGES.deleted, intent: "delete" });
      expect(await testDb.db.select().from(aispotMaster).where(eq(aispotMaster.aispotId, approvedId))).toEqual([]);
      const [submission] = await testDb.db.select().from(quizResponses).where(eq(quizResponses.email, "scan@x.example"));
      expect(submission!.aispotId).toBe(approvedId);
      expect(await auditTrailOf("aispot_master", approvedId)).toEqual([expect.objectContaining({ action: "delete" })]);
    });
  });

  describe("AI spot analytics (spec 3 §2.13)", () => {
    let cafeId: string;
    let pubId: string;
    let libraryId: string;

    beforeAll(async () => {
      await testDb.db.delete(quizResponses);
      const rows = await testDb.db
        .insert(aispotMaster)
        .values([
          spotRow("Analytics Cafe", "Cafes", "Pune", "Maharashtra"),
          spotRow("Analytics Pub", "Pubs", "Nagpur", "Maharashtra"),
          spotRow("Analytics Library", "Libraries", "Mysuru", "Karnataka"),
        ])
        .returning({ id: aispotMaster.aispotId });
      [cafeId, pubId, libraryId] = rows.map((row) => row.id) as [string, string, string];
      const at = (iso: string) => new Date(iso);
      await testDb.db.insert(quizResponses).values([
        quizRow({
          name: '=HYPERLINK("http://evil")',
          email: "one@cafe.example",
          aispotId: cafeId,
          createdAt: at("2026-03-05T18:00:00Z"),
        }), // 23:30 IST, 5 Mar
        quizRow({ email: "two@cafe.example", aispotId: cafeId, createdAt: at("2026-03-05T18:40:00Z") }), // 00:10 IST, 6 Mar
        quizRow({ email: "three@cafe.example", aispotId: cafeId, createdAt: at("2026-03-03T06:00:00Z") }),
        quizRow({ email: "Four@PUB.example", aispotId: pubId, createdAt: at("2026-03-04T06:00:00Z") }),
        quizRow({ email: "five@pub.example", aispotId: pubId, createdAt: at("2026-03-01T06:00:00Z") }),
        quizRow({ email: "six@library.example", aispotId: libraryId, createdAt: at("2026-03-02T06:00:00Z") }),
        quizRow({ email: "direct@web.example", aispotId: null, createdAt: at("2026-03-04T09:00:00Z") }),
      ]);
    });

    const emails = async (query: string) =>
      (
        (await load(spotAnalytics.loader, `/admin/ai-spot-analytics?${query}`)).analytics as { submissions: { email: string }[] }
      ).submissions.map((submission) => submission.email);

    it("shows the tiles, the top three spots and every submission with its label", async () => {
      const { analytics } = (await load(spotAnalytics.loader, "/admin/ai-spot-analytics")) as {
        analytics: {
          tiles: Record<string, number>;
          topSpots: { name: string; label: string; scans: number }[];
          total: number;
          submissions: { email: string; spotLabel: string; aispotId: string | null }[];
        };
      };
      expect(analytics.tiles.scansAllTime).toBe(6); // the direct one is not a scan
      expect(analytics.tiles.totalSpots).toBeGreaterThanOrEqual(3);
      expect(analytics.topSpots).toEqual([
        expect.objectContaining({ name: "Analytics Cafe", label: "Cafes - Pune", scans: 3 }),
        expect.objectContaining({ name: "Analytics Pub", label: "Pubs - Nagpur", scans: 2 }),
        expect.objectContaining({ name: "Analytics Library", label: "Libraries - Mysuru", scans: 1 }),
      ]);
      expect(analytics.total).toBe(7);
      expect(analytics.submissions[0]).toMatchObject({ email: "two@cafe.example", spotLabel: "Cafes - Pune" });
      expect(analytics.submissions.find((submission) => submission.email === "direct@web.example")).toMatchObject({
        aispotId: null,
        spotLabel: "Direct Website",
      });
    });

    it("filters the state against the spot's state, not its city", async () => {
      expect(await emails("state=maharashtra")).toEqual([
        "two@cafe.example",
        "one@cafe.example",
        "Four@PUB.example",
        "three@cafe.example",
        "five@pub.example",
      ]);
      expect(await emails("state=Pune")).toEqual([]);
    });

    it("filters city (direct submissions count as 'Online'), spot name, user e-mail", async () => {
      expect(await emails("city=nag")).toEqual(["Four@PUB.example", "five@pub.example"]);
      expect(await emails("city=online")).toEqual(["direct@web.example"]);
      expect(await emails("spot=analytics%20lib")).toEqual(["six@library.example"]);
      expect(await emails("spot=Pubs%20-%20Nag")).toEqual(["Four@PUB.example", "five@pub.example"]);
      expect(await emails("spot=direct%20website")).toEqual(["direct@web.example"]);
      expect(await emails("email=pub.EXAMPLE")).toEqual(["Four@PUB.example", "five@pub.example"]);
    });

    it("includes the whole 'date to' day (India time) and starts at 'date from'", async () => {
      expect(await emails("from=2026-03-05&to=2026-03-05")).toEqual(["one@cafe.example"]);
      expect(await emails("from=2026-03-06")).toEqual(["two@cafe.example"]);
      expect(await emails("to=2026-03-01")).toEqual(["five@pub.example"]);
    });

    it("counts the filtered submissions per day for the chart", async () => {
      const { analytics } = (await load(
        spotAnalytics.loader,
        "/admin/ai-spot-analytics?state=maharashtra&from=2026-03-01&to=2026-03-06",
      )) as {
        analytics: { daily: { day: string; count: number }[] };
      };
      expect(analytics.daily).toEqual([
        { day: "2026-03-01", count: 1 },
        { day: "2026-03-02", count: 0 },
        { day: "2026-03-03", count: 1 },
        { day: "2026-03-04", count: 1 },
        { day: "2026-03-05", count: 1 },
        { day: "2026-03-06", count: 1 },
      ]);
    });

    it("exports the filtered rows as CSV, with formula-looking cells neutralised", async () => {
      const response = (await run(
        spotAnalyticsExport.loader,
        pageRequest("/admin/ai-spot-analytics/export.csv?spot=cafe", admin.cookie),
      )) as Response;
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte order mark, for spreadsheet programs
      const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
      expect(lines[0]).toBe("Visitor Name,Email,Mobile,Date & Time,AI Spot ID,AI Spot Name");
      expect(lines).toHaveLength(4);
      expect(lines[1]).toBe(`Test Visitor,two@cafe.example,9876543210,"06 Mar 2026, 12:10 am IST",${cafeId},Cafes - Pune`);
      expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")",one@cafe.example`);
    });
  });

  describe("audit log", () => {
    it("lists the admin writes newest first: who, what, which row, when", async () => {
      const page = await load(audit.loader, "/admin/audit");
      const entries = page.entries as {
        actorEmail: string;
        action: string;
        tableName: string;
        rowId: string;
        createdAt: string;
      }[];
      const [total] = await testDb.db.select({ total: count() }).from(auditLog);
      expect(page.total).toBe(total!.total);
      expect(entries.length).toBeGreaterThan(10);
      expect(entries.every((entry) => entry.actorEmail === admin.email)).toBe(true);
      const times = entries.map((entry) => entry.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });
});
