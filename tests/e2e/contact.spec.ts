import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, latestEmailTo, test, uniqueEmail, waitForHydration } from "./support/test";

const SUPPORT_EMAIL = "support@aielevate.in";

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });

test.describe("contact form", () => {
  test("a visitor sends an enquiry and lands on the success page", async ({ page }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Mon-Fri 9:00-18:00 IST")).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("Full Name").fill("Kavya Nair");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Mobile").fill("+91 99887 76655");
    await form.getByLabel("Purpose").selectOption({ label: "Need Free Session" });
    await form.getByLabel("Additional Details (optional)").fill(`Weekend batches please (${email})`);

    // Hold the request so the busy state can be seen.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();

    await expect(page).toHaveURL(/\/contact-success$/);
    await expect(page.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Back to Home" }).last()).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);

    const notification = await latestEmailTo(page, SUPPORT_EMAIL, email);
    expect(notification.subject).toContain("Need Free Session");
  });

  test("missing fields show the spec's message, not the browser's tooltip, keep the typed values, and editing clears it", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await form.getByLabel("Full Name").fill("Rahul Menon");
    await form.getByLabel("Email").fill(uniqueEmail("missing"));
    // Mobile and purpose left empty: the site speaks (spec 2 §5), nothing is sent.
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact")) posted = true;
    });
    await form.getByRole("button", { name: "Send Message" }).click();

    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Please fill in all required fields");
    expect(posted).toBe(false);
    await expect(form.getByLabel("Full Name")).toHaveValue("Rahul Menon");
    await form.getByLabel("Mobile").fill("9");
    await expect(alert).toHaveCount(0);
  });

  test("contact page has its canonical URL and link-preview tags", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/contact$/);
    for (const property of ["og:title", "og:description", "og:url", "og:type"]) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /.+/);
    }
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/contact$/);
  });

  test("?referral=claim preselects the referral payout purpose", async ({ page }) => {
    await page.goto("/contact?referral=claim");
    const form = contactForm(page);
    await expect(form.getByLabel("Purpose")).toHaveValue("request_referral_commission");
    await page.goto("/contact");
    await expect(form.getByLabel("Purpose")).toHaveValue("");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("works as a plain HTML form", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Full Name").fill("No Script");
    await form.getByLabel("Email").fill(uniqueEmail("nojs"));
    await form.getByLabel("Mobile").fill("+1 416 555 0199");
    await form.getByLabel("Purpose").selectOption("ai_consulting");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact-success$/);
    await expect(page.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
  });

  test("missing fields get the spec's message from the server, not the browser's tooltip", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Full Name").fill("No Script");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(form.getByLabel("Full Name")).toHaveValue("No Script");
  });
});
