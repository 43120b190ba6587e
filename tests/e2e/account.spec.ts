// The account page in a real browser against the production build: the /account page
// reached from the header and the dashboard, every form on it (with and without JavaScript), the data download,
// and deleting the account.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { signUpThroughForm } from "./support/students";
import { expect, expectNoAxeViolations, latestEmailTo, test, uniqueEmail, waitForHydration } from "./support/test";

const PASSWORD = "first-secret";

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");
const section = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });

/** A fresh student, signed up through the form (which leaves them signed in, their address not yet verified). */
async function signUp(page: Page, email = uniqueEmail("account")) {
  await signUpThroughForm(page, { email, name: "Kavya Menon", password: PASSWORD });
  return email;
}

/** Opens a verification link from an e-mail as the signed-in owner: the site's /verify-email page, then the dashboard. */
async function openVerificationLink(page: Page, text: string) {
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(text)?.[0];
  expect(link, "a /verify-email link in the e-mail").toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/dashboard\?verified=1$/);
}

async function openAccount(page: Page) {
  await page.goto("/account");
  await waitForHydration(page);
  await expect(main(page).getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
}

test.describe("/account", () => {
  // Each story signs a student up first and checks the page with axe on the way: longer than most.
  test.describe.configure({ timeout: 120_000 });

  test("the header and the dashboard lead to it; the student edits their profile with the sign-up rules", async ({ page }) => {
    await signUp(page);
    await main(page).getByRole("link", { name: "Edit profile & account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/courses");
    await header(page).getByRole("link", { name: "Account", exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await waitForHydration(page);
    // The spec's two items stay beside it.
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expectNoAxeViolations(page);

    const profile = section(page, "Profile");
    await expect(profile.getByLabel("Full Name")).toHaveValue("Kavya Menon");
    await profile.getByLabel("Age").fill("12");
    await profile.getByLabel("Full Name").fill("");
    await profile.getByRole("button", { name: "Save Profile" }).click();
    await expect(profile.getByText("Please enter a valid age between 16 and 100")).toBeVisible();
    await expect(profile.getByText("Please enter your name")).toBeVisible();
    await expectNoAxeViolations(page);

    await profile.getByLabel("Full Name").fill("Kavya R. Menon");
    await profile.getByLabel("Age").fill("29");
    await profile.getByLabel("Occupation").fill("Product Designer");
    await profile.getByRole("button", { name: "Save Profile" }).click();
    await expect(profile.getByRole("status")).toHaveText("Your profile has been saved.");

    await page.goto("/dashboard");
    const dashboardProfile = main(page).getByRole("region", { name: "Profile Information" });
    await expect(dashboardProfile.getByText("Kavya R. Menon")).toBeVisible();
    await expect(dashboardProfile.getByText("Product Designer")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Welcome back, Kavya R. Menon!" })).toBeVisible();
  });

  test("changing the password needs the current one, signs out the other browser, and sends a notice", async ({
    page,
    browser,
  }) => {
    const email = await signUp(page);
    // The same student, signed in on another device.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post("/signin", {
      form: { email, password: PASSWORD },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/account$/);

    await openAccount(page);
    const password = section(page, "Password");
    await password.getByLabel("Current Password", { exact: true }).fill("not-my-password");
    await password.getByLabel("New Password", { exact: true }).fill("abc");
    await password.getByLabel("Confirm New Password", { exact: true }).fill("abd");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(password.getByText("Passwords do not match")).toBeVisible();

    await password.getByLabel("New Password", { exact: true }).fill("second-secret");
    await password.getByLabel("Confirm New Password", { exact: true }).fill("second-secret");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("That password is not correct")).toBeVisible();

    await password.getByLabel("Current Password", { exact: true }).fill(PASSWORD);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByRole("status")).toHaveText(
      "Your password has been changed. You have been signed out everywhere else.",
    );
    await expect(password.getByLabel("Current Password", { exact: true })).toHaveValue("");

    // This browser stays signed in; the other one is out.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account$/);
    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/signin\?redirectTo=%2Faccount$/);
    await other.close();

    const notice = await latestEmailTo(page, email, "password");
    expect(notice.subject).toBe("Your AI Elevate Academy password was changed");

    await header(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    const oldPassword = await page.request.post("/signin", {
      form: { email, password: PASSWORD },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(oldPassword.status()).toBe(401);
    const newPassword = await page.request.post("/signin", {
      form: { email, password: "second-secret" },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(newPassword.status()).toBe(302);
  });

  test("a verified student's new e-mail counts only once its link is opened", async ({ page }) => {
    const email = await signUp(page);
    await openVerificationLink(page, (await latestEmailTo(page, email, "verify-email")).text);

    await openAccount(page);
    const emailSection = section(page, "Email Address");
    await expect(emailSection.getByText("(verified)")).toBeVisible();
    const newEmail = uniqueEmail("moved");
    await emailSection.getByLabel("New Email").fill(newEmail);
    await emailSection.getByLabel("Current Password", { exact: true }).fill(PASSWORD);
    await emailSection.getByRole("button", { name: "Change Email" }).click();
    await expect(emailSection.getByRole("status")).toContainText(`We sent a link to ${newEmail}.`);
    await expectNoAxeViolations(page);

    // Until the link is opened, nothing has changed.
    await page.reload();
    await expect(section(page, "Email Address").getByText(email)).toBeVisible();

    await openVerificationLink(page, (await latestEmailTo(page, newEmail, "verify-email")).text);
    await openAccount(page);
    await expect(section(page, "Email Address").getByText(newEmail)).toBeVisible();
    await expect(section(page, "Email Address").getByText("(verified)")).toBeVisible();
    const notice = await latestEmailTo(page, email, newEmail);
    expect(notice.subject).toBe("Your AI Elevate Academy e-mail address was changed");
    await page.goto("/dashboard");
    await expect(main(page).getByRole("region", { name: "Profile Information" }).getByText(newEmail)).toBeVisible();
  });

  test("'Download my data' saves a JSON file of the student's own data", async ({ page }) => {
    const email = await signUp(page);
    await openAccount(page);
    const download = page.waitForEvent("download");
    await section(page, "Your Data").getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await file.path())!, "utf8"));
    expect(exported).toMatchObject({
      account: { email, emailVerified: false, name: "Kavya Menon" },
      profile: { email, mobileNo: "+919845022222", age: 28, occupation: "Designer" },
      payments: [],
    });
  });

  test("deleting the account asks for the password and DELETE, signs out, and the old password no longer works", async ({
    page,
  }) => {
    const email = await signUp(page);
    await openAccount(page);
    const danger = section(page, "Delete Your Account");
    await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await danger.getByLabel("Type DELETE to confirm").fill("delete");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(danger.getByText("Please type DELETE to confirm")).toBeVisible();
    await expectNoAxeViolations(page);

    await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/signin\?deleted=1$/);
    await expect(main(page).getByRole("status")).toContainText("Your account has been deleted.");
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();

    await waitForHydration(page);
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main(page).getByRole("button", { name: "Sign In" }).click();
    await expect(main(page).getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Faccount$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the forms post to the server: the profile saves, a wrong password is refused, and the account can be deleted", async ({
      page,
    }) => {
      const email = uniqueEmail("nojs-account");
      await page.goto("/signup");
      const signup = main(page);
      for (const [label, value] of Object.entries({
        "Full Name": "Arjun Nair",
        Email: email,
        "Mobile Number": "9876501234",
        Age: "35",
        Occupation: "Teacher",
        Password: PASSWORD,
        "Confirm Password": PASSWORD,
      })) {
        await signup.getByLabel(label, { exact: true }).fill(value);
      }
      await signup.getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/account");
      const profile = section(page, "Profile");
      await profile.getByLabel("Occupation").fill("Head Teacher");
      await profile.getByRole("button", { name: "Save Profile" }).click();
      await expect(section(page, "Profile").getByRole("status")).toHaveText("Your profile has been saved.");
      await expect(section(page, "Profile").getByLabel("Occupation")).toHaveValue("Head Teacher");

      const password = section(page, "Password");
      await password.getByLabel("Current Password", { exact: true }).fill("not-my-password");
      await password.getByLabel("New Password", { exact: true }).fill("second-secret");
      await password.getByLabel("Confirm New Password", { exact: true }).fill("second-secret");
      await password.getByRole("button", { name: "Change Password" }).click();
      await expect(section(page, "Password").getByText("That password is not correct")).toBeVisible();

      const danger = section(page, "Delete Your Account");
      await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
      await danger.getByRole("button", { name: "Delete my account" }).click();
      await expect(page).toHaveURL(/\/signin\?deleted=1$/);
      await expect(main(page).getByText("Your account has been deleted.")).toBeVisible();
    });
  });
});
