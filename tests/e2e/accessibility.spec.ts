// Accessibility sweep: every page (and again signed in as student and admin) with axe-core at desktop and phone
// width, no sideways scrolling at 375 px, nothing under the floating buttons; then every dialog, open.
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "../../playwright.config";
import { siteConfig } from "../../app/content/site-config";
import { SESSION_LINK_MESSAGES } from "../../app/classes/session-link-form";
import { COUPON_MESSAGES } from "../../app/payments/coupon-feedback";
import { DEMO_STUDENT } from "../../app/platform/seed/demo-students";
import { DEMO_CLASSROOM_BATCH, hasParameters, PAGE_PATTERNS, PAGE_URLS, SAMPLE_URLS } from "./support/route-table";
import { axeViolations, expect, expectNoAxeViolations, stubOtherSites, test, waitForHydration } from "./support/test";

type Role = "anonymous" | "student" | "admin";
type SignedInRole = Exclude<Role, "anonymous">;
type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const OPEN_DIALOG = "dialog[open]";

const isAdminScreen = (url: string) => (url === "/admin" || url.startsWith("/admin/")) && url !== "/admin/sign-in";
/** An anonymous visitor gets the same gate on every admin screen: one of them stands for all. */
const ANONYMOUS_URLS = PAGE_URLS.filter((url) => !isAdminScreen(url) || url === "/admin/sessions");
/**
 * Pages that look different to a signed-in student: the header is the same everywhere, so the rest of the pages
 * would repeat the anonymous sweep. The admin gate as a student who is not an admin is one of them.
 */
const STUDENT_URLS = [
  "/",
  "/dashboard",
  "/account",
  "/verify-email",
  "/library",
  "/ai-certificate-application",
  "/ai-readiness-quiz",
  "/payment-success",
  "/courses/agentic-ai",
  "/admin/sessions",
  `/learn/${DEMO_CLASSROOM_BATCH}`,
];
/** The admin: every admin screen, and the pages a student sees differently (the classroom shows staff no hand-in form). */
const ADMIN_URLS = [...PAGE_URLS.filter(isAdminScreen), "/dashboard", "/account", "/library", `/learn/${DEMO_CLASSROOM_BATCH}`];
const URLS_BY_ROLE: Record<Role, string[]> = { anonymous: ANONYMOUS_URLS, student: STUDENT_URLS, admin: ADMIN_URLS };

// Groups of pages per test: short enough to fail clearly, few enough to sign in and start browsers rarely.
const GROUP_SIZE = 8;
const inGroups = (urls: string[]) =>
  Array.from({ length: Math.ceil(urls.length / GROUP_SIZE) }, (_, index) =>
    urls.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
  );

const CREDENTIALS: Record<SignedInRole, { email: string; password: string }> = {
  student: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
  admin: E2E_ADMIN,
};

// Each worker signs each role in once, over HTTP like the sign-in form, and its tests start with that session.
const sweep = test.extend<{ role: Role }, { sessions: Record<SignedInRole, StorageState> }>({
  role: ["anonymous", { option: true }],
  sessions: [
    async ({ playwright }, use) => {
      const sessions = {} as Record<SignedInRole, StorageState>;
      for (const [role, { email, password }] of Object.entries(CREDENTIALS) as [
        SignedInRole,
        { email: string; password: string },
      ][]) {
        const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
        const response = await api.post("/signin", {
          form: { email, password },
          headers: { Origin: E2E_BASE_URL },
          maxRedirects: 0,
        });
        expect(response.status(), `sign-in of ${email}`).toBe(302);
        sessions[role] = await api.storageState();
        await api.dispose();
      }
      await use(sessions);
    },
    { scope: "worker" },
  ],
  storageState: async ({ role, sessions }, use) => use(role === "anonymous" ? undefined : sessions[role]),
  page: async ({ page }, use) => {
    await stubOtherSites(page);
    await use(page);
  },
});

/** The horizontal overflow of the page, in CSS pixels (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Scrolled to the very end of the page, the text that a fixed element (a floating button) lies on: such text can
 * never be scrolled out from under it. One line per covered text, empty when nothing is covered.
 */
