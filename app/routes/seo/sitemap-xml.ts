import { publicPages } from "~/content/public-pages";
import { lastModified, sitemapXml } from "~/platform";
import { db, getConfig, readListingUpdates } from "~/platform/index.server";

export async function loader() {
  const listingUpdates = await readListingUpdates(await db());
  const entries = publicPages.map((page) =>
    page.listing ? { ...page, lastmod: lastModified(page.lastmod, listingUpdates[page.listing]) } : page,
  );
  return new Response(sitemapXml(getConfig().appUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
