// E-mail verification in a real browser: a guest pays as victim@…, someone else signs up with victim@… and sees none of it
// until the address is verified through the link in the (dev) mailbox.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail, verificationLinkFor, waitForHydration } from "./support/test";

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const NOTICE = "Please verify your email address to see your courses and payments.";

async function payAsGuest(page: Page, email: string) {
  await page.goto("/courses");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay Now to Book Your Seat" }).click();
  const dialog = page.getByRole("dialog", { name: "Pay Now to Book Your Seat" });
  await dialog.getByRole("combobox", { name: "Course" }).selectOption("Agentic AI");
  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Vera Victim");
  await dialog.getByRole("textbox", { name: "Email Address" }).fill(email);
  await dialog.getByRole("textbox", { name: "Mobile Number" }).fill("9876543210");
  await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
  await page
    .getByRole("dialog", { name: "Sandbox checkout" })
    .getByRole("button", { name: "Simulate successful payment" })
    .click();
  await expect(page).toHaveURL(/\/payment-success/);
}

async function signUp(page: Page, email: string) {
  await page.goto("/signup");
  await waitForHydration(page);
  const form = main(page);
  for (const [label, value] of Object.entries({
    "Full Name": "Sam Stranger",
    Email: email,
    "Mobile Number": "+91 99000 44556",
    Age: "35",
    Occupation: "Consultant",
    Password: "Stranger#Pass2026",
    "Confirm Password": "Stranger#Pass2026",
  })) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("a stranger who signs up with a guest payer's e-mail sees nothing of theirs until the address is verified", async ({
  browser,
}) => {
  const victim = uniqueEmail("victim");
  const guest = await browser.newPage();
  await payAsGuest(guest, victim);
  await guest.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, victim);
  await expect(main(page).getByRole("heading", { name: NOTICE })).toBeVisible();
  await expect(main(page)).not.toContainText("Agentic AI");
  for (const title of [
    "Payment History",
    "Course Investment & Progress",
    "Join Your Class",
    "Your Sessions",
    "Certificates",
    "Refer & Earn",
  ]) {
    await expect(section(page, title)).toHaveCount(0);
  }
  // The calendar is found by e-mail too: it sends the visitor back to the dashboard.
  const calendar = await page.request.get("/dashboard/calendar.ics", { maxRedirects: 0 });
  expect(calendar.status()).toBe(302);
  expect(calendar.headers().location).toBe("/dashboard");

  // 'Resend verification email' answers in place.
  await waitForHydration(page);
  await main(page).getByRole("button", { name: "Resend verification email" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Verification email sent." })).toBeVisible();
  await expectNoAxeViolations(page);

  // Only the owner of the inbox has the link; opened while signed in, it verifies and shows the guest payment.
  await page.goto(await verificationLinkFor(page, victim));
  await expect(page).toHaveURL(/\/dashboard\?verified=1$/);
  await expect(main(page).getByText("Your email address is verified.")).toBeVisible();
  await expect(section(page, "Payment History")).toContainText("Agentic AI");
  await context.close();
});

test("a link opened while signed out asks to sign in, then verifies", async ({ browser }) => {
  const email = uniqueEmail("signedout");
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, email);
  const link = await verificationLinkFor(page, email);
  await context.close();

  const other = await browser.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/signin\?redirectTo=/);
  await waitForHydration(other);
  await main(other).getByLabel("Email", { exact: true }).fill(email);
  await main(other).getByLabel("Password", { exact: true }).fill("Stranger#Pass2026");
  await main(other).getByRole("button", { name: "Sign In" }).click();
  await expect(other).toHaveURL(/\/dashboard\?verified=1$/);
  await expect(main(other).getByText("Your email address is verified.")).toBeVisible();
  await expect(section(other, "Payment History")).toContainText("No payments yet");
});

test("an expired or broken link says so and offers a new one", async ({ page }) => {
  await signUp(page, uniqueEmail("broken"));
  await page.goto("/verify-email?token=not-a-token");
  await expect(main(page).getByRole("alert")).toHaveText(
    "This verification link is invalid or has already been used. Request a new one below.",
  );
  await expect(main(page).getByRole("button", { name: "Resend verification email" })).toBeVisible();
  await expectNoAxeViolations(page);
});
