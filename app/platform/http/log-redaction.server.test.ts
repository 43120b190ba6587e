import { describe, expect, it } from "vitest";
import { redactLinksInText, redactUrlForLog } from "./log-redaction.server";

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
    ["/admin/invitations/Zk3xQ9-abc_DEF", "/admin/invitations/[redacted]"],
    ["/admin/invitations/Zk3xQ9-abc_DEF.data", "/admin/invitations/[redacted].data"],
    [
      "/admin/invitations/Zk3xQ9-abc_DEF.data?_routes=routes%2Fadmin%2Faccept-admin-invitation",
      "/admin/invitations/[redacted].data?_routes=routes%2Fadmin%2Faccept-admin-invitation",
    ],
    ["/ADMIN/Invitations/Zk3xQ9-abc_DEF/", "/ADMIN/Invitations/[redacted]/"],
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
    expect(redactUrlForLog(`/admin/sign-in?redirectTo=${encodeURIComponent("/admin/invitations/Zk3xQ9")}`)).toBe(
      `/admin/sign-in?redirectTo=${encodeURIComponent("/admin/invitations/[redacted]")}`,
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
      "/admin/admins",
      "/admin/invitations",
    ]) {
      expect(redactUrlForLog(url)).toBe(url);
    }
  });

  it("redacts a malformed value that mentions a token rather than risk logging it", () => {
    expect(redactUrlForLog("/signin?redirectTo=%E0%A4%A/verify-email?token=abc")).toBe("/signin?redirectTo=[redacted]");
  });
});

describe("redactLinksInText", () => {
  it("redacts the secret of every link in an e-mail's text and HTML, and keeps the rest of the message", () => {
    const text = [
      "Accept the invitation: https://academy.example.com/admin/invitations/Zk3xQ9-abc_DEF",
      "Set a new password: http://localhost:3000/reset-password?token=AbC123",
      "Verify: https://academy.example.com/verify-email?token=eyJ.x.y, then sign in.",
      "Your dashboard: https://academy.example.com/dashboard#sessions",
    ].join("\n\n");
    expect(redactLinksInText(text)).toBe(
      [
        "Accept the invitation: https://academy.example.com/admin/invitations/[redacted]",
        "Set a new password: http://localhost:3000/reset-password?token=[redacted]",
        "Verify: https://academy.example.com/verify-email?token=[redacted], then sign in.",
        "Your dashboard: https://academy.example.com/dashboard#sessions",
      ].join("\n\n"),
    );
    const html =
      '<a href="https://academy.example.com/verify-email?x=1&amp;token=eyJ.x.y&amp;y=2" style="color:#fff">Verify</a>' +
      "<p>Visit https://academy.example.com/</p>";
    expect(redactLinksInText(html)).toBe(
      '<a href="https://academy.example.com/verify-email?x=1&amp;token=[redacted]&amp;y=2" style="color:#fff">Verify</a>' +
        "<p>Visit https://academy.example.com/</p>",
    );
  });
});
