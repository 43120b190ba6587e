// Enrolments, and the dashboard's card per enrolment: each plan's fee, paid, remaining and due date;
// a later payment for a course is its next instalment; renewals only for students with a course; the instalment
// priced from the enrolment by the server; earlier payments grouped into enrolments once.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysToDate, indiaDate } from "~/platform/india-time";
import { ENROLMENT_MESSAGES } from "~/enrolments/enrolment";
import type { CheckoutRequestInput } from "~/payments/checkout";
import { queryRows } from "~/platform/db/client.server";
import { enrolments, payments, studentMasterTable } from "~/platform/db/schema";
import { loadStudentDashboard } from "~/enrolments/load-student-dashboard.server";
import { attachEarlierPayments } from "~/enrolments/attach-earlier-payments.server";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import {
  checkoutRequest,
  guestPaymentRow,
  orderAndPay,
  registerStudent,
  someIp,
  uniquePayerEmail,
} from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const provider = createSandboxProvider(sandboxSecrets("enrolment-tests-secret"));
type Payer = { id: string; email: string; emailVerified: boolean } | null;

async function order(overrides: Partial<CheckoutRequestInput>, user: Payer = null) {
  return createPaymentOrder(testDb.db, { checkout: checkoutRequest(overrides), user, clientIp: someIp(), provider });
}

/** Orders and pays: the sandbox's order is recorded as successful, as the provider's webhook would. */
async function pay(overrides: Partial<CheckoutRequestInput>, user: Payer = null) {
  return (await orderAndPay(testDb.db, checkoutRequest(overrides), { provider, user })).paymentId;
}

async function enrolmentsOf(email: string) {
  return testDb.db.select().from(enrolments).where(eq(enrolments.studentEmail, email)).orderBy(enrolments.startedAt);
}

async function dashboardOf(user: { id: string; email: string }) {
  return loadStudentDashboard(testDb.db, {
    user: { ...user, name: "Student", role: "student", emailVerified: true },
    now: new Date(),
    appUrl: "http://localhost",
    showDebug: false,
  });
}

const today = () => indiaDate(new Date());

describe("each plan's fee, paid, remaining and due date", () => {
  it("a 4-month course paid monthly: the spec's ₹11,996, a month paid, due in 30 days; four instalments finish it", async () => {
    const student = await registerStudent(testDb.db);
    const user = { ...student, emailVerified: true };
    await pay({ email: student.email, course: "Agentic AI", country: "India" }, user);
    let [card] = (await dashboardOf(student)).enrolments;
    expect(card).toMatchObject({
      course: "Agentic AI",
      plan: "monthly",
      planLabel: "Monthly, 4 months",
      feeMinor: 11_996_00,
      paidMinor: 2_999_00,
      remainingMinor: 8_997_00,
      percentPaid: 25,
      monthsRemaining: 3,
      nextDueDate: addDaysToDate(today(), 30),
    });

    // A second payment for the same course, from the course page as anyone would, is its next instalment.
    await pay({ email: student.email, course: "Agentic AI", country: "India" }, user);
    await pay({ enrolmentId: card!.id, renewalMonths: 2, course: "Agentic AI", country: "India" }, user);
    const dashboard = await dashboardOf(student);
    expect(dashboard.enrolments).toHaveLength(1);
    [card] = dashboard.enrolments;
    expect(card).toMatchObject({
      paidMinor: 11_996_00,
      remainingMinor: 0,
      percentPaid: 100,
      monthsRemaining: 0,
      nextDueDate: null,
    });
    expect(dashboard.fee).toMatchObject({ feeMinor: 11_996_00, paidMinor: 11_996_00, remainingMinor: 0 });
    expect(dashboard.upcomingPaymentDate).toBeNull();
  });

  it("a 4-month course paid upfront is fully paid at once, with no due date", async () => {
    const email = uniquePayerEmail();
    await pay({ email, course: "Quantum Computing", country: "India", payUpfront: true });
    const [enrolment] = await enrolmentsOf(email);
    // 4 × ₹11,999 less 7 %
    expect(enrolment).toMatchObject({ plan: "upfront", fee: "44636.28", amountPaid: "44636.28", monthsPaid: 4 });
    const student = await registerStudent(testDb.db, email);
    const [card] = (await dashboardOf(student)).enrolments;
    expect(card).toMatchObject({ planLabel: "4 months upfront", remainingMinor: 0, percentPaid: 100, nextDueDate: null });
  });

  it("a monthly course bought with a coupon keeps its discounted monthly price for every instalment", async () => {
    const email = uniquePayerEmail();
    const student = await registerStudent(testDb.db, email);
    await pay({ email, course: "Vibe Coding", country: "India", couponText: "goldisold" });
    const [enrolment] = await enrolmentsOf(email);
    const monthly = Number(enrolment!.pricePerMonth);
    expect(monthly).toBeLessThan(2999);
    expect(Number(enrolment!.fee)).toBeCloseTo(monthly * 4, 2);
    // The next three months at that price reach 100 %.
    await pay(
      { email, enrolmentId: enrolment!.id, renewalMonths: 3, course: "Vibe Coding", country: "India" },
      {
        ...student,
        emailVerified: true,
      },
    );
    const [card] = (await dashboardOf(student)).enrolments;
    expect(card).toMatchObject({ remainingMinor: 0, percentPaid: 100 });
  });

  it("the CXO programme, bought from its page, is 8 months at the monthly price", async () => {
    const email = uniquePayerEmail();
    await pay({ email, course: "4 Months AI Certification For Professionals", country: "India", programme: "cxo" });
    expect((await enrolmentsOf(email))[0]).toMatchObject({ plan: "cxo", monthsInPlan: 8, fee: "23992.00" });
  });

  it("a USD payer's monthly course is four months at the dollar price", async () => {
    const email = uniquePayerEmail();
    await pay({ email, course: "Agentic AI", country: "US" });
    expect((await enrolmentsOf(email))[0]).toMatchObject({ currency: "USD", fee: "596.00", amountPaid: "149.00" });
  });
});

