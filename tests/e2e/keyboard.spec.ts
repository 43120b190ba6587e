// Keyboard-only journeys: no mouse anywhere in these stories.
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test, waitForHydration } from "./support/test";

test("header dropdowns open, move and close with the keyboard", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const trigger = page.getByRole("banner").getByRole("button", { name: "Courses" });
  await trigger.focus();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("ArrowDown");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  const firstLink = menu.getByRole("link").first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link").nth(1)).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute("href"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test("the admin gate can be used with the keyboard alone", async ({ page }) => {
  await page.goto("/admin/sessions");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await main.getByLabel("Admin Username").focus();
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press("Tab");
  await expect(main.getByLabel("Admin Password", { exact: true })).toBeFocused();
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Update Session Record" })).toBeVisible({ timeout: 20_000 });
});

test("the AI-readiness quiz can be answered with the keyboard alone", async ({ page }) => {
  await page.goto("/ai-readiness-quiz");
  await waitForHydration(page);
  const quiz = page.getByRole("main").getByRole("form", { name: "AI Readiness Quiz" });
  for (let index = 0; index < 8; index += 1) {
    await expect(quiz.getByText(`Question ${index + 1} of 8`)).toBeVisible();
    const firstOption = quiz.getByRole("radio").first();
    await firstOption.focus();
    await page.keyboard.press("Space");
    await expect(firstOption).toBeChecked();
    await firstOption.focus();
    await page.keyboard.press("ArrowDown"); // moves the choice to the next option, as radio groups do
    await expect(quiz.getByRole("radio").nth(1)).toBeChecked();
    await quiz.getByRole("button", { name: index === 7 ? "Complete Quiz" : "Next" }).focus();
    await page.keyboard.press("Enter");
    // The page moves focus to the next question (or the details form) on the next frame: wait for it before going on.
    await expect(page.locator(index === 7 ? "#quiz-details-title" : `#quiz-question-${index + 1}`)).toBeFocused();
  }
  await expect(quiz.getByRole("heading", { name: "Almost Done!" })).toBeVisible();
});
