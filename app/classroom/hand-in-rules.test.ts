import { describe, expect, it } from "vitest";
import {
  assignmentState,
  assignmentStateLabel,
  attachmentDisposition,
  checkHandInFile,
  checkHandInLink,
  checkReview,
  HAND_IN_TEXT,
  isLate,
  MAX_HAND_IN_FILE_BYTES,
  REVIEW_TEXT,
  safeFileName,
} from "./hand-in-rules";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PDF = text("%PDF-1.7");
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe("hand-in link", () => {
  it("takes an https link or nothing", () => {
    expect(checkHandInLink("")).toEqual({ ok: true, value: null });
    expect(checkHandInLink(" https://github.com/me/work ")).toEqual({ ok: true, value: "https://github.com/me/work" });
  });

  it("refuses anything but https", () => {
    for (const link of ["http://github.com/me", "javascript:alert(1)", "ftp://x.test/a", "github.com/me", "https://"])
      expect(checkHandInLink(link)).toEqual({ ok: false, message: HAND_IN_TEXT.linkNotHttps });
  });
});

describe("hand-in file", () => {
  it("takes the listed types when their first bytes fit, typed by extension", () => {
    expect(checkHandInFile({ name: "report.PDF", size: 100, firstBytes: PDF })).toEqual({
      ok: true,
      value: { name: "report.PDF", type: "application/pdf", size: 100 },
    });
    expect(checkHandInFile({ name: "a.zip", size: 4, firstBytes: text("PK\u0003\u0004") }).ok).toBe(true);
    expect(checkHandInFile({ name: "a.png", size: 8, firstBytes: PNG }).ok).toBe(true);
    expect(checkHandInFile({ name: "a.jpeg", size: 3, firstBytes: bytes(0xff, 0xd8, 0xff) }).ok).toBe(true);
    expect(checkHandInFile({ name: "a.jpg", size: 3, firstBytes: bytes(0xff, 0xd8, 0xff) }).ok).toBe(true);
    expect(checkHandInFile({ name: "n.ipynb", size: 20, firstBytes: text('\uFEFF  {"cells": []}') }).ok).toBe(true);
  });

  it("refuses another type, a disguised file, an empty file and one over 10 MB", () => {
    expect(checkHandInFile({ name: "run.exe", size: 10, firstBytes: text("MZ") })).toEqual({
      ok: false,
      message: HAND_IN_TEXT.fileType,
    });
    expect(checkHandInFile({ name: "noextension", size: 10, firstBytes: PDF })).toEqual({
      ok: false,
      message: HAND_IN_TEXT.fileType,
    });
    expect(checkHandInFile({ name: "page.html.pdf", size: 10, firstBytes: text("<html>") })).toEqual({
      ok: false,
      message: HAND_IN_TEXT.fileContent,
    });
    expect(checkHandInFile({ name: "n.ipynb", size: 10, firstBytes: text("not json") })).toEqual({
      ok: false,
      message: HAND_IN_TEXT.fileContent,
    });
    expect(checkHandInFile({ name: "a.png", size: 0, firstBytes: bytes() })).toEqual({
      ok: false,
      message: HAND_IN_TEXT.fileContent,
    });
    expect(checkHandInFile({ name: "a.pdf", size: MAX_HAND_IN_FILE_BYTES + 1, firstBytes: PDF })).toEqual({
      ok: false,
      message: HAND_IN_TEXT.fileTooLarge,
    });
    expect(checkHandInFile({ name: "a.pdf", size: MAX_HAND_IN_FILE_BYTES, firstBytes: PDF }).ok).toBe(true);
  });

  it("keeps a safe name: no folders, no control characters or quotes", () => {
    expect(safeFileName("C:\\Users\\me\\work.pdf")).toBe("work.pdf");
    expect(safeFileName('../../"evil"\n.pdf')).toBe("evil.pdf");
    expect(safeFileName(`${"x".repeat(300)}.zip`)).toHaveLength(200);
    expect(safeFileName(`${"x".repeat(300)}.zip`).endsWith(".zip")).toBe(true);
  });

  it("downloads under an ASCII fallback and the real name", () => {
    expect(attachmentDisposition("résumé notes.pdf")).toBe(
      "attachment; filename=\"r_sum_ notes.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9%20notes.pdf",
    );
    expect(attachmentDisposition("it's (final)*.zip")).toBe(
      "attachment; filename=\"it's (final)*.zip\"; filename*=UTF-8''it%27s%20%28final%29%2A.zip",
    );
  });
});

describe("review", () => {
  const assignment = {
    rubric: [
      { name: "Works", maxPoints: 6 },
      { name: "Explained", maxPoints: 4 },
    ],
    passMark: 7,
  };

  it("sums the scores and passes at or above the pass mark", () => {
    expect(checkReview({ score_0: "5", score_1: "2", decision: "passed", feedback: " Good " }, assignment)).toEqual({
      ok: true,
      value: { scores: [5, 2], score: 7, feedback: "Good", decision: "passed" },
    });
    expect(checkReview({ score_0: "1", score_1: "0", decision: "needs-revision" }, assignment).ok).toBe(true);
  });

  it("refuses a score above its maximum, a missing score, no decision, and passing below the pass mark", () => {
    expect(checkReview({ score_0: "7", score_1: "2", decision: "passed" }, assignment)).toEqual({
      ok: false,
      message: REVIEW_TEXT.scoreAboveMax,
    });
    expect(checkReview({ score_0: "5", decision: "passed" }, assignment)).toEqual({
      ok: false,
      message: REVIEW_TEXT.scoreMissing,
    });
    expect(checkReview({ score_0: "-1", score_1: "2", decision: "passed" }, assignment)).toEqual({
      ok: false,
      message: REVIEW_TEXT.scoreMissing,
    });
    expect(checkReview({ score_0: "5", score_1: "2" }, assignment)).toEqual({ ok: false, message: REVIEW_TEXT.decisionMissing });
    expect(checkReview({ score_0: "5", score_1: "1", decision: "passed" }, assignment)).toEqual({
      ok: false,
      message: REVIEW_TEXT.belowPassMark,
    });
  });
});

describe("a student's state on an assignment", () => {
  it("reads from the newest hand-in", () => {
    const label = (latest: Parameters<typeof assignmentState>[0]) => assignmentStateLabel(assignmentState(latest, 10));
    expect(label(null)).toBe("Not submitted");
    expect(label({ status: "submitted", late: false, score: null })).toBe("Submitted");
    expect(label({ status: "submitted", late: true, score: null })).toBe("Submitted late");
    expect(label({ status: "needs-revision", late: false, score: 3 })).toBe("Needs revision");
    expect(label({ status: "passed", late: true, score: 8 })).toBe("Passed (8/10)");
  });

  it("is late only after the due instant", () => {
    const due = new Date("2026-12-05T18:29:00Z");
    expect(isLate(due, due)).toBe(false);
    expect(isLate(new Date(due.getTime() + 1), due)).toBe(true);
  });
});
