import { describe, expect, it } from "vitest";
import { agenticAiProjects, businessProjects } from "./project-showcase";

describe("project tables (spec 2 §9)", () => {
  it("lists the 12 Agentic AI projects with the exact values and session ranges, worth $2.5M+", () => {
    expect(agenticAiProjects.map((project) => project.marketValueUsd)).toEqual([
      50_000, 75_000, 85_000, 100_000, 120_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000,
    ]);
    expect(agenticAiProjects.map((project) => project.schedule.replace(/^Sessions? /, ""))).toEqual([
      "3-5",
      "7-9",
      "11-13",
      "15-17",
      "18-19",
      "20",
      "22-25",
      "27-29",
      "31-33",
      "35-36",
      "38-39",
      "40",
    ]);
    const total = agenticAiProjects.reduce((sum, project) => sum + project.marketValueUsd, 0);
    expect(total).toBeGreaterThanOrEqual(2_500_000);
  });

  it("lists the business/SME projects with their values over months 1-8", () => {
    expect(businessProjects.map((project) => project.marketValueUsd)).toEqual([
      35_000, 50_000, 45_000, 30_000, 75_000, 100_000, 125_000, 90_000, 150_000, 200_000,
    ]);
    const months = businessProjects.map((project) => Number(project.schedule.replace("Month ", "")));
    expect(months[0]).toBe(1);
    expect(months.at(-1)).toBe(8);
    expect([...months].sort((a, b) => a - b)).toEqual(months);
  });

  it("adds up to 22 enterprise and business projects", () => {
    expect(agenticAiProjects.length + businessProjects.length).toBe(22);
  });
});
