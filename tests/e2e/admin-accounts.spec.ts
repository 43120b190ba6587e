// /admin/admins in a real browser: inviting a second admin and two-factor sign-in. These stories change who can
// enter, so they run against a private server of their own, as admin.spec.ts does.
import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { authenticatorApp } from "../support/totp";
import { htmlProblems } from "./support/html-validation";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process";
import { expect, expectNoAxeViolations, stubOtherSites, test, uniqueEmail, waitForHydration } from "./support/test";

const main = (page: Page) => page.getByRole("main");
const PRIVATE_PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS; // a folder: where to keep pictures of the new screens

let server: ServerProcess;
const url = (path: string) => `${server.baseUrl}${path}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(
    { DATA_DIR: tempDataDir("academy-admin-accounts-e2e"), ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
    { port: PRIVATE_PORT },
  );
});

test.afterAll(async () => {
  await server?.stop();
});

async function passwordAtGate(page: Page, email: string, password: string) {
  await expect(main(page).getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await main(page).getByLabel("Admin Username").fill(email);
  await main(page).getByLabel("Admin Password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Access Admin Panel" }).click();
}

async function openAdmins(page: Page, email: string, password: string) {
  await stubOtherSites(page);
  await page.goto(url("/admin/admins"));
  await waitForHydration(page);
  await passwordAtGate(page, email, password);
  await expect(main(page).getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
}

/** The operator admin invites `email`; the invitee, in a browser of their own, accepts and signs in at the gate. */
async function inviteAndAccept(page: Page, browser: Browser, email: string, password: string) {
  await openAdmins(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await main(page).getByLabel("E-mail address of the new admin").fill(email);
  await main(page).getByRole("button", { name: "Invite admin" }).click();
  await expect(main(page).getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(main(page).getByRole("group", { name: "Open invitations table" })).toContainText(email);

  let link = "";
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(url("/dev/mailbox.json"))).json()) as { to: string; text: string }[];
      link =
        messages.find((message) => message.to === email)?.text.match(/https?:\/\/\S+\/admin\/invitations\/[\w-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  const invitee = await browser.newPage();
  await stubOtherSites(invitee);
  await invitee.goto(link);
  await waitForHydration(invitee);
  await expect(main(invitee).getByRole("heading", { name: "Accept admin invitation" })).toBeVisible();
  await expect(main(invitee)).toContainText(email);
  await main(invitee).getByLabel("Name", { exact: true }).fill("Asha Rao");
  await main(invitee).getByLabel("Password", { exact: true }).fill(password);
  await main(invitee).getByLabel("Confirm Password", { exact: true }).fill(password);
  await main(invitee).getByRole("button", { name: "Accept invitation" }).click();
  await expect(main(invitee).getByText("You are now an admin.")).toBeVisible();
  await main(invitee).getByRole("link", { name: "Go to admin sign-in" }).click();
  await waitForHydration(invitee);
  await passwordAtGate(invitee, email, password);
  await expect(invitee).toHaveURL(/\/admin\/sessions$/);
  await expect(main(invitee).getByRole("heading", { name: "Session Management" })).toBeVisible();
  return invitee;
}

test("an admin invites a second admin, who accepts from the e-mailed link and enters the admin area", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("second-admin");
  const invitee = await inviteAndAccept(page, browser, email, "asha-admin-2026");
  // The first admin's list now shows them, added by the first admin; the invitation is no longer open.
  await page.reload();
  const row = main(page).getByRole("group", { name: "Admins table" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(E2E_ADMIN.email);
  await expect(main(page).getByRole("group", { name: "Open invitations table" })).toHaveCount(0);
  await invitee.close();
});

test("an admin turns on two-factor sign-in, signs out, and signs in with the password and then a code", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two admins, three sign-ins, a browser without JavaScript
  const email = uniqueEmail("two-factor-admin");
  const password = "two-factor-2026";
  await (await inviteAndAccept(page, browser, email, password)).close();
  await page.context().clearCookies();
  await openAdmins(page, email, password);

  // Turn it on: password, then the QR code and the key, then a code from the "app".
  const panel = main(page).getByRole("region", { name: "Two-factor sign-in" });
  await panel.getByLabel("Your password", { exact: true }).fill(password);
  await panel.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(panel.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await panel.getByTestId("two-factor-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);
  const codeField = panel.getByLabel("6-digit code from your app");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "/admin/admins");
  await shoot(page, panel, "enable-scan");
  const app = authenticatorApp(key);
  await codeField.fill(await app.nextCode());
  await panel.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(panel.getByText("Two-factor sign-in is on.", { exact: false }).first()).toBeVisible();
  const backupCodes = panel.getByRole("list", { name: "Your backup codes" }).getByRole("listitem");
  await expect(backupCodes).toHaveCount(10);
  const backupCode = (await backupCodes.first().textContent()) ?? "";
  await expectNoAxeViolations(page);
  await shoot(page, panel, "enable-backup-codes");
  const row = main(page).getByRole("group", { name: "Admins table" }).getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "On", exact: true })).toBeVisible();

  // Sign out, then the gate asks for the code after the password.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  // Signed out once the header says so: going on before that could cancel the sign-out's request.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto(url("/admin/admins"));
  await waitForHydration(page);
  await passwordAtGate(page, email, password);
  const code = main(page).getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "/admin/sign-in");
  await shoot(page, main(page), "gate-code-step");
  const right = await app.nextCode();
  await code.fill(right === "000000" ? "111111" : "000000");
  await main(page).getByRole("button", { name: "Verify code" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("That code is not right. Try again with the code your app shows now.");
  await code.fill(right);
  await main(page).getByRole("button", { name: "Verify code" }).click();
  await expect(main(page).getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Two-factor sign-in" })).toContainText("Two-factor sign-in is on");

  // The backup-code way in, by its link (works without JavaScript too).
  await page.context().clearCookies();
  await page.goto(url("/admin/admins"));
  await waitForHydration(page);
  await passwordAtGate(page, email, password);
  await main(page).getByRole("link", { name: "Use a backup code instead" }).click();
  await expect(main(page).getByLabel("Backup code")).toBeVisible();
  await shoot(page, main(page), "gate-backup-step");
  await main(page).getByLabel("Backup code").fill(backupCode);
  await main(page).getByRole("button", { name: "Verify code" }).click();
  await expect(main(page).getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Two-factor sign-in" })).toContainText("9 of your backup codes are unused");

  // Without JavaScript, the same two steps: the gate's page asks for the code, then opens the screen.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await stubOtherSites(plain);
  await plain.goto(url("/admin/admins"));
  await passwordAtGate(plain, email, password);
  await expect(plain).toHaveURL(/\/admin\/sign-in$/);
  await main(plain)
    .getByLabel("Authentication code")
    .fill(await app.nextCode());
  await main(plain).getByRole("button", { name: "Verify code" }).click();
  await expect(plain).toHaveURL(/\/admin\/admins$/);
  await expect(main(plain).getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
  await noScript.close();
});

/** The page as the server sends it (with this browser's cookies) is valid HTML. */
async function expectValidHtml(page: Page, path: string) {
  const response = await page.request.get(url(path));
  expect(await htmlProblems(await response.text())).toEqual([]);
}

/** Pictures of the new screens at desktop and phone width, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, what: ReturnType<Page["locator"]>, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize()!;
  await what.screenshot({ path: `${SCREENSHOTS}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await what.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png` });
  await page.setViewportSize(size);
}
