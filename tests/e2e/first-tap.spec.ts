// The first tap on a prerendered marketing page answers before React is there: 'Pay Now' and 'Enroll Now' open the
// payment dialog's frame from the page's markup, the navigation's menus open from theirs, and React takes over what
// the visitor opened (docs/decisions/0097-first-tap-answers-at-once.md). Not timed: bench:pages measures how fast.
import type { Page } from "@playwright/test";
import { prerenderedPaths } from "../../app/content/prerendered-pages";
import { showsFloatingPayButton } from "../../app/payments/ui/payment-dialog/floating-pay-button-visibility";
import { expect, test } from "./support/test";

// React's arrival is not timed here, but a busy machine can take many seconds to hydrate a page: wait for it.
const REACT_ARRIVES = { timeout: 60_000 };

const paymentDialog = (page: Page) => page.getByRole("dialog", { name: "Pay Now to Book Your Seat" });
const payNow = (page: Page) => page.locator("[data-floating=pay-button]");

/** Holds every script of the build until `release` is called: a phone still downloading React. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked };
}

test.describe("the first tap on a prerendered page", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of prerenderedPaths.filter(showsFloatingPayButton)) {
    test(`${path}: the first tap on 'Pay Now' opens the payment dialog`, async ({ page }) => {
      await page.goto(path);
      await payNow(page).click();
      await expect(paymentDialog(page)).toBeVisible();
      await expect(page.locator("dialog[open]")).toHaveCount(1);
    });
  }

  test("React's dialog takes the frame's place: its form, one dialog, and the page hydrated", async ({ page }) => {
    await page.goto("/");
    await payNow(page).click();
    await expect(paymentDialog(page)).toBeVisible();
    await expect(paymentDialog(page).getByLabel("Country")).toBeVisible(REACT_ARRIVES);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", REACT_ARRIVES);
  });

  test("after hydration the dialog's frame still answers at once while its code loads", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/payment-dialog-(?!context)[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/courses");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Courses" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", REACT_ARRIVES);
    await payNow(page).click();
    await expect(paymentDialog(page).getByRole("status")).toHaveText("Loading payment form...");
    release();
    await expect(paymentDialog(page).getByLabel("Country")).toBeVisible(REACT_ARRIVES);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
  });

  test("a tap while the JavaScript is still loading is not lost: the frame opens now, the form when React is there", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/courses/agentic-ai");
    await payNow(page).click();
    // Answered from the markup, while no script of the build has arrived.
    await expect(paymentDialog(page)).toBeVisible();
    await expect(paymentDialog(page).getByRole("status")).toHaveText("Loading payment form...");
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true", REACT_ARRIVES);

    scripts.release();
    await expect(paymentDialog(page).getByLabel("Country")).toBeVisible(REACT_ARRIVES);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    // React's dialog closes as before, and gives focus back to the button that opened the frame.
    await paymentDialog(page).getByRole("button", { name: "Close" }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(payNow(page)).toBeFocused();
  });

  test("'Enroll Now' on a course card opens the frame at once, then React's dialog with that course", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/courses");
    await page
      .locator("article#vibe-coding")
      .getByRole("button", { name: /^Enroll Now/ })
      .click();
    await expect(paymentDialog(page).getByRole("status")).toHaveText("Loading payment form...");
    scripts.release();
    const course = paymentDialog(page).getByLabel("Course", { exact: true });
    await expect(course).toBeVisible(REACT_ARRIVES);
    await expect(course).toHaveValue("Vibe Coding");
  });

  test("a frame closed before React arrived stays closed", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/masterclass");
    await payNow(page).click();
    await expect(paymentDialog(page)).toBeVisible();
    await paymentDialog(page).getByRole("button", { name: "Close" }).click();
    await expect(paymentDialog(page)).toHaveCount(0);
    scripts.release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", REACT_ARRIVES);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  });

  test("the navigation's dropdown opens before React is there, and stays open for React", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/ai-certification/sales");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Courses" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Agentic AI" })).toBeVisible();
    scripts.release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", REACT_ARRIVES);
    await expect(nav.getByRole("link", { name: "Agentic AI" })).toBeVisible();
    // React's dropdown now: Escape closes it and puts focus on its button.
    await nav.getByRole("link", { name: "Agentic AI" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Agentic AI" })).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the menu and its sections open on the first tap, before React is there, and React keeps them open", async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).tap();
      const mobile = page.getByRole("navigation", { name: "Mobile" });
      await expect(mobile).toBeVisible();
      await mobile.getByRole("button", { name: "Certification" }).tap();
      await expect(mobile.getByRole("link", { name: "Banking & Finance" })).toBeVisible();
      scripts.release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", REACT_ARRIVES);
      await expect(mobile.getByRole("link", { name: "Banking & Finance" })).toBeVisible();
      // React's menu now: its button closes it.
      await page.getByRole("button", { name: "Close menu" }).tap();
      await expect(mobile).toBeHidden();
    });

    test("'Pay Now' tapped on a phone opens the dialog", async ({ page }) => {
      await page.goto("/courses");
      await payNow(page).tap();
      await expect(paymentDialog(page)).toBeVisible();
      await expect(paymentDialog(page).getByLabel("Country")).toBeVisible(REACT_ARRIVES);
    });
  });
});
