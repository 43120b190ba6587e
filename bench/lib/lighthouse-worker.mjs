// Lighthouse in its own process (plain Node, outside the Vite module runner that runs the benchmarks):
// `node bench/lib/lighthouse-worker.mjs '<json options>'` prints one JSON line: a summary per URL.
// Options: { urls, chromePath, chromeFlags, port }. Mobile preset (Lighthouse's default config).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const options = JSON.parse(process.argv[2] ?? "{}");
const chrome = await chromeLauncher.launch({
  chromePath: options.chromePath,
  chromeFlags: options.chromeFlags,
  port: options.port,
});
const results = [];
try {
  for (const url of options.urls) {
    // A run that Lighthouse itself reports as failed (e.g. a page that painted nothing in time on a busy
    // machine) is tried again, twice at most; a page that still fails is reported with the reason.
    let lhr;
    let failure = "no result";
    for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (result?.lhr && !result.lhr.runtimeError) lhr = result.lhr;
      else failure = `${result?.lhr?.runtimeError?.code ?? "ERROR"}: ${result?.lhr?.runtimeError?.message ?? "no result"}`;
    }
    if (!lhr) {
      results.push({ url, error: failure });
      continue;
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const origin = new URL(url).origin;
    const sameOrigin = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
      (item) => new URL(item.url).origin === origin,
    );
    const transfer = (type) =>
      sameOrigin.filter((item) => item.resourceType === type).reduce((total, item) => total + (item.transferSize ?? 0), 0);
    // Audits of the four categories that did not pass: what to look at first.
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
      .map((audit) => audit.id);
    results.push({
      url,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      fcpMs: numeric("first-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      tbtMs: numeric("total-blocking-time"),
      jsTransfer: transfer("Script"),
      cssTransfer: transfer("Stylesheet"),
      failing: [...new Set(failing)],
      scripts: sameOrigin
        .filter((item) => item.resourceType === "Script")
        .map((item) => ({ path: new URL(item.url).pathname, transferSize: item.transferSize ?? 0 })),
    });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
