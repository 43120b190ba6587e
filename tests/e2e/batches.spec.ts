// /admin/batches in a real browser: a batch made, three students assigned at once, each seeing it on their dashboard.
// Private server of its own, as admin.spec.ts, so other specs on the shared server are unaffected.
import path from "node:path";
import type { Page } from "@playwright/test";
import { signInAtAdminGate, usePrivateDemoServer } from "./support/admin-area";
import { createVerifiedStudent, payThroughSandbox, type FixtureStudent } from "./support/students";
import { expect, expectNoAxeViolations, stubOtherSites, test, waitForHydration, randomLetters } from "./support/test";

const main = (page: Page) => page.getByRole("main");
// Another port than admin.spec.ts's private server (+17): the two may run at once.
const PRIVATE_PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE = `http://localhost:${PRIVATE_PORT}`;
const PHONE = { width: 375, height: 812 };
const SCREENSHOTS = process.env.BATCHES_SCREENSHOTS; // a folder: the screens are saved there at desktop and phone width

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const desktop = page.viewportSize();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

test.describe("batches (private server)", () => {
  test.describe.configure({ mode: "serial" });
  usePrivateDemoServer(PRIVATE_PORT, "academy-batches-e2e");

  test("the admin creates a batch and assigns three students to it at once; each sees the batch on their dashboard", async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    // Three students of the same course, who share a word of their names: one search finds them all.
    const family = `Batchmate${randomLetters()}`;
    const request = await playwright.request.newContext({ baseURL: BASE });
    const trio: FixtureStudent[] = [];
    for (const given of ["Asha", "Ravi", "Meera"]) {
      const student = await createVerifiedStudent(request, `${given} ${family}`, { origin: BASE });
      await payThroughSandbox(request, student, { course: "Agentic AI", origin: BASE });
      trio.push(student);
    }
    await request.dispose();

    // The admin, through the gate, on the new screen.
    await stubOtherSites(page);
    await signInAtAdminGate(page, `${BASE}/admin/batches`);
    await expect(main(page).getByRole("heading", { name: "Batches", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Batches" })).toBeVisible();
    // The demo's batches are there, with their students against their places.
    const list = main(page).getByRole("region", { name: "All Batches" });
    await expect(list.getByRole("row", { name: /AGENTIC_AI_BATCH_1/ })).toContainText("/ 30");
    await expectNoAxeViolations(page);

    // A new batch: the form's own check first, then the save.
    const batchId = `AGENTIC_AI_${family.toUpperCase()}`;
    const form = main(page).getByRole("region", { name: "Create Batch" });
    await form.getByLabel("Batch ID").fill(batchId);
    await form.getByLabel("Course").selectOption("Agentic AI");
    await form.getByLabel("Start Date").fill("2027-01-09");
    await form.getByLabel("Capacity").fill("0");
    await form.getByRole("button", { name: "Create Batch" }).click();
    await expect(form.getByRole("alert")).toHaveText("Capacity must be a whole number from 1 to 1000");
    await form.getByLabel("Capacity").fill("3");
    await form.getByLabel("Schedule").fill("Every Saturday, 7:00 PM IST");
    await form.getByRole("button", { name: "Create Batch" }).click();
    await expect(form.getByRole("status")).toHaveText("Batch created successfully!");
    const row = list.getByRole("row", { name: new RegExp(batchId) });
    await expect(row).toContainText("0 / 3");
    await expect(row).toContainText("Every Saturday, 7:00 PM IST");
    await screenshots(page, "batches");

    // Bulk assignment: search, tick the three, assign.
    await row.getByRole("link", { name: `Add students to ${batchId}` }).click();
    await expect(main(page).getByRole("heading", { name: "Assign Students to a Batch" })).toBeVisible();
    await waitForHydration(page);
    await expect(main(page).getByLabel("Batch", { exact: true })).toHaveValue(batchId);
    await main(page).getByLabel("Search students").fill(family);
    await main(page).getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${family}`));
    const table = main(page).getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(4); // the headings and the three
    await main(page).getByRole("button", { name: "Assign selected students" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please select at least one student");
    for (const student of trio)
      await main(page)
        .getByRole("checkbox", { name: `Select ${student.name}` })
        .check();
    await expect(main(page).getByLabel("Batch", { exact: true })).toHaveValue(batchId);
    await expectNoAxeViolations(page);
    await screenshots(page, "batches-assign");
    await main(page).getByRole("button", { name: "Assign selected students" }).click();
    await expect(main(page).getByRole("status")).toHaveText(`3 students assigned to ${batchId} successfully!`);
    for (const student of trio) {
      await expect(table.getByRole("row", { name: new RegExp(student.name) })).toContainText(batchId);
      await expect(main(page).getByRole("checkbox", { name: `Select ${student.name}` })).not.toBeChecked();
    }

    // The batch is full now.
    await main(page).getByRole("link", { name: "All batches" }).click();
    await expect(list.getByRole("row", { name: new RegExp(batchId) })).toContainText("3 / 3");

    // Each of the three sees the batch on their dashboard.
    for (const student of trio) {
      const context = await browser.newContext();
      const studentPage = await context.newPage();
      await stubOtherSites(studentPage);
      await studentPage.goto(`${BASE}/signin`);
      await waitForHydration(studentPage);
      await main(studentPage).getByLabel("Email", { exact: true }).fill(student.email);
      await main(studentPage).getByLabel("Password", { exact: true }).fill(student.password);
      await main(studentPage).getByRole("button", { name: "Sign In" }).click();
      await expect(studentPage).toHaveURL(/\/dashboard$/);
      const profile = studentPage.getByRole("region", { name: "Profile Information", exact: true });
      await expect(profile).toContainText(batchId);
      await context.close();
    }
  });
});
