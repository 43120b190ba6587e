// /admin — the overview: the tiles count what happened today, in the last 7 and the last 30 India days,
// through the route's loader as an admin (non-admins are refused in admin-authorization.test.ts).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDate, indiaDate, indiaInstant } from "~/platform/india-time";
import * as overviewRoute from "~/routes/admin/admin-index";
import type { AdminOverview } from "~/payments/load-admin-overview.server";
import { contactSubmissions, enrolments, payments, quizResponses, refunds, sessionMasterTable } from "~/platform/db/schema";
import { signInNewAdmin } from "../support/admin-fixtures";
import { pageRequest, payloadOf, run } from "../support/route-calls";
import { guestPaymentRow, monthlyEnrolment } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const today = indiaDate(new Date());
const daysAgo = (days: number, time = "10:00") => indiaInstant(addDaysToDate(today, -days), time);
const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);

async function payment(status: "success" | "failed" | "pending", amount: string, currency: "INR" | "USD", createdAt: Date) {
  const [row] = await testDb.db
    .insert(payments)
    .values(
      guestPaymentRow({
        userId: "guest_overview",
        name: "Overview Payer",
        email: `overview.${randomUUID().slice(0, 8)}@example.test`,
        country: currency === "INR" ? "India" : "US",
        currency,
        amount,
        providerAmountPaise: 1,
        paymentStatus: status,
        createdAt,
      }),
    )
    .returning({ id: payments.id });
  return row!.id;
}

describe("the admin overview", () => {
  let overview: AdminOverview;

  beforeAll(async () => {
    // Revenue: today ₹2,999 + $149; 5 days ago ₹11,999; 20 days ago ₹199; 40 days ago (outside) ₹5,000.
    const refunded = await payment("success", "2999.00", "INR", daysAgo(0, "00:30"));
    await payment("success", "149.00", "USD", daysAgo(0));
    await payment("success", "11999.00", "INR", daysAgo(5));
    await payment("success", "199.00", "INR", daysAgo(20));
    const refundedLongAgo = await payment("success", "5000.00", "INR", daysAgo(40));
    // Refunds come off the day they were processed: ₹500 today, ₹1,000 three days ago (of the old payment); a pending one
    // counts nowhere.
    for (const [paymentId, amount, status, processedAt] of [
      [refunded, 500_00, "processed", daysAgo(0, "00:40")],
      [refundedLongAgo, 1_000_00, "processed", daysAgo(3)],
      [refunded, 100_00, "pending", null],
    ] as const) {
      await testDb.db.insert(refunds).values({
        paymentId,
        refundKey: randomUUID(),
        currency: "INR",
        amount,
        providerAmountPaise: amount,
        reason: "Overview test",
        status,
        requestedBy: "admin-test",
        processedAt,
      });
    }
    await payment("failed", "2999.00", "INR", daysAgo(0));
    await payment("failed", "2999.00", "INR", daysAgo(10));
    // Pending: one 20 minutes old (counts), one made a minute ago (not yet worth a look).
    await payment("pending", "2999.00", "INR", twentyMinutesAgo);
    await payment("pending", "2999.00", "INR", new Date(Date.now() - 60_000));
    await testDb.db
      .insert(enrolments)
      .values(
        [0, 3, 25].map((days) =>
          monthlyEnrolment(`enrolled.${days}@example.test`, { startedAt: daysAgo(days), lastPaidAt: daysAgo(days) }),
        ),
      );
    await testDb.db.insert(contactSubmissions).values([
      {
        name: "Lead Today",
        email: "lead.today@example.test",
        mobile: "9876543210",
        purpose: "Course enquiry",
        createdAt: daysAgo(0),
      },
      {
        name: "Lead Older",
        email: "lead.older@example.test",
        mobile: "9876543210",
        purpose: "Course enquiry",
        createdAt: daysAgo(8),
      },
    ]);
    await testDb.db.insert(quizResponses).values({
      name: "Quiz Taker",
      email: "quiz@example.test",
      mobile: "9876543210",
      age: 30,
      occupation: "Analyst",
      ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`q${n}`, "a"])),
      score: 16,
      readinessLevel: "Developing",
      createdAt: daysAgo(2),
    } as typeof quizResponses.$inferInsert);
    await testDb.db.insert(sessionMasterTable).values([
      { sessionId: 7001, batchId: "OVERVIEW_BATCH", sessionDate: today, sessionStartTime: "19:00:00" },
      { sessionId: 7002, batchId: "OVERVIEW_BATCH", sessionDate: addDaysToDate(today, 1), sessionStartTime: "19:00:00" },
    ]);

    const admin = await signInNewAdmin();
    const data = payloadOf(await run(overviewRoute.loader, pageRequest("/admin", admin.cookie)));
    expect(data.gate).toBe(false);
    overview = data.overview as AdminOverview;
  });

  it("counts today, the last 7 days and the last 30 days, revenue per currency", () => {
    const [todayFigures, week, month] = overview.periods;
    expect(todayFigures).toMatchObject({
      label: "Today",
      revenue: { INR: 2_499_00, USD: 149_00 },
      successfulPayments: 2,
      failedPayments: 1,
      newEnrolments: 1,
      newLeads: 1,
    });
    expect(week).toMatchObject({
      label: "Last 7 days",
      revenue: { INR: 13_498_00, USD: 149_00 },
      successfulPayments: 3,
      failedPayments: 1,
      newEnrolments: 2,
      newLeads: 2,
    });
    expect(month).toMatchObject({
      label: "Last 30 days",
      revenue: { INR: 13_697_00, USD: 149_00 },
      successfulPayments: 4,
      failedPayments: 2,
      newEnrolments: 3,
      newLeads: 3,
    });
  });

  it("counts payments still pending after 15 minutes, and today's sessions", () => {
    // Just after midnight in India, 20 minutes ago was yesterday.
    const pendingToday = indiaDate(twentyMinutesAgo) === today ? 1 : 0;
    expect(overview.periods.map((period) => period.pendingPayments)).toEqual([pendingToday, 1, 1]);
    expect(overview.todaysSessions).toBe(1);
  });

  it("charts the revenue of each of the last 30 days", () => {
    expect(overview.revenueByDay.INR).toHaveLength(30);
    expect(overview.revenueByDay.INR.at(-1)).toEqual({ day: today, count: 2_499_00 });
    expect(overview.revenueByDay.INR.reduce((sum, day) => sum + day.count, 0)).toBe(13_697_00);
    expect(overview.revenueByDay.USD.reduce((sum, day) => sum + day.count, 0)).toBe(149_00);
  });
});
