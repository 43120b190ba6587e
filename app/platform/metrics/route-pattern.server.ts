import { matchRoutes, type RouteObject } from "react-router";

// Metrics count requests by route pattern (`/admin/payments/:paymentId`), never by address: addresses carry ids and
// are unbounded, a Prometheus label must not be.

type BuildRoutes = Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>;

/** The pattern of a list of matched routes, as React Router joins their paths. */
export function patternOf(paths: (string | undefined)[]): string {
  const joined = paths
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/^\/|\/$/g, ""))
    .filter(Boolean)
    .join("/");
  return `/${joined}`;
}

const PATTERNS_KEPT = 2000;

/** Finds the route pattern of a path from the server build's route table; remembers the latest paths it saw. */
export function routePatterns(routes: BuildRoutes): (pathname: string) => string {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, children: [] } as RouteObject;
    objects.set(route.id, object);
  }
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(objects.get(route.id)!);
    byParent.set(route.parentId, siblings);
  }
  for (const [id, object] of objects) if (!object.index) object.children = byParent.get(id) ?? [];
  const tree = byParent.get(undefined) ?? [];
  const seen = new Map<string, string>();
  return (pathname) => {
    let pattern = seen.get(pathname);
    if (pattern === undefined) {
      const matches = matchRoutes(tree, pathname);
      pattern = matches ? patternOf(matches.map((match) => match.route.path)) : "unmatched";
      if (seen.size >= PATTERNS_KEPT) seen.clear();
      seen.set(pathname, pattern);
    }
    return pattern;
  };
}
