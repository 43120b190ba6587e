// Payments in a real browser with the sandbox provider (issue 4): the dialog, the sandbox checkout,
// the server's records and webhooks, the confirmation e-mail and the outcome pages.
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, latestEmailTo, test, uniqueEmail, waitForHydration } from "./support/test";

const DIALOG = "Pay Now to Book Your Seat";
const SUPPORT_EMAIL = "support@aielevate.in";

interface PaymentRecord {
  userId: string;
  course: string;
  currency: string;
  amount: string;
  providerAmountPaise: number;
  paymentStatus: string;
  failureReason: string | null;
  referredByEmail: string | null;
  couponCode: string | null;
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  webhookEvents: number;
}

const paymentDialog = (page: Page) => page.getByRole("dialog", { name: DIALOG });
const sandboxDialog = (page: Page) => page.getByRole("dialog", { name: "Sandbox checkout" });
const courseSelect = (dialog: Locator) => dialog.getByRole("combobox", { name: "Course" });
const total = (dialog: Locator) => dialog.getByTestId("payment-total");

async function paymentsOf(page: Page, email: string): Promise<PaymentRecord[]> {
  const response = await page.request.get(`/dev/payments.json?email=${encodeURIComponent(email)}`);
  return (await response.json()) as PaymentRecord[];
}

async function openFromFloatingButton(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: DIALOG }).click();
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillPayer(dialog: Locator, email: string) {
  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Meera Iyer");
  await dialog.getByRole("textbox", { name: "Email Address" }).fill(email);
  await dialog.getByRole("textbox", { name: "Mobile Number" }).fill("9876543210");
}

