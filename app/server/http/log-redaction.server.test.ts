import { describe, expect, it } from "vitest";
import { redactUrlForLog } from "./log-redaction.server";

describe("redactUrlForLog", () => {
  it.each([
    ["/reset-password?token=abc.DEF-123", "/reset-password?token=[redacted]"],
    ["/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.sig", "/verify-email?token=[redacted]"],
    [
      "/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2Fdashboard",
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fdashboard",
    ],
    [
      "/api/auth/reset-password/Zk3xQ9?callbackURL=%2Freset-password",
      "/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password",
    ],
    ["/calendar/9f8e7d6c5b4a3f2e1d0c.ics", "/calendar/[redacted].ics"],
    ["/calendar/9f8e7d6c5b4a3f2e1d0c.ics?x=1", "/calendar/[redacted].ics?x=1"],
    ["/reset-password?email=a%40b.c&Token=secret", "/reset-password?email=a%40b.c&Token=[redacted]"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrlForLog(url)).toBe(logged);
  });

  it("redacts a token inside a return address, and nothing else of it", () => {
    const url = `/signin?redirectTo=${encodeURIComponent("/verify-email?token=eyJ.secret.sig")}&email=x%40y.z`;
    const logged = redactUrlForLog(url);
    expect(logged).not.toContain("secret");
    expect(logged).toBe(`/signin?redirectTo=${encodeURIComponent("/verify-email?token=[redacted]")}&email=x%40y.z`);
    expect(redactUrlForLog(`/signin?redirectTo=${encodeURIComponent("/calendar/abc123.ics")}`)).toBe(
      `/signin?redirectTo=${encodeURIComponent("/calendar/[redacted].ics")}`,
    );
  });

  it("leaves ordinary addresses exactly as they were", () => {
    for (const url of [
      "/",
      "/courses/agentic-ai",
      "/library?type=Book&q=ai%20agents",
      "/ai-spots?city=Pune+East",
      "/signin?redirectTo=%2Fdashboard",
      "/dashboard/calendar.ics",
    ]) {
      expect(redactUrlForLog(url)).toBe(url);
    }
  });

  it("redacts a malformed value that mentions a token rather than risk logging it", () => {
    expect(redactUrlForLog("/signin?redirectTo=%E0%A4%A/verify-email?token=abc")).toBe("/signin?redirectTo=[redacted]");
  });
});
