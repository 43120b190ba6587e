import { describe, expect, it } from "vitest";
import { findCatalogueItem, offersUpfront } from "~/payments/pricing";
import { BUILD_AI_PROJECTS_DIALOG_COURSE } from "./build-ai-projects";

describe("'Start Building Now' (spec 2 §2.2)", () => {
  it("preselects a course the dialog can sell: Agentic AI, a 4-month course like the 16-week programme", () => {
    const item = findCatalogueItem(BUILD_AI_PROJECTS_DIALOG_COURSE);
    expect(item?.name).toBe("Agentic AI");
    expect(offersUpfront(item)).toBe(true);
  });
});
