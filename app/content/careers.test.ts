import { describe, expect, it } from "vitest";
import { formatInrEquivalent, formatUsdRange } from "~/content/salary-range";
import { careerBenefits, careerEligibility, careerSteps, industries, jobCountries, jobRoles } from "./careers";

describe("careers data (spec 2 §2.4, §3, §9)", () => {
  it("has 14 distinct job roles and 17 distinct industries", () => {
    expect(jobRoles).toHaveLength(14);
    expect(new Set(jobRoles.map((role) => role.title)).size).toBe(14);
    expect(industries).toHaveLength(17);
    expect(new Set(industries.map((industry) => industry.name)).size).toBe(17);
  });

  it("spans the salary scale of the spec: $80K-$130K for AI Trainer/Educator up to $150K-$250K for AI Solutions Architect", () => {
    const byTitle = new Map(jobRoles.map((role) => [role.title, role]));
    expect(formatUsdRange(byTitle.get("AI Trainer/Educator")!.salary)).toBe("$80K - $130K");
    expect(formatUsdRange(byTitle.get("AI Solutions Architect")!.salary)).toBe("$150K - $250K");
    const lowest = Math.min(...jobRoles.map((role) => role.salary.minThousands));
    const highest = Math.max(...jobRoles.map((role) => role.salary.maxThousands));
    expect([lowest, highest]).toEqual([80, 250]);
    expect(formatInrEquivalent(byTitle.get("AI Solutions Architect")!.salary)).toMatch(/₹2\.1Cr$/);
    for (const role of jobRoles) expect(role.salary.minThousands).toBeLessThan(role.salary.maxThousands);
  });

  it("uses every demand level the badges colour", () => {
    expect(new Set(jobRoles.map((role) => role.demand))).toEqual(new Set(["Very High", "High", "Growing", "Moderate"]));
  });

  it("names India, the United States and Canada, the 4 benefits, the 3 steps and the eligible students", () => {
    expect(jobCountries.map((country) => country.name)).toEqual(["India", "United States", "Canada"]);
    expect(careerBenefits.map((benefit) => benefit.title)).toEqual([
      "Premium Job Matching",
      "Direct Employer Connect",
      "Portfolio Showcase",
      "Career Acceleration",
    ]);
    expect(careerSteps.map((step) => step.title)).toEqual(["Enroll", "Build Profile", "Get Matched"]);
    expect(careerEligibility).toHaveLength(4);
  });
});
