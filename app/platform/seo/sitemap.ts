// The text of /sitemap.xml and /robots.txt, from the list of public pages (app/content/public-pages.ts).

/** The database tables whose rows a public page lists: a change to one of them changes the page. */
export type ListedRows = "library" | "ai-spots";

export interface SitemapEntry {
  path: string;
  /** When the page last changed, as a W3C date: `2026-11-23` or `2024-01`. */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  /** 0.0–1.0 */
  priority?: number;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function sitemapXml(appUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = appUrl.replace(/\/$/, "");
  const urls = entries.map((entry) => {
    const parts = [`    <loc>${escapeXml(origin + entry.path)}</loc>`];
    if (entry.lastmod) parts.push(`    <lastmod>${entry.lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`    <changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${parts.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** `2026-11-23` or `2024-01`: the W3C dates (https://www.w3.org/TR/NOTE-datetime) a sitemap's lastmod takes. */
export function isW3cDate(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(text);
}

/**
 * A page that lists rows changes when its own words do (`pageDate`) and when the newest of its rows does:
 * the later of the two, as a UTC day. ISO dates of the same form compare as text.
 */
export function lastModified(pageDate: string, rowsChangedAt: Date | null): string {
  if (!rowsChangedAt) return pageDate;
  const rowsDate = rowsChangedAt.toISOString().slice(0, 10);
  return rowsDate > pageDate ? rowsDate : pageDate;
}

export function robotsTxt(appUrl: string, disallowedPrefixes: readonly string[]): string {
  const lines = ["User-agent: *", "Allow: /", ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`)];
  lines.push("", `Sitemap: ${appUrl.replace(/\/$/, "")}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}
