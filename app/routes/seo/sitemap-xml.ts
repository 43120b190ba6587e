import { publicPages } from "~/content/public-pages";
import { sitemapXml } from "~/domain/sitemap";
import { getConfig } from "~/server/config.server";

export function loader() {
  return new Response(sitemapXml(getConfig().appUrl, publicPages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