describe("one enrolment per course", () => {
  it("a Masterclass then a course makes two enrolments; the course is the student's current one", async () => {
    const email = uniquePayerEmail();
    await pay({ email, course: "Masterclass", country: "India" });
    await pay({ email, course: "Quantum Computing", country: "India" });
    const rows = await enrolmentsOf(email);
    expect(rows.map((row) => [row.course, row.plan, row.fee, row.amountPaid])).toEqual([
      ["Masterclass", "session", "199.00", "199.00"],
      ["Quantum Computing", "monthly", "47996.00", "11999.00"],
    ]);
    const [studentRow] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, email));
    expect(studentRow).toMatchObject({ currentCourseName: "Quantum Computing", totalAmountPaid: "12198.00" });

    const student = await registerStudent(testDb.db, email);
    const dashboard = await dashboardOf(student);
    expect(dashboard.enrolments.map((card) => card.course)).toEqual(["Quantum Computing", "Masterclass"]);
    // The spec's single fields follow the course, not the ₹199 session.
    expect(dashboard.fee).toMatchObject({ feeMinor: 47_996_00, paidMinor: 11_999_00, remainingMinor: 35_997_00 });
  });

  it("every successful payment belongs to exactly one enrolment", async () => {
    const email = uniquePayerEmail();
    await pay({ email, course: "Agentic AI", country: "India" });
    await pay({ email, course: "Masterclass", country: "India" });
    await pay({ email, course: "Renewal Fee (Existing Student Only)", country: "India" });
    const rows = await testDb.db.select().from(payments).where(eq(payments.email, email));
    expect(rows.every((row) => row.enrolmentId !== null)).toBe(true);
    const [sum] = await queryRows<{ total: string }>(
      testDb.db,
      sql`select sum(amount_paid)::text as total from enrolments where student_email = ${email}`,
    );
    expect(sum!.total).toBe("6197.00");
  });
});

describe("several payments for one course at once", () => {
  it("meet in one enrolment (PostgreSQL runs them concurrently)", async () => {
    const email = uniquePayerEmail("together");
    await Promise.all([1, 2, 3, 4].map(() => pay({ email, course: "Agentic AI", country: "India" })));
    const rows = await enrolmentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ monthsPaid: 4, amountPaid: "11996.00", fee: "11996.00" });
    const [studentRow] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, email));
    expect(studentRow!.totalAmountPaid).toBe("11996.00");
  });
});

describe("renewals (spec 1 §9 'Renewal Fee (Existing Student Only)')", () => {
  it("are refused, with no order made, to a payer without an active enrolment", async () => {
    const email = uniquePayerEmail();
    const result = await order({ email, course: "Renewal Fee (Existing Student Only)", country: "India" });
    expect(result).toEqual({ kind: "failed", status: 400, message: ENROLMENT_MESSAGES.renewalWithoutEnrolment });
    expect(result.kind === "failed" && result.message).toBe(
      "Renewal is only for existing students. Please choose your course instead.",
    );
    expect(await testDb.db.select().from(payments).where(eq(payments.email, email))).toEqual([]);
  });

  it("are attached to the payer's active course, found by their verified account too", async () => {
    const student = await registerStudent(testDb.db);
    const user = { ...student, emailVerified: true };
    await pay({ email: student.email, course: "Python for ML & AI", country: "India" });
    // Paying with another address while signed in: the account's verified address finds the course.
    const paymentId = await pay(
      { email: uniquePayerEmail("other"), course: "Renewal Fee (Existing Student Only)", country: "India", renewalMonths: 2 },
      user,
    );
    const [enrolment] = await enrolmentsOf(student.email);
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.enrolmentId).toBe(enrolment!.id);
    expect(enrolment).toMatchObject({ monthsPaid: 3, amountPaid: "8997.00", fee: "11996.00" });
  });
});

