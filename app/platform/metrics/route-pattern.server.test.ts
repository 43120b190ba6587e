import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { patternOf, routePatterns } from "./route-pattern.server";

// A route table shaped like ours: a root, a pathless layout, index routes, static beside dynamic, a splat.
type TableRoute = { id: string; parentId?: string; path?: string; index?: boolean };
const ROUTES: Record<string, TableRoute> = {
  root: { id: "root", path: "" },
  home: { id: "home", parentId: "root", index: true },
  layout: { id: "layout", parentId: "root" },
  admin: { id: "admin", parentId: "layout", path: "admin" },
  payments: { id: "payments", parentId: "layout", path: "admin/payments" },
  payment: { id: "payment", parentId: "layout", path: "admin/payments/:paymentId" },
  exported: { id: "exported", parentId: "root", path: "admin/payments/export.csv" },
  invoice: { id: "invoice", parentId: "root", path: "admin/payments/:paymentId/invoice.pdf" },
  auth: { id: "auth", parentId: "root", path: "api/auth/*" },
  learn: { id: "learn", parentId: "root", path: "learn/:batchId" },
  notFound: { id: "notFound", parentId: "root", path: "*" },
};

/** What React Router itself matches for a path, as a pattern. */
function reactRoutersPattern(pathname: string) {
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(ROUTES))
    objects.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] } as RouteObject);
  const roots: RouteObject[] = [];
  for (const route of Object.values(ROUTES)) {
    const object = objects.get(route.id)!;
    if (route.parentId) objects.get(route.parentId)!.children!.push(object);
    else roots.push(object);
  }
  for (const object of objects.values()) if (object.index) delete object.children;
  const matches = matchRoutes(roots, pathname);
  return matches ? patternOf(matches.map((match) => match.route.path)) : "unmatched";
}

describe("route patterns", () => {
  it("joins the matched routes' paths", () => {
    expect(patternOf([undefined, "admin", "payments/:paymentId"])).toBe("/admin/payments/:paymentId");
    expect(patternOf([undefined, undefined])).toBe("/");
  });

  it.each([
    "/",
    "/admin",
    "/admin/",
    "/admin/payments",
    "/admin/payments/123e4567",
    "/admin/payments/export.csv",
    "/admin/payments/123e4567/invoice.pdf",
    "/api/auth/sign-in/email",
    "/learn/AGENTIC_AI_BATCH_1",
    "/nowhere/at/all",
    "/ADMIN/Payments",
  ])("names %s as React Router matches it", (pathname) => {
    expect(routePatterns(ROUTES)(pathname)).toBe(reactRoutersPattern(pathname));
  });

  it("names a request by its pattern, never its address; a data request as its page", () => {
    const patternFor = routePatterns(ROUTES);
    expect(patternFor("/admin/payments/other-id")).toBe("/admin/payments/:paymentId");
    expect(patternFor("/admin/payments.data")).toBe("/admin/payments");
    expect(patternFor("/_root.data")).toBe("/");
    expect(patternFor("/nowhere")).toBe("/*");
  });
});
