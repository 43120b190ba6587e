// The community's lead forms in a spec: the free AI certificate application, and the AI-readiness quiz's details step.
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./test";

/** Fills every required field but the webinar question (so one section is still open); returns the form. */
export async function fillCertificateApplication(
  page: Page,
  { name, emailPrefix, occupation }: { name: string; emailPrefix: string; occupation: string },
) {
  const form = page.getByRole("main").getByRole("form", { name: "Free AI certificate application" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(uniqueEmail(emailPrefix));
  await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("+91 98220 11223");
  await form.getByLabel("Occupation").fill(occupation);
  await form.getByLabel("AI for Business Strategy").check();
  await form.getByLabel("Within 3-6 months").check();
  await form.getByLabel("Reference 1 Name").fill("Rohan");
  await form.getByLabel("Reference 1 Mobile").fill("9822012345");
  await form.getByLabel("Reference 2 Name").fill("Aditi");
  await form.getByLabel("Reference 2 Mobile").fill("9822054321");
  return form;
}

/** Fills the quiz's details step (after the last question); its 'See My Results' is left to the test. */
export async function fillQuizDetails(
  page: Page,
  { name, emailPrefix, age, occupation }: { name: string; emailPrefix: string; age: string; occupation: string },
) {
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill(name);
  await main.getByLabel("Email").fill(uniqueEmail(emailPrefix));
  await main.getByRole("textbox", { name: "Mobile" }).fill("9876501234");
  await main.getByRole("spinbutton", { name: "Age" }).fill(age);
  await main.getByLabel("Occupation").fill(occupation);
}
