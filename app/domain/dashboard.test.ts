import { describe, expect, it } from "vitest";
import {
  addDaysToDate,
  amountToMinor,
  chatAppShareLink,
  feeProgress,
  formatClockTime,
  formatDisplayDate,
  formatMoney,
  fullCourseFee,
  linkedInAddToProfileUrl,
  maskName,
  nameFromEmail,
  referralEarnings,
  referralShareMessage,
  sessionProgress,
  sessionStartInstant,
  splitSessionsByTime,
  upcomingPaymentDate,
  viewerLocalStart,
  wallClockIn,
  type PaymentFacts,
  type ReferralCreditFacts,
} from "./dashboard";

function payment(overrides: Partial<PaymentFacts>): PaymentFacts {
  return {
    amount: "2999.00",
    currency: "INR",
    paymentStatus: "success",
    paymentDate: "2026-01-10",
    createdAt: "2026-01-10T10:00:00.000Z",
    ...overrides,
  };
}

describe("amounts", () => {
  it("reads decimal text exactly into minor units", () => {
    expect(amountToMinor("2999.00")).toBe(299_900);
    expect(amountToMinor("2789.07")).toBe(278_907);
    expect(amountToMinor("4.9")).toBe(490);
    expect(amountToMinor("100")).toBe(10_000);
    expect(amountToMinor(149)).toBe(14_900);
    expect(() => amountToMinor("12,00")).toThrow();
  });

  it("formats with the currency symbol, Indian grouping for rupees and decimals only when there are paise", () => {
    expect(formatMoney(11_996_00, "INR")).toBe("₹11,996");
    expect(formatMoney(1_23_456_00, "INR")).toBe("₹1,23,456");
    expect(formatMoney(278_907, "INR")).toBe("₹2,789.07");
    expect(formatMoney(2_396_00, "USD")).toBe("$2,396");
    expect(formatMoney(0, "INR")).toBe("₹0");
  });
});

describe("upcoming payment date", () => {
  it("is 30 days after the newest successful payment of at least 2000 INR", () => {
    const payments = [
      payment({ paymentDate: "2026-01-10", createdAt: "2026-01-10T10:00:00Z" }),
      payment({ paymentDate: "2026-02-20", createdAt: "2026-02-20T10:00:00Z" }),
    ];
    expect(upcomingPaymentDate(payments)).toBe("2026-03-22");
  });

  it("scans newest first whatever order the payments come in, skipping failed, pending and small ones", () => {
    const payments = [
      payment({ paymentDate: "2026-01-01", createdAt: "2026-01-01T09:00:00Z" }),
      payment({ paymentDate: "2026-03-01", createdAt: "2026-03-01T09:00:00Z", paymentStatus: "failed" }),
      payment({ paymentDate: "2026-03-02", createdAt: "2026-03-02T09:00:00Z", paymentStatus: "pending" }),
      payment({ paymentDate: "2026-03-03", createdAt: "2026-03-03T09:00:00Z", amount: "199.00" }), // masterclass
      payment({ paymentDate: "2026-02-01", createdAt: "2026-02-01T09:00:00Z" }),
    ];
    expect(upcomingPaymentDate(payments)).toBe("2026-03-03");
  });

  it("holds the INR threshold at exactly 2000", () => {
    expect(upcomingPaymentDate([payment({ amount: "2000.00" })])).toBe("2026-02-09");
    expect(upcomingPaymentDate([payment({ amount: "1999.99" })])).toBeNull();
  });

  it("holds the USD threshold at exactly 100", () => {
    expect(upcomingPaymentDate([payment({ currency: "USD", amount: "100.00" })])).toBe("2026-02-09");
    expect(upcomingPaymentDate([payment({ currency: "USD", amount: "99.99" })])).toBeNull();
    // 149 USD counts though it is far below 2000; 1999 INR does not though it is above 100.
    expect(upcomingPaymentDate([payment({ currency: "USD", amount: "149.00" })])).toBe("2026-02-09");
    expect(upcomingPaymentDate([payment({ currency: "INR", amount: "1999.00" })])).toBeNull();
  });

  it("is null without any payment", () => {
    expect(upcomingPaymentDate([])).toBeNull();
  });

  it("crosses month and year ends on the calendar", () => {
    expect(addDaysToDate("2025-12-15", 30)).toBe("2026-01-14");
    expect(addDaysToDate("2028-02-10", 30)).toBe("2028-03-11");
  });
});

