// Marketing pages, part A: home, courses area, Python, project-based, masterclass, recruiting partner,
// sitemap and robots (spec 1 §2, spec 2 §2.1-§2.3, §2.5, §2.8, §2.9, §9).
import type { Page } from "@playwright/test";
import { agenticAiProjects } from "../../app/content/project-showcase";
import { expectDialogCourse, paymentDialog } from "./support/payment-dialog";
import { signInThroughForm } from "./support/students";
import { expect, test, waitForHydration } from "./support/test";

const DEMO_STUDENT = { email: "student@demo.aielevate.in", password: "DemoStudent#2026" };

const pages = [
  { path: "/", heading: "Master AI with Live, Project-Based Courses" },
  { path: "/courses", heading: "All Courses" },
  { path: "/courses/agentic-ai", heading: "Agentic AI Development", crumb: "Agentic AI Development" },
  { path: "/courses/vibe-coding", heading: "Vibe Coding", crumb: "Vibe Coding" },
  { path: "/courses/other", heading: "Other Courses", crumb: "Other Courses" },
  { path: "/courses/python-ml-ai", heading: "Python for Machine Learning & AI", crumb: "Python for ML & AI" },
  { path: "/build-ai-projects", heading: "Build Real AI Projects, Not Just Certificates" },
  { path: "/masterclass", heading: "AI Agents & Vibe Coding Live Masterclass" },
  { path: "/zodiac-premium-ai", heading: "Zodiac Premium AI Course" },
] as const;

