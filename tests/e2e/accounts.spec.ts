import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, latestEmailTo, openPage, test, uniqueEmail, waitForHydration } from "./support/test";

const PASSWORD = "first-secret";

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");

/** Holds requests to a route's data endpoint so its busy state can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}.data*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

async function fillSignUp(page: Page, email: string, overrides: Partial<Record<string, string>> = {}) {
  const form = main(page);
  const values = {
    "Full Name": "Meera Iyer",
    Email: email,
    "Mobile Number": "+91 98450 12345",
    Age: "31",
    Occupation: "Product Manager",
    Password: PASSWORD,
    "Confirm Password": PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value!);
}

async function signUp(page: Page, email: string) {
  await openPage(page, "/signup");
  await fillSignUp(page, email);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string, path = "/signin") {
  await openPage(page, path);
  await main(page).getByLabel("Email", { exact: true }).fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
}

/** A new account made through the form, then signed out: its e-mail. */
async function signedOutAccount(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await signUp(page, email);
  await signOut(page);
  return email;
}

/** Asks for a password reset link on /forgot-password. */
async function requestResetLink(page: Page, email: string) {
  await openPage(page, "/forgot-password");
  await main(page).getByLabel("Email", { exact: true }).fill(email);
  await main(page).getByRole("button", { name: "Send Reset Link" }).click();
}

