import { describe, expect, it } from "vitest";
import {
  checkLeadNote,
  checkLeadStatus,
  leadCsvRecords,
  leadFilterQuery,
  leadSummary,
  LEADS_TEXT,
  mobileDigits,
  NOTE_MAX_LENGTH,
  readLeadFilters,
} from "./leads";

describe("the leads inbox's filters", () => {
  it("reads the address, keeping only real choices and real days, and writes back only what is set", () => {
    const filters = readLeadFilters(
      new URLSearchParams("kind=quiz&status=contacted&from=2026-02-01&to=2026-02-30&q=+Priya+&page=2"),
    );
    expect(filters).toEqual({ kind: "quiz", status: "contacted", from: "2026-02-01", to: "", search: "Priya" });
    expect(leadFilterQuery(filters)).toBe("kind=quiz&status=contacted&from=2026-02-01&q=Priya");
    expect(readLeadFilters(new URLSearchParams("kind=payment&status=lost"))).toMatchObject({ kind: "", status: "" });
  });

  it("treats a search as a mobile number only when it looks like one", () => {
    expect(mobileDigits("+91 98450-12376")).toBe("919845012376");
    expect(mobileDigits("98450")).toBe("98450");
    expect(mobileDigits("123")).toBe("");
    expect(mobileDigits("priya 98450")).toBe("");
  });
});

describe("a lead's one-line summary", () => {
  it("says the contact's purpose, the application's interests and timeline, the quiz's score, band and spot", () => {
    expect(leadSummary({ kind: "contact", purpose: "corporate_session" })).toBe("Corporate Session");
    expect(leadSummary({ kind: "contact", purpose: "retired_purpose" })).toBe("retired_purpose");
    expect(
      leadSummary({
        kind: "certificate",
        interestAreas: ["AI Tools for Productivity", "AI for Business Strategy"],
        timeline: "Within 3-6 months",
      }),
    ).toBe("AI Tools for Productivity, AI for Business Strategy · Within 3-6 months");
    expect(leadSummary({ kind: "quiz", score: 18, readinessLevel: "Intermediate / Builder", spotName: "Chai Point" })).toBe(
      "Score 18/24 · Intermediate / Builder · at Chai Point",
    );
    expect(leadSummary({ kind: "quiz", score: 9, readinessLevel: "Beginner / Tool-User", spotName: null })).toBe(
      "Score 9/24 · Beginner / Tool-User · on the website",
    );
  });
});

describe("status and notes", () => {
  it("accepts the four statuses only", () => {
    expect(checkLeadStatus("enrolled")).toEqual({ ok: true, value: "enrolled" });
    expect(checkLeadStatus("won")).toEqual({ ok: false, message: LEADS_TEXT.invalidStatus });
    expect(checkLeadStatus(undefined)).toEqual({ ok: false, message: LEADS_TEXT.invalidStatus });
  });

  it("requires a note, trims it, and refuses one that is too long with a clear message", () => {
    expect(checkLeadNote("  Called, will join in May \u0000 ")).toEqual({ ok: true, value: "Called, will join in May" });
    expect(checkLeadNote("   ")).toEqual({ ok: false, message: LEADS_TEXT.noteRequired });
    expect(checkLeadNote(null)).toEqual({ ok: false, message: LEADS_TEXT.noteRequired });
    expect(checkLeadNote("x".repeat(NOTE_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkLeadNote("x".repeat(NOTE_MAX_LENGTH + 1))).toEqual({ ok: false, message: LEADS_TEXT.noteTooLong });
    expect(LEADS_TEXT.noteTooLong).toContain(String(NOTE_MAX_LENGTH));
  });
});

describe("the leads export's rows", () => {
  it("writes the kind and status as shown and neutralises formulas", () => {
    const [record] = leadCsvRecords(
      [
        {
          kind: "certificate",
          id: "x",
          createdAt: "2026-03-01T10:00:00.000Z",
          name: "=cmd|' /C calc'!A0",
          email: "a@b.in",
          mobile: "+91 98450 12376",
          status: "contacted",
          summary: "@SUM(A1)",
        },
      ],
      () => "01 Mar 2026, 03:30 pm IST",
    );
    expect(record).toEqual([
      "01 Mar 2026, 03:30 pm IST",
      "Contacted",
      "Certificate application",
      "'=cmd|' /C calc'!A0",
      "a@b.in",
      "'+91 98450 12376",
      "'@SUM(A1)",
    ]);
  });
});
