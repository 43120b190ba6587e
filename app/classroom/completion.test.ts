import { describe, expect, it } from "vitest";
import {
  atRiskText,
  COMPLETION_TEXT,
  completionProgress,
  DEFAULT_COMPLETION_RULE,
  earnedCertificateTitle,
  parseCompletionRuleForm,
  parseRevokeReason,
  remainingText,
} from "./completion";

const facts = (overrides: Partial<Parameters<typeof completionProgress>[1]> = {}) => ({
  sessionsListed: 8,
  sessionsHeld: 8,
  sessionsAttended: 6,
  requiredAssignments: 2,
  requiredPassed: 2,
  ...overrides,
});

describe("what remains for the certificate", () => {
  it("words sessions and projects with the right singular and plural", () => {
    expect(remainingText(2, 1)).toBe("2 sessions and 1 project to go");
    expect(remainingText(1, 0)).toBe("1 session to go");
    expect(remainingText(0, 3)).toBe("3 projects to go");
    expect(remainingText(0, 0)).toBe("");
  });

  it("is earned with 75% of the sessions and every required assignment passed, by default", () => {
    const progress = completionProgress(DEFAULT_COMPLETION_RULE, facts());
    expect(progress).toMatchObject({ met: true, summary: COMPLETION_TEXT.earned, attendancePercent: 75, sessionsToGo: 0 });
  });

  it("counts the sessions still to attend and the required assignments not passed", () => {
    // 75% of 8 listed sessions is 6; 4 attended so far, one of two projects passed.
    const progress = completionProgress(
      DEFAULT_COMPLETION_RULE,
      facts({ sessionsHeld: 5, sessionsAttended: 4, requiredPassed: 1 }),
    );
    expect(progress).toMatchObject({ met: false, sessionsToGo: 2, projectsToGo: 1, attendancePercent: 80 });
    expect(progress.summary).toBe("2 sessions and 1 project to go");
    expect(progress.attendanceOutOfReach).toBe(false);
  });

  it("rounds the sessions needed up: 75% of 10 is 8", () => {
    const progress = completionProgress(
      DEFAULT_COMPLETION_RULE,
      facts({ sessionsListed: 10, sessionsHeld: 10, sessionsAttended: 7 }),
    );
    expect(progress).toMatchObject({ met: false, sessionsToGo: 1, attendanceOutOfReach: true, summary: "1 session to go" });
  });

  it("is not earned before the batch's last session, even with nothing left to do", () => {
    const progress = completionProgress(DEFAULT_COMPLETION_RULE, facts({ sessionsHeld: 7 }));
    expect(progress).toMatchObject({ met: false, sessionsToGo: 0, projectsToGo: 0, summary: COMPLETION_TEXT.onTrack });
  });

  it("is never earned by a batch without sessions", () => {
    const progress = completionProgress(
      { minAttendancePercent: 0, requireRequiredAssignments: false },
      facts({ sessionsListed: 0, sessionsHeld: 0, sessionsAttended: 0 }),
    );
    expect(progress).toMatchObject({ met: false, attendancePercent: null, summary: COMPLETION_TEXT.noSessions });
  });

  it("follows a course's own rule: assignments not required, 50% attendance", () => {
    const rule = { minAttendancePercent: 50, requireRequiredAssignments: false };
    const progress = completionProgress(rule, facts({ sessionsAttended: 4, requiredPassed: 0 }));
    expect(progress).toMatchObject({ met: true, projectsToGo: 0 });
    expect(completionProgress(rule, facts({ sessionsAttended: 3 }))).toMatchObject({ met: false, summary: "1 session to go" });
  });

  it("a 100% rule is out of reach after one missed session", () => {
    const progress = completionProgress(
      { minAttendancePercent: 100, requireRequiredAssignments: true },
      facts({ sessionsHeld: 3, sessionsAttended: 2 }),
    );
    expect(progress).toMatchObject({ sessionsToGo: 6, attendanceOutOfReach: true });
  });
});

describe("the admin's forms", () => {
  it("takes a whole percent from 0 to 100 and the checkbox", () => {
    expect(parseCompletionRuleForm({ min_attendance_percent: "80", require_required_assignments: "on" })).toEqual({
      rule: { minAttendancePercent: 80, requireRequiredAssignments: true },
    });
    expect(parseCompletionRuleForm({ min_attendance_percent: " 0 " })).toEqual({
      rule: { minAttendancePercent: 0, requireRequiredAssignments: false },
    });
    for (const wrong of ["101", "-1", "7.5", "", "abc", "1000"]) {
      expect(parseCompletionRuleForm({ min_attendance_percent: wrong })).toEqual({ error: COMPLETION_TEXT.percentInvalid });
    }
  });

  it("needs a reason to revoke, at most 500 characters", () => {
    expect(parseRevokeReason("  Plagiarised project ")).toEqual({ reason: "Plagiarised project" });
    expect(parseRevokeReason("   ")).toEqual({ error: COMPLETION_TEXT.revokeReasonRequired });
    expect(parseRevokeReason(undefined)).toEqual({ error: COMPLETION_TEXT.revokeReasonRequired });
    expect(parseRevokeReason("x".repeat(501))).toEqual({ error: COMPLETION_TEXT.revokeReasonTooLong });
  });
});

describe("names and reasons", () => {
  it("an earned certificate names the course and the batch", () => {
    expect(earnedCertificateTitle("Agentic AI", "AGENTIC_AI_BATCH_9")).toBe("Agentic AI: batch AGENTIC_AI_BATCH_9");
    expect(earnedCertificateTitle(null, "B1")).toBe("Batch B1");
  });

  it("says why a student is at risk", () => {
    expect(atRiskText({ missedLastTwo: true, overdueAssignments: 1 })).toBe(
      "Missed the last two sessions; 1 required assignment overdue",
    );
    expect(atRiskText({ missedLastTwo: false, overdueAssignments: 2 })).toBe("2 required assignments overdue");
  });
});
