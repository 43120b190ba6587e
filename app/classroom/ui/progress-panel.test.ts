import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COMPLETION_TEXT, completionProgress, DEFAULT_COMPLETION_RULE } from "../completion";
import type { StudentProgress } from "../read-progress.server";
import { ProgressPanel } from "./progress-panel";

const progress = (
  facts: Partial<Parameters<typeof completionProgress>[1]>,
  certificate: StudentProgress["certificate"] = null,
) => ({
  ...completionProgress(DEFAULT_COMPLETION_RULE, {
    sessionsListed: 8,
    sessionsHeld: 5,
    sessionsAttended: 4,
    requiredAssignments: 2,
    requiredPassed: 1,
    ...facts,
  }),
  batchId: "B1",
  course: "Agentic AI",
  certificate,
});

const render = (value: StudentProgress) => renderToStaticMarkup(createElement(ProgressPanel, { progress: value }));

describe("the progress panel", () => {
  it("shows the attendance, the assignments passed and what remains", () => {
    const html = render(progress({}));
    expect(html).toContain("2 sessions and 1 project to go");
    expect(html).toContain("80% (4 of 5 sessions held)");
    expect(html).toContain("1 of 2");
  });

  it("says the certificate is earned, with its link, or that it was revoked", () => {
    const earned = render(
      progress({ sessionsHeld: 8, sessionsAttended: 8, requiredPassed: 2 }, { verificationId: "abc123def", revokedAt: null }),
    );
    expect(earned).toContain(COMPLETION_TEXT.earned);
    expect(earned).toContain('href="/verify/abc123def"');
    const revoked = render(progress({}, { verificationId: "abc123def", revokedAt: "2026-11-02T10:00:00.000Z" }));
    expect(revoked).toContain(COMPLETION_TEXT.revoked);
    expect(revoked).not.toContain("/verify/");
  });
});
