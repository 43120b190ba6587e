// Certification landing pages, the CXO page, the AI-jobs page, the instructor page and the policy pages
// (spec 2 §2.4, §2.6, §2.7, §2.11, §2.12, §9).
import type { Page } from "@playwright/test";
import { expectDialogCourse, paymentDialog } from "./support/payment-dialog";
import { signInThroughForm } from "./support/students";
import { expect, test, uniqueEmail, waitForHydration } from "./support/test";

const CERTIFICATION_COURSE = "4 Months AI Certification For Professionals";
const DEMO_STUDENT = { email: "student2@demo.aielevate.in", password: "DemoStudent#2026" };

const landingPages = [
  { path: "/ai-certification", heading: "AI Certification for Working Professionals" },
  { path: "/ai-certification/banking-finance", heading: "AI Certification for Banking, Finance & Business Professionals" },
  { path: "/ai-certification/pharma-fmcg", heading: "AI Certification for Pharma & FMCG Professionals" },
  { path: "/ai-certification/sales", heading: "AI Certification for Sales Professionals" },
  { path: "/ai-certification/marketing", heading: "AI Certification for Marketing Managers" },
  { path: "/ai-certification/hr-project", heading: "AI Certification for HR, Project & Product Managers" },
  { path: "/ai-certification/startups", heading: "Build, Launch and Scale Your Startup with AI" },
];

const policyPages = [
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms & Conditions" },
  { path: "/refund-policy", heading: "Cancellation & Refund Policy" },
  { path: "/shipping-policy", heading: "Shipping & Exchange Policy" },
  { path: "/delivery-policy", heading: "Digital Course Delivery & Course Switching Policy" },
];

const allPages = [
  ...landingPages,
  { path: "/ai-certification/cxo", heading: "AI Leadership Programme for CXOs" },
  { path: "/find-ai-job", heading: "Find Your Next AI Job" },
  { path: "/about", heading: "Dr. Rohan Verma" },
  ...policyPages,
];

const main = (page: Page) => page.getByRole("main");

