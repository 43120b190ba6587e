// Payments in a real browser with the sandbox provider: the dialog, the sandbox checkout,
// the server's records and webhooks, the confirmation e-mail and the outcome pages.
import type { Locator, Page, Route } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "../../playwright.config";
import { COUPON_CODES } from "../../app/payments/coupons.server";
import { ROUTES } from "./support/route-table";
import { createVerifiedStudent } from "./support/students";
import { expect, expectNoAxeViolations, latestEmailTo, test, uniqueEmail, waitForHydration } from "./support/test";

const DIALOG = "Pay Now to Book Your Seat";
const SUPPORT_EMAIL = "support@aielevate.in";

interface PaymentRecord {
  id: string;
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
const couponField = (dialog: Locator) => dialog.getByRole("textbox", { name: "Discount coupon code or referral email" });
/** /payment-success naming the payment it is about. */
const SUCCESS_URL = /\/payment-success\?payment=[0-9a-f-]{36}$/;
const summaryOf = (page: Page) => page.getByRole("region", { name: "Your payment" });

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

    await expect(page).toHaveURL(SUCCESS_URL);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    // What the server knows about this payment, to its buyer
    const [paid] = await paymentsOf(page, email);
    await expect(summaryOf(page)).toContainText("Agentic AI");
    await expect(summaryOf(page)).toContainText("₹2,549.15 (INR)");
    await expect(summaryOf(page)).toContainText(paid!.id);
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );

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
    await expect(page).toHaveURL(SUCCESS_URL);
    await expect(summaryOf(page)).toContainText("$509.15 (USD)");
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

  test("cancelling the checkout leads to /payment-cancelled and records it; 'Try Payment Again' reopens that course where it was", async ({
    page,
  }) => {
    const email = uniqueEmail("cancel");
    const dialog = await openFromFloatingButton(page, "/courses/vibe-coding");
    await courseSelect(dialog).selectOption("Vibe Coding");
    await fillPayer(dialog, email);
    await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
    await sandboxDialog(page).getByRole("button", { name: "Cancel payment" }).click();

    await expect(page).toHaveURL(/\/payment-cancelled\?/);
    await expect(page.getByText("Your payment was cancelled. Don't worry, no charges were made to your account.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    expect((await paymentsOf(page, email))[0]).toMatchObject({ paymentStatus: "cancelled", razorpayPaymentId: null });

    // Not the catalogue (spec 2 §2.12 '(to /courses)') but back to the course being paid for
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Try Payment Again" }).click();
    await expect(page).toHaveURL(/\/courses\/vibe-coding$/);
    await expect(courseSelect(paymentDialog(page))).toHaveValue("Vibe Coding");
  });

  test("'Try Payment Again' without a course to return to leads to /courses, as spec 2 §2.12 says", async ({ page }) => {
    await page.goto("/payment-cancelled");
    await expect(page.getByRole("main").getByRole("link", { name: "Try Payment Again" })).toHaveAttribute("href", "/courses");
  });

  test("referral e-mails are checked on the server; other text is a wrong coupon", async ({ page, request }) => {
    const referrer = await createVerifiedStudent(request, "Referring Student");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Agentic AI");
    await fillPayer(dialog, uniqueEmail("referred"));
    const coupon = dialog.getByRole("textbox", { name: "Discount coupon code or referral email" });

    await coupon.fill(referrer.email);
    await expect(dialog.getByText("✅ Valid referral! 7% discount applied")).toBeVisible();
    await expect(total(dialog)).toHaveText("₹2,789.07");

    // Changing the text resets the referral discount until the new text is checked.
    await coupon.fill("nobody.registered@example.com");
    await expect(total(dialog)).toHaveText("₹2,999.00");
    await expect(dialog.getByText("❌ Email not found in our student database")).toBeVisible();

    await coupon.fill("SAVE10");
    // asked of the server: only the server knows the codes
    await expect(
      dialog.getByText(
        `Wrong coupon code, you can get your discount amount refunded later, write an email to ${SUPPORT_EMAIL} after your payment is complete`,
      ),
    ).toBeVisible();
    await expect(total(dialog)).toHaveText("₹2,999.00");
  });

  test("the referral discount is charged as checked: a valid referral is recorded on the payment", async ({ page, request }) => {
    const referrer = await createVerifiedStudent(request, "Referring Student");
    const email = uniqueEmail("referred-pays");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Agentic AI");
    await fillPayer(dialog, email);
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill(referrer.email.toUpperCase());
    await expect(dialog.getByText("✅ Valid referral! 7% discount applied")).toBeVisible();
    await dialog.getByRole("button", { name: "Pay ₹2,789.07 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    expect((await paymentsOf(page, email))[0]).toMatchObject({ amount: "2789.07", referredByEmail: referrer.email });
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
    await expect(dialog.getByRole("checkbox", { name: /upfront/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");

    await courseSelect(dialog).selectOption("Agentic AI");
    await dialog.getByRole("checkbox", { name: /Pay 4 months upfront/ }).check();
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("goldisold");
    await expect(total(dialog)).toHaveText("₹7,557.48");
    // the total follows the text as it changes: a code, then not
    await couponField(dialog).fill("goldisol");
    await expect(total(dialog)).toHaveText("₹11,156.28");
    await couponField(dialog).fill("GoldIsOld");
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
    // page.request shares the page's cookies: the page is signed in as this new, verified student.
    const student = await createVerifiedStudent(page.request, "Signed In Payer");

    const dialog = await openFromFloatingButton(page, "/contact");
    await expect(dialog.getByRole("textbox", { name: "Full Name" })).toHaveValue(student.name);
    await expect(dialog.getByRole("textbox", { name: "Email Address" })).toHaveValue(student.email);
    await expect(dialog.getByRole("textbox", { name: "Mobile Number" })).toHaveValue(student.mobile);
    // Their own address is no referral, and the dialog says so.
    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill(student.email);
    await expect(dialog.getByText("You cannot use your own email as a referral.")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Discount coupon code or referral email" }).fill("");
    await courseSelect(dialog).selectOption("Masterclass");
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    await expect(summaryOf(page)).toContainText("Masterclass");
    const [record] = await paymentsOf(page, student.email);
    expect(record).toMatchObject({ course: "Masterclass", paymentStatus: "success", referredByEmail: null });
    expect(record!.userId).not.toMatch(/^guest_/);
  });

  test("a payer in India may give a state and a GSTIN: a wrong GSTIN is explained and makes no order; a right one goes through", async ({
    page,
  }) => {
    const email = uniqueEmail("gstin");
    const dialog = await openFromFloatingButton(page, "/contact");
    const state = dialog.getByRole("combobox", { name: "State" });
    const gstin = dialog.getByRole("textbox", { name: "GSTIN (for business purchases)" });
    // Only in India, and optional: the spec's required fields stay as they were.
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("US");
    await expect(gstin).toHaveCount(0);
    await expect(state).toHaveCount(0);
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("India");
    await expect(state).toHaveValue("");
    await expect(state).not.toHaveAttribute("required");
    await expect(gstin).not.toHaveAttribute("required");

    await courseSelect(dialog).selectOption("Masterclass");
    await fillPayer(dialog, email);
    const orders: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/payments/orders")) orders.push(request.postDataJSON() as Record<string, unknown>);
    });

    // A typing mistake in the check character: said under the field when leaving it, and again on Pay.
    await gstin.fill("27AAPFU0939F1ZW");
    await gstin.blur();
    const wrongCheck = "This GSTIN is not valid: please check it for a typing mistake";
    await expect(gstin).toHaveAttribute("aria-invalid", "true");
    await expect(gstin).toHaveAccessibleDescription(wrongCheck);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await expect(gstin).toBeFocused();
    await expect(dialog.getByText(wrongCheck)).toBeVisible();
    await expect(sandboxDialog(page)).toHaveCount(0);

    // Registered in Maharashtra but another state chosen: the server would refuse it, so the dialog says so first.
    await gstin.fill("27AAPFU0939F1ZV");
    await state.selectOption("Kerala");
    await expect(gstin).toHaveAccessibleDescription(
      "This GSTIN is registered in Maharashtra: choose that state, or leave State empty",
    );
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await expect(sandboxDialog(page)).toHaveCount(0);
    expect(orders).toEqual([]);
    expect(await paymentsOf(page, email)).toEqual([]);

    await state.selectOption("Maharashtra");
    await expect(gstin).not.toHaveAttribute("aria-invalid");
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ country: "India", state: "Maharashtra", gstin: "27AAPFU0939F1ZV" });
    expect((await paymentsOf(page, email))[0]).toMatchObject({ course: "Masterclass", paymentStatus: "success" });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Payment outcomes that never mislead, coupons off the browser, referral and provider messages (spec 1 §5, §8).

const ORIGIN_HEADER = { Origin: new URL(E2E_BASE_URL).origin };

/** Answers the page's order request with the server's real order, as Razorpay's provider would describe it. */
async function asRazorpayOrder(page: Page, keyId: string) {
  await page.route("**/api/payments/orders", async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { checkout?: Record<string, unknown> };
    if (body.checkout) body.checkout = { ...body.checkout, provider: "razorpay", keyId };
    await route.fulfill({ response, json: body });
  });
}

async function startCheckout(page: Page, course = "Masterclass") {
  const dialog = await openFromFloatingButton(page, "/contact");
  await courseSelect(dialog).selectOption(course);
  await fillPayer(dialog, uniqueEmail("checkout"));
  await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
  return dialog;
}

test.describe("payment outcomes that never mislead", () => {
  test("the server refuses the checkout response: 'Invalid payment response. Please try again.' and the page stays", async ({
    page,
  }) => {
    // The provider's answer reaches the page with a signature that is not the provider's.
    await page.route("**/api/payments/sandbox/checkout", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, razorpay_signature: "0".repeat(64) } });
    });
    const refusals: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/payments/outcome")) refusals.push(response.status());
    });
    const dialog = await startCheckout(page);
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();

    await expect(dialog.getByRole("alert")).toHaveText("Invalid payment response. Please try again.");
    expect(refusals).toEqual([400]);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/contact`);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Pay ₹199.00 Online" })).toBeEnabled();
  });

  test("/payment-success shows the summary to the buyer only; anyone with the link gets the generic page", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("summary");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Masterclass");
    await fillPayer(dialog, email);
    await dialog.getByRole("button", { name: "Pay ₹199.00 Online" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Simulate successful payment" }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    const [record] = await paymentsOf(page, email);
    await expect(summaryOf(page)).toContainText(`Reference ID${record!.id}`);
    await expect(summaryOf(page)).toContainText(`Payment ID${record!.razorpayPaymentId}`);
    await expectNoAxeViolations(page);

    const stranger = await browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(page.url());
      await expect(strangerPage.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
      await expect(summaryOf(strangerPage)).toHaveCount(0);
      const html = await strangerPage.content();
      for (const detail of [record!.razorpayPaymentId!, email]) expect(html).not.toContain(detail);
    } finally {
      await stranger.close();
    }
  });

  test("a payment still pending shows 'We are confirming your payment…' and turns into the success by itself", async ({
    page,
  }) => {
    await page.goto("/contact");
    // This browser creates the order (and gets its receipt) but the checkout has not finished yet.
    const created = await page.request.post("/api/payments/orders", {
      headers: ORIGIN_HEADER,
      data: {
        checkoutKey: crypto.randomUUID(),
        course: "Vibe Coding",
        country: "Canada",
        name: "Meera Iyer",
        email: uniqueEmail("pending"),
        mobile: "9876543210",
        couponText: "",
        renewalMonths: 1,
        payUpfront: false,
      },
    });
    expect(created.status()).toBe(200);
    const { checkout } = (await created.json()) as { checkout: { paymentId: string } };

    await page.goto(`/payment-success?payment=${checkout.paymentId}`);
    await expect(page.getByRole("heading", { level: 1, name: "We are confirming your payment…" })).toBeVisible();
    await expect(summaryOf(page)).toContainText("$149.00 (USD)");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await waitForHydration(page);

    // The provider captures it; its webhooks reach the server. The open page notices without a reload.
    const simulated = await page.request.post("/api/payments/sandbox/checkout", {
      headers: ORIGIN_HEADER,
      data: { paymentId: checkout.paymentId, outcome: "success" },
    });
    expect(simulated.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    await expect(summaryOf(page)).toContainText(/Payment IDpay_/);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/payment-success?payment=${checkout.paymentId}`);
  });
});

