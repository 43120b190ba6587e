import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/payments/pricing";
import { feeProgress, fullCourseFee } from "./fee-progress";

const catalogueMonth = (name: string) => CATALOGUE.find((item) => item.name === name)!.price;

describe("course fee and progress", () => {
  it("is 11996 or 47996 for Quantum Computing in rupees, and 596 or 2396 in dollars", () => {
    expect(fullCourseFee("Agentic AI", "INR")).toBe(11_996_00);
    expect(fullCourseFee("Quantum Computing", "INR")).toBe(47_996_00);
    expect(fullCourseFee("Advanced Quantum Computing Batch", "INR")).toBe(47_996_00);
    expect(fullCourseFee("Vibe Coding", "USD")).toBe(596_00);
    expect(fullCourseFee("Quantum Computing", "USD")).toBe(2_396_00);
    expect(fullCourseFee(null, "INR")).toBe(11_996_00);
  });

  it("is four months at the catalogue's monthly price, so a price change reaches it", () => {
    for (const currency of ["INR", "USD"] as const) {
      expect(fullCourseFee("Agentic AI", currency)).toBe(4 * catalogueMonth("Agentic AI")[currency]);
      expect(fullCourseFee("Quantum Computing", currency)).toBe(4 * catalogueMonth("Quantum Computing")[currency]);
    }
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
});
