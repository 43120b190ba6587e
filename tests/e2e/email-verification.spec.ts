// E-mail verification in a real browser: a guest pays as victim@…, someone else signs up with victim@… and sees none of it
// until the address is verified through the link in the (dev) mailbox. Opened in a browser that is not signed in, the
// link asks to sign in first and then finishes; it works once (docs/decisions/0082-verification-links-anywhere.md).
import type { Page } from "@playwright/test";
import { signUpThroughForm } from "./support/students";
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
  await signUpThroughForm(page, {
    email,
    name: "Sam Stranger",
    password: "Stranger#Pass2026",
    details: { "Mobile Number": "+91 99000 44556", Age: "35", Occupation: "Consultant" },
  });
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

test("a link opened in another browser asks to sign in, then verifies; opened again it says it was used", async ({ browser }) => {
  const email = uniqueEmail("phone");
  const laptop = await browser.newContext();
  const signedUp = await laptop.newPage();
  await signUp(signedUp, email);
  await expect(main(signedUp).getByRole("heading", { name: NOTICE })).toBeVisible();
  const link = await verificationLinkFor(signedUp, email);

  // The e-mail is read on a phone: a fresh browser, signed in to nothing. The link waits for the sign-in.
  const phone = await browser.newContext();
  const opened = await phone.newPage();
  await opened.goto(link);
  await expect(opened).toHaveURL(/\/signin\?redirectTo=%2Fverify-email%3Ftoken%3D/);
  await expect(main(opened).getByRole("status")).toHaveText("Sign in to finish verifying your e-mail address");
  await expectNoAxeViolations(opened);
  await waitForHydration(opened);
  await main(opened).getByLabel("Email", { exact: true }).fill(email);
  await main(opened).getByLabel("Password", { exact: true }).fill("Stranger#Pass2026");
  await main(opened).getByRole("button", { name: "Sign In" }).click();
  await expect(opened).toHaveURL(/\/dashboard\?verified=1$/);
  await expect(main(opened).getByRole("status").filter({ hasText: "Your email address is verified." })).toBeVisible();
  await expect(main(opened).getByRole("heading", { name: NOTICE })).toHaveCount(0);

  // The same link again: it was used (signed in here, so no sign-in page first).
  await opened.goto(link);
  await expect(main(opened).getByRole("alert")).toHaveText("This verification link has expired or was already used.");
  await expect(main(opened).getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
  await phone.close();

  // Signed out elsewhere, the used link says so too, and how to get a new one.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(main(fresh).getByRole("alert")).toHaveText("This verification link has expired or was already used.");
  await expect(main(fresh)).toContainText("Sign in to get a new link.");
  await expect(main(fresh).getByRole("button", { name: "Resend verification email" })).toHaveCount(0);
  await other.close();

  // Back on the laptop, the dashboard is the verified one.
  await signedUp.reload();
  await expect(main(signedUp).getByRole("heading", { name: NOTICE })).toHaveCount(0);
  await expect(section(signedUp, "Payment History")).toContainText("No payments yet");
  await laptop.close();
});

test("a broken link says so and offers a new one", async ({ page }) => {
  await signUp(page, uniqueEmail("broken"));
  await page.goto("/verify-email?token=not-a-token");
  await expect(main(page).getByRole("alert")).toHaveText("This verification link is not valid.");
  await expect(main(page).getByRole("button", { name: "Resend verification email" })).toBeVisible();
  await expectNoAxeViolations(page);
});