function textUnderFloatingButtons(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    const floating = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      if (getComputedStyle(element).position !== "fixed" || element.closest("dialog")) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (
        !text ||
        !parent ||
        floating.some((element) => element.contains(parent)) ||
        parent.closest("[hidden], .sr-only, script, style, dialog")
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const over = floating.find((element) => {
          const box = element.getBoundingClientRect();
          return line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top;
        });
        if (over) {
          covered.push(
            `"${text.slice(0, 40)}" lies under "${over.textContent?.trim() || over.getAttribute("aria-label") || over.tagName}"`,
          );
          break;
        }
      }
    }
    return covered;
  });
}

const screenshotName = (role: Role, url: string) => `${role}-${url === "/" ? "home" : url.slice(1).replaceAll("/", "-")}.png`;

/** One page, for one role: axe at both widths, no sideways scroll and nothing under a floating button on a phone; a phone screenshot when something is wrong. */
async function sweepPage(page: Page, role: Role, url: string, testInfo: TestInfo): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(url);
  // After any redirect (a signed-in visitor on a sign-in page, say), a page; the catch-all route's page is a 404, and
  // /verify-email without a token is its "invalid link" page (400) for every visitor, and so is the class
  // reminders' 'turn off' page without its signed address.
  const invalidLinkPage = url === "/verify-email" || url === "/reminders/unsubscribe";
  const expectedStatus = url === SAMPLE_URLS["/*"] ? 404 : invalidLinkPage ? 400 : 200;
  if (response?.status() !== expectedStatus) problems.push(`status ${response?.status()}, expected ${expectedStatus}`);
  await waitForHydration(page);
  for (const violation of await axeViolations(page)) problems.push(`desktop: ${violation}`);

  await page.setViewportSize(PHONE);
  // Colours do not change with the width, and contrast is most of axe's time: checked once, at desktop width (the
  // phone menu, shown only on a phone, has its own full check below).
  for (const violation of await axeViolations(page, { colorContrast: false })) problems.push(`phone: ${violation}`);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`phone: scrolls sideways by ${overflow}px`);
  for (const covered of await textUnderFloatingButtons(page)) problems.push(`phone: ${covered}`);

  if (problems.length) {
    const file = testInfo.outputPath(screenshotName(role, url));
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${role} ${url} at 375 px`, { path: file, contentType: "image/png" });
  }
  return problems.map((problem) => `${role} ${url} (${page.url().replace(E2E_BASE_URL, "")}): ${problem}`);
}

test("the sweep's page list is the route table's pages, each parameter filled with a real value", () => {
  expect(PAGE_PATTERNS.length).toBeGreaterThan(30);
  expect(PAGE_PATTERNS.filter(hasParameters).sort()).toEqual(Object.keys(SAMPLE_URLS).sort());
  // Resource routes (files, JSON, redirects without a page) are not pages.
  for (const pattern of ["/sitemap.xml", "/healthz", "/signout", "/courses/vive-coding", "/dev/mailbox"])
    expect(PAGE_PATTERNS).not.toContain(pattern);
  for (const pattern of ["/", "/dashboard", "/admin/sessions", "/verify/:verificationId"])
    expect(PAGE_PATTERNS).toContain(pattern);
  // Every page is swept at least once, and the signed-in lists name only real pages.
  expect(new Set([...ANONYMOUS_URLS, ...ADMIN_URLS])).toEqual(new Set(PAGE_URLS));
  for (const url of [...STUDENT_URLS, ...ADMIN_URLS]) expect(PAGE_URLS).toContain(url);
});

for (const role of ["anonymous", "student", "admin"] as const) {
  sweep.describe(`every page as ${role === "anonymous" ? "an anonymous visitor" : `the ${role}`}`, () => {
    sweep.use({ role });
    for (const urls of inGroups(URLS_BY_ROLE[role])) {
      sweep(`${urls.join(", ")}: no axe violations, no sideways scroll or covered text at 375 px`, async ({ page }, testInfo) => {
        test.setTimeout(60_000 + urls.length * 20_000);
        const problems: string[] = [];
        for (const url of urls) problems.push(...(await sweepPage(page, role, url, testInfo)));
        expect(problems).toEqual([]);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Dialogs and other states that only appear after a click.

const PAY = "Pay Now to Book Your Seat";

async function open(page: Page, url: string, viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto(url);
  await waitForHydration(page);
}

/** axe with the dialog open (the page behind it is inert), at desktop and at phone width, where it must not scroll sideways. */
/** Opens the first AI Spot's 'View Details' dialog of the page's list. */
async function openFirstSpotDetails(page: Page) {
  await page
    .getByRole("main")
    .getByRole("button", { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function expectAccessibleDialog(page: Page) {
  const dialog = page.locator(OPEN_DIALOG);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

sweep.describe("the payment dialog", () => {
  for (const role of ["anonymous", "student"] as const) {
    sweep.describe(role, () => {
      sweep.use({ role });
      sweep(
        "opened from a course page's Enroll button: with its price, and with a coupon that does not exist",
        async ({ page }) => {
          await open(page, "/courses/agentic-ai");
          await page
            .getByRole("main")
            .getByRole("button", { name: /^Enroll Now/ })
            .first()
            .click();
          const dialog = page.getByRole("dialog", { name: PAY });
          await expect(dialog.getByRole("combobox", { name: "Course" })).toHaveValue("Agentic AI");
          await expect(dialog.getByTestId("payment-total")).toBeVisible();
          await expectAccessibleDialog(page);
          await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("NOSUCHCOUPON");
          await expect(dialog.getByText(COUPON_MESSAGES.wrongCoupon(siteConfig.supportEmail))).toBeVisible();
          await expectAccessibleDialog(page);
        },
      );
    });
  }

  sweep("opened from the floating button, with no course chosen yet", async ({ page }) => {
    await open(page, "/courses/vibe-coding");
    await page.getByRole("button", { name: PAY }).click();
    await expect(page.getByRole("dialog", { name: PAY })).toBeVisible();
    await expectAccessibleDialog(page);
  });
});

sweep.describe("the student's certificate dialog", () => {
  sweep.use({ role: "student" });
  sweep("View Certificate on the dashboard", async ({ page }) => {
    await open(page, "/dashboard");
    await page
      .getByRole("button", { name: /View Certificate/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleDialog(page);
  });
});

sweep.describe("the AI Spot details dialog", () => {
  sweep("View Details on /ai-spots", async ({ page }) => {
    await open(page, "/ai-spots");
    await openFirstSpotDetails(page);
    await expectAccessibleDialog(page);
  });
});

for (const role of ["anonymous", "student", "admin"] as const) {
  sweep.describe(`the phone menu and the header's menus, open, as ${role}`, () => {
    sweep.use({ role });
    sweep("each menu open in turn", async ({ page }) => {
      await open(page, "/courses", PHONE);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize(DESKTOP);
      const toggles = page.getByRole("banner").locator("button[aria-expanded]");
      let opened = 0;
      for (let index = 0; index < (await toggles.count()); index++) {
        const toggle = toggles.nth(index);
        if (!(await toggle.isVisible())) continue;
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        opened++;
      }
      expect(opened).toBeGreaterThanOrEqual(2);
    });
  });
}

