// WhatsApp notices in a real browser (docs/decisions/0111-whatsapp-notices.md): a student opts in on /account; a class
// an hour away is reminded by WhatsApp (at /dev/whatsapp, delivered by the fake's webhook), not by e-mail; turned off,
// the next reminder is e-mailed; an instructor's announcement reaches classroom, dashboard, mailbox and WhatsApp; STOP ends the rest.
import type { APIRequestContext, Page } from "@playwright/test";
import { setUpBatchForStudent, signInAtAdminGate } from "./support/admin-area";
import { createVerifiedStudent, payThroughSandbox } from "./support/students";
import { expect, expectNoAxeViolations, stubOtherSites, test, waitForHydration, type MailboxMessage } from "./support/test";
import { toIndiaDateTimeInput } from "../../app/platform/india-time";
import { DEMO_INSTRUCTOR } from "../../app/platform/seed/demo-classroom";
import { STAFF_TEXT } from "../../app/staff/staff-roles";
import { E2E_BASE_URL } from "../../playwright.config";

const main = (page: Page) => page.getByRole("main");
const randomLetters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

interface FakeWhatsApp {
  to: string;
  parameters: Record<string, string>;
  siteStatus: string | null;
}

const fakeWhatsApp = async (request: APIRequestContext) =>
  (await (await request.get("/dev/whatsapp.json")).json()) as FakeWhatsApp[];
