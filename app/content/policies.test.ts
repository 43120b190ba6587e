import { describe, expect, it } from "vitest";
import { footerLegalLinks } from "./navigation";
import { findPolicy, policyDocuments, refundPolicy } from "./policies";

function allText(policy: (typeof policyDocuments)[number]): string {
  return [
    policy.intro,
    ...policy.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.bullets ?? []),
      ...(section.table ? section.table.rows.flat() : []),
    ]),
  ].join("\n");
}

describe("policy pages (spec 2 §2.12, §9)", () => {
  it("has one record per footer legal link", () => {
    expect(policyDocuments.map((policy) => policy.path)).toEqual(footerLegalLinks.map((link) => link.href));
  });

  it("states every refund rule and payout time, with both readings of the processing time", () => {
    const text = allText(refundPolicy);
    for (const rule of [
      "100% refund",
      "80% refund",
      "50% refund",
      "After 1 month",
      "course switching is possible with approval",
      "before the class starts or within 7 working days",
      "no refund is given, but you keep access to the recording",
      "2-3 business days",
      "processed within 7 working days of approval",
      "7-10 working days",
      "5-7 working days",
      "10-15 working days",
      "refunds may take 5-10 business days",
      "full refund within 5 business days",
    ]) {
      expect(text).toContain(rule);
    }
  });

  it("gives the delivery page the sections and constants of the spec", () => {
    const delivery = findPolicy("/delivery-policy/")!;
    expect(delivery.sections.map((section) => section.heading)).toEqual([
      "Important Notice",
      "How Courses Are Delivered",
      "Delivery Timeline",
      "Course Switching Policy",
      "Technical Requirements",
      "Technical Support",
    ]);
    expect(delivery.contactBlock).toBe(true);
    const text = allText(delivery);
    for (const fact of [
      "within 48 hours of enrolment",
      "management approval",
      "5 Mbps",
      "30 minutes before",
      "24 hours before",
      "Within 7 days of completion",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("finds nothing for an unknown path", () => {
    expect(findPolicy("/cookie-policy")).toBeUndefined();
  });
});
