import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/payments/pricing";
import { CXO_DIALOG_COURSE, cxoCurriculum, cxoLearningPaths, cxoPriceRow, cxoPrices, cxoTools } from "./cxo";

describe("CXO programme (spec 2 §2.7, §9)", () => {
  it("lists 17 distinct tools", () => {
    expect(cxoTools).toHaveLength(17);
    expect(new Set(cxoTools.map((tool) => tool.name)).size).toBe(17);
  });

  it("has four 2-month blocks in the spec's order, with 12+ projects in all", () => {
    expect(cxoCurriculum.map((block) => [block.months, block.title])).toEqual([
      ["Months 1-2", "AI Strategy and Leadership Foundations"],
      ["Months 3-4", "AI Tools for Executive Decision Making"],
      ["Months 5-6", "AI-Powered Operations and Innovation"],
      ["Months 7-8", "AI Governance and Future Leadership"],
    ]);
    expect(cxoCurriculum.flatMap((block) => block.projects).length).toBeGreaterThanOrEqual(12);
  });

  it("has a learning path for each C-suite role", () => {
    expect(cxoLearningPaths.map((path) => path.roles)).toEqual(["CEO / COO", "CFO / CRO", "CMO", "CHRO", "CTO / CIO"]);
  });

  it("prices ₹2,999 a month (₹23,992 in total) and $149 a month ($1,192 in total)", () => {
    expect(cxoPrices.map((price) => [price.region, cxoPriceRow(price)])).toEqual([
      ["India / South Asia", { monthly: "₹2,999", total: "₹23,992" }],
      ["US / Canada / Europe", { monthly: "$149", total: "$1,192" }],
    ]);
  });

  it("preselects a course the payment dialog sells, at the programme's monthly price", () => {
    const course = CATALOGUE.find((item) => item.name === CXO_DIALOG_COURSE);
    expect(course?.price).toEqual({ INR: cxoPrices[0].monthlyMinor, USD: cxoPrices[1].monthlyMinor });
  });
});
