// The classroom from invitation to certificate: an admin invites an instructor and gives them a batch; the instructor
// sets a project with a rubric; the student attends, hands in a link and a file, revises, passes, and the certificate
// follows on the dashboard and /verify. The instructor sees nothing else. The batch is the test's own.
import type { Page } from "@playwright/test";
import { earnedCertificateTitle } from "../../app/classroom/completion";
import { HAND_IN_TEXT, REVIEW_TEXT } from "../../app/classroom/hand-in-rules";
import { VERIFICATION_TEXT } from "../../app/certificates/certificates";
import { STAFF_TEXT } from "../../app/staff/staff-roles";
import { toIndiaDateTimeInput } from "../../app/platform/india-time";
import { setUpBatchForStudent } from "./support/admin-area";
import { createVerifiedStudent, payThroughSandbox } from "./support/students";
import { expect, latestEmailTo, test, uniqueEmail, waitForHydration, openPage, ownContext, randomLetters } from "./support/test";

const main = (page: Page) => page.getByRole("main");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test("an instructor runs a project from brief to pass with one student, whose certificate follows; nothing else is theirs", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const family = randomLetters();
  const batchId = `CLASSROOM_${family.toUpperCase()}`;
  const course = "Agentic AI";
  // The batch's one session started five minutes ago (India time, to the minute): on now, and the last one held.
  const startedAt = new Date(Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000);

  // The student pays for the course, in a browser of their own.
  const studentContext = await ownContext(browser);
  const student = await studentContext.newPage();
  const learner = await createVerifiedStudent(student.request, `Classroom ${family}`);
  await payThroughSandbox(student.request, learner, { course });

  // The admin: the batch, its class link and session, the student into it.
  await setUpBatchForStudent(
    page,
    {
      batchId,
      course,
      teamsLink: `https://teams.microsoft.com/l/meetup-join/classroom-${family}`,
      sessionId: 600_000 + Math.floor(Math.random() * 300_000),
      title: `Agents workshop ${family}`,
      startsAt: startedAt,
    },
    { name: learner.name, search: family },
  );

  // The admin invites an instructor, who accepts from the e-mailed link.
  const instructorEmail = uniqueEmail("instructor");
  const instructorPassword = "teach-agents-2026";
  await openPage(page, "/admin/admins");
  await main(page).getByLabel("E-mail address of the new admin").fill(instructorEmail);
  await main(page).getByLabel(STAFF_TEXT.roleLabel, { exact: true }).selectOption("instructor");
  await main(page).getByRole("button", { name: "Invite admin" }).click();
  await expect(main(page).getByText(`Invitation sent to ${instructorEmail}`)).toBeVisible();
  const invitation = await latestEmailTo(page, instructorEmail, "/admin/invitations/");
  const link = invitation.text.match(/https?:\/\/\S+\/admin\/invitations\/[\w-]+/)![0];
  const instructorContext = await ownContext(browser);
  const instructor = await instructorContext.newPage();
  await openPage(instructor, new URL(link).pathname);
  await main(instructor).getByLabel("Name", { exact: true }).fill(`Teacher ${family}`);
  await main(instructor).getByLabel("Password", { exact: true }).fill(instructorPassword);
  await main(instructor).getByLabel("Confirm Password", { exact: true }).fill(instructorPassword);
  await main(instructor).getByRole("button", { name: "Accept invitation" }).click();
  await expect(main(instructor).getByText(STAFF_TEXT.acceptedAs("instructor"))).toBeVisible();

  // The admin gives the batch its instructor.
  await openPage(page, `/admin/batches?q=${batchId}`);
  await main(page).getByRole("row").filter({ hasText: batchId }).getByRole("button", { name: /^Edit/ }).click();
  const instructors = main(page).getByRole("group", { name: STAFF_TEXT.instructorsOf(batchId) });
  await instructors.getByLabel(`Teacher ${family} (${instructorEmail})`).check();
  await main(page).getByRole("button", { name: STAFF_TEXT.saveInstructors }).click();
  await expect(main(page).getByText(STAFF_TEXT.instructorsSaved(batchId))).toBeVisible();

  // The instructor signs in at the gate and sets a project: two criteria, a pass mark of 10 out of 15.
  await openPage(instructor, `/admin/classroom/${batchId}`);
  await main(instructor).getByLabel("Admin Username").fill(instructorEmail);
  await main(instructor).getByLabel("Admin Password", { exact: true }).fill(instructorPassword);
  await main(instructor).getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(main(instructor).getByRole("heading", { name: `Classroom: ${batchId}` })).toBeVisible();
  const assignmentForm = main(instructor).getByRole("region", { name: "Create an assignment" });
  await assignmentForm.getByLabel("Title", { exact: true }).fill(`Build an agent ${family}`);
  await assignmentForm.getByLabel("Due (IST)").fill(toIndiaDateTimeInput(new Date(Date.now() + 7 * 86_400_000)));
  await assignmentForm.getByLabel("Brief").fill("Build a small agent.\nPut it on https://github.com and hand in the link.");
  await assignmentForm.getByLabel("Criterion 1", { exact: true }).fill("It works");
  await assignmentForm.getByLabel("Criterion 1 maximum points").fill("10");
  await assignmentForm.getByLabel("Criterion 2", { exact: true }).fill("Clear README");
  await assignmentForm.getByLabel("Criterion 2 maximum points").fill("5");
  await assignmentForm.getByLabel("Pass mark (points)").fill("10");
  await assignmentForm.getByRole("button", { name: "Create assignment" }).click();
  await expect(main(instructor).getByText("Assignment created.")).toBeVisible();

  // The student attends from the classroom, then hands in a link and a file.
  await openPage(student, "/dashboard");
  await main(student)
    .getByRole("link", { name: new RegExp(batchId) })
    .click();
  await expect(student).toHaveURL(new RegExp(`/learn/${batchId}$`));
  await waitForHydration(student);
  const joined = studentContext.waitForEvent(
    "response",
    (response) => new URL(response.url()).pathname === "/class/join" && response.request().method() === "POST",
  );
  await main(student).getByRole("button", { name: "Join Your Class" }).click();
  expect((await joined).status()).toBe(302);
  const project = main(student)
    .locator("li")
    .filter({ hasText: `Build an agent ${family}` });
  await project.getByLabel("Link (https://)").fill("https://github.com/learner/agent");
  await project.getByLabel(/^File/).setInputFiles({ name: "agent report.pdf", mimeType: "application/pdf", buffer: PDF });
  await project.getByRole("button", { name: "Hand in" }).click();
  await expect(project.getByText(HAND_IN_TEXT.handedIn)).toBeVisible();

  // The instructor asks for a revision, with feedback.
  await openPage(instructor, `/admin/reviews?batch=${batchId}`);
  let handIn = main(instructor)
    .getByRole("region")
    .filter({ hasText: `Build an agent ${family}` });
  await expect(handIn.getByRole("link", { name: "agent report.pdf" })).toBeVisible();
  await handIn.getByLabel("It works (0–10)").fill("6");
  await handIn.getByLabel("Clear README (0–5)").fill("2");
  await handIn.getByLabel("Feedback").fill("Add a README that says how to run it.");
  await handIn.getByRole("button", { name: "Needs revision" }).click();
  await expect(main(instructor).getByText(REVIEW_TEXT.needsRevision)).toBeVisible();

  // The student reads it and hands in again.
  await openPage(student, `/learn/${batchId}`);
  await expect(project.getByText("Add a README that says how to run it.")).toBeVisible();
  await project.getByLabel("Link (https://)").fill("https://github.com/learner/agent/tree/with-readme");
  await project.getByRole("button", { name: "Hand in" }).click();
  await expect(project.getByText(HAND_IN_TEXT.handedIn)).toBeVisible();

  // The instructor passes the new version.
  await openPage(instructor, `/admin/reviews?batch=${batchId}`);
  handIn = main(instructor)
    .getByRole("region")
    .filter({ hasText: `Build an agent ${family}` });
  await expect(handIn.getByRole("link", { name: "https://github.com/learner/agent/tree/with-readme" })).toBeVisible();
  await handIn.getByLabel("It works (0–10)").fill("9");
  await handIn.getByLabel("Clear README (0–5)").fill("4");
  await handIn.getByRole("button", { name: "Mark passed" }).click();
  await expect(main(instructor).getByText(REVIEW_TEXT.passed)).toBeVisible();

  // Attended and passed: the certificate is on the dashboard and /verify says it was earned.
  const title = earnedCertificateTitle(course, batchId);
  await openPage(student, "/dashboard");
  await expect(main(student).getByRole("paragraph").filter({ hasText: title })).toBeVisible();
  const issued = await latestEmailTo(student, learner.email, "/verify/");
  const verifyPath = new URL(issued.text.match(/https?:\/\/\S+\/verify\/\w+/)![0]).pathname;
  await openPage(student, verifyPath);
  await expect(main(student).getByRole("heading", { name: title })).toBeVisible();
  await expect(main(student).getByText(VERIFICATION_TEXT.issuedOnCompletion)).toBeVisible();

  // The instructor cannot open the payments, nor another batch's classroom.
  await openPage(instructor, "/admin/payments");
  await expect(main(instructor).getByRole("heading", { name: STAFF_TEXT.forbiddenTitle })).toBeVisible();
  const otherClassroom = await instructor.goto("/learn/VIBE_CODING_BATCH_1");
  expect(otherClassroom?.status()).toBe(404);
  const otherStaffClassroom = await instructor.goto("/admin/classroom/VIBE_CODING_BATCH_1");
  expect(otherStaffClassroom?.status()).toBe(403);

  await studentContext.close();
  await instructorContext.close();
});