test.describe("referral messages say what happened (spec 1 §5)", () => {
  test("own e-mail, an admin's e-mail, a refused lookup and a failed network each get their own message", async ({
    page,
    consoleErrors,
  }) => {
    const payer = uniqueEmail("payer");
    const dialog = await openFromFloatingButton(page);
    await courseSelect(dialog).selectOption("Agentic AI");
    await fillPayer(dialog, payer);

    await couponField(dialog).fill(payer.toUpperCase());
    await expect(dialog.getByText("You cannot use your own email as a referral.")).toBeVisible();
    await expect(total(dialog)).toHaveText("₹2,999.00");

    // The admin's address is not a student's (spec 1 §5 "student database").
    await couponField(dialog).fill(E2E_ADMIN.email);
    await expect(dialog.getByText("❌ Email not found in our student database")).toBeVisible();

    await page.route("**/api/payments/discount", (route) =>
      route.fulfill({ status: 429, json: { error: "Too many attempts. Please wait a minute and try again." } }),
    );
    await couponField(dialog).fill("friend.one@example.com");
    await expect(dialog.getByText("Could not check the referral right now. Please try again.")).toBeVisible();
    await expect(dialog.getByText("❌ Email not found in our student database")).toHaveCount(0);

    await page.unroute("**/api/payments/discount");
    await page.route("**/api/payments/discount", (route) => route.abort("internetdisconnected"));
    await couponField(dialog).fill("friend.two@example.com");
    await expect(dialog.getByText("Could not check the referral right now. Please try again.")).toBeVisible();
    await expect(total(dialog)).toHaveText("₹2,999.00");
    // The browser reports the refused and the failed request itself; those two are this test's doing.
    const expected = consoleErrors.filter((text) => /status of 429|ERR_INTERNET_DISCONNECTED/.test(text));
    for (const text of expected) consoleErrors.splice(consoleErrors.indexOf(text), 1);
  });
});

