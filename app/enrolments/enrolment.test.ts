import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyPayment,
  applyRefund,
  enrolmentStanding,
  instalmentPrice,
  monthsOfDuration,
  offersRenewal,
  planOfFirstPayment,
  startEnrolment,
} from "./enrolment";

const active = { status: "active" as const, lastPaidOn: "2026-11-01" };

describe("enrolment plans", () => {
  it("takes the plan from what the first payment bought", () => {
    expect(planOfFirstPayment({ course: "Agentic AI", upfront: false })).toBe("monthly");
    expect(planOfFirstPayment({ course: "Agentic AI", upfront: true })).toBe("upfront");
    expect(planOfFirstPayment({ course: "Masterclass", upfront: false })).toBe("session");
    expect(
      planOfFirstPayment({ course: "4 Months AI Certification For Professionals", upfront: false, cxoProgramme: true }),
    ).toBe("cxo");
    expect(planOfFirstPayment({ course: "Renewal Fee (Existing Student Only)", upfront: false })).toBe("renewal");
  });

  it("reads the months a payment's duration pays", () => {
    expect(monthsOfDuration("1 month")).toBe(1);
    expect(monthsOfDuration("3 months")).toBe(3);
    expect(monthsOfDuration("4 months (upfront)")).toBe(4);
    expect(monthsOfDuration("2 hours")).toBe(1);
  });

  it("a monthly course: four months at the first payment's price, due 30 days after the latest instalment", () => {
    const started = startEnrolment("monthly", "INR", { amountMinor: 2_999_00, months: 1 });
    expect(started).toMatchObject({ feeMinor: 11_996_00, paidMinor: 2_999_00, monthsInPlan: 4, monthsPaid: 1 });
    expect(enrolmentStanding({ ...started, ...active })).toEqual({
      feeMinor: 11_996_00,
      paidMinor: 2_999_00,
      remainingMinor: 8_997_00,
      percentPaid: 25,
      monthsRemaining: 3,
      nextDueDate: "2026-12-01",
    });
  });

  it("the CXO programme: eight months", () => {
    expect(startEnrolment("cxo", "USD", { amountMinor: 149_00, months: 1 })).toMatchObject({
      feeMinor: 1_192_00,
      monthsInPlan: 8,
    });
  });

  it("upfront and a single session are fully paid at once, with nothing due", () => {
    for (const plan of ["upfront", "session"] as const) {
      const started = startEnrolment(plan, "INR", { amountMinor: 11_156_28, months: plan === "upfront" ? 4 : 1 });
      expect(enrolmentStanding({ ...started, ...active })).toMatchObject({
        remainingMinor: 0,
        percentPaid: 100,
        nextDueDate: null,
      });
    }
  });

  it("a renewal past the last month extends the plan and keeps it fully paid", () => {
    const paidUp = startEnrolment("upfront", "INR", { amountMinor: 11_156_28, months: 4 });
    const renewed = applyPayment(paidUp, { amountMinor: 2_999_00, months: 1 });
    expect(renewed).toMatchObject({ monthsInPlan: 5, monthsPaid: 5, feeMinor: 14_155_28, paidMinor: 14_155_28 });
  });

  it("prices 1 to the remaining months at the enrolment's monthly price, the last capped at what remains", () => {
    const quantum = { ...startEnrolment("monthly", "INR", { amountMinor: 11_999_00, months: 1 }), ...active };
    expect(instalmentPrice(quantum, 1)).toBe(11_999_00);
    expect(instalmentPrice(quantum, 3)).toBe(35_997_00);
    expect(instalmentPrice(quantum, 4)).toBeUndefined();
    expect(instalmentPrice(quantum, 0)).toBeUndefined();
    expect(instalmentPrice({ ...quantum, feeMinor: 30_000_00 }, 3)).toBe(18_001_00);
    expect(instalmentPrice({ ...quantum, status: "cancelled" }, 1)).toBeUndefined();
  });

  it("remaining is never negative and progress never above 100 %, whatever is paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.record({ amountMinor: fc.integer({ min: 0, max: 5_000_000 }), months: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 8,
        }),
        (first, later) => {
          let enrolment = startEnrolment("monthly", "INR", { amountMinor: first, months: 1 });
          for (const payment of later) enrolment = applyPayment(enrolment, payment);
          const standing = enrolmentStanding({ ...enrolment, ...active });
          expect(standing.remainingMinor).toBeGreaterThanOrEqual(0);
          expect(standing.percentPaid).toBeLessThanOrEqual(100);
          expect(standing.remainingMinor === 0).toBe(standing.nextDueDate === null);
        },
      ),
    );
  });
});

