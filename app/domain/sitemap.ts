// The text of /sitemap.xml and /robots.txt, from the list of public pages (app/content/public-pages.ts).

export interface SitemapEntry {
  path: string;
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
    if (entry.changefreq) parts.push(`    <changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${parts.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string, disallowedPrefixes: readonly string[]): string {
  const lines = ["User-agent: *", "Allow: /", ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`)];
  lines.push("", `Sitemap: ${appUrl.replace(/\/$/, "")}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}
