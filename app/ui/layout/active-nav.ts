import type { NavGroup } from "~/content/navigation";

function withoutTrailingSlash(path: string) {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** True when `pathname` is the page `href` points at, or a page below it ("/" matches only itself). */
export function isPathWithin(pathname: string, href: string) {
  const current = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(href.split(/[?#]/)[0]);
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}

/** True when the visitor is on one of the group's pages, so its trigger can show where they are. */
export function isNavGroupActive(group: NavGroup, pathname: string) {
  return group.links.some((link) => isPathWithin(pathname, link.href));
}