test.describe("provider messages read as spec 1 §8 writes them", () => {
  const cases = [
    {
      name: "the script cannot load",
      keyId: "rzp_test_Key0001",
      script: null,
      message: "Failed to load Razorpay SDK. Please check your internet connection and try again.",
    },
    {
      name: "the key is empty",
      keyId: " ",
      script: "",
      message: "Razorpay Key ID is empty. Please check the payment configuration.",
    },
    {
      name: "checkout cannot start",
      keyId: "rzp_test_Key0001",
      script: "window.Razorpay = function () { throw new Error('bad options'); };",
      message: "Failed to initialize Razorpay",
    },
    {
      name: "the window cannot open",
      keyId: "rzp_test_Key0001",
      script:
        "window.Razorpay = function () { return { on: function () {}, open: function () { throw new Error('popup blocked'); } }; };",
      message: "Failed to open payment modal",
    },
  ];
  for (const { name, keyId, script, message } of cases) {
    test(`${name}: '${message}'`, async ({ page, consoleErrors }) => {
      await asRazorpayOrder(page, keyId);
      await page.route("https://checkout.razorpay.com/**", (route) =>
        script === null ? route.abort("internetdisconnected") : route.fulfill({ contentType: "text/javascript", body: script }),
      );
      const dialog = await startCheckout(page);
      await expect(dialog.getByRole("alert")).toHaveText(message);
      await expect(dialog.getByRole("button", { name: "Pay ₹199.00 Online" })).toBeEnabled();
      const expected = consoleErrors.filter((text) => /ERR_INTERNET_DISCONNECTED/.test(text));
      for (const text of expected) consoleErrors.splice(consoleErrors.indexOf(text), 1);
    });
  }
});