test.describe("payment dialog and sandbox checkout", () => {
  test("a guest enrols with a coupon: success page, a success record, webhooks and the confirmation e-mail", async ({ page }) => {
    const email = uniqueEmail("guest");
    const dialog = await openFromFloatingButton(page);
    await expectNoAxeViolations(page);

    await courseSelect(dialog).selectOption("Agentic AI");
    await fillPayer(dialog, email);
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill(" 44AGENTX44 ");
    await expect(total(dialog)).toHaveText("₹2,549.15");
    await dialog.getByRole("button", { name: "Pay ₹2,549.15 Online" }).click();

    const checkout = sandboxDialog(page);
    await expect(checkout).toBeVisible();
    await expect(checkout).toContainText("₹2,549.15");
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await checkout.getByRole("button", { name: "Simulate successful payment" }).click();

    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);

    const mail = await latestEmailTo(page, email);
    expect(mail.subject).toContain("Agentic AI");
    expect(mail.text).toContain("₹2,549.15");

    const [record] = await paymentsOf(page, email);
    expect(record).toMatchObject({
      course: "Agentic AI",
      currency: "INR",
      amount: "2549.15",
      providerAmountPaise: 254_915,
      paymentStatus: "success",
      couponCode: "44agentx44",
    });
    expect(record!.userId).toMatch(/^guest_/);
    expect(record!.razorpayPaymentId).toMatch(/^pay_/);
    // The sandbox also sent payment.captured and order.paid to our webhook endpoint.
    await expect.poll(async () => (await paymentsOf(page, email))[0]!.webhookEvents).toBe(2);
  });

  test("a US payer sees dollars; the provider is charged in rupees", async ({ page }) => {
    const email = uniqueEmail("usd");
    const dialog = await openFromFloatingButton(page, "/contact");
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("US");
    await courseSelect(dialog).selectOption("Quantum Computing");
    await fillPayer(dialog, email);
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("44agentx44");
    await expect(total(dialog)).toHaveText("$509.15");
    await dialog.getByRole("button", { name: "Pay $509.15 Online" }).click();
    await expect(sandboxDialog(page)).toContainText("Charged as ₹42,259.45");
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    const [record] = await paymentsOf(page, email);
    expect(record).toMatchObject({ currency: "USD", amount: "509.15", providerAmountPaise: 4_225_945, paymentStatus: "success" });
  });

  test("a failed payment shows the provider's reason and records it", async ({ page }) => {
    const email = uniqueEmail("declined");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Masterclass");
    await fillPayer(dialog, email);
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate failed payment" }).click();

    await expect(dialog.getByRole("alert")).toHaveText(
      "Payment failed: Your payment was declined by the sandbox bank. Please try another card or UPI.",
    );
    await expect(dialog.getByRole("button", { name: "Pay ₹199.00 Online" })).toBeEnabled();
    await expect.poll(async () => (await paymentsOf(page, email))[0]?.paymentStatus).toBe("failed");
    expect((await paymentsOf(page, email))[0]!.failureReason).toBe(
      "Your payment was declined by the sandbox bank. Please try another card or UPI.",
    );
  });

  test("cancelling the checkout leads to /payment-cancelled and records it", async ({ page }) => {
    const email = uniqueEmail("cancel");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Vibe Coding");
    await fillPayer(dialog, email);
    await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
    await sandboxDialog(page).getByRole("button", { name: "Cancel payment" }).click();

    await expect(page).toHaveURL(/\/payment-cancelled$/);
    await expect(page.getByText("Your payment was cancelled. Don't worry, no charges were made to your account.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Try Payment Again" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    expect((await paymentsOf(page, email))[0]).toMatchObject({ paymentStatus: "cancelled", razorpayPaymentId: null });
  });

  test("referral e-mails are checked on the server; other text is a wrong coupon", async ({ page }) => {
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Agentic AI");
    await fillPayer(dialog, uniqueEmail("referred"));
    const coupon = dialog.getByRole("textbox", { name: "Discount coupon code or referral email" });

    await coupon.fill("student@demo.aielevate.in");
    await expect(dialog.getByText("✅ Valid referral! 7% discount applied")).toBeVisible();
    await expect(total(dialog)).toHaveText("₹2,789.07");

    // Changing the text resets the referral discount until the new text is checked.
    await coupon.fill("nobody.registered@example.com");
    await expect(total(dialog)).toHaveText("₹2,999.00");
    await expect(dialog.getByText("❌ Email not found in our student database")).toBeVisible();

    await coupon.fill("SAVE10");
    await expect(
      dialog.getByText(
        `Wrong coupon code, you can get your discount amount refunded later, write an email to ${SUPPORT_EMAIL} after your payment is complete`,
      ),
    ).toBeVisible();
    await expect(total(dialog)).toHaveText("₹2,999.00");
  });

  test("the referral discount is charged as checked: a valid referral is recorded on the payment", async ({ page }) => {
    const email = uniqueEmail("referred-pays");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Agentic AI");
    await fillPayer(dialog, email);
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("Student@Demo.AIElevate.in");
    await expect(dialog.getByText("✅ Valid referral! 7% discount applied")).toBeVisible();
    await dialog.getByRole("button", { name: "Pay ₹2,789.07 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    expect((await paymentsOf(page, email))[0]).toMatchObject({ amount: "2789.07", referredByEmail: "student@demo.aielevate.in" });
  });

  test("changing the country resets the course and switches the currency", async ({ page }) => {
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Agentic AI");
    await expect(total(dialog)).toHaveText("₹2,999.00");
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("Canada");
    await expect(courseSelect(dialog)).toHaveValue("");
    await expect(total(dialog)).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Pay Online" })).toBeDisabled();
    await expect(courseSelect(dialog).locator("option", { hasText: "Agentic AI (4 months): $149 per month" })).toHaveCount(1);
  });

  test("asks for the required fields, shows the upfront option only for 4-month courses", async ({ page }) => {
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Masterclass");
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");

    await courseSelect(dialog).selectOption("Agentic AI");
    await dialog.getByRole("checkbox", { name: /Pay 4 months upfront/ }).check();
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("goldisold");
    await expect(total(dialog)).toHaveText("₹7,557.48");
  });

  test("Escape closes the dialog and gives focus back to the button that opened it", async ({ page }) => {
    const dialog = await openFromFloatingButton(page);
    await expect(dialog.getByRole("heading", { name: DIALOG })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: DIALOG })).toBeFocused();
  });

  test("the floating button is on every page but sign-in, sign-up, forgot-password and the Zodiac page", async ({ page }) => {
    for (const path of ["/", "/contact", "/payment-cancelled"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: DIALOG })).toBeVisible();
    }
    for (const path of ["/signin", "/signup", "/forgot-password", "/zodiac-premium-ai"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: DIALOG })).toHaveCount(0);
    }
  });

  test("/masterclass?payment=true&onlyRenewal=true offers the renewal alone, priced by months", async ({ page }) => {
    await page.goto("/masterclass?payment=true&onlyRenewal=true");
    const dialog = paymentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(courseSelect(dialog).locator("option")).toHaveText(["Renewal Fee (Existing Student Only): ₹2,999 per month"]);
    await dialog.getByRole("combobox", { name: "How many months?" }).selectOption("3");
    await expect(total(dialog)).toHaveText("₹8,997.00");
    // Changing the country keeps the only course on offer.
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("US");
    await expect(total(dialog)).toHaveText("$447.00");
  });

  test("/zodiac-premium-ai offers the Zodiac course alone", async ({ page }) => {
    await page.goto("/zodiac-premium-ai");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: "Enroll Now" }).first().click();
    const dialog = paymentDialog(page);
    await expect(courseSelect(dialog).locator("option")).toHaveText(["Zodiac Premium AI Course (4 months): ₹3,999 per month"]);
    await expect(total(dialog)).toHaveText("₹3,999.00");
  });

  test("a signed-in student finds name, e-mail and mobile filled in, and pays under their account", async ({ page }) => {
    await page.goto("/signin");
    await waitForHydration(page);
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill("student2@demo.aielevate.in");
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill("DemoStudent#2026");
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const dialog = await openFromFloatingButton(page, "/contact");
    await expect(dialog.getByRole("textbox", { name: "Full Name" })).toHaveValue("Arjun Mehta");
    await expect(dialog.getByRole("textbox", { name: "Email Address" })).toHaveValue("student2@demo.aielevate.in");
    await expect(dialog.getByRole("textbox", { name: "Mobile Number" })).toHaveValue("9820045318");
    // Their own address is no referral.
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("student2@demo.aielevate.in");
    await expect(dialog.getByText("❌ Email not found in our student database")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("");
    await courseSelect(dialog).selectOption("Masterclass");
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    const [record] = await paymentsOf(page, "student2@demo.aielevate.in");
    expect(record).toMatchObject({ course: "Masterclass", paymentStatus: "success", referredByEmail: null });
    expect(record!.userId).not.toMatch(/^guest_/);
  });
});
