// The community pages in a real browser: the library for each kind of visitor, the AI-readiness quiz
// from a spot's link, the free-certificate application, and the AI Spots directory with its owner form.
import type { Page } from "@playwright/test";
import { aiReadinessQuestions } from "../../app/content/ai-readiness-quiz";
import { demoId } from "../../app/platform/seed/demo-id";
import { DEMO_STUDENT } from "../../app/platform/seed/demo-students";
import { signInAtAdminGate } from "./support/admin-area";
import { fillCertificateApplication, fillQuizDetails } from "./support/lead-forms";
import { signUpThroughForm } from "./support/students";
import { expect, expectNoAxeViolations, stubOtherSites, test, uniqueEmail, waitForHydration } from "./support/test";

const main = (page: Page) => page.getByRole("main");
const BREW_AND_BYTES_ID = demoId("aispot:brew-and-bytes-bengaluru"); // an approved demo spot

// Spot photos and map frames come from other sites: stand-ins, so the tests never leave this machine.
test.beforeEach(({ page }) => stubOtherSites(page));

/** Holds a route's action requests so a busy state can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}*`, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
}

async function expectNoHorizontalScrollAt375(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const libraryCard = (page: Page, title: string) =>
  main(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

const ANYONE_BOOK = "Hands-On Large Language Models";
const SIGNED_UP_BOOK = "The Manager's AI Playbook: 30 Use Cases You Can Start This Quarter";
const ENROLLED_BOOK = "Python for AI Agents: Course Companion";
const PRIVATE_PROJECT = "Multi-Agent Market Research Crew";

async function openRouteOf(page: Page, title: string) {
  const href = await libraryCard(page, title)
    .getByRole("link", { name: /^Download/ })
    .getAttribute("href");
  expect(href).toMatch(/^\/library\/[0-9a-f-]{36}\/open$/);
  return href!;
}

test.describe("library", () => {
  test("an anonymous visitor sees every tier's button, filters on the server and is kept from protected files", async ({
    page,
  }) => {
    await page.goto("/library");
    await waitForHydration(page);
    await expect(main(page).getByRole("heading", { name: "AI Learning Library", level: 1 })).toBeVisible();
    for (const tier of ["Public", "Registered Users", "Enrolled Students"])
      await expect(main(page).getByText(tier, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Sign Up Free" }).first()).toHaveAttribute("href", "/signup");
    await expect(main(page).getByRole("link", { name: "About the Instructor" })).toHaveAttribute("href", "/about");
    await expect(main(page).getByRole("button", { name: "Enroll Now" })).toBeVisible();

    const openHref = await openRouteOf(page, ANYONE_BOOK);
    await expect(libraryCard(page, SIGNED_UP_BOOK).getByRole("link", { name: /^Sign In to Download/ })).toHaveAttribute(
      "href",
      "/signin?redirectTo=%2Flibrary",
    );
    await expect(libraryCard(page, ENROLLED_BOOK).getByRole("link", { name: /^Enroll to Access/ })).toHaveAttribute(
      "href",
      "/signup?redirectTo=%2Flibrary",
    );
    await expect(libraryCard(page, PRIVATE_PROJECT).getByRole("button", { name: /^Enroll to Access/ })).toBeDisabled();
    await expect(libraryCard(page, ANYONE_BOOK).getByText("+2 more")).toBeVisible();
    await expect(libraryCard(page, SIGNED_UP_BOOK).getByText("15 Aug 2025")).toBeVisible();
    await expect(libraryCard(page, SIGNED_UP_BOOK).getByText("Manager", { exact: true })).toHaveClass(/purple/);
    await expect(
      main(page).getByText("Restricted/Not Available - This content is exclusively available to enrolled students.").first(),
    ).toBeVisible();
    // The page itself never carries the protected files' addresses.
    expect(await page.content()).not.toContain("market-research-crew");
    await expect(main(page).getByRole("link", { name: "Sign Up Free" }).last()).toHaveAttribute("href", "/signup");
    await expectNoAxeViolations(page);
    await expectNoHorizontalScrollAt375(page);

    const anyone = await page.request.get(openHref, { maxRedirects: 0 });
    expect(anyone.status()).toBe(302);
    expect(anyone.headers().location).toMatch(/^https:\/\/www\.oreilly\.com\//);

    // Filters live in the URL and run on the server: a type shows a flat grid.
    await main(page).getByLabel("Type").selectOption("Project");
    await expect(page).toHaveURL(/type=Project/);
    await expect(libraryCard(page, PRIVATE_PROJECT)).toBeVisible();
    await expect(libraryCard(page, ANYONE_BOOK)).toHaveCount(0);
    await main(page).getByLabel("Category").selectOption("Capstone Projects");
    await expect(page).toHaveURL(/category=Capstone\+Projects/);
    await expect(main(page).getByRole("article")).toHaveCount(1);

    await page.goto("/library");
    await waitForHydration(page);
    await main(page).getByRole("searchbox", { name: "Search" }).fill("no such resource anywhere");
    await main(page).getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=no\+such\+resource\+anywhere/);
    await expect(main(page).getByText("No Content Found")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a visitor who signs up can download member files but not students' ones", async ({ page }) => {
    await signUpThroughForm(page, {
      email: uniqueEmail("library"),
      name: "Library Reader",
      password: "reader-secret",
      details: { "Mobile Number": "+91 98450 12345", Occupation: "Analyst" },
      path: "/signup?redirectTo=%2Flibrary",
      landsOn: /\/library$/,
    });

    await expect(main(page).getByRole("link", { name: "Sign Up Free" })).toHaveCount(0);
    const memberHref = await openRouteOf(page, SIGNED_UP_BOOK);
    await expect(libraryCard(page, ENROLLED_BOOK).getByRole("link", { name: /^Enroll to Access/ })).toHaveAttribute(
      "href",
      "/courses",
    );
    await expect(libraryCard(page, PRIVATE_PROJECT).getByRole("button", { name: /^Enroll to Access/ })).toBeDisabled();
    await expect(main(page).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expectNoAxeViolations(page);

    const member = await page.request.get(memberHref, { maxRedirects: 0 });
    expect(member.status()).toBe(302);
    expect(member.headers().location).toMatch(/^https:\/\/files\.aielevate\.in\/library\/managers-ai-playbook\.pdf$/);
  });

  test("the enrolled demo student opens students' and private files", async ({ page }) => {
    await page.goto("/signin?redirectTo=%2Flibrary");
    await waitForHydration(page);
    await main(page).getByLabel("Email", { exact: true }).fill(DEMO_STUDENT.email);
    await main(page).getByLabel("Password", { exact: true }).fill(DEMO_STUDENT.password);
    await main(page).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/library$/);

    const privateHref = await openRouteOf(page, PRIVATE_PROJECT);
    await openRouteOf(page, ENROLLED_BOOK);
    await expect(main(page).getByRole("link", { name: /^Enroll to Access|^Sign In to Download/ })).toHaveCount(0);
    await expect(libraryCard(page, PRIVATE_PROJECT).getByRole("link", { name: /^Code/ })).toHaveAttribute(
      "href",
      "https://github.com/aielevate-academy/market-research-crew",
    );
    await expectNoAxeViolations(page);

    const privateFile = await page.request.get(privateHref, { maxRedirects: 0 });
    expect(privateFile.status()).toBe(302);
    expect(privateFile.headers().location).toBe("https://github.com/aielevate-academy/market-research-crew");

    // The same link, without the student's session, leads nowhere.
    const anonymous = await page.context().browser()!.newContext();
    const refused = await anonymous.request.get(`${new URL(page.url()).origin}${privateHref}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    await anonymous.close();
  });
});

test.describe("AI-readiness quiz", () => {
  test("a visitor from an AI Spot answers one question at a time, gives details and sees results", async ({ page }) => {
    await page.goto(`/ai-readiness-quiz?spot_id=${BREW_AND_BYTES_ID}`);
    await waitForHydration(page);
    await expect(main(page).getByText("Welcome from Brew & Bytes Cafe, Bengaluru!")).toBeVisible();
    await expect(main(page).getByText("Question 1 of 8")).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole("button", { name: "Next" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please select an answer before proceeding");

    const best = (index: number) => {
      const options = aiReadinessQuestions[index]!.options;
      return options.find((option) => option.points === 3)!.text;
    };
    await main(page).getByLabel(best(0)).check();
    await expect(main(page).getByRole("alert")).toHaveCount(0);
    await main(page).getByRole("button", { name: "Next" }).click();
    await expect(main(page).getByText("Question 2 of 8")).toBeVisible();
    await main(page).getByRole("button", { name: "Previous" }).click();
    await expect(main(page).getByLabel(best(0))).toBeChecked();
    await main(page).getByRole("button", { name: "Next" }).click();

    for (let index = 1; index < 8; index += 1) {
      await expect(main(page).getByText(`Question ${index + 1} of 8`)).toBeVisible();
      await main(page).getByLabel(best(index)).check();
      await main(page)
        .getByRole("button", { name: index === 7 ? "Complete Quiz" : "Next" })
        .click();
    }

    await expect(main(page).getByRole("heading", { name: "Almost Done!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole("button", { name: "See My Results" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please fill in all required fields");

    await fillQuizDetails(page, { name: "<b>Spot</b> Visitor", emailPrefix: "quiz", age: "15", occupation: "Designer" });
    await main(page).getByRole("button", { name: "See My Results" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please enter a valid age between 16 and 100");

    // Back to the quiz and forward again: answers and details are kept.
    await main(page).getByRole("button", { name: "Back to Quiz" }).click();
    await expect(main(page).getByText("Question 8 of 8")).toBeVisible();
    await expect(main(page).getByLabel(best(7))).toBeChecked();
    await main(page).getByRole("button", { name: "Complete Quiz" }).click();
    await expect(main(page).getByLabel("Full Name")).toHaveValue("<b>Spot</b> Visitor");
    await main(page).getByRole("spinbutton", { name: "Age" }).fill("34");

    await slowDown(page, "/ai-readiness-quiz");
    await main(page).getByRole("button", { name: "See My Results" }).click();
    await expect(main(page).getByRole("button", { name: "Calculating Your Results..." })).toBeDisabled();

    const results = main(page).getByRole("region", { name: "Your AI Readiness Results" });
    await expect(results).toBeVisible();
    // Typed markup is shown as text, never run.
    await expect(results.getByText("Thank you, <b>Spot</b> Visitor!")).toBeVisible();
    await expect(results.getByText("Advanced / Innovator")).toBeVisible();
    await expect(results).toContainText("24/24");
    await expect(results.getByText(/LangChain, AutoGen and CrewAI/)).toBeVisible();
    await expect(results.getByRole("link", { name: "Explore the Library" })).toHaveAttribute("href", "/library");
    await expect(results.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    await expect(results.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(results.getByRole("button", { name: "Enroll Now" })).toBeVisible();
    await expect(results.getByRole("link", { name: /Share the Challenge/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=.*24%2F24/,
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScrollAt375(page);
  });
});

test.describe("AI-readiness quiz without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server moves through the questions and scores the quiz", async ({ page }) => {
    await page.goto("/ai-readiness-quiz");
    const quiz = main(page).getByRole("form", { name: "AI Readiness Quiz" });
    await quiz.getByRole("button", { name: "Next" }).click();
    await expect(quiz.getByRole("alert")).toHaveText("Please select an answer before proceeding");
    for (let index = 0; index < 8; index += 1) {
      await expect(quiz.getByText(`Question ${index + 1} of 8`)).toBeVisible();
      await quiz.getByLabel(aiReadinessQuestions[index]!.options[0]!.text, { exact: true }).check();
      await quiz.getByRole("button", { name: index === 7 ? "Complete Quiz" : "Next" }).click();
    }
    await expect(quiz.getByRole("heading", { name: "Almost Done!" })).toBeVisible();
    await quiz.getByLabel("Full Name").fill("No Script");
    await quiz.getByLabel("Email").fill(uniqueEmail("nojs-quiz"));
    await quiz.getByRole("textbox", { name: "Mobile" }).fill("9876500000");
    await quiz.getByRole("spinbutton", { name: "Age" }).fill("40");
    await quiz.getByLabel("Occupation").fill("Teacher");
    await quiz.getByRole("button", { name: "See My Results" }).click();
    const results = main(page).getByRole("region", { name: "Your AI Readiness Results" });
    await expect(results).toContainText("8/24");
    await expect(results.getByText("Beginner / Tool-User")).toBeVisible();
  });
});

test.describe("free AI certificate application", () => {
  const fillRequired = (page: Page) =>
    fillCertificateApplication(page, { name: "Neha Kulkarni", emailPrefix: "certificate", occupation: "Marketing Lead" });

  test("an applicant who missed the webinar applies; progress follows the sections", async ({ page }) => {
    await page.goto("/ai-certificate-application");
    await waitForHydration(page);
    await expect(main(page).getByRole("heading", { name: "Apply for Your Free AI Certificate" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main(page).getByRole("button", { name: "Enquire Now" })).toBeVisible();
    await expect(main(page).getByText("By submitting this application, you agree to our")).toBeVisible();
    await expect(main(page).getByText("0 of 5 sections complete")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Feedback & Rating" })).toBeHidden();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScrollAt375(page);

    await main(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please fill in all required fields marked with *");

    const form = await fillRequired(page);
    await expect(main(page).getByRole("alert")).toHaveCount(0);
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("12345");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please enter a valid mobile number (10-15 digits)");
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("+91 98220 11223");
    await expect(main(page).getByText("3 of 5 sections complete")).toBeVisible();
    await form.getByLabel("No, not yet").check();
    await expect(main(page).getByText("4 of 5 sections complete")).toBeVisible();
    await form.getByLabel("To move into an AI role").check();
    await expect(main(page).getByText("5 of 5 sections complete")).toBeVisible();

    await slowDown(page, "/ai-certificate-application");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("button", { name: "Submitting Application..." })).toBeDisabled();
    await expect(main(page).getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Explore Free Library" })).toHaveAttribute("href", "/library");
    await expect(main(page).getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    await expect(main(page).getByRole("button", { name: "Enroll Now" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an applicant who attended the webinar rates it and answers both yes/no questions", async ({ page }) => {
    await page.goto("/ai-certificate-application");
    await waitForHydration(page);
    const form = await fillRequired(page);
    await form.getByLabel("Yes, I attended").check();
    const feedback = main(page).getByRole("region", { name: "Feedback & Rating" });
    await expect(feedback).toBeVisible();
    await expect(main(page).getByText(/of 6 sections complete/)).toBeVisible();
    await expect(feedback.getByText("Click to rate")).toBeVisible();
    await expect(feedback.getByText("0/5")).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please provide a rating");
    await feedback.getByLabel("What did you like about the webinar?").fill("The live agent demo");
    await feedback.getByLabel("Areas for Improvement").fill("<b>More</b> time for questions");
    await feedback.locator('label[for="rating-4"]').click();
    await expect(feedback.getByText("4/5")).toBeVisible();
    await expect(feedback.getByText("Thank you!")).toBeVisible();

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please indicate if you would recommend this to others");
    await feedback.getByLabel("Yes, absolutely!").check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Please indicate permission to publish feedback");
    await expect(feedback.getByLabel("No, keep it private")).toBeVisible();
    await feedback.getByLabel("Yes, you may publish").check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(main(page).getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  });
});

test.describe("AI Spots", () => {
  const card = (page: Page, name: string) =>
    main(page)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });

  test("visitors filter approved spots on the server and open a spot's details", async ({ page }) => {
    test.setTimeout(120_000); // four searches, two dialogs and two axe runs on a busy 2-core machine
    await page.goto("/ai-spots");
    await waitForHydration(page);
    await expect(main(page).getByRole("heading", { name: "AI Spots", level: 1 })).toBeVisible();
    for (const stat of ["10000+", "50+", "4.8"]) await expect(main(page).getByText(stat, { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByText(/^\d+\+$/)
        .first(),
    ).toBeVisible();
    await expect(card(page, "Brew & Bytes Cafe")).toBeVisible();
    await expect(card(page, "Tidel Park Food Hub")).toHaveCount(0); // pending
    await expectNoAxeViolations(page);
    await expectNoHorizontalScrollAt375(page);

    const filters = main(page).getByRole("search", { name: "Filter AI Spots" });
    await filters.getByLabel("Country").selectOption("USA");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/country=USA/);
    await expect(card(page, "Byte Brew Coffee House")).toBeVisible();
    await expect(card(page, "Brew & Bytes Cafe")).toHaveCount(0);

    await filters.getByLabel("Country").selectOption("India");
    await filters.getByLabel("State").fill("KARNA");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/state=KARNA/);
    await expect(card(page, "Brew & Bytes Cafe")).toBeVisible();
    await expect(card(page, "The Circuit Co-working")).toHaveCount(0);

    await filters.getByLabel("State").fill("");
    await filters.getByLabel("Type of Place").selectOption("Co-working Spaces");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(card(page, "The Circuit Co-working")).toBeVisible();
    await expect(card(page, "Brew & Bytes Cafe")).toHaveCount(0);

    await main(page).getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/ai-spots#find-ai-spots$/);
    const brew = card(page, "Brew & Bytes Cafe");
    await expect(brew.getByText("4.7")).toBeVisible();
    await expect(brew.getByText("Cost for a table of 2:")).toBeVisible();
    await expect(brew.locator("iframe")).toHaveAttribute("title", "Map of Brew & Bytes Cafe");
    await expect(brew.locator("iframe")).toHaveAttribute("loading", "lazy");
    await brew.getByRole("button", { name: /View Details/ }).click();

    const dialog = page.getByRole("dialog", { name: "Brew & Bytes Cafe" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("4.7 / 5.0")).toBeVisible();
    await expect(dialog.getByText("Kavya Reddy")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "9886012734" })).toHaveAttribute("href", "tel:9886012734");
    await expect(dialog.getByRole("heading", { name: "Take the AI Readiness Quiz" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Take Quiz Now" })).toHaveAttribute(
      "href",
      `/ai-readiness-quiz?spot_id=${BREW_AND_BYTES_ID}`,
    );
    await expect(dialog.getByRole("link", { name: /Open Map/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/place\//,
    );
    await expect(dialog.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:08041237788");
    await expect(dialog.getByRole("link", { name: "Email", exact: true })).toHaveAttribute(
      "href",
      "mailto:hello@brewandbytes.example.in",
    );
    await expect(dialog.locator("iframe")).toHaveAttribute("title", "Map of Brew & Bytes Cafe");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A spot without a map link or quiz block still opens, with a map of its city.
    await card(page, "Jubilee Hills Reading Room")
      .getByRole("button", { name: /View Details/ })
      .click();
    const library = page.getByRole("dialog", { name: "Jubilee Hills Reading Room" });
    await expect(library.locator("iframe")).toHaveAttribute("src", /Hyderabad%2C%20Telangana/);
    await expect(library.getByRole("link", { name: /Open Map/ })).toHaveCount(0);
    await library.getByRole("button", { name: "Close" }).click();
    await expect(library).toBeHidden();
  });

  test("a venue owner applies from the empty state; the new spot waits for the admin as pending", async ({ page }) => {
    const city = `Testville ${Date.now()}`;
    const spotName = `Chai Point ${Date.now()}`;
    await page.goto(`/ai-spots?city=${encodeURIComponent(city)}`);
    await waitForHydration(page);
    await expect(main(page).getByText("No AI Spots in this area yet")).toBeVisible();
    await main(page).getByRole("link", { name: "Apply to Become an AI Spot" }).click();

    const form = main(page).getByRole("form", { name: "Apply to Become an AI Spot" });
    await expect(form).toBeInViewport();
    await expect(form.getByLabel("Country")).toHaveValue("India");
    await expectNoAxeViolations(page);

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in the Name field");
    await form.getByLabel("Spot Name").fill(spotName);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in the Type of_Place field");

    await form.getByLabel("Type of Place").selectOption("Cafes");
    await form.getByLabel("Address").fill("7 Lake View Road");
    await form.getByLabel("State").fill("Kerala");
    await form.getByLabel("City").fill(city);
    await form.getByLabel("Pin / Zip Code").fill("682001");
    await form.getByLabel("Telephone").fill("0484 123 4567");
    await form.getByLabel("Spot Email").fill("hello@chaipoint.example");
    await form.getByLabel("Owner / Manager Name").fill("Anil Menon");
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("9847012345");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("owner"));
    await form.getByLabel("Cost for a table of 2").fill("₹250 for a table of 2");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please agree to the terms and conditions");
    const consent = form.getByRole("checkbox", { name: /I agree to the terms and conditions/ });
    // The owner learns what visitors will see of the contact person before agreeing.
    await expect(consent).toHaveAccessibleName(/contact person's name, mobile number and e-mail.*shown to visitors/);
    await consent.check();

    await slowDown(page, "/ai-spots");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(main(page).getByRole("status").filter({ hasText: "Thank you!" })).toHaveText(
      "Thank you! Your AI Spot application has been received. Our team will review it shortly.",
    );
    await expect(form).toHaveCount(0);
    // Still pending: not in the directory.
    await expect(main(page).getByText("No AI Spots in this area yet")).toBeVisible();

    await main(page).getByRole("link", { name: "Apply to Become an AI Spot" }).click();
    await expect(form.getByLabel("Spot Name")).toHaveValue("");
    await expect(form.getByLabel("Country")).toHaveValue("India");
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toHaveCount(0);

    // The admin sees it as a pending application.
    await signInAtAdminGate(page, "/admin/ai-spot-management");
    await expect(main(page).getByRole("heading", { name: "AI Spot Management" })).toBeVisible();
    await main(page).getByLabel("Search AI Spots").fill(city);
    await main(page).getByRole("button", { name: "Search" }).click();
    await expect(main(page).getByRole("row", { name: new RegExp(spotName) })).toContainText("Pending");
  });
});
