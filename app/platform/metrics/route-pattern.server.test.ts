import { describe, expect, it } from "vitest";
import { patternOf, routePatterns } from "./route-pattern.server";

describe("route patterns", () => {
  it("joins the matched routes' paths", () => {
    expect(patternOf([undefined, "admin", "payments/:paymentId"])).toBe("/admin/payments/:paymentId");
    expect(patternOf([undefined, undefined])).toBe("/");
  });

  it("names a request by the pattern it matched, never by its address", () => {
    const patternFor = routePatterns({
      root: { id: "root", path: "" },
      home: { id: "home", parentId: "root", index: true },
      admin: { id: "admin", parentId: "root", path: "admin" },
      payment: { id: "payment", parentId: "admin", path: "payments/:paymentId" },
    });
    expect(patternFor("/")).toBe("/");
    expect(patternFor("/admin/payments/123e4567")).toBe("/admin/payments/:paymentId");
    expect(patternFor("/admin/payments/other-id")).toBe("/admin/payments/:paymentId");
    expect(patternFor("/nowhere")).toBe("unmatched");
  });
});
