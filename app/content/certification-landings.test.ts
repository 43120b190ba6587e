import { describe, expect, it } from "vitest";
import { certificationLandings, findCertificationLanding } from "./certification-landings";
import { jobMarketStats } from "./certification-programme";
import { certificationNavGroup } from "./navigation";

describe("certification landing records (spec 2 §2.6, §9)", () => {
  it("has the main page and the six audience variants, banking and finance one of them (spec 2 §2.6)", () => {
    expect(certificationLandings.map((landing) => landing.path)).toEqual([
      "/ai-certification",
      "/ai-certification/banking-finance",
      "/ai-certification/pharma-fmcg",
      "/ai-certification/sales",
      "/ai-certification/marketing",
      "/ai-certification/hr-project",
      "/ai-certification/startups",
    ]);
  });

  it("makes the main page the one for every non-technical professional of spec 2 §1, HR and marketing included", () => {
    const main = findCertificationLanding("/ai-certification")!;
    expect(main.hero.headline).not.toMatch(/banking|finance/i);
    // spec 2 §1: sales leaders, product and project managers, analysts, HR, marketing, audit and risk, credit managers,
    // actuaries, finance managers, consultants, legal advisors.
    for (const role of [
      /sales leader/i,
      /product/i,
      /project/i,
      /analyst/i,
      /\bHR\b/,
      /marketing/i,
      /audit/i,
      /risk/i,
      /credit/i,
      /actuar/i,
      /finance/i,
      /consultant/i,
      /legal/i,
    ]) {
      expect(
        main.roles.some((title) => role.test(title)),
        String(role),
      ).toBe(true);
    }
    expect(findCertificationLanding("/ai-certification/banking-finance")?.hero.headline).toMatch(/Banking, Finance/);
  });

  it("introduces the roles in a sentence that keeps each audience's capitals (HR, FMCG)", () => {
    for (const landing of certificationLandings) {
      for (const acronym of landing.audience.match(/\b[A-Z]{2,}\b/g) ?? [])
        expect(landing.rolesIntro, landing.path).toContain(acronym);
      expect(landing.rolesIntro).toMatch(/^[A-Z].*\.$/);
    }
    expect(findCertificationLanding("/ai-certification/hr-project")!.rolesIntro).toContain("HR, project and product managers");
    expect(findCertificationLanding("/ai-certification/pharma-fmcg")!.rolesIntro).toContain("pharma and FMCG professionals");
  });

  it("links every record from the header's certification menu", () => {
    const menu = certificationNavGroup.links.map((link) => link.href);
    for (const landing of certificationLandings) expect(menu).toContain(landing.path);
  });

  describe.each(certificationLandings.map((landing) => [landing.path, landing] as const))("%s", (_path, landing) => {
    it("teaches 32 distinct AI tools, each with a purpose", () => {
      expect(landing.tools).toHaveLength(32);
      expect(new Set(landing.tools.map((tool) => tool.name)).size).toBe(32);
      for (const tool of landing.tools) expect(tool.purpose.length).toBeGreaterThan(5);
    });

    it("has 4 months of 5 sessions, numbered 1 to 20, each with topics and a project", () => {
      expect(landing.curriculum.map((month) => month.month)).toEqual([1, 2, 3, 4]);
      for (const month of landing.curriculum) expect(month.sessions).toHaveLength(5);
      const sessions = landing.curriculum.flatMap((month) => month.sessions);
      expect(sessions.map((session) => session.number)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      for (const session of sessions) {
        expect(session.topics.length).toBeGreaterThanOrEqual(3);
        expect(session.project).not.toBe("");
      }
    });

    it("has its own headline, description and roles", () => {
      expect(landing.roles.length).toBeGreaterThanOrEqual(8);
      expect(landing.seo.description.length).toBeLessThanOrEqual(160);
    });
  });

  it("gives every audience its own headline (the startup page included)", () => {
    const headlines = certificationLandings.map((landing) => landing.hero.headline);
    expect(new Set(headlines).size).toBe(headlines.length);
  });

  it("shows the job-market figures of the spec, in order", () => {
    expect(jobMarketStats.map((stat) => stat.value)).toEqual([
      "85M",
      "97M",
      "340%",
      "1600%",
      "75%",
      "78%",
      "3500%",
      "12%",
      "72%",
    ]);
  });

  it("finds a record by its URL, with or without a trailing slash, and nothing for unknown variants", () => {
    expect(findCertificationLanding("/ai-certification/sales/")?.audience).toBe("Sales Professionals");
    expect(findCertificationLanding("/ai-certification")?.path).toBe("/ai-certification");
    expect(findCertificationLanding("/ai-certification/astronauts")).toBeUndefined();
  });
});
