// Enrolments in a real browser: pay a course as a guest, sign up and verify with that e-mail, see the
// enrolment card, pay the next instalment from it, see progress move and download both invoices.
import type { Page } from "@playwright/test";
import { signUpThroughForm } from "./support/students";
import { expect, test, uniqueEmail, verificationLinkFor, waitForHydration } from "./support/test";

const PASSWORD = "Journey#Pass2026";
const main = (page: Page) => page.getByRole("main");
const paymentDialog = (page: Page) => page.getByRole("dialog", { name: "Pay Now to Book Your Seat" });
const sandboxDialog = (page: Page) => page.getByRole("dialog", { name: "Sandbox checkout" });
const SUCCESS_URL = /\/payment-success\?payment=[0-9a-f-]{36}$/;

async function simulateSuccess(page: Page) {
  await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
}

test("a guest's course becomes an enrolment card once they verify; the next instalment is paid from it, with both invoices", async ({
  page,
}) => {
  const email = uniqueEmail("journey");

  // 1. A guest pays the first month of Agentic AI.
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay Now to Book Your Seat" }).click();
  const dialog = paymentDialog(page);
  await dialog.getByRole("combobox", { name: "Course" }).selectOption("Agentic AI");
  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Meera Iyer");
  await dialog.getByRole("textbox", { name: "Email Address" }).fill(email);
  await dialog.getByRole("textbox", { name: "Mobile Number" }).fill("9876543210");
  await dialog.getByRole("button", { name: "Pay ₹2,999.00 Online" }).click();
  await simulateSuccess(page);

  // 2. They sign up with that e-mail and open the verification link.
  await signUpThroughForm(page, { email, name: "Meera Iyer", password: PASSWORD });
  await page.goto(await verificationLinkFor(page, email));
  await expect(page).toHaveURL(/\/dashboard\?verified=1$/);

  // 3. The enrolment card: the spec's fee for a monthly 4-month course, one month paid.
  const card = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Agentic AI" }) });
  await expect(card).toContainText("Monthly, 4 months");
  await expect(card).toContainText("₹11,996");
  await expect(card).toContainText("25% paid");
  await expect(card).toContainText("Next instalment due");

  // 4. 'Pay next instalment': the dialog is preset to this enrolment; two months at its own price.
  await waitForHydration(page);
  await card.getByRole("button", { name: "Pay next instalment" }).click();
  const instalment = paymentDialog(page);
  await expect(instalment).toBeVisible();
  await expect(instalment.getByRole("textbox", { name: "Email Address" })).toHaveValue(email);
  await instalment.getByRole("combobox", { name: /months/i }).selectOption("2");
  await instalment.getByRole("button", { name: "Pay ₹5,998.00 Online" }).click();
  await simulateSuccess(page);

  // 5. Progress moved: three months of four paid, on one card.
  await page.goto("/dashboard");
  await expect(card).toContainText("75% paid");
  await expect(card).toContainText("₹8,997");
  await expect(main(page).getByRole("heading", { name: "Agentic AI" })).toHaveCount(1);

  // 6. Both payments have an invoice, downloadable as a PDF by their payer.
  const links = main(page).getByRole("link", { name: /Download invoice/ });
  await expect(links).toHaveCount(2);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!))) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});
