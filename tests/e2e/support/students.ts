// Students made for one test through the server, as a person would make them: sign-up, the verification link from
// the dev mailbox, and a sandbox payment. Tests never change the seeded demo accounts.
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { uniqueEmail, waitForHydration, type MailboxMessage } from "./test";

const E2E_ORIGIN = new URL(E2E_BASE_URL).origin;
export const FIXTURE_PASSWORD = "Fixture#Pass2026";

export interface FixtureStudent {
  email: string;
  password: string;
  name: string;
  mobile: string;
}

/**
 * Signs a new student up in `request` (a page's `page.request` signs that page in) and verifies the e-mail through the
 * link the site sent.
 */
export async function createVerifiedStudent(
  request: APIRequestContext,
  name = "Fixture Student",
  { origin = E2E_ORIGIN }: { origin?: string } = {},
): Promise<FixtureStudent> {
  const student = {
    email: uniqueEmail(name.toLowerCase().replace(/\W+/g, ".")),
    password: FIXTURE_PASSWORD,
    name,
    mobile: "+919812345670", // as the profile stores it (E.164), and so as the payment dialog fills it in
  };
  const signedUp = await request.post("/signup", {
    form: {
      name,
      email: student.email,
      mobile_no: student.mobile,
      age: "29",
      occupation: "Engineer",
      password: student.password,
      confirmPassword: student.password,
    },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(signedUp.status(), "sign-up").toBe(302);

  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
      const text = messages.find(
        (message) => message.to === student.email && message.text.includes("/verify-email?token="),
      )?.text;
      link = text?.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  const url = new URL(link!);
  const verified = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  expect(verified.headers().location, "verification").toBe("/dashboard?verified=1");
  return student;
}

/** Pays for `course` as `payer` through the orders API and the sandbox checkout, as the dialog does; returns the payment id. */
export async function payThroughSandbox(
  request: APIRequestContext,
  payer: FixtureStudent,
  { course = "Agentic AI", origin = E2E_ORIGIN }: { course?: string; origin?: string } = {},
): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: { origin } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const { checkout } = (await post("/api/payments/orders", {
    checkoutKey: randomUUID(),
    course,
    country: "India",
    name: payer.name,
    email: payer.email,
    mobile: payer.mobile,
    couponText: "",
    renewalMonths: 1,
    payUpfront: false,
  })) as { checkout: { paymentId: string } };
  const answer = await post("/api/payments/sandbox/checkout", { paymentId: checkout.paymentId, outcome: "success" });
  await post("/api/payments/outcome", { outcome: "success", paymentId: checkout.paymentId, ...answer });
  return checkout.paymentId;
}

/**
 * Signs up through the /signup form, which leaves the page signed in (on /dashboard unless `path` carries a
 * redirectTo) with the address not yet verified. `details` overrides the mobile number, age and occupation.
 */
export async function signUpThroughForm(
  page: Page,
  {
    email,
    name,
    password,
    details = {},
    path = "/signup",
    landsOn = /\/dashboard$/,
  }: { email: string; name: string; password: string; details?: Record<string, string>; path?: string; landsOn?: RegExp },
) {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.getByRole("main");
  const values: Record<string, string> = {
    "Full Name": name,
    Email: email,
    "Mobile Number": "+91 98450 22222",
    Age: "28",
    Occupation: "Designer",
    ...details,
    Password: password,
    "Confirm Password": password,
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(landsOn);
}

/** Signs in through the /signin form on its way to `redirectTo`, and waits until the page has gone there. */
export async function signInThroughForm(
  page: Page,
  { email, password }: { email: string; password: string },
  redirectTo: string,
) {
  await page.goto(`/signin?redirectTo=${encodeURIComponent(redirectTo)}`);
  await waitForHydration(page);
  const form = page.getByRole("main");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(redirectTo);
}
