import { describe, expect, it } from "vitest";
import { CATALOGUE, findCatalogueItem } from "~/payments/pricing";
import { courseOptionLabel, coursesFor, hasCourseChoice, initialCourse } from "./course-options";

describe("the dialog's course choices (spec 1 §2 variants)", () => {
  it("offers every item normally, the renewal alone, or the Zodiac course alone", () => {
    expect(coursesFor("normal")).toEqual(CATALOGUE);
    expect(coursesFor("renewal-plus-course")).toEqual(CATALOGUE);
    expect(coursesFor("renewal-only").map((item) => item.name)).toEqual(["Renewal Fee (Existing Student Only)"]);
    expect(coursesFor("zodiac-only").map((item) => item.name)).toEqual(["Zodiac Premium AI Course"]);
    expect(hasCourseChoice("normal")).toBe(true);
    expect(hasCourseChoice("zodiac-only")).toBe(false);
  });

  it("preselects the page's course, by its catalogue name or the page's title", () => {
    expect(initialCourse({ defaultCourse: "Vibe Coding" })).toBe("Vibe Coding");
    expect(initialCourse({ defaultCourse: "Agentic AI Development" })).toBe("Agentic AI");
    expect(initialCourse({ defaultCourse: "Masterclass", variant: "renewal-plus-course" })).toBe("Masterclass");
  });

  it("leaves the choice to the visitor for an empty or unpriced default", () => {
    expect(initialCourse({})).toBe("");
    expect(initialCourse({ defaultCourse: "Build AI Projects" })).toBe("");
  });

  it("selects the only course of a restricted dialog, whatever the page asked", () => {
    expect(initialCourse({ variant: "renewal-only", defaultCourse: "Agentic AI" })).toBe("Renewal Fee (Existing Student Only)");
    expect(initialCourse({ variant: "zodiac-only" })).toBe("Zodiac Premium AI Course");
    expect(initialCourse({ variant: "renewal-plus-course" })).toBe("Renewal Fee (Existing Student Only)");
  });

  it("labels each option with its price in the country's currency", () => {
    expect(courseOptionLabel(findCatalogueItem("Agentic AI")!, "INR")).toBe("Agentic AI (4 months): ₹2,999 per month");
    expect(courseOptionLabel(findCatalogueItem("Masterclass")!, "USD")).toBe("Masterclass (2 hours): $4.99 (was $19.99)");
    expect(courseOptionLabel(findCatalogueItem("Renewal Fee (Existing Student Only)")!, "USD")).toBe(
      "Renewal Fee (Existing Student Only): $149 per month",
    );
  });
});
