// /admin/students — the directory: the list searched over every student (name or e-mail, any case) with
// total paid, last payment and verified account, and a student's page (profile, enrolments with fee progress,
// payments, invoices, certificates, leads) with its actions on an enrolment, through the route modules:
// loader or action → server function → database.
import { randomUUID } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { STUDENTS_PAGE_SIZE } from "~/classes/batch-assignment";
import { STUDENT_DIRECTORY_TEXT as T } from "~/enrolments/student-directory";
import { FIELD_MESSAGES } from "~/platform/forms/field-schemas";
import { indiaDate } from "~/platform/india-time";
import * as certificatesRoute from "~/routes/admin/certificates";
import * as studentDetails from "~/routes/admin/student-details";
import * as students from "~/routes/admin/students";
import type { StudentDetails } from "~/enrolments/load-student-details.server";
import type { StudentRow } from "~/classes/search-students.server";
import { loadStudentDashboard } from "~/enrolments/load-student-dashboard.server";
import { auditLog, certificates, contactSubmissions, enrolments, invoices, studentMasterTable } from "~/platform/db/schema";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import type { CheckoutRequestInput } from "~/payments/checkout";
import { ensureBatches, signInNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { checkoutRequest, monthlyEnrolment, orderAndPay, registerStudent } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const provider = createSandboxProvider(sandboxSecrets("student-directory-tests-secret"));
const run8 = randomUUID().slice(0, 8);
let admin: { email: string; cookie: string };

// Asha: a verified account, two courses paid through the sandbox, a certificate and a contact message.
const ASHA_EMAIL = `asha.rao.${run8}@example.com`;
let asha: { id: string; email: string };
let ashaRowId: number;
const enrolmentOf = async (course: string) =>
  (
    await testDb.db
      .select()
      .from(enrolments)
      .where(sql`${enrolments.studentEmail} = ${ASHA_EMAIL} and ${enrolments.course} = ${course}`)
  )[0]!;

async function pay(overrides: Partial<CheckoutRequestInput>, user: { id: string; email: string; emailVerified: boolean }) {
  return (await orderAndPay(testDb.db, checkoutRequest({ name: "Asha Rao", ...overrides }), { provider, user })).paymentId;
}

/** Asha's own dashboard, as she would see it now. */
function ashaDashboard() {
  return loadStudentDashboard(testDb.db, {
    user: { ...asha, name: "Asha Rao", role: "student", emailVerified: true },
    now: new Date(),
    appUrl: "http://localhost",
    showDebug: false,
  });
}

async function listStudents(query = "") {
  return payloadOf(await run(students.loader, pageRequest(`/admin/students${query}`, admin.cookie))) as {
    students: StudentRow[];
    total: number;
    page: number;
    pageCount: number;
  };
}

async function studentPage(id: number | string) {
  return run(studentDetails.loader, pageRequest(`/admin/students/${id}`, admin.cookie), { studentId: String(id) });
}

async function details(id = ashaRowId) {
  return (payloadOf(await studentPage(id)) as { details: StudentDetails }).details;
}

async function act(fields: Record<string, string>, { id = ashaRowId, origin }: { id?: number; origin?: string } = {}) {
  return run(
    studentDetails.action,
    formPost(`/admin/students/${id}`, fields, { cookie: admin.cookie, ...(origin ? { origin } : {}) }),
    { studentId: String(id) },
  );
}

async function ashaRow() {
  const [row] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.id, ashaRowId));
  return row!;
}