describe("course fee and progress", () => {
  it("is 11996 or 47996 for Quantum Computing in rupees, and 596 or 2396 in dollars", () => {
    expect(fullCourseFee("Agentic AI", "INR")).toBe(11_996_00);
    expect(fullCourseFee("Quantum Computing", "INR")).toBe(47_996_00);
    expect(fullCourseFee("Advanced Quantum Computing Batch", "INR")).toBe(47_996_00);
    expect(fullCourseFee("Vibe Coding", "USD")).toBe(596_00);
    expect(fullCourseFee("Quantum Computing", "USD")).toBe(2_396_00);
    expect(fullCourseFee(null, "INR")).toBe(11_996_00);
  });

  it("subtracts what was paid, never going below zero", () => {
    expect(feeProgress({ courseName: "Agentic AI", currency: "INR", totalAmountPaid: "5998.00" })).toEqual({
      currency: "INR",
      feeMinor: 11_996_00,
      paidMinor: 5_998_00,
      remainingMinor: 5_998_00,
      percentPaid: 50,
    });
    const overpaid = feeProgress({ courseName: "Agentic AI", currency: "INR", totalAmountPaid: "13000.00" });
    expect(overpaid.remainingMinor).toBe(0);
    expect(overpaid.percentPaid).toBe(100);
    expect(feeProgress({ courseName: "Quantum Computing", currency: "USD", totalAmountPaid: "599" }).remainingMinor).toBe(
      1_797_00,
    );
  });

  it("counts 25 sessions less those listed", () => {
    expect(sessionProgress(10)).toEqual({ total: 25, listed: 10, remaining: 15, percentListed: 40 });
    expect(sessionProgress(0).remaining).toBe(25);
    expect(sessionProgress(30).remaining).toBe(0);
  });
});

describe("referral earnings", () => {
  // One credit of the referral ledger (referral_credits) and the payment it was earned on.
  const credit = (overrides: Partial<ReferralCreditFacts>): ReferralCreditFacts => ({
    name: "Arjun Mehta",
    course: "Vibe Coding",
    amount: "2789.07",
    earning: "278.91",
    currency: "INR",
    paymentDate: "2026-02-01",
    ...overrides,
  });

  it("shows each credit of the ledger as written, per currency", () => {
    const earnings = referralEarnings([
      credit({}),
      credit({ currency: "USD", amount: "138.57", earning: "13.86", name: "Sam Lee" }),
    ]);
    expect(earnings.payments).toHaveLength(2);
    expect(earnings.payments[0]).toMatchObject({ maskedName: "A*** M***", amountMinor: 278_907, earningMinor: 27_891 });
    expect(earnings.payments[1]).toMatchObject({ maskedName: "S*** L***", currency: "USD", earningMinor: 1_386 });
  });

  it("totals the lines shown, so the total never differs from their sum by a paisa", () => {
    // 10 % of each ₹2,789.07 is ₹278.907 → ₹278.91; 10 % of their sum ₹5,578.14 would be ₹557.81.
    const earnings = referralEarnings([credit({}), credit({}), credit({ currency: "USD", amount: "138.57", earning: "13.86" })]);
    expect(earnings.totals).toEqual([
      { currency: "INR", referredMinor: 557_814, earningMinor: 55_782 },
      { currency: "USD", referredMinor: 13_857, earningMinor: 1_386 },
    ]);
    const inrLines = earnings.payments.filter((line) => line.currency === "INR");
    expect(inrLines.reduce((sum, line) => sum + line.earningMinor, 0)).toBe(earnings.totals[0]!.earningMinor);
  });

  it("is empty when nobody used the code", () => {
    expect(referralEarnings([])).toEqual({ totals: [], payments: [] });
  });

  it("masks names to initials", () => {
    expect(maskName("Arjun Mehta")).toBe("A*** M***");
    expect(maskName("  kavya  ")).toBe("k***");
    expect(maskName("")).toBe("***");
  });

  it("shares a message with the code and the 2789 monthly fee through a chat-app link", () => {
    const message = referralShareMessage({
      referralCode: "priya@example.com",
      siteUrl: "https://academy.example",
      businessName: "AI Elevate Academy",
    });
    expect(message).toContain("priya@example.com");
    expect(message).toContain("2789 per month");
    const link = chatAppShareLink(message);
    expect(link.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(link.slice("https://wa.me/?text=".length))).toBe(message);
  });
});