test("'Start Building Now' opens the dialog with the fitting course chosen, ready to pay (spec 2 §2.2)", async ({ page }) => {
  await page.goto("/build-ai-projects");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Start Building Now" }).first().click();
  const dialog = paymentDialog(page);
  await expect(courseSelect(dialog)).toHaveValue("Agentic AI");
  await expect(total(dialog)).toHaveText("₹2,999.00");
  await expect(dialog.getByRole("button", { name: "Pay ₹2,999.00 Online" })).toBeEnabled();
});

test("no JavaScript or CSS file the site serves contains a coupon code", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = ROUTES.filter((route) => route.isPage && !route.pattern.includes(":") && !route.pattern.includes("*")).map(
    (route) => route.pattern,
  );
  expect(pages.length).toBeGreaterThan(30);
  const codes = COUPON_CODES.map((code) => code.toLowerCase());
  expect(codes.length).toBeGreaterThan(0);

  const found: string[] = [];
  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (asset: string) => {
    if (!seen.has(asset)) {
      seen.add(asset);
      queue.push(asset);
    }
  };
  const assetsIn = (text: string, base: string) => {
    for (const match of text.matchAll(/\/?assets\/[\w.-]+\.(?:js|css)/g)) enqueue(`/${match[0].replace(/^\//, "")}`);
    // chunks that import each other by relative path ("./chunk-x.js"), as Vite writes them
    for (const match of text.matchAll(/["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g))
      enqueue(new URL(match[1]!, `http://site${base}`).pathname);
  };

  for (const path of pages) {
    const response = await request.get(path);
    const html = await response.text();
    for (const code of codes) if (html.toLowerCase().includes(code)) found.push(`${path} contains '${code}'`);
    assetsIn(html, path);
  }
  let withDialog = false;
  while (queue.length > 0) {
    const asset = queue.shift()!;
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    const text = await response.text();
    for (const code of codes) if (text.toLowerCase().includes(code)) found.push(`${asset} contains '${code}'`);
    if (text.includes("Discount coupon code or referral email")) withDialog = true;
    if (asset.endsWith(".js")) assetsIn(text, asset);
  }
  // The crawl reached the code-split payment dialog, and the stylesheet.
  expect(withDialog).toBe(true);
  expect([...seen].some((asset) => asset.endsWith(".css"))).toBe(true);
  expect(found).toEqual([]);
});
