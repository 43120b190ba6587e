// The `test` every spec uses: fails on any unexpected browser console error, and offers helpers.
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, type BrowserContext, expect, type Page } from "@playwright/test";

export { expect };

// Errors the browser reports that are about the sandbox, not our site. /dev/mailbox shows each e-mail's HTML in a
// frame sandboxed without scripts (as a mail client would), and the e-mails carry none; Chromium still reports a blocked
// script there now and then, when Playwright's tracing reaches into those frames as they load (seen in a CI trace:
// the HTML of every frame had no script, handler or javascript: link).
const IGNORED_CONSOLE_ERRORS = [
  /net::ERR_BLOCKED_BY_CLIENT/,
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
];

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A 4xx answer the test asked for (for example a deliberately wrong password) is logged by the browser too.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        if (IGNORED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "unexpected browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export function uniqueEmail(prefix = "user") {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** Six random lowercase letters: a batch or title of this test run's own. */
export const randomLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** A browser context of its own (a second person) whose visits to other sites (the Teams link) get a blank page. */
export async function ownContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Teams</title></html>',
      }),
  );
  return context;
}

/** axe-core's violations on the page, one line each. */
export async function axeViolations(page: Page, { colorContrast = true } = {}) {
  // Violations only: axe skips collecting what passed. Legacy mode: one axe.run in the page, not runPartial per frame
  // and finishRun in a new tab loading axe-core again; half the time on 2 cores (1-2.5 s a page, not 3-4.5 s).
  // Same-origin frames (the mailbox preview) are still checked; the rest are other sites' maps, stubbed (stubOtherSites).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .disableRules(colorContrast ? [] : ["color-contrast"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** Runs axe-core on the page and asserts zero violations, listing them when there are some. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// A 1x1 PNG: the stand-in for pictures from other sites.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Pictures and frames from other sites (spot photos, map embeds) get stand-ins: the tests never leave this machine. */
export async function stubOtherSites(page: Page) {
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/png", body: PNG })
        : route.fulfill({
            status: 200,
            contentType: "text/html",
            body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
          }),
  );
}

/** Opens a page and waits until its forms answer clicks. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until clicks reach React's handlers: React has hydrated the page, or the page hydrates on the first
 * interaction and replays that click or key press once it has (app/ui/document-scripts.tsx).
 */
export async function waitForHydration(page: Page) {
  // data-hydrated is set by an effect in app/root.tsx; #deferred-scripts holds a page's scripts until interaction.
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || document.getElementById("deferred-scripts") !== null,
  );
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A settle hint, not a check: a prefetch still open on a loaded machine must not hold a test for minutes.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/**
 * The newest e-mail to `to` in the dev mailbox (whose text contains `mentioning`, when given: tests run in
 * parallel, so several may write to one address), waiting for it to arrive.
 */
export async function latestEmailTo(page: Page, to: string, mentioning?: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get("/dev/mailbox.json");
      const messages = (await response.json()) as MailboxMessage[];
      found = messages.find((message) => message.to === to && (!mentioning || message.text.includes(mentioning)));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The link of the newest verification e-mail to `email` (a path of this site), from the dev mailbox. */
export async function verificationLinkFor(page: Page, email: string): Promise<string> {
  const message = await latestEmailTo(page, email, "/verify-email?token=");
  const link = new URL(message.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
  return `${link.pathname}${link.search}`;
}