describe("dates and times", () => {
  it("shows dates as dd Mon yyyy and times as their first 5 characters", () => {
    expect(formatDisplayDate("2026-03-05")).toBe("05 Mar 2026");
    expect(formatDisplayDate("2026-09-30")).toBe("30 Sep 2026");
    expect(formatClockTime("19:00:00")).toBe("19:00");
  });

  it("reads session times as India time and shows them in the viewer's zone", () => {
    const start = sessionStartInstant("2026-03-21", "19:00:00");
    expect(start.toISOString()).toBe("2026-03-21T13:30:00.000Z");
    expect(wallClockIn(start, "America/Los_Angeles")).toEqual({ date: "21 Mar 2026", time: "06:30" });
    expect(viewerLocalStart("2026-03-21", "23:00:00", "Europe/London")).toEqual({ date: "21 Mar 2026", time: "17:30" });
    expect(viewerLocalStart("2026-03-21", "02:00:00", "America/New_York")).toEqual({ date: "20 Mar 2026", time: "16:30" });
    expect(viewerLocalStart("2026-03-21", "19:00:00", "Asia/Kolkata")).toBeNull();
    expect(viewerLocalStart("2026-03-21", "19:00:00", "Asia/Colombo")).toBeNull(); // same clock as India
  });

  it("tells upcoming sessions from past ones; a class in progress is still upcoming", () => {
    const sessions = [
      { id: 1, sessionDate: "2026-03-07", sessionStartTime: "19:00:00" },
      { id: 3, sessionDate: "2026-03-21", sessionStartTime: "19:00:00" },
      { id: 2, sessionDate: "2026-03-14", sessionStartTime: "19:00:00" },
    ];
    const during = new Date("2026-03-14T14:00:00Z"); // 19:30 IST on the 14th
    const { upcoming, past } = splitSessionsByTime(sessions, during);
    expect(upcoming.map((session) => session.id)).toEqual([2, 3]);
    expect(past.map((session) => session.id)).toEqual([1]);
    const after = new Date("2026-03-14T15:31:00Z");
    expect(splitSessionsByTime(sessions, after).past.map((session) => session.id)).toEqual([2, 1]);
  });
});

describe("certificates and profile", () => {
  it("builds LinkedIn's add-to-profile link with name, issue year and month, certUrl and certId", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        certificateName: "Masterclass Completion Certificate",
        dateOfIssuing: "2026-02-07",
        verificationUrl: "https://academy.example/verify/abc123",
        verificationId: "abc123",
        organizationName: "AI Elevate Academy",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: "Masterclass Completion Certificate",
      issueYear: "2026",
      issueMonth: "2",
      certUrl: "https://academy.example/verify/abc123",
      certId: "abc123",
    });
  });

  it("names a fallback profile after the e-mail prefix", () => {
    expect(nameFromEmail("jane.doe@example.com")).toBe("jane.doe");
  });
});
