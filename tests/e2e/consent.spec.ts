// The consent ledger in a real browser (docs/decisions/0110-consent-ledger.md): sign-up's WhatsApp opt-ins start
// unticked; on /account a student opts in to WhatsApp class reminders, sees the consent listed, and withdraws it with
// one click.
import type { Page } from "@playwright/test";
import { signUpThroughForm } from "./support/students";
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./support/test";

const consents = (page: Page) => page.getByRole("main").getByRole("region", { name: "Messages You Agreed To", exact: true });

test("a student opts in to WhatsApp class reminders on /account, sees it listed, and turns it off with one click", async ({
  page,
}) => {
  await page.goto("/signup");
  await waitForHydration(page);
  for (const box of ["Class reminders on WhatsApp", "Payment notices on WhatsApp"])
    await expect(page.getByRole("checkbox", { name: box })).not.toBeChecked();
  await signUpThroughForm(page, { email: uniqueEmail("consent"), name: "Ira Das", password: "consent-secret" });

  await page.goto("/account");
  await waitForHydration(page);
  const section = consents(page);
  await expect(section.getByText("You have not agreed to any messages on WhatsApp yet.")).toBeVisible();
  await expect(section.getByText("Messages go to +919845022222")).toBeVisible();
  const optIn = section.getByRole("checkbox", { name: "Class reminders on WhatsApp" });
  await expect(optIn).not.toBeChecked();
  await expect(optIn).toHaveAccessibleDescription(/24 hours and 1 hour before each class/);
  await optIn.check();
  await section.getByRole("button", { name: "Save WhatsApp Choices" }).click();

  await expect(section.getByText("Class reminders on WhatsApp: turned on.")).toBeVisible();
  const current = section.getByRole("list", { name: "Your current consents" });
  await expect(current.getByRole("listitem")).toHaveCount(1);
  await expect(current.getByText("Class reminders by WhatsApp")).toBeVisible();
  await expectNoAxeViolations(page);

  await current.getByRole("button", { name: "Turn off Class reminders by WhatsApp" }).click();
  await expect(section.getByText("Class reminders by WhatsApp: turned off. We send no more of them this way.")).toBeVisible();
  await expect(section.getByRole("list", { name: "Your current consents" })).toHaveCount(0);
  await expect(section.getByRole("checkbox", { name: "Class reminders on WhatsApp" })).not.toBeChecked();
});
