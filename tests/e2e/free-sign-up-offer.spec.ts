// spec 3 §1: "A free sign-up is advertised with a 10% referral commission on successful referrals", and "Claims
// shown: 10000+ students benefited, 24/7 access, a 4-month certification program, a 25-week recurring class
// schedule" (the library's stats tiles, §2.8). In a real browser, where the site invites a visitor to sign up free.
import type { Locator, Page } from "@playwright/test";
import { aiReadinessQuestions } from "../../app/content/ai-readiness-quiz";
import { fillCertificateApplication, fillQuizDetails } from "./support/lead-forms";
import { createVerifiedStudent } from "./support/students";
import { expect, expectNoAxeViolations, stubOtherSites, test, waitForHydration } from "./support/test";

// The spec's words (spec 3 §1).
const REFERRAL_OFFER = "10% referral commission on successful referrals";
const CLAIMS = ["10000+ students benefited", "24/7 access", "4-month certification program", "25-week recurring class schedule"];

const main = (page: Page) => page.getByRole("main");

test.beforeEach(({ page }) => stubOtherSites(page));

/** The offer beside a 'Sign Up Free' invitation: a link to /signup in `area`, and the spec's words near it. */
async function expectOfferBesideSignUp(area: Locator) {
  await expect(area.getByRole("link", { name: /Sign Up Free/ }).first()).toHaveAttribute("href", /^\/signup/);
  await expect(area.getByText(REFERRAL_OFFER)).toBeVisible();
}

test.describe("the library", () => {
  test("shows the spec's four claims as its stats tiles, and the referral offer with its sign-up link when signed out", async ({
    page,
  }) => {
    await page.goto("/library");
    const tiles = main(page).getByRole("region", { name: "Why learn with us" });
    // Each tile: its figure, then what it counts.
    const claims = await tiles
      .locator("dl > div")
      .evaluateAll((divs) =>
        divs.map((div) => `${div.querySelector("dd")!.textContent} ${div.querySelector("dt")!.textContent}`),
      );
    expect(claims.map((claim) => claim.toLowerCase())).toEqual(CLAIMS);
    await expect(main(page).getByText(/^\d+ resources in all: /)).toBeVisible();

    const hero = main(page).locator("section").first();
    await expectOfferBesideSignUp(hero);
    await expectNoAxeViolations(page);
  });

  test("a signed-in visitor sees the claims but no sign-up link, and so no offer", async ({ page }) => {
    await createVerifiedStudent(page.request, "Library Reader");
    await page.goto("/library");
    await expect(main(page).getByRole("region", { name: "Why learn with us" }).getByText("Students Benefited")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Sign Up Free" })).toHaveCount(0);
    await expect(main(page).getByText(REFERRAL_OFFER)).toHaveCount(0);
  });
});

test("the sign-up page advertises the referral commission", async ({ page }) => {
  await page.goto("/signup");
  await expect(main(page).getByRole("heading", { name: "Create Your Free Account" })).toBeVisible();
  await expect(main(page).getByText(REFERRAL_OFFER)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the quiz's results invite to sign up free, with the referral commission", async ({ page }) => {
  await page.goto("/ai-readiness-quiz");
  await waitForHydration(page);
  for (const [index, question] of aiReadinessQuestions.entries()) {
    await main(page).getByLabel(question.options[0]!.text).check();
    await main(page)
      .getByRole("button", { name: index === aiReadinessQuestions.length - 1 ? "Complete Quiz" : "Next" })
      .click();
  }
  await fillQuizDetails(page, { name: "Offer Reader", emailPrefix: "quiz-offer", age: "30", occupation: "Teacher" });
  await main(page).getByRole("button", { name: "See My Results" }).click();

  const results = main(page).getByRole("region", { name: "Your AI Readiness Results" });
  await expect(results).toBeVisible();
  await expectOfferBesideSignUp(results);
  await expectNoAxeViolations(page);
});

test("the certificate application's success screen invites to sign up free, with the referral commission", async ({ page }) => {
  await page.goto("/ai-certificate-application");
  await waitForHydration(page);
  const form = await fillCertificateApplication(page, {
    name: "Offer Applicant",
    emailPrefix: "certificate-offer",
    occupation: "Analyst",
  });
  await form.getByLabel("No, not yet").check();
  await form.getByRole("button", { name: "Submit Application" }).click();

  const submitted = main(page).getByRole("region", { name: "Application Submitted Successfully!" });
  await expect(submitted).toBeVisible();
  await expectOfferBesideSignUp(submitted);
  await expectNoAxeViolations(page);
});