test.describe("accounts", () => {
  test("a visitor signs up, lands on the dashboard signed in, and signs out", async ({ page }) => {
    const email = uniqueEmail("signup");
    await openPage(page, "/signup");
    await expect(main(page).getByRole("heading", { name: "Create Your Free Account" })).toBeVisible();
    await expectNoAxeViolations(page);

    await fillSignUp(page, `  ${email.toUpperCase()} `);
    await slowDown(page, "/signup");
    await main(page).getByRole("button", { name: "Create Account" }).click();
    await expect(main(page).getByRole("button", { name: "Creating account..." })).toBeDisabled();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeVisible();

    // The session is real: a fresh load of another page is still signed in.
    await page.goto("/contact");
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();

    await signOut(page);
    await page.goto("/contact");
    await expect(header(page).getByRole("link", { name: "Free Sign Up" })).toBeVisible();
  });

  test("signing up again with the same e-mail leads to sign-in with the notice and the e-mail filled in", async ({ page }) => {
    const email = await signedOutAccount(page, "again");

    await openPage(page, "/signup");
    await fillSignUp(page, email);
    await main(page).getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(`/signin?email=${encodeURIComponent(email)}`);
    await expect(main(page).getByText("An account with this email already exists. Please sign in below.")).toBeVisible();
    await expect(main(page).getByLabel("Email", { exact: true })).toHaveValue(email);
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main(page).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a wrong password shows the server's message and keeps the e-mail", async ({ page }) => {
    const email = await signedOutAccount(page, "wrong");

    await openPage(page, "/signin");
    await expect(main(page).getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill("not-my-password");
    await slowDown(page, "/signin");
    await main(page).getByRole("button", { name: "Sign In" }).click();
    await expect(main(page).getByRole("button", { name: "Signing in..." })).toBeDisabled();

    await expect(main(page).getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(main(page).getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(main(page).getByLabel("Password", { exact: true })).toHaveValue("not-my-password");
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("forgot password: the e-mailed link sets a new password once; the old one stops working", async ({ page }) => {
    test.slow(); // the longest story: sign-up, recovery, three sign-ins
    const email = await signedOutAccount(page, "forgot");

    await openPage(page, "/signin");
    await main(page).getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoAxeViolations(page);
    await main(page).getByLabel("Email", { exact: true }).fill(`  ${email.toUpperCase()}  `);
    await main(page).getByRole("button", { name: "Send Reset Link" }).click();

    await expect(main(page).getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/signin");
    await expect(main(page).getByRole("button", { name: "Try Different Email" })).toBeVisible();
    await expectNoAxeViolations(page);

    const message = await latestEmailTo(page, email);
    expect(message.text).toContain("1 hour");
    const link = message.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link, "a reset link in the e-mail").toBeTruthy();
    const resetPath = new URL(link!).pathname + new URL(link!).search;

    await openPage(page, resetPath);
    await expect(main(page).getByRole("heading", { name: "Set New Password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByLabel("New Password", { exact: true }).fill("second-secret");
    await main(page).getByLabel("Confirm New Password", { exact: true }).fill("second-secret");
    await slowDown(page, "/reset-password");
    await main(page).getByRole("button", { name: "Update Password" }).click();
    await expect(main(page).getByRole("button", { name: "Updating..." })).toBeDisabled();

    await expect(page).toHaveURL(/\/signin\?reset=success$/);
    await expect(main(page).getByText("Password updated successfully! Please sign in with your new password.")).toBeVisible();
    await page.unroute("**/reset-password.data*");

    await signIn(page, email, PASSWORD);
    await expect(main(page).getByRole("alert")).toHaveText("Invalid email or password");
    await signIn(page, email, "second-secret");
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);

    // The link worked once.
    await page.goto(resetPath);
    await expect(main(page).getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expect(
      main(page).getByText("This password reset link has expired or is invalid. Please request a new password reset link."),
    ).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Request New Reset Link" })).toHaveAttribute("href", "/forgot-password");
    await expectNoAxeViolations(page);
  });

  test("a reset page without a token explains what to do", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(main(page).getByText("Invalid or expired reset link. Please request a new password reset.")).toBeVisible();
    await waitForHydration(page);
    await main(page).getByRole("link", { name: "Request New Reset Link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("forgot password for an unknown e-mail invites a free sign-up; Try Different Email starts over", async ({ page }) => {
    await openPage(page, "/forgot-password");
    await main(page).getByLabel("Email", { exact: true }).fill(uniqueEmail("stranger"));
    await main(page).getByRole("button", { name: "Send Reset Link" }).click();
    await expect(main(page).getByText("You are not yet registered with us. Please do a free sign-up first.")).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole("link", { name: "Sign Up Now" }).click();
    await expect(page).toHaveURL(/\/signup$/);

    const email = await signedOutAccount(page, "different");
    await requestResetLink(page, email);
    await main(page).getByRole("button", { name: "Try Different Email" }).click();
    await expect(main(page).getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(main(page).getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  });

  test("every validation message of the spec appears as the visitor types", async ({ page }) => {
    await openPage(page, "/signup");
    const form = main(page);

    // Submitting the empty form asks for every field and focuses the first.
    await form.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Please enter your name",
      "Please enter your email address",
      "Please enter your mobile number",
      "Please enter your age",
      "Please enter your occupation",
      "Please enter your password",
      "Please confirm your password",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Full Name")).toBeFocused();
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await fillSignUp(page, "meera", { Age: "15", Password: "abc", "Confirm Password": "abd" });
    await form.getByLabel("Confirm Password", { exact: true }).blur();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please enter a valid age between 16 and 100")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(form.getByText("Passwords do not match")).toBeVisible();

    // Each message goes as soon as the field is right.
    await form.getByLabel("Age").fill("100");
    await expect(form.getByText("Please enter a valid age between 16 and 100")).toHaveCount(0);
    await form.getByLabel("Password", { exact: true }).fill("abcdef");
    await form.getByLabel("Confirm Password", { exact: true }).fill("abcdef");
    await expect(form.getByText("Password must be at least 6 characters long")).toHaveCount(0);
    await expect(form.getByText("Passwords do not match")).toHaveCount(0);

    // The same rules on the reset form, and on sign-in.
    await openPage(page, "/signin");
    await main(page).getByRole("button", { name: "Sign In" }).click();
    await expect(main(page).getByText("Please enter your email address")).toBeVisible();
    await expect(main(page).getByText("Please enter your password")).toBeVisible();
  });

  test("the reset form checks the new password like sign-up does", async ({ page }) => {
    const email = await signedOutAccount(page, "resetrules");
    await requestResetLink(page, email);
    await expect(main(page).getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    const link = (await latestEmailTo(page, email)).text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];

    await openPage(page, new URL(link).pathname + new URL(link).search);
    await main(page).getByLabel("New Password", { exact: true }).fill("abc");
    await main(page).getByLabel("Confirm New Password", { exact: true }).fill("abd");
    await main(page).getByRole("button", { name: "Update Password" }).click();
    await expect(main(page).getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(main(page).getByText("Passwords do not match")).toBeVisible();
  });

  test("each password field has its own show/hide toggle", async ({ page }) => {
    await openPage(page, "/signup");
    const password = main(page).getByLabel("Password", { exact: true });
    const confirmation = main(page).getByLabel("Confirm Password", { exact: true });
    const showPassword = main(page).getByRole("button", { name: "Show password" });
    await password.fill("visible-secret");

    await expect(showPassword).toHaveAttribute("aria-pressed", "false");
    await showPassword.click();
    await expect(showPassword).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirmation).toHaveAttribute("type", "password");

    await main(page).getByRole("button", { name: "Show confirm password" }).click();
    await expect(confirmation).toHaveAttribute("type", "text");
    await showPassword.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("visible-secret");
  });

  test("signing in with the keyboard only, then returning to the page that asked", async ({ page }) => {
    const email = await signedOutAccount(page, "keyboard");

    await openPage(page, "/signin?redirectTo=%2Fcontact");
    const emailField = main(page).getByLabel("Email", { exact: true });
    for (
      let presses = 0;
      presses < 60 && !(await emailField.evaluate((field) => field === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(main(page).getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    await expect(main(page).getByRole("button", { name: "Show password" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(main(page).getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/contact$/);
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("a foreign redirectTo is ignored", async ({ page }) => {
    const email = await signedOutAccount(page, "redirect");
    await signIn(page, email, PASSWORD, "/signin?redirectTo=%2F%2Fevil.example");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a form posted from another site is refused and signs nobody in", async ({ page }) => {
    const email = await signedOutAccount(page, "csrf");
    const response = await page.request.post("/signin", {
      form: { email, password: PASSWORD },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    // React Router turns away a foreign Origin first (400); our own check (403) stands behind it.
    expect([400, 403]).toContain(response.status());
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server checks the form, keeps what was typed except passwords, and signs up", async ({ page }) => {
      const email = uniqueEmail("nojs");
      await page.goto("/signup");
      await fillSignUp(page, email, { Age: "12", "Confirm Password": "different" });
      await main(page).getByRole("button", { name: "Create Account" }).click();

      await expect(main(page).getByText("Please enter a valid age between 16 and 100")).toBeVisible();
      await expect(main(page).getByText("Passwords do not match")).toBeVisible();
      await expect(main(page).getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(main(page).getByLabel("Occupation")).toHaveValue("Product Manager");
      await expect(main(page).getByLabel("Password", { exact: true })).toHaveValue("");

      await fillSignUp(page, email);
      await main(page).getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
      await header(page).getByRole("button", { name: "Sign Out" }).click();
      await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    });
  });
});
