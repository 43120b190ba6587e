// Only a verified account (or the student record) speaks for an address (docs/decisions/0087-only-verified-accounts-name-an-address.md).
// A squatter signs up, unverified, with the address of someone who has no account yet and picks a name and a time
// zone: the public certificate page, the class reminders and recording notices, and the admin's certificate searches
// must not take either from that account.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDate, indiaDate, indiaInstant } from "~/platform/india-time";
import { loader as certificateUserSearchLoader } from "~/routes/admin/certificate-user-search";
import { loader as certificatesLoader } from "~/routes/admin/certificates";
import { loader as verifyLoader } from "~/routes/community/verify-certificate";
import { listCertificates } from "~/certificates/list-certificates.server";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { saveReminderSettings } from "~/classes/save-reminder-settings.server";
import { sendClassReminders } from "~/classes/send-class-reminders.server";
import { queueRecordingNotice, sendRecordingNotices } from "~/classes/send-recording-notices.server";
import {
  authUser,
  certificates,
  emailOutbox,
  enrolments,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "~/platform/db/schema";
import { signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { pageRequest, run } from "../support/route-calls";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const SQUATTER_NAME = "Mallory Impostor";
const SQUATTER_ZONE = "America/New_York";
const APP_URL = "https://learn.example.test";

/** An unverified account signed up through the form with someone else's address; it names itself and picks a zone. */
async function squat(email: string) {
  const squatter = await signUpStudent(email, "squatter-secret");
  await testDb.db.update(authUser).set({ name: SQUATTER_NAME }).where(eq(authUser.email, email));
  const user = (await getOptionalUser(pageRequest("/account", squatter.cookie)))!;
  expect(user.emailVerified).toBe(false);
  // The profile's name (what /account edits) and a time zone, both saved for an unverified account.
  await testDb.db.update(users).set({ name: SQUATTER_NAME }).where(eq(users.userId, user.id));
  await saveReminderSettings(testDb.db, { user, timeZone: SQUATTER_ZONE, remindersOn: true });
  return squatter;
}

/** The real owner of an address: an account whose address is verified, with its own name and time zone. */
async function verifiedOwner(email: string, name: string, timeZone: string) {
  const owner = await signUpStudent(email, "owner-secret-2026");
  await testDb.db.update(authUser).set({ emailVerified: true, name }).where(eq(authUser.email, email));
  const user = (await getOptionalUser(pageRequest("/account", owner.cookie)))!;
  await testDb.db.update(users).set({ name }).where(eq(users.userId, user.id));
  await saveReminderSettings(testDb.db, { user, timeZone, remindersOn: true });
  return owner;
}

async function certificateFor(email: string) {
  const [row] = await testDb.db
    .insert(certificates)
    .values({
      userEmail: email,
      certificateName: "Agentic AI",
      certificateImageLink: "https://files.example.com/certificate.png",
      dateOfIssuing: "2026-03-01",
    })
    .returning();
  return row!;
}

async function verifyPage(verificationId: string) {
  const answer = (await run(verifyLoader, pageRequest(`/verify/${verificationId}`), { verificationId })) as {
    certificate: { holderName: string | null; isActive: boolean };
  };
  return answer.certificate;
}

describe("/verify/{id}: the holder's name", () => {
  it("is not a squatter's: the student record's name, else no name; a verified account's once the owner has one", async () => {
    const withRecord = uniqueEmail("holder");
    await testDb.db.insert(studentMasterTable).values({ email: withRecord, studentName: "Asha Rao" });
    const recorded = await certificateFor(withRecord);
    const withoutRecord = uniqueEmail("holder");
    const unrecorded = await certificateFor(withoutRecord);
    await squat(withRecord);
    await squat(withoutRecord);

    expect(await verifyPage(recorded.verificationId)).toMatchObject({ holderName: "Asha Rao", isActive: true });
    const nameless = await verifyPage(unrecorded.verificationId);
    expect(nameless).toMatchObject({ holderName: null, isActive: true });
    expect(JSON.stringify(nameless)).not.toContain(SQUATTER_NAME);

    // The address's real owner, verified: their name.
    const owned = uniqueEmail("holder");
    await testDb.db.insert(studentMasterTable).values({ email: owned, studentName: "Asha R." });
    const ownedCertificate = await certificateFor(owned.toUpperCase());
    await verifiedOwner(owned, "Asha Rao Iyer", "Asia/Dubai");
    expect(await verifyPage(ownedCertificate.verificationId)).toMatchObject({ holderName: "Asha Rao Iyer" });
  });
});

describe("class reminders and recording notices", () => {
  it("greet and time the squatter's address by the student record or nobody, the verified owner by their account", async () => {
    const batchId = `B-${randomUUID().slice(0, 8)}`;
    const squatted = uniqueEmail("guest");
    const owned = uniqueEmail("owner");
    // Both paid as guests (an enrolment in the batch, no student record name to fall back on).
    for (const email of [squatted, owned]) {
      await testDb.db.insert(enrolments).values(monthlyEnrolment(email, { batchId }));
    }
    await squat(squatted);
    await verifiedOwner(owned, "Kavya Rao", "Asia/Dubai");

    const startsAt = indiaInstant(addDaysToDate(indiaDate(new Date()), 2), "19:00");
    const shifted = new Date(startsAt.getTime() + 330 * 60_000).toISOString();
    const sessionId = 950_000 + Math.floor(Math.random() * 10_000);
    await testDb.db.insert(sessionMasterTable).values({
      sessionId,
      batchId,
      sessionDate: shifted.slice(0, 10),
      sessionStartTime: shifted.slice(11, 19),
      sessionTitle: "Prompt patterns",
    });
    await sendClassReminders(testDb.db, { now: new Date(startsAt.getTime() - 24 * 3_600_000), appUrl: APP_URL });
    await queueRecordingNotice(testDb.db, { sessionId, batchId, sessionTitle: "Prompt patterns" });
    await sendRecordingNotices(testDb.db, { appUrl: APP_URL });

    const mailsTo = (email: string) => testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const toSquatted = (await mailsTo(squatted)).filter((mail) => !mail.subject.startsWith("Verify"));
    expect(toSquatted.map((mail) => mail.subject.split(":")[0]).sort()).toEqual(["Class reminder", "Recording available"]);
    for (const mail of toSquatted) {
      expect(mail.textBody).not.toContain(SQUATTER_NAME);
      expect(mail.textBody).not.toContain(SQUATTER_ZONE);
      expect(mail.textBody).toMatch(/^Hello there,/m);
    }
    expect(toSquatted.find((mail) => mail.subject.startsWith("Class reminder"))!.textBody).not.toContain("Your time:");

    const toOwner = (await mailsTo(owned)).filter((mail) => !mail.subject.startsWith("Verify"));
    expect(toOwner).toHaveLength(2);
    for (const mail of toOwner) expect(mail.textBody).toMatch(/^Hello Kavya Rao,/m);
    expect(toOwner.find((mail) => mail.subject.startsWith("Class reminder"))!.textBody).toContain("(Asia/Dubai)");
  });
});

describe("the admin's certificate searches", () => {
  let admin: { cookie: string };
  beforeAll(async () => {
    admin = await signInNewAdmin();
  });

  it("find a certificate by a student record's or verified account's name, never by a squatter's", async () => {
    const squatted = uniqueEmail("holder");
    await testDb.db.insert(studentMasterTable).values({ email: squatted, studentName: "Meenakshi Sundaram" });
    const certificate = await certificateFor(squatted);
    await squat(squatted);
    const owned = uniqueEmail("owner");
    const ownedCertificate = await certificateFor(owned);
    await verifiedOwner(owned, "Lakshmi Narayanan", "Asia/Kolkata");

    const found = async (search: string) =>
      (await listCertificates(testDb.db, { page: 1, search })).certificates.map((row) => row.id);
    expect(await found(SQUATTER_NAME)).toEqual([]);
    expect(await found("Meenakshi")).toEqual([certificate.id]);
    expect(await found("Lakshmi Narayanan")).toEqual([ownedCertificate.id]);
    // Through the certificates screen's own address, too.
    const screen = async (search: string) =>
      (
        (await run(certificatesLoader, pageRequest(`/admin/certificates?q=${encodeURIComponent(search)}`, admin.cookie))) as {
          certificates: { id: string }[];
        }
      ).certificates.map((row) => row.id);
    expect(await screen(SQUATTER_NAME)).toEqual([]);
    expect(await screen("Meenakshi")).toEqual([certificate.id]);
  });

  it("the certificate form's user search offers verified accounts only", async () => {
    const squatted = uniqueEmail("holder");
    await squat(squatted);
    const owned = uniqueEmail("owner");
    await verifiedOwner(owned, "Mallory Genuine", "Asia/Kolkata");
    const search = async (text: string) => {
      const response = (await run(
        certificateUserSearchLoader,
        pageRequest(`/admin/certificates/users?q=${encodeURIComponent(text)}`, admin.cookie),
      )) as Response;
      expect(response.status).toBe(200);
      return ((await response.json()) as { users: { email: string; name: string }[] }).users;
    };
    expect(await search(squatted)).toEqual([]);
    expect(await search(SQUATTER_NAME)).toEqual([]);
    expect(await search("Mallory")).toEqual([expect.objectContaining({ email: owned, name: "Mallory Genuine" })]);
  });
});
