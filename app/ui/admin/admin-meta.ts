import { siteConfig } from "~/content/site-config";

/** An admin screen's title; admin pages are never indexed. */
export function adminMeta(screen: string) {
  return [{ title: `${screen} | Admin | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}
