// spec 1 §2 (the payment dialog's "renewal plus normal course select" variant, the dashboard) and §9 (the upcoming
// payment date: "30 days after the first successful payment of at least 2000 INR or 100 USD, scanning newest first",
// i.e. the newest such payment). An enrolled student renews from the dashboard; the server prices what is bought.
import type { Page } from "@playwright/test";
import { createVerifiedStudent, payThroughSandbox } from "./support/students";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/test";

const RENEWAL = "Renewal Fee (Existing Student Only)";
const main = (page: Page) => page.getByRole("main");
const upcomingPayment = (page: Page) => page.getByRole("region", { name: "Upcoming Payment Date", exact: true });
const paymentDialog = (page: Page) => page.getByRole("dialog", { name: "Pay Now to Book Your Seat" });

test("the upcoming payment date names the spec's rule; an enrolled student renews from it, priced by the server", async ({
  page,
}) => {
  const student = await createVerifiedStudent(page.request, "Renewing Student");

  // Not enrolled: no date yet, the rule in the spec's words, and nothing to renew.
  await page.goto("/dashboard");
  await expect(upcomingPayment(page)).toContainText(
    "No upcoming payment date yet. It is set 30 days after your newest successful payment of at least ₹2,000 or $100.",
  );
  await expect(upcomingPayment(page)).not.toContainText("first");
  await expect(main(page).getByRole("button", { name: "Renew" })).toHaveCount(0);

  // Enrolled in a course: the date, how it was set, and 'Renew'.
  await payThroughSandbox(page.request, student, { course: "Agentic AI" });
  await page.goto("/dashboard");
  await expect(upcomingPayment(page).getByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(upcomingPayment(page)).toContainText(
    "Set 30 days after your newest successful payment of at least ₹2,000 or $100.",
  );
  await waitForHydration(page);
  await upcomingPayment(page).getByRole("button", { name: "Renew" }).click();

  // The renewal is chosen, and the normal courses stay on offer.
  const dialog = paymentDialog(page);
  const course = dialog.getByRole("combobox", { name: "Course" });
  await expect(course).toHaveValue(RENEWAL);
  await expect(course.locator("option", { hasText: /^Agentic AI \(4 months\)/ })).toHaveCount(1);
  await expect(dialog.getByRole("textbox", { name: "Email Address" })).toHaveValue(student.email);
  await expectNoAxeViolations(page);

  await course.selectOption("Agentic AI");
  await expect(dialog.getByRole("button", { name: "Pay ₹2,999.00 Online" })).toBeVisible();
  await course.selectOption(RENEWAL);
  await dialog.getByRole("combobox", { name: "How many months?" }).selectOption("2");
  await dialog.getByRole("textbox", { name: "Mobile Number" }).fill(student.mobile);

  // The browser names what is bought, never its price; the server records its own.
  const order = page.waitForRequest((request) => request.url().endsWith("/api/payments/orders") && request.method() === "POST");
  await dialog.getByRole("button", { name: "Pay ₹5,998.00 Online" }).click();
  const sent = (await order).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ course: RENEWAL, renewalMonths: 2 });
  expect(Object.keys(sent).filter((key) => /amount|total|price/i.test(key))).toEqual([]);

  await page
    .getByRole("dialog", { name: "Sandbox checkout" })
    .getByRole("button", { name: "Simulate successful payment" })
    .click();
  await expect(page).toHaveURL(/\/payment-success\?payment=[0-9a-f-]{36}$/);
  const payments = (await (await page.request.get(`/dev/payments.json?email=${encodeURIComponent(student.email)}`)).json()) as {
    course: string;
    amount: string;
    currency: string;
    paymentStatus: string;
  }[];
  expect(payments[0]).toMatchObject({ course: RENEWAL, amount: "5998.00", currency: "INR", paymentStatus: "success" });
});
