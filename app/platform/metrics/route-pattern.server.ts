// Metrics count requests by route pattern (`/admin/payments/:paymentId`), never by address: addresses carry ids and
// are unbounded, a Prometheus label must not be. The route table is compiled once into ranked expressions, as React
// Router ranks its routes (static segments before dynamic ones, splats last): its own matchRoutes ranks them again on
// every call, about 2 ms for our table, too much to pay a second time per request for a metric.

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

interface Branch {
  pattern: string;
  expression: RegExp;
  score: number;
}

// React Router's scores (computeScore): each static segment 10, dynamic 3, empty 1; an index route 2; a splat -2.
function scoreOf(segments: string[], index: boolean) {
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function expressionOf(segments: string[]) {
  const parts = segments.map((segment) => {
    if (segment === "*") return "(?:/.*)?";
    if (segment.startsWith(":")) return "/[^/]+";
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return new RegExp(`^${parts.join("")}/*$`, "i");
}

const PATTERNS_KEPT = 2000;

/** Finds the route pattern of a path from the server build's route table; remembers the latest paths it saw. */
export function routePatterns(routes: BuildRoutes): (pathname: string) => string {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const byId = new Map(all.map((route) => [route.id, route]));
  const branches: Branch[] = [];
  for (const route of all) {
    // A route without a path never matches by itself unless it is an index route (as in React Router).
    if (!route.index && !route.path) continue;
    const paths: (string | undefined)[] = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined)
      paths.unshift(at.path);
    const pattern = patternOf(paths);
    const segments = pattern === "/" ? [] : pattern.slice(1).split("/");
    branches.push({ pattern, expression: expressionOf(segments), score: scoreOf(segments, Boolean(route.index)) });
  }
  branches.sort((a, b) => b.score - a.score);

  const seen = new Map<string, string>();
  return (pathname) => {
    let pattern = seen.get(pathname);
    if (pattern === undefined) {
      // React Router's data requests (`/dashboard.data`, `/_root.data` for `/`) count as their page.
      const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
      pattern = branches.find((branch) => branch.expression.test(page))?.pattern ?? "unmatched";
      if (seen.size >= PATTERNS_KEPT) seen.clear();
      seen.set(pathname, pattern);
    }
    return pattern;
  };
}