const mailbox = async (request: APIRequestContext) => (await (await request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
/** The class reminders (and announcements) wait for the jobs: class reminders run every 5 s on the test server. */
const JOB_WAIT = { timeout: 60_000, intervals: [1_000] };

test("WhatsApp reminders for a student who opted in, e-mail after they turn it off, and an announcement on every channel", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const family = randomLetters();
  const batchId = `WHATSAPP_${family.toUpperCase()}`;
  const firstClass = `Agents on WhatsApp ${family}`;
  const secondClass = `Agents by e-mail ${family}`;
  // A class 30 minutes away (India time, to the minute): due for its 1-hour reminder.
  const inMinutes = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const sessionId = 600_000 + Math.floor(Math.random() * 300_000);

  // The student pays for Agentic AI and opts in to WhatsApp class reminders and announcements on /account.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const fixture = await createVerifiedStudent(student.request, `WhatsApp ${family}`);
  await payThroughSandbox(student.request, fixture);
  await student.goto("/account");
  await waitForHydration(student);
  const consents = main(student).getByRole("region", { name: "Messages You Agreed To", exact: true });
  await consents.getByRole("checkbox", { name: "Class reminders on WhatsApp" }).check();
  await consents.getByRole("checkbox", { name: "Course announcements on WhatsApp" }).check();
  await consents.getByRole("button", { name: "Save WhatsApp Choices" }).click();
  const current = consents.getByRole("list", { name: "Your current consents" });
  await expect(current.getByRole("listitem")).toHaveCount(2);

  // The admin makes the batch with a class 30 minutes away, and puts the student in it.
  await setUpBatchForStudent(
    page,
    {
      batchId,
      course: "Agentic AI",
      teamsLink: `https://teams.microsoft.com/l/meetup-join/whatsapp-${family}`,
      sessionId,
      title: firstClass,
      startsAt: inMinutes(30),
    },
    { name: fixture.name, search: family },
  );

  // The reminder goes by WhatsApp, and the fake's webhook marks it delivered; no reminder e-mail.
  await expect
    .poll(
      async () =>
        (await fakeWhatsApp(student.request)).find((message) => message.parameters.class_title === firstClass)?.siteStatus,
      JOB_WAIT,
    )
    .toBe("delivered");
  const sent = (await fakeWhatsApp(student.request)).find((message) => message.parameters.class_title === firstClass)!;
  expect(sent.to).toBe("+919812345670");
  const devWhatsApp = await studentContext.newPage();
  await devWhatsApp.goto("/dev/whatsapp");
  const shown = main(devWhatsApp).getByRole("listitem").filter({ hasText: firstClass });
  await expect(shown.getByText(`your class ${firstClass} starts in 1 hour`)).toBeVisible();
  await expect(shown.getByTestId("site-status")).toHaveText("delivered");
  expect(
    (await mailbox(student.request)).filter((mail) => mail.to === fixture.email && mail.subject.includes(firstClass)),
  ).toEqual([]);

  // The student turns WhatsApp class reminders off; the next class's reminder comes by e-mail only.
  await student.goto("/account");
  await waitForHydration(student);
  await current.getByRole("button", { name: "Turn off Class reminders by WhatsApp" }).click();
  await expect(consents.getByText("Class reminders by WhatsApp: turned off.", { exact: false })).toBeVisible();
  const [date, time] = toIndiaDateTimeInput(inMinutes(45)).split("T");
  const added = await page.request.post("/admin/sessions", {
    form: {
      session_id: String(sessionId + 1),
      batch_id: batchId,
      session_date: date!,
      session_start_time: time!,
      session_link: "",
      study_material_link: "",
      session_title: secondClass,
      session_description: "",
      created_at: toIndiaDateTimeInput(new Date()),
      updated_at: "",
    },
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(added.status()).toBeLessThan(400);
  await expect
    .poll(
      async () =>
        (await mailbox(student.request)).filter(
          (mail) => mail.to === fixture.email && mail.subject === `Starting in 1 hour: ${secondClass}`,
        ).length,
      JOB_WAIT,
    )
    .toBe(1);
  expect((await fakeWhatsApp(student.request)).filter((message) => message.parameters.class_title === secondClass)).toEqual([]);

  // The admin gives the batch the demo instructor, who posts an announcement: the classroom and the dashboard show it,
  // the mailbox has it, and WhatsApp too.
  await page.goto(`/admin/batches?q=${batchId}`);
  await waitForHydration(page);
  await main(page).getByRole("row").filter({ hasText: batchId }).getByRole("button", { name: /^Edit/ }).click();
  const instructors = main(page).getByRole("group", { name: STAFF_TEXT.instructorsOf(batchId) });
  await instructors.getByLabel(`${DEMO_INSTRUCTOR.name} (${DEMO_INSTRUCTOR.email})`).check();
  await main(page).getByRole("button", { name: STAFF_TEXT.saveInstructors }).click();
  await expect(main(page).getByText(STAFF_TEXT.instructorsSaved(batchId))).toBeVisible();
  const instructorContext = await browser.newContext();
  const instructor = await instructorContext.newPage();
  await instructor.goto(`/admin/classroom/${batchId}`);
  await waitForHydration(instructor);
  await main(instructor).getByLabel("Admin Username").fill(DEMO_INSTRUCTOR.email);
  await main(instructor).getByLabel("Admin Password", { exact: true }).fill(DEMO_INSTRUCTOR.password);
  await main(instructor).getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(main(instructor).getByRole("heading", { name: `Classroom: ${batchId}` })).toBeVisible();
  const announce = main(instructor).getByRole("region", { name: "Post an announcement" });
  await announce.getByLabel("Title", { exact: true }).fill(`Room change ${family}`);
  await announce.getByLabel("Message").fill("Tomorrow's class meets in the new room.");
  await announce.getByRole("button", { name: "Post and e-mail" }).click();
  await expect(main(instructor).getByText("Announcement posted and e-mailed to the batch.")).toBeVisible();
  await expect
    .poll(
      async () =>
        (await fakeWhatsApp(student.request)).find((message) => message.parameters.title === `Room change ${family}`)?.siteStatus,
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe("delivered");
  const mail = (await mailbox(student.request)).find(
    (message) => message.to === fixture.email && message.subject === `${batchId}: Room change ${family}`,
  );
  expect(mail?.text).toContain("Tomorrow's class meets in the new room.");
  await instructor.reload();
  await expect(main(instructor).getByTestId("announcement-delivery")).toHaveText(
    "E-mail: 0 sent, 1 waiting, 0 failed · WhatsApp: 1 sent, 1 delivered, 0 waiting, 0 failed",
  );

  await student.goto(`/learn/${batchId}`);
  await expect(main(student).getByText(`Room change ${family}`)).toBeVisible();
  await student.goto("/dashboard");
  const classroom = main(student).getByRole("region", { name: "Your Classroom" });
  await expect(classroom.getByText(`Room change ${family}`)).toBeVisible();
  await expectNoAxeViolations(student);

  // A reply 'STOP' on WhatsApp (the fake's form) withdraws the student's remaining WhatsApp consent.
  await devWhatsApp.goto("/dev/whatsapp");
  await waitForHydration(devWhatsApp);
  await main(devWhatsApp).getByLabel("From").fill(sent.to);
  await main(devWhatsApp).getByLabel("Text").fill("stop");
  await main(devWhatsApp).getByRole("button", { name: "Send reply" }).click();
  await expect(main(devWhatsApp).getByRole("status")).toHaveText(`Reply "stop" from ${sent.to} sent to the site.`);
  await student.goto("/account");
  await expect(consents.getByText("You have not agreed to any messages on WhatsApp yet.")).toBeVisible();
  await studentContext.close();
  await instructorContext.close();
});

test("the admins' Messages page lists WhatsApp messages, filtered by template and status", async ({ page }) => {
  await stubOtherSites(page);
  await signInAtAdminGate(page, "/admin/messages");
  await expect(main(page).getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
  await main(page).getByLabel("Status").selectOption("failed");
  await main(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(main(page).getByLabel("Status")).toHaveValue("failed");
  await expectNoAxeViolations(page);
});
