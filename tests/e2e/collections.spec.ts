// Every instalment collected (docs/decisions/0109-autopay.md, 0107-collections.md): on a private server whose clock
// moves at /dev/clock, one student pays the first instalment with 'Pay monthly automatically' and the sandbox debits
// the second on its due date; another does not pay, is reminded, loses the class link after the grace period and gets
// it back by paying. The admin sees both on the collections desk.
import type { APIRequestContext, Page } from "@playwright/test";
import { createBatchWithSession, signInAtAdminGate, usePrivateDemoServer } from "./support/admin-area";
import { createVerifiedStudent, payThroughSandbox } from "./support/students";
import { expect, type MailboxMessage, stubOtherSites, test, waitForHydration } from "./support/test";

const PRIVATE_PORT = Number(process.env.E2E_PORT ?? 3100) + 29;
const BASE = `http://localhost:${PRIVATE_PORT}`;
const main = (page: Page) => page.getByRole("main");
const card = (page: Page) =>
  main(page).getByRole("list", { name: "Your courses" }).getByRole("listitem").filter({ hasText: "Agentic AI" });

/** Moves the server's clock forward; every job then runs at once. */
async function moveClock(request: APIRequestContext, days: number) {
  const moved = await request.post("/dev/clock", { form: { intent: "forward", days: String(days) }, headers: { origin: BASE } });
  expect(moved.status()).toBe(200);
}