describe("refunds", () => {
  const monthly = () => ({ ...startEnrolment("monthly", "INR", { amountMinor: 2_999_00, months: 1 }), ...active });
  const refundOf = (paymentMinor: number, before: number, after: number, paymentMonths = 1) => ({
    paymentMinor,
    paymentMonths,
    refundedBeforeMinor: before,
    refundedAfterMinor: after,
  });

  it("part of a payment given back lowers paid and fee together: what remains to pay does not grow", () => {
    const enrolment = { ...applyPayment(monthly(), { amountMinor: 2_999_00, months: 1 }), ...active };
    const refunded = applyRefund(enrolment, refundOf(2_999_00, 0, 1_000_00));
    expect(refunded).toMatchObject({ paidMinor: 4_998_00, feeMinor: 10_996_00, monthsPaid: 2, status: "active" });
    expect(enrolmentStanding(refunded).remainingMinor).toBe(enrolmentStanding(enrolment).remainingMinor);
  });

  it("a later instalment given back in full is undone: its month is unpaid again, the enrolment stays active", () => {
    const enrolment = { ...applyPayment(monthly(), { amountMinor: 2_999_00, months: 1 }), ...active };
    const refunded = applyRefund(enrolment, refundOf(2_999_00, 0, 2_999_00));
    expect(refunded).toMatchObject({ paidMinor: 2_999_00, feeMinor: 11_996_00, monthsPaid: 1, status: "active" });
  });

  it("part refunds that add up to the whole payment end where one full refund ends", () => {
    const enrolment = { ...applyPayment(monthly(), { amountMinor: 2_999_00, months: 1 }), ...active };
    const inParts = [1_000_00, 999_00, 1_000_00].reduce(
      (state, part) => ({
        enrolment: applyRefund(state.enrolment, refundOf(2_999_00, state.refunded, state.refunded + part)),
        refunded: state.refunded + part,
      }),
      { enrolment, refunded: 0 },
    ).enrolment;
    expect(inParts).toEqual(applyRefund(enrolment, refundOf(2_999_00, 0, 2_999_00)));
  });

  it("the only payment refunded in full leaves nothing paid: the enrolment is refunded", () => {
    const upfront = { ...startEnrolment("upfront", "INR", { amountMinor: 11_156_28, months: 4 }), ...active };
    expect(applyRefund(upfront, refundOf(11_156_28, 0, 11_156_28, 4))).toMatchObject({
      paidMinor: 0,
      monthsPaid: 0,
      status: "refunded",
    });
    expect(applyRefund(monthly(), refundOf(2_999_00, 0, 2_999_00))).toMatchObject({ paidMinor: 0, status: "refunded" });
    // Half of it back: still enrolled, and still fully paid.
    const half = applyRefund(upfront, refundOf(11_156_28, 0, 5_578_14, 4));
    expect(half).toMatchObject({ paidMinor: 5_578_14, status: "active" });
    expect(enrolmentStanding(half).remainingMinor).toBe(0);
  });

  it("never leaves paid, fee or months below zero, and never grows what remains to pay until a payment is undone", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
        (payment, parts) => {
          let enrolment = monthly();
          enrolment = { ...applyPayment(enrolment, { amountMinor: payment, months: 1 }), ...active };
          const remainingBefore = enrolmentStanding(enrolment).remainingMinor;
          let refunded = 0;
          for (const part of parts) {
            const next = Math.min(payment, refunded + part);
            enrolment = applyRefund(enrolment, refundOf(payment, refunded, next));
            refunded = next;
            expect(enrolment.paidMinor).toBeGreaterThanOrEqual(0);
            expect(enrolment.feeMinor).toBeGreaterThanOrEqual(0);
            expect(enrolment.monthsPaid).toBeGreaterThanOrEqual(0);
            if (refunded < payment) expect(enrolmentStanding(enrolment).remainingMinor).toBe(remainingBefore);
            if (refunded >= payment) break;
          }
        },
      ),
    );
  });
});

describe("'Renew' on the dashboard (spec 1 §2, §9 'Renewal Fee (Existing Student Only)')", () => {
  it("is offered to a student with an active course enrolment, as the server prices renewals", () => {
    expect(offersRenewal([{ plan: "monthly", status: "active" }])).toBe(true);
    expect(
      offersRenewal([
        { plan: "session", status: "completed" },
        { plan: "upfront", status: "active" },
      ]),
    ).toBe(true);
    expect(offersRenewal([{ plan: "renewal", status: "active" }])).toBe(true);
  });

  it("is not offered without one: no enrolment, a Masterclass session, or courses ended", () => {
    expect(offersRenewal([])).toBe(false);
    expect(offersRenewal([{ plan: "session", status: "active" }])).toBe(false);
    expect(
      offersRenewal([
        { plan: "monthly", status: "completed" },
        { plan: "cxo", status: "refunded" },
        { plan: "upfront", status: "cancelled" },
      ]),
    ).toBe(false);
  });
});
