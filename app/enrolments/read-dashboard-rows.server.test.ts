import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/auth/session.server";
import { dashboardStatement, dashboardStatementBuiltAnew } from "./read-dashboard-rows.server";

const account = (overrides: Partial<SessionUser>): SessionUser => ({
  id: "3f1b0c1e-7d3a-4d59-9a53-2f3c1f0e9b11",
  email: "asha@example.test",
  name: "Asha",
  role: "user",
  emailVerified: true,
  ...overrides,
});

describe("the dashboard's statement, compiled once per shape", () => {
  it.each([
    ["a verified account", account({})],
    ["a verified account whose address has capitals", account({ email: "Ravi.Kumar@Example.TEST" })],
    ["an account that has not proved its address", account({ emailVerified: false, email: "New.Student@example.test" })],
    [
      "another account of the same shape",
      account({ id: "0b6a3e57-5f0e-4f57-8c56-0d7b8f3f6c22", email: "o'brien+class@example.test" }),
    ],
  ])("is the statement built anew for %s, text and values", (_, user) => {
    const compiled = dashboardStatement(user);
    expect(compiled).toEqual(dashboardStatementBuiltAnew(user));
    expect(JSON.stringify(compiled.params)).not.toContain("Stand-In");
    expect(compiled.params).toContain(user.id);
  });

  it("reads enrolments by address only for a verified account", () => {
    const verified = dashboardStatement(account({}));
    const unverified = dashboardStatement(account({ emailVerified: false }));
    expect(verified.sql).not.toBe(unverified.sql);
    expect(verified.params).toContain("asha@example.test");
  });

  it("is one select whose columns are the dashboard's parts, each named once", () => {
    const { sql } = dashboardStatement(account({}));
    expect(sql.startsWith("select\n    (select ")).toBe(true);
    expect([...sql.matchAll(/\) as (\w+)(?:,\n {4}|$)/g)].map((match) => match[1])).toEqual([
      "profile",
      "student",
      "link",
      "sessions",
      "history",
      "referred",
      "payouts",
      "certificates",
      "feed",
      "enrolments",
      "attended",
    ]);
  });
});