async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
      found = messages.find((message) => message.to === to && subject.test(message.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test.describe("collections (private server: its clock moves)", () => {
  test.describe.configure({ mode: "serial" });
  usePrivateDemoServer(PRIVATE_PORT, "academy-collections-e2e");
  test.use({ baseURL: BASE });

  test("autopay debits the second instalment on its due date; a student who does not pay is reminded, paused, restored", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const family = `Coll${Date.now().toString(36)}`;
    const batchId = `COLL_${family.toUpperCase()}`;
    const autopayPage = await (await browser.newContext({ baseURL: BASE })).newPage();
    const latePage = await (await browser.newContext({ baseURL: BASE })).newPage();
    const payer = await createVerifiedStudent(autopayPage.request, `Autopay ${family}`, { origin: BASE });
    const late = await createVerifiedStudent(latePage.request, `Late ${family}`, { origin: BASE });

    // The first instalment, with 'Pay monthly automatically' ticked, then the mandate authorised in the sandbox.
    await autopayPage.goto("/dashboard");
    await waitForHydration(autopayPage);
    await main(autopayPage).getByRole("button", { name: "Enroll Now" }).first().click();
    const dialog = autopayPage.getByRole("dialog", { name: "Pay Now to Book Your Seat" });
    await dialog.getByRole("combobox", { name: "Course" }).selectOption("Agentic AI");
    await dialog.getByRole("textbox", { name: "Mobile Number" }).fill(payer.mobile);
    await dialog.getByRole("checkbox", { name: /Pay monthly automatically/ }).check();
    await dialog.getByRole("button", { name: "Pay ₹2,999.00 Online" }).click();
    await autopayPage
      .getByRole("dialog", { name: "Sandbox checkout" })
      .getByRole("button", { name: "Simulate successful payment" })
      .click();
    await expect(autopayPage).toHaveURL(/\/payment-success\?payment=[0-9a-f-]{36}&autopay=1$/);
    await main(autopayPage).getByRole("button", { name: "Set up autopay" }).click();
    await expect(main(autopayPage).getByRole("heading", { name: "Authorise autopay" })).toBeVisible();
    await expect(main(autopayPage)).toContainText("₹2,999 every 30 days");
    await main(autopayPage).getByRole("button", { name: "Authorise autopay" }).click();
    await expect(autopayPage).toHaveURL(/\/dashboard\?autopay=on/);
    await expect(card(autopayPage)).toContainText("Autopay on");
    await expect(card(autopayPage)).toContainText(/Next debit: \d{2} [A-Z][a-z]{2} \d{4}, ₹2,999/);
    await expect(card(autopayPage)).toContainText("1 of 4 instalments paid");
    await expect(card(autopayPage).getByRole("button", { name: "Turn off autopay" })).toBeVisible();

    // The other student pays the first instalment by hand; both join a batch with a class link.
    await payThroughSandbox(latePage.request, late, { origin: BASE });
    await stubOtherSites(page);
    await signInAtAdminGate(page, "/admin/batches");
    await expect(main(page).getByRole("heading", { name: "Batches", exact: true })).toBeVisible();
    await createBatchWithSession(page, {
      batchId,
      course: "Agentic AI",
      teamsLink: "https://teams.microsoft.com/l/meetup-join/collections-e2e",
      sessionId: 70_000 + Math.floor(Math.random() * 9_000),
      title: `Collections class ${family}`,
      startsAt: new Date(Date.now() + 90 * 24 * 3_600_000),
      origin: BASE,
    });
    await page.goto(`/admin/batches/assign?batch=${batchId}&q=${family}`);
    await waitForHydration(page);
    for (const student of [payer, late])
      await main(page)
        .getByRole("checkbox", { name: `Select ${student.name}` })
        .check();
    await main(page).getByRole("button", { name: "Assign selected students" }).click();
    await expect(main(page).getByRole("status")).toHaveText(`2 students assigned to ${batchId} successfully!`);

    // A day before the due date: the pre-debit notice; the desk lists both, one on autopay.
    await moveClock(page.request, 29);
    const notice = await mailTo(page.request, payer.email, /^Autopay debit of ₹2,999 on /);
    expect(notice.text).toContain("Turn off autopay");
    await page.goto(`/admin/collections?bucket=due-this-week&q=${family}`);
    const rows = main(page).getByRole("row");
    await expect(rows.filter({ hasText: payer.name })).toContainText("On");
    await expect(rows.filter({ hasText: late.name })).toContainText("Off");

    // The due date passes: the sandbox debits the second instalment, recorded with its invoice.
    await moveClock(page.request, 2);
    await expect
      .poll(async () => {
        await autopayPage.goto("/dashboard");
        return (await card(autopayPage).textContent()) ?? "";
      })
      .toContain("2 of 4 instalments paid");
    await expect(main(autopayPage).getByRole("region", { name: "Payment History" }).getByText("Download invoice")).toHaveCount(2);
    const confirmations = async () =>
      ((await (await page.request.get("/dev/mailbox.json")).json()) as MailboxMessage[]).filter(
        (message) => message.to === payer.email && message.subject.startsWith("Payment confirmed: Agentic AI"),
      ).length;
    await expect.poll(confirmations).toBe(2);

    // The other student: reminded 3 and 7 days after the due date, then paused.
    await moveClock(page.request, 2);
    const overdue = await mailTo(page.request, late.email, /^Your instalment for Agentic AI was due on /);
    expect(overdue.text).toContain("Pay now");
    await moveClock(page.request, 5);
    await latePage.goto("/dashboard");
    await expect(main(latePage)).toContainText(
      /Your access is paused because the instalment due on \d{2} [A-Z][a-z]{2} \d{4} is unpaid\./,
    );
    await expect(main(latePage).getByRole("button", { name: /Join Class/ })).toHaveCount(0);
    await page.goto(`/admin/collections?bucket=paused&q=${family}`);
    await expect(main(page).getByRole("row").filter({ hasText: late.name })).toBeVisible();
    await expect(main(page).getByRole("row").filter({ hasText: payer.name })).toHaveCount(0);

    // Paying restores access at once.
    await waitForHydration(latePage);
    await main(latePage).getByRole("button", { name: "Pay now" }).first().click();
    const instalment = latePage.getByRole("dialog", { name: "Pay Now to Book Your Seat" });
    await instalment.getByRole("textbox", { name: "Mobile Number" }).fill(late.mobile);
    await instalment.getByRole("button", { name: "Pay ₹2,999.00 Online" }).click();
    await latePage
      .getByRole("dialog", { name: "Sandbox checkout" })
      .getByRole("button", { name: "Simulate successful payment" })
      .click();
    await expect(latePage).toHaveURL(/\/payment-success\?payment=/);
    await latePage.goto("/dashboard");
    await expect(main(latePage)).not.toContainText("Your access is paused");
    await expect(main(latePage).getByRole("button", { name: /Join Class/ })).toBeVisible();
  });
});