const main = (page: Page) => page.getByRole("main");

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// axe at desktop and phone width, and no sideways scrolling at 375 px, are checked for every page by the accessibility
// sweep (accessibility.spec.ts); these tests check what is particular to each page.
test.describe("marketing pages, part A", () => {
  for (const { path, heading, ...rest } of pages) {
    test(`${path} answers 200 with its heading and metadata`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/.+\|?.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      for (const property of ["og:title", "og:description", "og:url", "og:type"]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /.+/);
      }
      if ("crumb" in rest) {
        const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
        await expect(breadcrumb.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(rest.crumb);
      }
    });
  }

  test("course pages end with 'Get Free Consultation' to /contact", async ({ page }) => {
    for (const path of [
      "/courses",
      "/courses/agentic-ai",
      "/courses/vibe-coding",
      "/courses/other",
      "/courses/python-ml-ai",
      "/build-ai-projects",
    ]) {
      await page.goto(path);
      await expect(main(page).getByRole("link", { name: "Get Free Consultation" }).last()).toHaveAttribute("href", "/contact");
    }
    await page.goto("/masterclass");
    await expect(main(page).getByRole("link", { name: "Get Session Details" })).toHaveAttribute("href", "/contact");
  });

  test("/courses/vive-coding redirects permanently to /courses/vibe-coding", async ({ page, request }) => {
    const response = await request.get("/courses/vive-coding?ref=old", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/courses/vibe-coding?ref=old");

    await page.goto("/courses/vive-coding");
    await expect(page).toHaveURL(/\/courses\/vibe-coding$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vibe Coding", exact: true })).toBeVisible();
  });

  for (const anchor of ["quantum-computing", "business-intelligence", "excel-automation", "corporate-training"]) {
    test(`/courses#${anchor} switches to the 'other' tab and scrolls to the card`, async ({ page }) => {
      await page.goto(`/courses#${anchor}`);
      await waitForHydration(page);
      await expect(page).toHaveURL(new RegExp(`/courses/other#${anchor}$`));
      const tabs = page.getByRole("navigation", { name: "Course categories" });
      await expect(tabs.getByRole("link", { name: "Other Courses" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1, name: "Other Courses" })).toBeVisible();
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    });
  }

  test("the quick-links grid reaches the specialised cards, and the tabs are plain links", async ({ page }) => {
    await page.goto("/courses");
    await waitForHydration(page);
    await main(page).getByRole("link", { name: "Excel & O365 Automation" }).click();
    await expect(page).toHaveURL(/\/courses\/other#excel-automation$/);
    await expect(page.locator("#excel-automation")).toBeInViewport();

    const tabs = page.getByRole("navigation", { name: "Course categories" });
    await tabs.getByRole("link", { name: "Agentic AI" }).click();
    await expect(page).toHaveURL(/\/courses\/agentic-ai$/);
    await expect(tabs.getByRole("link", { name: "Agentic AI" })).toHaveAttribute("aria-current", "page");
  });

  test("without JavaScript the anchors still scroll to their card and the tabs still navigate", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/courses#corporate-training");
    await expect(page.locator("#corporate-training")).toBeInViewport();
    await page.getByRole("navigation", { name: "Course categories" }).getByRole("link", { name: "Other Courses" }).click();
    await expect(page).toHaveURL(/\/courses\/other$/);
    await expect(page.getByRole("heading", { level: 1, name: "Other Courses" })).toBeVisible();
    await context.close();
  });

  test("every course card shows its monthly INR price on Enroll; corporate training offers chat and phone", async ({ page }) => {
    await page.goto("/courses");
    const card = (id: string) => page.locator(`article#${id}`);
    await expect(card("agentic-ai").getByRole("button", { name: /^Enroll Now · ₹2,999\/month/ })).toBeVisible();
    await expect(card("vibe-coding").getByRole("button", { name: /^Enroll Now · ₹2,999\/month/ })).toBeVisible();
    await expect(card("quantum-computing").getByRole("button", { name: /^Enroll Now · ₹11,999\/month/ })).toBeVisible();
    await expect(card("business-intelligence").getByRole("button", { name: /^Enroll Now · ₹2,999\/month/ })).toBeVisible();
    await expect(card("excel-automation").getByRole("button", { name: /^Enroll Now · ₹2,999\/month/ })).toBeVisible();
    const corporate = card("corporate-training");
    await expect(corporate.getByRole("button", { name: /Enroll/ })).toHaveCount(0);
    await expect(corporate.getByRole("link", { name: /Chat About Corporate Training/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=.*corporate/i,
    );
    await expect(corporate.getByRole("link", { name: "Call Us" })).toHaveAttribute("href", /^tel:\+\d+$/);
  });

  const primaryButtons = [
    { path: "/", button: /^Enroll Now for Agentic AI Development$/, course: "Agentic AI" },
    { path: "/courses", button: /^Enroll Now · ₹2,999\/month for Business Intelligence/, course: "PowerBI & Tableau" },
    { path: "/courses/agentic-ai", button: /^Enroll Now · ₹2,999\/month$/, course: "Agentic AI" },
    { path: "/courses/vibe-coding", button: /^Start Your Vibe Journey$/, course: "Vibe Coding" },
    { path: "/courses/other", button: /^Enroll Now · ₹11,999\/month for Quantum Computing$/, course: "Quantum Computing" },
    { path: "/courses/python-ml-ai", button: /^Enroll Now$/, course: "Python for ML & AI" },
    { path: "/build-ai-projects", button: /^Start Building Now$/, course: "Agentic AI" },
    { path: "/masterclass", button: /^Pay Now to Book Your Seat$/, course: "Masterclass" },
    { path: "/zodiac-premium-ai", button: /^Enroll Now$/, course: "Zodiac Premium AI Course" },
  ];
  for (const { path, button, course } of primaryButtons) {
    test(`${path}: the primary button opens the payment dialog with '${course}'`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(paymentDialog(page)).toHaveCount(0);
      await main(page).getByRole("button", { name: button }).first().click();
      await expectDialogCourse(paymentDialog(page), course, { orAsValue: true });
    });
  }

  test("/masterclass?payment=true opens the dialog on arrival, with ?course= as its course", async ({ page }) => {
    await page.goto("/masterclass?payment=true&course=Agentic%20AI");
    await expectDialogCourse(paymentDialog(page), "Agentic AI", { orAsValue: true });
  });

  test("/masterclass?payment=true&onlyRenewal=true opens the dialog on arrival; without payment=true it stays closed", async ({
    page,
  }) => {
    await page.goto("/masterclass?onlyRenewal=true");
    await waitForHydration(page);
    await expect(paymentDialog(page)).toHaveCount(0);
    await page.goto("/masterclass?payment=true&onlyRenewal=true");
    await expect(paymentDialog(page)).toBeVisible();
  });

  test("/masterclass shows Sunday times for IST and ET and the struck-through prices", async ({ page }) => {
    await page.goto("/masterclass");
    const content = main(page);
    await expect(content.getByText("Sunday, 12:30 PM IST").first()).toBeVisible();
    await expect(content.getByText("Sunday, 10:00 AM ET").first()).toBeVisible();
    for (const [original, offer] of [
      ["₹3,999", "₹199"],
      ["$19.99", "$4.99"],
    ]) {
      await expect(content.locator("del", { hasText: original }).first()).toBeVisible();
      await expect(content.getByText(offer, { exact: true }).first()).toBeVisible();
    }
  });

  test("/zodiac-premium-ai: ₹34,999 struck beside the full course's ₹15,996, ₹3,999 × 4, and the dialog charges what the page says", async ({
    page,
  }) => {
    await page.goto("/zodiac-premium-ai");
    await waitForHydration(page);
    const content = main(page);
    // The list price is the whole course's: struck through only beside the whole course's offer, never beside a monthly price.
    const struck = content.locator("del", { hasText: "₹34,999" });
    await expect(struck.first()).toBeVisible();
    for (const price of await struck.locator("xpath=..").allTextContents()) {
      expect(price).toContain("₹15,996");
      expect(price).not.toContain("/month");
    }
    await expect(content.getByText("₹3,999", { exact: true }).first()).toBeVisible();
    await expect(content.getByText("/month × 4 months").first()).toBeVisible();

    // What the page promises for paying all 4 months at once is what the dialog charges with '4 months upfront'.
    const upfront = content.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pay 4 months upfront" }) });
    await expect(upfront).toContainText("₹14,876.28");
    await content.getByRole("button", { name: "Enroll Now" }).first().click();
    const dialog = paymentDialog(page);
    await expect(dialog.getByTestId("payment-total")).toHaveText("₹3,999.00");
    await dialog.getByRole("checkbox", { name: /Pay 4 months upfront/ }).check();
    await expect(dialog.getByTestId("payment-total")).toHaveText("₹14,876.28");
  });

  test("/courses/agentic-ai lists the 12 live projects with their exact market values and sessions", async ({ page }) => {
    await page.goto("/courses/agentic-ai");
    const table = page
      .getByRole("region", { name: "Agentic AI live projects with sessions and market values" })
      .getByRole("table");
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(12);
    const values = await rows.locator("td:nth-of-type(3)").allTextContents();
    expect(values).toEqual([
      "$50,000",
      "$75,000",
      "$85,000",
      "$100,000",
      "$120,000",
      "$150,000",
      "$200,000",
      "$250,000",
      "$300,000",
      "$350,000",
      "$400,000",
      "$450,000",
    ]);
    const sessions = await rows.locator("td:nth-of-type(2)").allTextContents();
    // The session ranges are the content's (app/content/project-showcase.test.ts holds them to the spec).
    expect(sessions).toEqual(agenticAiProjects.map((project) => project.schedule));
    await expect(main(page).getByText("$2.5M+", { exact: true })).toBeVisible();
  });

  test("the flagship curriculum has 4 modules of 6 sessions and two certificates; Python has two tracks of 20", async ({
    page,
  }) => {
    await page.goto("/courses/agentic-ai");
    const curriculum = page.locator("#curriculum");
    await expect(curriculum.locator("details")).toHaveCount(4);
    await expect(curriculum.locator("details > ol > li")).toHaveCount(24);
    await expect(curriculum.getByRole("heading", { name: /Intermediate Track/ })).toBeVisible();
    await expect(curriculum.getByRole("heading", { name: /Expert Track/ })).toBeVisible();
    await curriculum.getByText("Generative AI & LLM Foundations").click();
    await expect(curriculum.getByText("Session 1:")).toBeVisible();
    await expect(curriculum.getByText(/Certificate in Agentic AI Development/)).toHaveCount(2);

    await page.goto("/courses/python-ml-ai");
    for (const track of ["Intermediate Track", "Expert Track"]) {
      await expect(page.getByRole("region", { name: `${track} sessions` }).locator("tbody tr")).toHaveCount(20);
    }
  });

  test("/build-ai-projects shows six projects with difficulty badges, four phases and both project tables", async ({ page }) => {
    await page.goto("/build-ai-projects");
    for (const level of ["Beginner", "Intermediate", "Advanced"]) {
      await expect(main(page).getByText(level, { exact: true })).toHaveCount(2);
    }
    await expect(main(page).getByText(/^Phase \d · Weeks/)).toHaveText([
      "Phase 1 · Weeks 1-2",
      "Phase 2 · Weeks 3-8",
      "Phase 3 · Weeks 9-12",
      "Phase 4 · Weeks 13-16",
    ]);
    const enterprise = page.getByRole("region", { name: "Enterprise projects with sessions and market values" });
    await expect(enterprise.locator("tbody tr")).toHaveCount(12);
    const business = page.getByRole("region", { name: "Business and SME projects with timeline and market values" });
    expect(await business.locator("tbody tr td:nth-of-type(3)").allTextContents()).toEqual([
      "$35,000",
      "$50,000",
      "$45,000",
      "$30,000",
      "$75,000",
      "$100,000",
      "$125,000",
      "$90,000",
      "$150,000",
      "$200,000",
    ]);
    await expect(main(page).getByRole("link", { name: "Meet Your Mentor" })).toHaveAttribute("href", "/about");
  });

  test("'Go to Dashboard' appears only for signed-in visitors", async ({ page }) => {
    const withDashboardLink = ["/courses/python-ml-ai", "/build-ai-projects"];
    for (const path of withDashboardLink) {
      await page.goto(path);
      await expect(main(page).getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
    }
    await signInThroughForm(page, DEMO_STUDENT, "/build-ai-projects");
    for (const path of withDashboardLink) {
      await page.goto(path);
      await expect(main(page).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    }
  });

  test("the home page shows the stats, the CXO programme, expert contact links and a live database status", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Our results in numbers" });
    for (const figure of ["10000+", "95%", "100+", "4.9/5"]) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /Explore the CXO Programme/ })).toHaveAttribute(
      "href",
      "/ai-certification/cxo",
    );
    await expect(main(page).getByText("Executive Programme · 8 Months")).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^Learn More about Agentic AI Development$/ })).toHaveAttribute(
      "href",
      "/courses/agentic-ai",
    );
    await expect(
      main(page)
        .getByRole("link", { name: /^Chat with .+opens in a new tab/ })
        .first(),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(main(page).getByRole("link", { name: /^Call \+/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(page.getByTestId("database-status")).toContainText(/Database connected · \d+ registered learners/);
  });

  test("structured data: Organization on the home page; Course offers state only the prices a page shows, with their unit", async ({
    page,
  }) => {
    await page.goto("/");
    expect(await jsonLdBlocks(page)).toContainEqual(expect.objectContaining({ "@type": "Organization" }));

    const perMonth = (currency: string, price: string, months: number) =>
      expect.objectContaining({
        priceCurrency: currency,
        priceSpecification: expect.objectContaining({
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: currency,
          referenceQuantity: expect.objectContaining({ value: 1, unitCode: "MON" }),
          billingDuration: expect.objectContaining({ value: months, unitCode: "MON" }),
        }),
      });
    for (const { path, offers, shown } of [
      { path: "/courses/agentic-ai", offers: [perMonth("INR", "2999", 4), perMonth("USD", "149", 4)], shown: ["₹2,999", "$149"] },
      {
        path: "/courses/vibe-coding",
        offers: [perMonth("INR", "2999", 4), perMonth("USD", "149", 4)],
        shown: ["₹2,999", "$149"],
      },
      {
        path: "/courses/python-ml-ai",
        offers: [perMonth("INR", "2999", 4), perMonth("USD", "149", 4)],
        shown: ["₹2,999", "$149"],
      },
      { path: "/zodiac-premium-ai", offers: [perMonth("INR", "3999", 4), perMonth("USD", "199", 4)], shown: ["₹3,999", "$199"] },
      {
        path: "/ai-certification/cxo",
        offers: [perMonth("INR", "2999", 8), perMonth("USD", "149", 8)],
        shown: ["₹2,999", "$149"],
      },
      {
        path: "/masterclass",
        offers: [
          expect.objectContaining({ priceCurrency: "INR", price: "199" }),
          expect.objectContaining({ priceCurrency: "USD", price: "4.99" }),
        ],
        shown: ["₹199", "$4.99"],
      },
    ]) {
      await page.goto(path);
      const course = (await jsonLdBlocks(page)).find((block) => block["@type"] === "Course");
      expect(course, path).toBeDefined();
      expect(course!.offers, path).toEqual(offers);
      for (const price of shown) await expect(main(page), path).toContainText(price);
    }

    // The certification landing pages show no price (spec 2 §9), so their structured data states none.
    for (const path of ["/ai-certification", "/ai-certification/banking-finance", "/ai-certification/sales"]) {
      await page.goto(path);
      const course = (await jsonLdBlocks(page)).find((block) => block["@type"] === "Course");
      expect(course, path).toBeDefined();
      expect(course!.offers, path).toBeUndefined();
      await expect(main(page), path).not.toContainText("₹2,999");
    }
  });

  test("sitemap.xml lists every public page and robots.txt keeps crawlers out of private areas", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const body = await sitemap.text();
    const listed = new Set([...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
    // spec 3 §2.1's public screens (the contact, payment outcome and reset-password screens are reached
    // only after an action and are left out on purpose).
    const expected = [
      "/",
      "/courses",
      "/courses/agentic-ai",
      "/courses/other",
      "/courses/vibe-coding",
      "/courses/python-ml-ai",
      "/build-ai-projects",
      "/ai-certification",
      "/ai-certification/banking-finance",
      "/ai-certification/pharma-fmcg",
      "/ai-certification/sales",
      "/ai-certification/marketing",
      "/ai-certification/hr-project",
      "/ai-certification/startups",
      "/ai-certification/cxo",
      "/masterclass",
      "/find-ai-job",
      "/about",
      "/contact",
      "/signin",
      "/signup",
      "/forgot-password",
      "/privacy",
      "/terms",
      "/refund-policy",
      "/shipping-policy",
      "/zodiac-premium-ai",
      "/library",
      "/ai-readiness-quiz",
      "/ai-certificate-application",
      "/ai-spots",
    ];
    for (const path of expected) expect(listed.has(path), `${path} in sitemap`).toBe(true);
    for (const path of listed) expect(path).not.toMatch(/^\/(admin|dashboard|learn|dev)(\/|$)|vive-coding/);

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    for (const line of ["Disallow: /admin", "Disallow: /dashboard", "Disallow: /learn", "Disallow: /dev"])
      expect(text).toContain(line);
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("every page of part A listed in the sitemap answers 200", async ({ request }) => {
    const body = await (await request.get("/sitemap.xml")).text();
    const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const { path } of pages) {
      expect(listed).toContain(path);
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
