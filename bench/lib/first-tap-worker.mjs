// The first tap on a phone, in its own process (plain Node, outside Vite's module runner, like Lighthouse's worker):
// `node bench/lib/first-tap-worker.mjs '<json options>'` ({ baseUrl, pages, samples, chromePath }) prints one JSON
// line, a result per page and way of arriving. What it emulates and measures: docs/performance.md.
/* global window, document, requestAnimationFrame, MutationObserver, addEventListener -- measureFirstTap runs in the page */
import { chromium } from "@playwright/test";

const options = JSON.parse(process.argv[2] ?? "{}");
const { baseUrl, pages, samples = 5, chromePath } = options;
const TAP_TARGET = "[data-floating=pay-button]";

/** Installed before the page's own scripts: timestamps on the page's clock (performance.now()). */
function measureFirstTap() {
  const found = { tap: null, shown: null, form: null, inp: 0 };
  window.__firstTap = found;
  const afterNextFrame = (key) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        found[key] ??= performance.now();
      }),
    );
  const check = () => {
    for (const dialog of document.querySelectorAll("dialog[open]")) {
      if (!/Pay Now to Book Your Seat/.test(dialog.querySelector("h2")?.textContent ?? "")) continue;
      if (found.shown === null && !found.shownQueued) {
        found.shownQueued = true;
        afterNextFrame("shown");
      }
      if (dialog.querySelector("form") && !found.formQueued) {
        found.formQueued = true;
        afterNextFrame("form");
      }
    }
  };
  addEventListener(
    "pointerdown",
    (event) => {
      if (found.tap !== null) return;
      found.tap = event.timeStamp;
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["open"],
      });
      check();
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) found.inp = Math.max(found.inp, entry.duration);
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing in this browser
  }
}

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
});
const results = [];
try {
  for (const path of pages) {
    for (const scroll of [false, true]) {
      const runs = [];
      for (let sample = 0; sample < samples; sample++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          userAgent:
            "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
        });
        const page = await context.newPage();
        try {
          await page.addInitScript(measureFirstTap);
          const cdp = await context.newCDPSession(page);
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", {
            offline: false,
            latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8,
            uploadThroughput: (750 * 1024) / 8,
          });
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          await page.goto(`${baseUrl}${path}`, { waitUntil: "load", timeout: 60_000 });
          if (scroll) {
            await page.waitForTimeout(500);
            await page.evaluate(() => window.scrollBy(0, 400));
            await page.waitForTimeout(500);
          } else {
            await page.waitForTimeout(1000);
          }
          await page.tap(TAP_TARGET, { timeout: 10_000 });
          await page.waitForFunction(() => window.__firstTap.form !== null, undefined, { timeout: 30_000, polling: 100 });
          const found = await page.evaluate(() => window.__firstTap);
          runs.push({ shownMs: found.shown - found.tap, formMs: found.form - found.tap, inpMs: found.inp });
        } catch (error) {
          runs.push({ error: String(error instanceof Error ? error.message : error).split("\n")[0] });
        } finally {
          await context.close();
        }
      }
      results.push({ path, scroll, runs });
    }
  }
} finally {
  await browser.close();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
