// The leads inbox in a real browser: a visitor's contact message reaches /admin/leads as 'new'; the admin
// opens it, adds a note and marks it contacted, and the list says so.
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, expectNoAxeViolations, stubOtherSites, test, uniqueEmail, waitForHydration } from "./support/test";

const main = (page: Page) => page.getByRole("main");

async function signInThroughGate(page: Page, path: string) {
  await stubOtherSites(page);
  await page.goto(path);
  await waitForHydration(page);
  await expect(main(page).getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await main(page).getByLabel("Admin Username").fill(E2E_ADMIN.email);
  await main(page).getByLabel("Admin Password", { exact: true }).fill(E2E_ADMIN.password);
  await main(page).getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(main(page).getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
}

test("a visitor's contact message reaches the leads inbox; the admin notes it and marks it contacted", async ({
  page,
  browser,
}) => {
  // The visitor, in a browser of their own.
  const email = uniqueEmail("lead");
  const visitor = await browser.newPage();
  await stubOtherSites(visitor);
  await visitor.goto("/contact");
  await waitForHydration(visitor);
  const form = visitor.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Full Name").fill("Tara Menon");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile").fill("+91 99887 70011");
  await form.getByLabel("Purpose").selectOption({ label: "Corporate Session" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor).toHaveURL(/\/contact-success$/);
  await visitor.close();

  // The admin finds it, new, by searching the inbox.
  await signInThroughGate(page, "/admin/leads");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Leads \d+ new$/ })).toBeVisible();
  await main(page).getByLabel("Search leads").fill(email);
  await main(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?q=/);
  const table = main(page).getByRole("table");
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Contact message");
  await expect(row).toContainText("Corporate Session");
  await expect(row).toContainText("New");
  await expectNoAxeViolations(page);

  // Its page: what was sent, a note, then the status.
  await row.getByRole("link").click();
  await expect(main(page).getByRole("heading", { name: "Contact message: Tara Menon" })).toBeVisible();
  await waitForHydration(page);
  await expect(main(page).getByText("Corporate Session")).toBeVisible();
  await main(page).getByRole("button", { name: "Add note" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("Please write a note before adding it");
  await main(page).getByLabel("Note", { exact: true }).fill("Called Tara: 12 people, wants a weekend batch.");
  await main(page).getByRole("button", { name: "Add note" }).click();
  const notes = main(page).getByRole("list", { name: "Notes" });
  await expect(notes).toContainText("Called Tara: 12 people, wants a weekend batch.");
  await expect(notes).toContainText(E2E_ADMIN.email);
  await expect(main(page).getByLabel("Note", { exact: true })).toHaveValue("");

  await main(page).getByLabel("Status of this lead").selectOption({ label: "Contacted" });
  await main(page).getByRole("button", { name: "Save status" }).click();
  await expect(main(page).getByText("Status saved")).toBeVisible();
  await expect(main(page).getByLabel("Status of this lead")).toHaveValue("contacted");
  await expectNoAxeViolations(page);

  // Back in the list, it is contacted.
  await main(page).getByRole("link", { name: "All leads" }).click();
  await main(page).getByLabel("Search leads").fill(email);
  await main(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(main(page).getByRole("table").getByRole("row").filter({ hasText: email })).toContainText("Contacted");
});
