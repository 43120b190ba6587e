import { describe, expect, it } from "vitest";
import {
  ANNOUNCEMENT_TEXT,
  ASSIGNMENT_TEXT,
  briefParts,
  checkAnnouncementForm,
  checkAssignmentForm,
  checkRubric,
  rubricTotal,
} from "./assignment-form";

const validForm = (overrides: Record<string, string> = {}) => ({
  title: "Build a chatbot",
  brief: "Use the notebook.\nHand in a link.",
  due_at: "2026-12-05T23:59",
  required: "on",
  criterion_name_1: "Works",
  criterion_points_1: "6",
  criterion_name_2: "Explained",
  criterion_points_2: "4",
  pass_mark: "6",
  ...overrides,
});

describe("rubric", () => {
  it("takes 1 to 10 criteria with a name and whole points, leaving blank rows out", () => {
    const checked = checkRubric([
      { name: "Works", points: "6" },
      { name: "", points: "" },
      { name: "Style", points: "4" },
    ]);
    expect(checked).toEqual({
      ok: true,
      value: [
        { name: "Works", maxPoints: 6 },
        { name: "Style", maxPoints: 4 },
      ],
    });
    expect(rubricTotal(checked.ok ? checked.value : [])).toBe(10);
  });

  it("refuses an empty rubric, more than 10 criteria, a half-filled row and points that are not whole and positive", () => {
    expect(checkRubric([{ name: "", points: "" }])).toEqual({ ok: false, message: ASSIGNMENT_TEXT.rubricEmpty });
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `C${index}`, points: "1" }));
    expect(checkRubric(eleven)).toEqual({ ok: false, message: ASSIGNMENT_TEXT.rubricTooLong });
    expect(checkRubric(Array.from({ length: 10 }, (_, index) => ({ name: `C${index}`, points: "1" }))).ok).toBe(true);
    expect(checkRubric([{ name: "Works", points: "" }])).toEqual({ ok: false, message: ASSIGNMENT_TEXT.criterionIncomplete });
    expect(checkRubric([{ name: "", points: "3" }])).toEqual({ ok: false, message: ASSIGNMENT_TEXT.criterionIncomplete });
    for (const points of ["0", "-1", "2.5", "1001", "x"])
      expect(checkRubric([{ name: "Works", points }])).toEqual({ ok: false, message: ASSIGNMENT_TEXT.criterionPoints });
  });
});

describe("assignment form", () => {
  it("reads the due date as India time and the checkbox as required", () => {
    const checked = checkAssignmentForm(validForm());
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.dueAt.toISOString()).toBe("2026-12-05T18:29:00.000Z");
    expect(checked.value.required).toBe(true);
    expect(checked.value.passMark).toBe(6);
    const optional = checkAssignmentForm(validForm({ required: "" }));
    expect(optional.ok && optional.value.required).toBe(false);
    expect(optional.ok).toBe(true);
  });

  it("keeps the pass mark at or below the rubric's total", () => {
    expect(checkAssignmentForm(validForm({ pass_mark: "10" })).ok).toBe(true);
    expect(checkAssignmentForm(validForm({ pass_mark: "11" }))).toEqual({
      ok: false,
      message: ASSIGNMENT_TEXT.passMarkAboveTotal,
    });
    expect(checkAssignmentForm(validForm({ pass_mark: "" }))).toEqual({ ok: false, message: ASSIGNMENT_TEXT.passMarkInvalid });
  });

  it("names the missing title, brief and due date", () => {
    expect(checkAssignmentForm(validForm({ title: " " }))).toEqual({ ok: false, message: ASSIGNMENT_TEXT.titleRequired });
    expect(checkAssignmentForm(validForm({ brief: "" }))).toEqual({ ok: false, message: ASSIGNMENT_TEXT.briefRequired });
    expect(checkAssignmentForm(validForm({ due_at: "tomorrow" }))).toEqual({ ok: false, message: ASSIGNMENT_TEXT.dueRequired });
  });
});

describe("announcement form", () => {
  it("needs a title and a body", () => {
    expect(checkAnnouncementForm({ title: "Hi", body: "Class moved" })).toEqual({
      ok: true,
      value: { title: "Hi", body: "Class moved" },
    });
    expect(checkAnnouncementForm({ title: "", body: "x" })).toEqual({ ok: false, message: ANNOUNCEMENT_TEXT.titleRequired });
    expect(checkAnnouncementForm({ title: "x", body: " " })).toEqual({ ok: false, message: ANNOUNCEMENT_TEXT.bodyRequired });
  });
});

describe("a brief as shown", () => {
  it("keeps markup as text, turns only https links into anchors and keeps line breaks", () => {
    expect(briefParts('Read <script>alert("x")</script>\nthen https://example.com/a?b=1.')).toEqual([
      { kind: "text", text: 'Read <script>alert("x")</script>' },
      { kind: "break" },
      { kind: "text", text: "then " },
      { kind: "link", href: "https://example.com/a?b=1" },
      { kind: "text", text: "." },
    ]);
  });

  it("never makes an anchor of http, javascript or data addresses", () => {
    const parts = briefParts("http://x.test javascript:alert(1) data:text/html,<b>x</b>");
    expect(parts.every((part) => part.kind === "text")).toBe(true);
  });

  it("does not let a quote or angle bracket into a link", () => {
    expect(briefParts('https://a.test/"onmouseover=x')).toEqual([
      { kind: "link", href: "https://a.test/" },
      { kind: "text", text: '"onmouseover=x' },
    ]);
  });

  it("keeps Windows line breaks as one break each", () => {
    expect(briefParts("a\r\nb").filter((part) => part.kind === "break")).toHaveLength(1);
  });
});