sweep.describe("the admin's dialogs and forms", () => {
  sweep.use({ role: "admin" });

  for (const status of ["pending", "approved"] as const) {
    sweep(`AI Spot management: the details dialog of a ${status} spot`, async ({ page }) => {
      let list = `/admin/ai-spot-management?status=${status}`;
      if (status === "pending") {
        // A visitor's application, written as unkindly as the form allows: long words with no place to break.
        const city = `Overflowville${Date.now()}`;
        const unbroken = (length: number) => "W".repeat(length);
        const applied = await page.request.post("/ai-spots", {
          headers: { Origin: E2E_BASE_URL },
          form: {
            Name: unbroken(150),
            Type_of_Place: "Cafes",
            Address: unbroken(300),
            Country: "India",
            State: "Karnataka",
            City: city,
            Pin_Zip: "560001",
            Telephone: "080 2222 3333",
            AISpot_Email: `${unbroken(60)}@example.com`,
            Owner_Manager_Name: unbroken(100),
            Mobile: "9876543210",
            Email: `${unbroken(60)}.${Date.now()}@example.com`,
            Price: unbroken(100),
            Map_Link: "",
            Image_URL: "",
            Consent: "on",
          },
        });
        expect(applied.status()).toBe(200);
        list += `&q=${city}`;
      }
      await open(page, list);
      await openFirstSpotDetails(page);
      await expect(
        page.getByRole("dialog").getByRole("button", { name: status === "pending" ? /Approve/ : /Revoke/ }),
      ).toBeVisible();
      await expectAccessibleDialog(page);
    });
  }

  // The students', library and batches screens name each row's edit button after the row.
  const clickFirstEdit = (page: Page) =>
    page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
  // Each form loaded with a row to edit (the site's edit 'modal'), then cleared and refused by its own check: nothing is sent.
  const forms: { screen: string; edit: (page: Page) => Promise<void>; clear: string; create: RegExp | null }[] = [
    {
      screen: "/admin/sessions",
      edit: (page) => page.getByRole("region", { name: "Recent Sessions" }).getByRole("button").first().click(),
      clear: "Clear Form",
      create: /^Save Session/,
    },
    // Cleared, the students' form has nothing to assign: its button is disabled.
    {
      screen: "/admin/students",
      edit: clickFirstEdit,
      clear: "Clear Form",
      create: null,
    },
    {
      screen: "/admin/session-links",
      edit: (page) => page.getByRole("region", { name: "Existing Session Links" }).getByRole("button").first().click(),
      clear: SESSION_LINK_MESSAGES.clearForm,
      create: /^Create Session Link/,
    },
    {
      screen: "/admin/certificates",
      edit: (page) => page.getByRole("button", { name: "Edit", exact: true }).first().click(),
      clear: "Cancel Edit",
      create: /^Issue Certificate/,
    },
    {
      screen: "/admin/library",
      edit: clickFirstEdit,
      clear: "Cancel Edit",
      create: /^Add/,
    },
    // A demo batch loaded for editing.
    {
      screen: "/admin/batches",
      edit: clickFirstEdit,
      clear: "Clear Form (Create New)",
      create: /^Create Batch/,
    },
  ];
  for (const form of forms) {
    sweep(`${form.screen}: the form with a row loaded for editing, and with its error message`, async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await open(page, form.screen);
      await form.edit(page);
      await expect(page.getByRole("button", { name: form.clear })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: form.clear }).click();
      if (form.create) {
        await page.getByRole("main").getByRole("button", { name: form.create }).click();
        await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
      } else {
        await expect(page.getByRole("main").locator("button[type=submit]:disabled")).toHaveCount(1);
      }
      await expectNoAxeViolations(page);
      await page.setViewportSize(PHONE);
      await expectNoAxeViolations(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(posts).toEqual([]);
    });
  }

  sweep("/admin/certificates: the user search with its suggestions open", async ({ page }) => {
    await open(page, "/admin/certificates");
    await page.getByRole("searchbox", { name: "Search User" }).fill("demo");
    await expect(page.getByRole("list", { name: "Matching users" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The floating pay button on a phone (it covered the footer's last lines).

sweep.describe("the floating pay button on a 375 px phone", () => {
  for (const url of ["/courses/agentic-ai", "/contact", "/"]) {
    sweep(`${url}: scrolled to the end, the footer's last link and last line are not under it`, async ({ page }) => {
      await open(page, url, PHONE);
      await expect(page.getByRole("button", { name: PAY })).toBeVisible();
      expect(await textUnderFloatingButtons(page)).toEqual([]);
      const hits = await page.evaluate(() => {
        const footer = document.querySelector("footer")!;
        const isOnTop = (element: Element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && element.contains(hit);
        };
        const links = footer.querySelectorAll("a");
        const lastLine = [...footer.querySelectorAll("p")].at(-1)!;
        return { lastLink: isOnTop(links[links.length - 1]!), lastLine: isOnTop(lastLine), lastLineText: lastLine.textContent };
      });
      expect(hits.lastLineText).toContain("All rights reserved.");
      expect(hits).toMatchObject({ lastLink: true, lastLine: true });
    });
  }
});