// axe at desktop and phone width, and no sideways scrolling at 375 px, are checked for every page by the accessibility
// sweep (accessibility.spec.ts); these tests check what is particular to each page.
test.describe("marketing pages, part B", () => {
  for (const { path, heading } of allPages) {
    test(`${path} answers 200 with its heading and its own metadata`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    });
  }

  test("/ai-certification is the main page for every professional; banking and finance is its own variant (spec 2 §2.6)", async ({
    page,
  }) => {
    await page.goto("/ai-certification");
    const roles = main(page).getByRole("region", { name: "Perfect for Roles Like" });
    for (const role of ["HR Professionals", "Marketing Managers", "Sales Leaders", "Credit Managers", "Legal Advisors"]) {
      await expect(roles.getByText(role, { exact: true })).toBeVisible();
    }
    await page.goto("/ai-certification/hr-project");
    await expect(main(page).getByRole("region", { name: "Perfect for Roles Like" })).toContainText(
      "Built for HR, project and product managers",
    );
    await page.goto("/ai-certification/pharma-fmcg");
    await expect(main(page).getByRole("region", { name: "Perfect for Roles Like" })).toContainText(
      "pharma and FMCG professionals",
    );
  });

  test("an unknown certification variant is a 404", async ({ page }) => {
    const response = await page.goto("/ai-certification/astronauts");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  for (const { path } of landingPages) {
    test(`${path}: 'Get Certified Now' opens the payment dialog with the certification course`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(main(page).getByRole("link", { name: "Meet the Instructor" })).toHaveAttribute("href", "/about");
      await expect(main(page).getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
      await expect(main(page).getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/contact");
      await expect(main(page).getByRole("columnheader", { name: "Project to be Built" })).toHaveCount(4);
      await main(page).getByRole("button", { name: "Get Certified Now" }).first().click();
      await expectDialogCourse(paymentDialog(page), CERTIFICATION_COURSE);
    });
  }

  test("the CXO page shows the pricing table and enrols through the dialog", async ({ page }) => {
    await page.goto("/ai-certification/cxo");
    await waitForHydration(page);
    const prices = main(page).getByRole("table");
    await expect(prices.getByRole("row", { name: /India \/ South Asia/ })).toContainText("₹2,999");
    await expect(prices.getByRole("row", { name: /India \/ South Asia/ })).toContainText("₹23,992");
    await expect(prices.getByRole("row", { name: /US \/ Canada \/ Europe/ })).toContainText("$149");
    await expect(prices.getByRole("row", { name: /US \/ Canada \/ Europe/ })).toContainText("$1,192");
    for (const term of ["No upfront fee", "Pay monthly", "Discontinue anytime"]) await expect(main(page)).toContainText(term);
    await main(page).getByRole("button", { name: "ENROLL NOW - LEAD WITH AI" }).first().click();
    const dialog = paymentDialog(page);
    await expectDialogCourse(dialog, CERTIFICATION_COURSE);

    // The order says it is the 8-month programme, not the 4-month course it shares a price with.
    await dialog.getByRole("textbox", { name: "Full Name" }).fill("Kavya Rao");
    await dialog.getByRole("textbox", { name: "Email Address" }).fill(uniqueEmail("cxo"));
    await dialog.getByRole("textbox", { name: "Mobile Number" }).fill("9876543210");
    const order = page.waitForRequest("**/api/payments/orders");
    await dialog.getByRole("button", { name: /^Pay .* Online$/ }).click();
    expect((await order).postDataJSON()).toMatchObject({ course: CERTIFICATION_COURSE, programme: "cxo" });
    await expect(page.getByRole("dialog", { name: "Sandbox checkout" })).toBeVisible();
  });

  test("a signed-out visitor of /find-ai-job is offered sign-up and enrolment", async ({ page }) => {
    await page.goto("/find-ai-job");
    await waitForHydration(page);
    const content = main(page);
    await expect(content.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("href", "/signup");
    await expect(content.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/signup");
    await expect(content.getByRole("button", { name: "Enroll in Course" })).toBeVisible();
    await expect(content.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
    await expect(content.getByRole("button", { name: "Enroll in More Courses" })).toHaveCount(0);
    await expect(content.getByRole("link", { name: "Contact for Job Access" })).toHaveCount(0);
    await expect(content.getByText("Very High Demand").first()).toBeVisible();
    await expect(content).toContainText("$150K - $250K");
    await expect(content).toContainText("₹2.1Cr");
    await content.getByRole("button", { name: "Enroll Now" }).click();
    await expect(paymentDialog(page)).toBeVisible();
  });

  test("a signed-in student on /find-ai-job goes to the dashboard or enrols in more courses", async ({ page }) => {
    await signInThroughForm(page, DEMO_STUDENT, "/find-ai-job");
    await waitForHydration(page);
    const content = main(page);
    await expect(content.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(content.getByRole("link", { name: "Contact for Job Access" })).toHaveAttribute("href", "/contact");
    await expect(content.getByRole("link", { name: "Sign Up", exact: true })).toHaveCount(0);
    await expect(content.getByRole("link", { name: "Sign Up Now" })).toHaveCount(0);
    await expect(content.getByRole("button", { name: "Enroll Now" })).toHaveCount(0);
    await content.getByRole("button", { name: "Enroll in More Courses" }).click();
    await expect(paymentDialog(page)).toBeVisible();

    // The landing pages show 'Go to Dashboard' to signed-in visitors only.
    await page.goto("/ai-certification/sales");
    await expect(main(page).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  test("the refund policy states every refund rule and payout time", async ({ page }) => {
    await page.goto("/refund-policy");
    const content = main(page);
    for (const rule of [
      "100% refund",
      "80% refund",
      "50% refund",
      "After 1 month",
      "course switching is possible with approval",
      "100% refund if you cancel before the class starts or within 7 working days",
      "no refund is given, but you keep access to the recording",
      "Cancellation requests are handled in 2-3 business days",
      "Refunds are processed within 7 working days of approval",
      "7-10 working days",
      "5-7 working days",
      "10-15 working days",
      "refunds may take 5-10 business days",
      "full refund within 5 business days",
    ]) {
      await expect(content).toContainText(rule);
    }
    await expect(content.getByRole("row", { name: /Credit or debit card/ })).toContainText("7-10 working days");
    await expect(content.getByRole("row", { name: /UPI or net banking/ })).toContainText("5-7 working days");
    await expect(content.getByRole("row", { name: /International payments/ })).toContainText("10-15 working days");
  });

  for (const { path } of policyPages) {
    test(`${path} links back home and says when it was last updated`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(main(page)).toContainText("Last updated: January 2024");
    });
  }

  test("the footer's 'Course Delivery & Switching' link reaches the delivery policy", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Course Delivery & Switching" }).click();
    await expect(page).toHaveURL("/delivery-policy");
    await expect(
      page.getByRole("heading", { level: 1, name: "Digital Course Delivery & Course Switching Policy" }),
    ).toBeVisible();
    for (const section of [
      "Important Notice",
      "How Courses Are Delivered",
      "Delivery Timeline",
      "Course Switching Policy",
      "Technical Requirements",
      "Technical Support",
    ]) {
      await expect(main(page).getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
  });

  test("the instructor page links to courses, contact, chat, call and social", async ({ page }) => {
    await page.goto("/about");
    const content = main(page);
    await expect(content.getByRole("link", { name: "Explore Courses" }).first()).toHaveAttribute("href", "/courses");
    await expect(content.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
    await expect(content.getByRole("link", { name: /Chat with Us/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(content.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);
    await expect(content.getByRole("link", { name: /Follow on/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(content.getByRole("figure")).toHaveCount(4);
  });
});