async function auditRowsOf(enrolmentId: string) {
  return testDb.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.tableName} = 'enrolments' and ${auditLog.rowId} = ${enrolmentId}`)
    .orderBy(desc(auditLog.createdAt));
}

async function snapshot() {
  return {
    enrolments: await testDb.db.select().from(enrolments).orderBy(enrolments.id),
    students: await testDb.db.select().from(studentMasterTable).orderBy(studentMasterTable.id),
    audit: (await testDb.db.select({ total: count() }).from(auditLog))[0]!.total,
  };
}

beforeAll(async () => {
  admin = await signInNewAdmin();
  // The batches the student page's form names.
  await ensureBatches(["VIBE_CODING_BATCH_3", "AGENTIC_AI_BATCH_7"]);
  asha = await registerStudent(testDb.db, ASHA_EMAIL);
  const user = { ...asha, emailVerified: true };
  await pay({ email: ASHA_EMAIL, course: "Agentic AI", country: "India" }, user);
  await pay({ email: ASHA_EMAIL, course: "Vibe Coding", country: "India" }, user);
  [{ id: ashaRowId }] = await testDb.db
    .select({ id: studentMasterTable.id })
    .from(studentMasterTable)
    .where(eq(studentMasterTable.email, ASHA_EMAIL));
  await testDb.db.insert(certificates).values({
    userEmail: ASHA_EMAIL.toUpperCase(),
    certificateName: "Agentic AI Certification",
    certificateImageLink: "https://files.example.com/asha.png",
    dateOfIssuing: "2026-02-01",
  });
  await testDb.db
    .insert(contactSubmissions)
    .values({ name: "Asha Rao", email: ASHA_EMAIL.toUpperCase(), mobile: "9845012376", purpose: "free_session" });
  // 30 students typed by the admin (no payments, no account), so the list has two pages.
  await testDb.db.insert(studentMasterTable).values(
    Array.from({ length: 30 }, (_, index) => ({
      email: `directory.${String(index).padStart(2, "0")}.${run8}@example.com`,
      studentName: `Directory Student ${String(index).padStart(2, "0")}`,
      currentCourseName: "Agentic AI",
    })),
  );
});

describe("/admin/students, the directory", () => {
  it("searches every student, not one page, by name or e-mail in any case, 25 a page", async () => {
    const all = await listStudents();
    expect(STUDENTS_PAGE_SIZE).toBe(25);
    expect(all.students).toHaveLength(25);
    expect(all.pageCount).toBe(2);
    // The last directory student is on the second page of the whole list, and found from the first by a search.
    expect(all.students.map((student) => student.studentName)).not.toContain("Directory Student 29");
    const byName = await listStudents("?q=directory%20STUDENT%2029");
    expect(byName.students.map((student) => student.studentName)).toEqual(["Directory Student 29"]);
    const byEmail = await listStudents(`?q=${encodeURIComponent(ASHA_EMAIL.toUpperCase())}`);
    expect(byEmail.students.map((student) => student.email)).toEqual([ASHA_EMAIL]);
    const byPart = await listStudents(`?q=DIRECTORY.2`);
    expect(byPart.total).toBe(10);
  });

  it("shows total paid, the last payment and whether a verified account has the e-mail", async () => {
    const [row] = (await listStudents(`?q=${ASHA_EMAIL}`)).students;
    expect(row).toMatchObject({ id: ashaRowId, studentName: "Asha Rao", totalAmountPaid: "5998.00", currency: "INR" });
    expect(row!.verifiedAccount).toBe(true);
    expect(indiaDate(new Date(row!.lastPaidAt!))).toBe(indiaDate(new Date()));
    const [typed] = (await listStudents("?q=Directory%20Student%2001")).students;
    expect(typed).toMatchObject({ totalAmountPaid: "0.00", lastPaidAt: null, verifiedAccount: false });
    // An account that has not proved its address is not a verified account.
    const unverifiedEmail = `unverified.${run8}@example.com`;
    await registerStudent(testDb.db, unverifiedEmail, { verified: false });
    await testDb.db.insert(studentMasterTable).values({ email: unverifiedEmail, studentName: "Unverified Learner" });
    const [unverified] = (await listStudents(`?q=${unverifiedEmail}`)).students;
    expect(unverified!.verifiedAccount).toBe(false);
  });
});

describe("/admin/students/:id, a student's page", () => {
  it("shows the profile, enrolments with fee progress, payments, invoices, certificates and leads", async () => {
    const page = await details();
    expect(page.student).toMatchObject({
      id: ashaRowId,
      name: "Asha Rao",
      email: ASHA_EMAIL,
      mobile: "9000000001",
      account: { verified: true },
      currentCourseName: "Vibe Coding",
    });
    expect(page.enrolments.map((enrolment) => enrolment.course).sort()).toEqual(["Agentic AI", "Vibe Coding"]);
    expect(page.enrolments[0]).toMatchObject({
      status: "active",
      feeMinor: 11_996_00,
      paidMinor: 2_999_00,
      remainingMinor: 8_997_00,
      monthsPaid: 1,
      monthsInPlan: 4,
    });
    expect(page.payments).toHaveLength(2);
    expect(page.payments.every((payment) => payment.status === "success" && payment.amountMinor === 2_999_00)).toBe(true);
    const invoiceRows = await testDb.db.select().from(invoices);
    const ours = invoiceRows.filter((invoice) => page.payments.some((payment) => payment.id === invoice.paymentId));
    expect(ours).toHaveLength(2);
    expect(page.invoices.map((invoice) => invoice.number).sort()).toEqual(ours.map((invoice) => invoice.number).sort());
    expect(page.invoices.map((invoice) => invoice.paymentId).sort()).toEqual(page.payments.map((payment) => payment.id).sort());
    expect(page.certificates).toEqual([expect.objectContaining({ name: "Agentic AI Certification", isActive: true })]);
    expect(page.certificates[0]!.verificationId).toMatch(/^[0-9a-f]{32}$/);
    expect(page.leads).toEqual([expect.objectContaining({ kind: "contact", name: "Asha Rao" })]);
  });

  it("answers 404 for an unknown or odd id", async () => {
    for (const id of ["999999", "abc", "1.5", "-1"]) expect(statusOf(await studentPage(id)), id).toBe(404);
  });

  it("changes an enrolment's batch, with its audit row; the student's row follows the batch of the course it shows", async () => {
    const vibe = await enrolmentOf("Vibe Coding");
    const answer = await act({ intent: "change-batch", enrolment_id: vibe.id, batch_id: " VIBE_CODING_BATCH_3 " });
    expect(payloadOf(answer)).toEqual({ ok: true, message: T.batchChanged, intent: "change-batch" });
    expect((await enrolmentOf("Vibe Coding")).batchId).toBe("VIBE_CODING_BATCH_3");
    expect((await ashaRow()).batchId).toBe("VIBE_CODING_BATCH_3");
    const [entry] = await auditRowsOf(vibe.id);
    expect(entry).toMatchObject({
      action: "update",
      actorEmail: admin.email,
      details: { email: ASHA_EMAIL, field: "batch_id", from: null, to: "VIBE_CODING_BATCH_3" },
    });
    // Another course's batch leaves the row's batch alone.
    const agentic = await enrolmentOf("Agentic AI");
    expect(payloadOf(await act({ intent: "change-batch", enrolment_id: agentic.id, batch_id: "AGENTIC_AI_BATCH_7" })).ok).toBe(
      true,
    );
    expect((await enrolmentOf("Agentic AI")).batchId).toBe("AGENTIC_AI_BATCH_7");
    expect((await ashaRow()).batchId).toBe("VIBE_CODING_BATCH_3");
  });

  it("refuses a course the student already has an active enrolment of, and changes nothing", async () => {
    const agentic = await enrolmentOf("Agentic AI");
    const before = await snapshot();
    const answer = await act({ intent: "change-course", enrolment_id: agentic.id, course: "Vibe Coding" });
    expect(statusOf(answer)).toBe(409);
    expect(payloadOf(answer)).toEqual({
      ok: false,
      message: "This student already has an active enrolment in Vibe Coding. Mark that one completed or cancelled first.",
      intent: "change-course",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("moves an enrolment to another catalogue course, with its audit row", async () => {
    const agentic = await enrolmentOf("Agentic AI");
    const answer = await act({ intent: "change-course", enrolment_id: agentic.id, course: "Python for ML & AI" });
    expect(payloadOf(answer)).toEqual({ ok: true, message: T.courseChanged, intent: "change-course" });
    const [moved] = await testDb.db.select().from(enrolments).where(eq(enrolments.id, agentic.id));
    expect(moved).toMatchObject({ course: "Python for ML & AI", status: "active", amountPaid: "2999.00" });
    const [entry] = await auditRowsOf(agentic.id);
    expect(entry!.details).toMatchObject({ field: "course", from: "Agentic AI", to: "Python for ML & AI" });
    // The row still shows the latest active course (Vibe Coding, paid last) and the same total.
    expect(await ashaRow()).toMatchObject({ currentCourseName: "Vibe Coding", totalAmountPaid: "5998.00" });
  });

  it("marks an enrolment completed: no longer active, the row and the dashboard follow the next active course", async () => {
    const vibe = await enrolmentOf("Vibe Coding");
    const answer = await act({ intent: "close-enrolment", enrolment_id: vibe.id, status: "completed", confirm: "yes" });
    expect(payloadOf(answer)).toEqual({
      ok: true,
      message: "Enrolment marked completed successfully!",
      intent: "close-enrolment",
    });
    expect((await enrolmentOf("Vibe Coding")).status).toBe("completed");
    expect((await auditRowsOf(vibe.id))[0]!.details).toMatchObject({ field: "status", from: "active", to: "completed" });
    expect(await ashaRow()).toMatchObject({ currentCourseName: "Python for ML & AI", totalAmountPaid: "5998.00" });
    const dashboard = await ashaDashboard();
    expect(dashboard.enrolments[0]).toMatchObject({ course: "Python for ML & AI", status: "active" });
    expect(dashboard.enrolments.find((enrolment) => enrolment.course === "Vibe Coding")).toMatchObject({
      status: "completed",
      nextDueDate: null,
    });
    // Once completed, it cannot be closed again or moved.
    const again = await act({ intent: "close-enrolment", enrolment_id: vibe.id, status: "cancelled", confirm: "yes" });
    expect(payloadOf(again)).toMatchObject({ ok: false, message: T.onlyActive });
  });

  it("marks an enrolment cancelled: with no active course left, the dashboard has no fee to show", async () => {
    const python = await enrolmentOf("Python for ML & AI");
    const answer = await act({ intent: "close-enrolment", enrolment_id: python.id, status: "cancelled", confirm: "yes" });
    expect(payloadOf(answer)).toMatchObject({ ok: true, message: "Enrolment marked cancelled successfully!" });
    expect((await enrolmentOf("Python for ML & AI")).status).toBe("cancelled");
    expect((await auditRowsOf(python.id))[0]!.details).toMatchObject({ field: "status", from: "active", to: "cancelled" });
    // The row is re-derived as after a payment or a refund: with no active course left it keeps the last one.
    expect(await ashaRow()).toMatchObject({ currentCourseName: "Python for ML & AI", totalAmountPaid: "5998.00" });
    const dashboard = await ashaDashboard();
    expect(dashboard.fee).toBeNull();
    expect(dashboard.upcomingPaymentDate).toBeNull();
  });

  it("changes nothing on bad input, another student's enrolment or a cross-site post", async () => {
    const vibe = await enrolmentOf("Vibe Coding");
    const [other] = await testDb.db
      .insert(enrolments)
      .values(monthlyEnrolment(`someone.else.${run8}@example.com`))
      .returning({ id: enrolments.id });
    const before = await snapshot();
    const refusals: [Record<string, string>, number, string][] = [
      [{ intent: "change-batch", enrolment_id: vibe.id, batch_id: "   " }, 400, T.batchRequired],
      [{ intent: "change-batch", enrolment_id: vibe.id, batch_id: "B".repeat(101) }, 400, FIELD_MESSAGES.tooLong],
      [{ intent: "change-batch", enrolment_id: "not-an-id", batch_id: "B" }, 400, T.enrolmentNotFound],
      [{ intent: "change-course", enrolment_id: vibe.id, course: "Masterclass" }, 400, T.courseRequired],
      [{ intent: "change-course", enrolment_id: vibe.id, course: "Cooking" }, 400, T.courseRequired],
      [{ intent: "close-enrolment", enrolment_id: vibe.id, status: "completed" }, 400, T.confirmRequired],
      [{ intent: "close-enrolment", enrolment_id: vibe.id, status: "refunded", confirm: "yes" }, 400, T.statusRequired],
      [{ intent: "delete", enrolment_id: vibe.id }, 400, T.unknownIntent],
      [{ intent: "change-batch", enrolment_id: other!.id, batch_id: "STOLEN" }, 404, T.enrolmentNotFound],
      [{ intent: "change-batch", enrolment_id: randomUUID(), batch_id: "GONE" }, 404, T.enrolmentNotFound],
    ];
    for (const [fields, status, message] of refusals) {
      const answer = await act(fields);
      expect(statusOf(answer), JSON.stringify(fields)).toBe(status);
      expect(payloadOf(answer), JSON.stringify(fields)).toMatchObject({ ok: false, message });
    }
    const unknownStudent = await act({ intent: "change-batch", enrolment_id: vibe.id, batch_id: "X" }, { id: 999_999 });
    expect(statusOf(unknownStudent)).toBe(404);
    const crossSite = await act(
      { intent: "change-batch", enrolment_id: vibe.id, batch_id: "CROSS_SITE" },
      { origin: "https://evil.example" },
    );
    expect(statusOf(crossSite)).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("'Issue certificate' on the student's page", () => {
  it("opens the certificate form with the student's e-mail filled in", async () => {
    const email = `preset.${randomUUID().slice(0, 8)}@example.com`;
    const result = await run(
      certificatesRoute.loader,
      pageRequest(`/admin/certificates?${new URLSearchParams({ email, name: "Preset Student" })}`, admin.cookie),
    );
    expect(statusOf(result)).toBe(200);
    expect(payloadOf(result)).toMatchObject({ gate: false, presetEmail: email });
    // Without it, the form starts empty.
    const plain = await run(certificatesRoute.loader, pageRequest("/admin/certificates", admin.cookie));
    expect(payloadOf(plain)).toMatchObject({ presetEmail: "" });
  });
});
