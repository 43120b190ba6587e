// A student joins a session starting soon (the GET records nothing, the POSTs do), lands on the Teams link and is
// attended once; the 1-hour reminder shows the time in IST. Its batch is its own, so the shared server is safe.
import type { Page } from "@playwright/test";
import { createVerifiedStudent, payThroughSandbox } from "./support/students";
import { setUpBatchForStudent } from "./support/admin-area";
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  type MailboxMessage,
  ownContext,
  randomLetters,
} from "./support/test";

const main = (page: Page) => page.getByRole("main");

test("a student joins the class on now through 'Join Your Class'; the admin sees them attended; the reminder shows IST", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const family = randomLetters();
  const batchId = `CLASS_OPS_${family.toUpperCase()}`;
  const title = `Live agents clinic ${family}`;
  const teamsLink = `https://teams.microsoft.com/l/meetup-join/class-ops-${family}`;
  // A session starting in 10 minutes (India time, to the minute): inside the 15-minute join window, and due for the
  // 1-hour reminder.
  const startsAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  const sessionId = 500_000 + Math.floor(Math.random() * 400_000);

  // The student pays for Agentic AI, in a browser of their own.
  const studentContext = await ownContext(browser);
  const studentPage = await studentContext.newPage();
  const student = await createVerifiedStudent(studentPage.request, `Class Ops ${family}`);
  await payThroughSandbox(studentPage.request, student);

  // The admin: a batch, its class link and the session, then the student into the batch.
  await setUpBatchForStudent(
    page,
    { batchId, course: "Agentic AI", teamsLink, sessionId, title, startsAt },
    { name: student.name, search: family },
  );

  // The student opens the dashboard and joins: its button posts to /class/join in a new tab, whose answer is the
  // site's redirect to the batch's Teams meeting (a redirect's target is not stubbed, so the tab itself then fails to
  // reach Teams: this machine has no other network).
  await studentPage.goto("/dashboard");
  await waitForHydration(studentPage);
  const joinPost = () =>
    studentContext.waitForEvent(
      "response",
      (response) => new URL(response.url()).pathname === "/class/join" && response.request().method() === "POST",
    );
  // The browser then asks for the Teams link itself: the page's form-action allows the redirect.
  const teamsRequested = () => studentContext.waitForEvent("request", (request) => request.url() === teamsLink);
  const [joined, toTeams] = [joinPost(), teamsRequested()];
  await studentPage
    .getByRole("region", { name: "Join Your Class" })
    .getByRole("button", { name: /Join Class/ })
    .click();
  const redirect = await joined;
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(teamsLink);
  await toTeams;

  // The reminder's link opens a page of the site (a GET: it records nothing) with the class on now and a button that
  // posts, as the dashboard's does.
  const reminderPage = await studentContext.newPage();
  await reminderPage.goto("/class/join");
  await expect(reminderPage.getByRole("heading", { name: "Join Your Class" })).toBeVisible();
  await expect(main(reminderPage).getByText(`${title},`)).toBeVisible();
  await expect(main(reminderPage).getByText("On now")).toBeVisible();
  await expectNoAxeViolations(reminderPage);
  const [joinedAgain, toTeamsAgain] = [joinPost(), teamsRequested()];
  await main(reminderPage).getByRole("button", { name: "Join Your Class" }).click();
  expect((await joinedAgain).headers().location).toBe(teamsLink);
  await toTeamsAgain;
  await studentContext.close();

  // The admin sees them attended, from the sessions list.
  await page.goto(`/admin/sessions?batch=${batchId}`);
  await main(page)
    .getByRole("link", { name: `Attendance (1) of session ${sessionId}` })
    .click();
  await expect(main(page).getByRole("heading", { name: `Attendance: Session ${sessionId}: ${title}` })).toBeVisible();
  const row = main(page).getByRole("row", { name: new RegExp(student.email.replace(/[.+]/g, "\\$&")) });
  await expect(row).toContainText("Yes");
  await expectNoAxeViolations(page);

  // Within a minute the server's reminder job queues the 1-hour reminder; the mailbox renders its HTML.
  const subject = `Starting in 1 hour: ${title}`;
  let reminder: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
        reminder = messages.find((message) => message.to === student.email && message.subject === subject);
        return Boolean(reminder);
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  // An e-mail carries no script: no script element, no event handler, no javascript: link.
  expect(reminder!.html).not.toMatch(/<script|<[^>]*\son[a-z]+\s*=|javascript:/i);
  // The mailbox shows it in a sandboxed frame (no scripts run there, so the test reads the same HTML in a page).
  await page.goto("/dev/mailbox");
  await expect(page.locator(`iframe[title="HTML part: ${subject}"]`)).toBeVisible();
  const email = await browser.newPage();
  await email.setContent(reminder!.html!);
  await expect(email.getByRole("heading", { name: title })).toBeVisible();
  await expect(email.getByText(/^India: \d{2} \w{3} \d{4}, \d{2}:\d{2} [ap]m IST$/)).toBeVisible();
  await expect(email.getByRole("link", { name: "Join Your Class" })).toHaveAttribute("href", /\/class\/join$/);
  await email.close();
});