describe("'Pay next instalment': priced by the server from the enrolment", () => {
  async function quantumStudent() {
    const student = await registerStudent(testDb.db);
    const user = { ...student, emailVerified: true };
    await pay({ email: student.email, course: "Quantum Computing", country: "India" }, user);
    const [enrolment] = await enrolmentsOf(student.email);
    return { student, user, enrolment: enrolment! };
  }

  it("charges the enrolment's own monthly price (₹11,999 for Quantum), whatever the browser says", async () => {
    const { user, enrolment } = await quantumStudent();
    const created = await order(
      // The course and coupon the browser sends change nothing: the enrolment decides.
      { enrolmentId: enrolment.id, renewalMonths: 2, course: "Agentic AI", couponText: "goldisold", country: "US" },
      user,
    );
    expect(created.kind).toBe("created");
    const [payment] = await testDb.db
      .select()
      .from(payments)
      .where(eq(payments.id, created.kind === "created" ? created.checkout.paymentId : ""));
    expect(payment).toMatchObject({
      course: "Quantum Computing",
      amount: "23998.00",
      currency: "INR",
      duration: "2 months",
      couponCode: null,
      enrolmentId: enrolment.id,
    });
  });

  it("refuses months beyond what remains, another student's enrolment, a guest and an unverified account", async () => {
    const { user, enrolment } = await quantumStudent();
    expect(await order({ enrolmentId: enrolment.id, renewalMonths: 4 }, user)).toMatchObject({
      status: 400,
      message: "Please choose between 1 and 3 months.",
    });
    const other = { ...(await registerStudent(testDb.db)), emailVerified: true };
    expect(await order({ enrolmentId: enrolment.id }, other)).toMatchObject({
      status: 404,
      message: ENROLMENT_MESSAGES.instalmentNotFound,
    });
    expect(await order({ enrolmentId: enrolment.id }, null)).toMatchObject({ status: 401 });
    expect(await order({ enrolmentId: enrolment.id }, { ...user, emailVerified: false })).toMatchObject({ status: 403 });
    // None of these made a payment.
    expect(await testDb.db.select().from(payments).where(eq(payments.enrolmentId, enrolment.id))).toHaveLength(1);
  });

  it("caps the last instalment at what remains, and refuses a fully paid enrolment", async () => {
    const email = uniquePayerEmail();
    const student = { ...(await registerStudent(testDb.db, email)), emailVerified: true };
    await pay({ email, course: "Agentic AI", country: "India" });
    // The admin's record says less remains than three months (a refund of part, a correction).
    const [enrolment] = await enrolmentsOf(email);
    await testDb.db.update(enrolments).set({ fee: "10000.00" }).where(eq(enrolments.id, enrolment!.id));
    await pay({ enrolmentId: enrolment!.id, renewalMonths: 3 }, student);
    expect((await enrolmentsOf(email))[0]).toMatchObject({ amountPaid: "10000.00" });
    expect(await order({ enrolmentId: enrolment!.id }, student)).toMatchObject({
      status: 400,
      message: ENROLMENT_MESSAGES.fullyPaid,
    });
  });
});

describe("payments made before enrolments existed", () => {
  async function oldPayment(email: string, course: string, daysAgo: number, extra: Partial<typeof payments.$inferInsert> = {}) {
    await testDb.db.insert(payments).values(
      guestPaymentRow({
        userId: "guest_old",
        name: "Old Student",
        email,
        course,
        razorpayOrderId: `order_old_${randomUUID().slice(0, 12)}`,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
        ...extra,
      }),
    );
  }

  it("are grouped by course, oldest first, with renewals going to the course before them; once", async () => {
    const email = uniquePayerEmail("legacy");
    await oldPayment(email, "Renewal Fee (Existing Student Only)", 120); // before any course: its own enrolment
    await oldPayment(email, "Masterclass", 100, { amount: "199.00", duration: "2 hours", providerAmountPaise: 199_00 });
    await oldPayment(email, "Agentic AI", 90);
    await oldPayment(email, "Renewal Fee (Existing Student Only)", 60);
    await oldPayment(email, "Quantum Computing", 50, { amount: "11999.00", providerAmountPaise: 11_999_00 });
    await oldPayment(email, "Renewal Fee (Existing Student Only)", 20);
    await oldPayment(email, "Agentic AI", 10, { paymentStatus: "failed" });

    expect(await attachEarlierPayments(testDb.db)).toBeGreaterThanOrEqual(6);
    expect(await attachEarlierPayments(testDb.db)).toBe(0);
    const rows = await enrolmentsOf(email);
    expect(rows.map((row) => [row.course, row.plan, row.monthsPaid, row.amountPaid])).toEqual([
      ["Renewal Fee (Existing Student Only)", "renewal", 1, "2999.00"],
      ["Masterclass", "session", 1, "199.00"],
      ["Agentic AI", "monthly", 2, "5998.00"],
      ["Quantum Computing", "monthly", 2, "14998.00"],
    ]);
    expect(rows.find((row) => row.course === "Agentic AI")!.lastPaidOn).toBe(indiaDate(new Date(Date.now() - 60 * 86_400_000)));
  });
});
