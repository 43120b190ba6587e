import { describe, expect, it } from "vitest";
import {
  footerAdminLinks,
  footerCourseLinks,
  footerLegalLinks,
  footerQuickLinks,
  headerNavGroups,
  headerTopLinks,
} from "./navigation";

const headerHrefs = [...headerNavGroups.flatMap((group) => group.links), ...headerTopLinks].map((l) => l.href);
const footerHrefs = [...footerQuickLinks, ...footerCourseLinks, ...footerLegalLinks, ...footerAdminLinks].map((l) => l.href);

// spec 1 §2 "Routes linked in navigation"; account screens, payment outcomes and the partner page are reached from flows, not menus.
const linkedInSpec = [
  "/",
  "/courses",
  "/courses/agentic-ai",
  "/courses/vibe-coding",
  "/courses/python-ml-ai",
  "/courses/other",
  "/ai-certification",
  "/ai-certification/pharma-fmcg",
  "/ai-certification/sales",
  "/ai-certification/marketing",
  "/ai-certification/hr-project",
  "/ai-certification/startups",
  "/ai-certification/cxo",
  "/build-ai-projects",
  "/find-ai-job",
  "/library",
  "/about",
  "/contact",
  "/ai-readiness-quiz",
  "/ai-certificate-application",
  "/ai-spots",
  "/masterclass",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/shipping-policy",
  "/admin/sessions",
  "/admin/students",
  "/admin/session-links",
  "/admin/certificates",
  "/admin/library",
  "/admin/ai-spot-management",
];

describe("site navigation", () => {
  it("links every catalogue, community, policy and admin page from the header or footer", () => {
    const linked = new Set([...headerHrefs, ...footerHrefs]);
    expect(linkedInSpec.filter((href) => !linked.has(href))).toEqual([]);
  });

  it("puts every course and certification page in a header dropdown", () => {
    const dropdownHrefs = new Set(headerNavGroups.flatMap((group) => group.links.map((l) => l.href)));
    const groupPages = linkedInSpec.filter((href) => /^\/(courses|ai-certification)(\/|$)/.test(href));
    expect(groupPages).toHaveLength(12);
    expect(groupPages.filter((href) => !dropdownHrefs.has(href))).toEqual([]);
  });

  it("uses site-relative paths and never repeats a link within one list", () => {
    const lists = [
      ...headerNavGroups.map((g) => g.links),
      headerTopLinks,
      footerQuickLinks,
      footerCourseLinks,
      footerLegalLinks,
      footerAdminLinks,
    ];
    for (const list of lists) {
      const hrefs = list.map((l) => l.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });
});
