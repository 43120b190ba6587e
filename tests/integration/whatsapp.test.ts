// WhatsApp notices (docs/decisions/0111-whatsapp-notices.md): sent only to a consenting +91 number, through a durable
// outbox delivered once by any number of servers, retried on 429 and 5xx, falling back to e-mail; the webhook's
// handshake and signatures; statuses in any order; and a 'STOP' reply that ends them.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hasConsent, recordConsent } from "~/consent/index.server";
import { webhookSignature } from "~/messaging/cloud-api.server";
import { FakeCloudApi, statusWebhookBody } from "~/messaging/fake-cloud-api.server";
import { listWhatsAppMessages } from "~/messaging/list-whatsapp-messages.server";
import { sendNotice } from "~/messaging/send-notice.server";
import { deliverDueWhatsAppMessages, MAX_WHATSAPP_ATTEMPTS } from "~/messaging/whatsapp-outbox.server";
import type { ConsentPurpose } from "~/consent";
import { getConfig } from "~/platform/config.server";
import type { Database } from "~/platform/db/client.server";
import { authUser, emailOutbox, users, whatsappMessages } from "~/platform/db/schema";
import { action as webhookAction, loader as webhookLoader } from "~/routes/api/webhooks/whatsapp";
import { postAnnouncement } from "~/classroom/index.server";
import { sendClassReminders } from "~/classes/index.server";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import { addDaysToDate, indiaDate, indiaInstant } from "~/platform/india-time";
import { batches, enrolments, sessionMasterTable } from "~/platform/db/schema";
import { loadStaffBatchClassroom } from "~/classroom/load-staff-classroom.server";
import { checkoutRequest, orderAndPay, uniquePayerEmail } from "../support/payment-fixtures";
import { backgroundJobs } from "~/platform/jobs/background-jobs.server";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const channel = (() => {
  const whatsapp = getConfig().whatsapp;
  if (whatsapp.mode !== "fake") throw new Error("the tests run with the local fake");
  return whatsapp;
})();
const HOUR_MS = 3_600_000;

/** Posts a body to /api/webhooks/whatsapp as Meta would, with the given signature header (or none). */
async function postWebhook(rawBody: string, signature: string | null = webhookSignature(channel.appSecret, rawBody)) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("x-hub-signature-256", signature);
  const request = new Request(`${getConfig().appUrl}/api/webhooks/whatsapp`, { method: "POST", headers, body: rawBody });
  const response = (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
  return { status: response.status, body: await response.text() };
}

function newFake() {
  return new FakeCloudApi({
    access: channel,
    appSecret: channel.appSecret,
    templateNames: Object.values(channel.templates),
    statusDelayMs: null,
    deliverWebhook: async (rawBody, signature) => {
      const answer = await postWebhook(rawBody, signature);
      expect(answer.status).toBe(200);
    },
  });
}

let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);
const anHourPasses = () => (clockOffsetMs += HOUR_MS);

function deliver(fake: FakeCloudApi, database: Database = testDb.db, batchSize = 20) {
  return deliverDueWhatsAppMessages(database, {
    access: channel,
    templates: channel.templates,
    fetchApi: fake.fetch,
    clock,
    batchSize,
  });
}

/** A verified student with a mobile number who consented on WhatsApp to `purposes`. */
async function student({
  mobile = "+919845012376",
  purposes = ["class-reminders"],
  verified = true,
}: { mobile?: string; purposes?: ConsentPurpose[]; verified?: boolean } = {}) {
  const userId = `user-${randomUUID()}`;
  const email = `wa-${userId}@example.test`;
  await testDb.db.insert(authUser).values({ id: userId, email, name: "Asha Nair", emailVerified: verified });
  await testDb.db.insert(users).values({ userId, email, name: "Asha Nair", mobileNo: mobile, age: 30, occupation: "Engineer" });
  for (const purpose of purposes) {
    await recordConsent(testDb.db, { person: { userId, mobile }, purpose, channel: "whatsapp", given: true, source: "account" });
  }
  return { userId, email, mobile };
}

function remind(to: string, channelOn?: boolean) {
  return sendNotice(testDb.db, {
    template: "class-reminder-1h",
    parameters: { student_name: "Asha", class_title: "Prompt patterns", class_time: "7:00 pm IST" },
    email: { to, subject: "Starting in 1 hour: Prompt patterns", text: "Your class starts at 7:00 pm IST." },
    channelOn,
  });
}

/** A class reminder to a new student, handed to a fresh fake Cloud API; its row's id and the provider's message id. */
async function deliveredReminder() {
  const fake = newFake();
  const asha = await student();
  const { whatsappMessageId } = await remind(asha.email);
  await deliver(fake);
  return { fake, asha, whatsappMessageId, providerId: fake.messages[0]!.id };
}

const messageRow = async (id: string) => (await testDb.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0]!;
const emailsTo = (to: string) => testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe("the WhatsApp webhook", () => {
  it("answers Meta's handshake with the challenge for our verify token, and 403 otherwise", async () => {
    const verify = async (query: string) => {
      const request = new Request(`${getConfig().appUrl}/api/webhooks/whatsapp?${query}`);
      const response = (await webhookLoader({ request, params: {}, context: {} } as never)) as Response;
      return [response.status, await response.text()];
    };
    const token = encodeURIComponent(channel.verifyToken);
    expect(await verify(`hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`)).toEqual([200, "1158201444"]);
    expect((await verify(`hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444`))[0]).toBe(403);
    expect((await verify(`hub.mode=unsubscribe&hub.verify_token=${token}&hub.challenge=1`))[0]).toBe(403);
    expect((await verify(`hub.challenge=1`))[0]).toBe(403);
  });

  it("records a signed status and refuses a missing, wrong or tampered signature with no effect", async () => {
    const { asha, whatsappMessageId, providerId } = await deliveredReminder();
    const delivered = JSON.stringify(
      statusWebhookBody(channel.phoneNumberId, { id: providerId, status: "delivered", recipient: asha.mobile }),
    );

    expect((await postWebhook(delivered, null)).status).toBe(401);
    expect((await postWebhook(delivered, "sha256=" + "0".repeat(64))).status).toBe(403);
    expect((await postWebhook(delivered, webhookSignature("another-secret", delivered))).status).toBe(403);
    expect((await postWebhook(delivered, webhookSignature(channel.appSecret, delivered).slice(7))).status).toBe(403);
    const tampered = delivered.replace('"delivered"', '"read"');
    expect((await postWebhook(tampered, webhookSignature(channel.appSecret, delivered))).status).toBe(403);
    expect((await messageRow(whatsappMessageId!)).status).toBe("accepted");

    expect(await postWebhook(delivered)).toEqual({ status: 200, body: "OK" });
    expect((await messageRow(whatsappMessageId!)).status).toBe("delivered");
  });

  it("takes statuses in any order and any number of times: never back from read, a late failure undoes no delivery", async () => {
    const { fake, asha, whatsappMessageId, providerId: id } = await deliveredReminder();
    for (const status of ["read", "delivered", "sent", "read"] as const) await fake.reportStatus(id, status);
    const row = await messageRow(whatsappMessageId!);
    expect(row.status).toBe("read");
    expect(row.statusHistory.map((entry) => entry.status)).toEqual(["accepted", "read", "delivered", "sent", "read"]);
    await fake.reportStatus(id, "failed");
    expect((await messageRow(whatsappMessageId!)).status).toBe("read");
    expect(await emailsTo(asha.email)).toEqual([]);
  });

  it("'STOP' from a number withdraws its WhatsApp consents in the ledger; what is queued and what comes next goes by e-mail", async () => {
    const fake = newFake();
    const asha = await student({ mobile: "+919845012399", purposes: ["class-reminders", "course-announcements"] });
    const queued = await remind(asha.email);
    expect(queued.channel).toBe("whatsapp");

    await fake.reply("919845012399", "  stop ");
    expect(await hasConsent(testDb.db, { userId: asha.userId, purpose: "class-reminders", channel: "whatsapp" })).toBe(false);
    expect(await hasConsent(testDb.db, { userId: asha.userId, purpose: "course-announcements", channel: "whatsapp" })).toBe(
      false,
    );

    expect(await deliver(fake)).toMatchObject({ sent: 0, failed: 1 });
    expect(fake.messages.filter((message) => message.to === asha.mobile)).toEqual([]);
    expect(await messageRow(queued.whatsappMessageId!)).toMatchObject({
      status: "failed",
      lastError: "consent withdrawn before sending",
    });
    expect((await emailsTo(asha.email)).map((email) => email.subject)).toEqual(["Starting in 1 hour: Prompt patterns"]);

    expect(await remind(asha.email)).toMatchObject({ channel: "email", whatsappMessageId: null });
    // Any other text is no request to stop.
    const bina = await student({ mobile: "+919845012388" });
    await fake.reply("+919845012388", "Stop the class at 8?");
    expect(await hasConsent(testDb.db, { userId: bina.userId, purpose: "class-reminders", channel: "whatsapp" })).toBe(true);
  });
});

describe("choosing WhatsApp or e-mail", () => {
  it("WhatsApp only for a verified account's consenting +91 number while the channel is on; e-mail for everyone else", async () => {
    const consenting = await student();
    const noConsent = await student({ purposes: [] });
    const otherPurpose = await student({ purposes: ["payment-notices"] });
    const abroad = await student({ mobile: "+447700900123" });
    const noNumber = await student({ mobile: "" });
    const notANumber = await student({ mobile: "12345" });
    const unverified = await student({ verified: false });

    expect(await remind(consenting.email)).toMatchObject({ channel: "whatsapp", emailId: null });
    for (const person of [noConsent, otherPurpose, abroad, noNumber, notANumber, unverified]) {
      expect(await remind(person.email)).toMatchObject({ channel: "email", whatsappMessageId: null });
      expect(await emailsTo(person.email)).toHaveLength(1);
    }
    // Production without the WHATSAPP_ settings: the channel is off.
    expect(await remind(consenting.email, false)).toMatchObject({ channel: "email" });
    const queued = await testDb.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, consenting.userId));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ toNumber: "+919845012376", template: "class-reminder-1h", status: "queued" });
  });

  it("a receipt or announcement keeps its e-mail as well (`keepEmail`): no fallback e-mail is stored", async () => {
    const asha = await student({ purposes: ["payment-notices"] });
    const outcome = await sendNotice(testDb.db, {
      template: "payment-received",
      parameters: { student_name: "Asha", course_name: "Agentic AI", amount: "₹1,999" },
      email: { to: asha.email, subject: "Payment received", text: "Thank you." },
      keepEmail: true,
    });
    expect(outcome.channel).toBe("whatsapp");
    expect(outcome.emailId).not.toBeNull();
    expect((await messageRow(outcome.whatsappMessageId!)).fallbackEmail).toBeNull();
  });
});

describe("delivering WhatsApp messages", () => {
  it("is a job of every server whose channel is on (the Cloud API or the fake), and of none where it is off", () => {
    const server = { appUrl: "http://localhost:3000", mail: { smtpUrl: null, from: "Academy <hello@academy.test>" } };
    expect(backgroundJobs({ ...server, whatsapp: channel }).map((job) => job.name)).toContain("whatsapp-delivery");
    const off = { mode: "off" as const, templates: channel.templates };
    expect(backgroundJobs({ ...server, whatsapp: off }).map((job) => job.name)).not.toContain("whatsapp-delivery");
  });

  // Each test counts its own messages: what earlier tests left queued is sent first, far in the future.
  beforeEach(async () => {
    clockOffsetMs += 24 * HOUR_MS;
    await deliver(newFake(), testDb.db, 1000);
  });

  it("sends the template with its named parameters and keeps WhatsApp's message id", async () => {
    const fake = newFake();
    const asha = await student();
    const { whatsappMessageId } = await remind(asha.email);
    expect(await deliver(fake)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(fake.messages[0]).toMatchObject({
      to: "+919845012376",
      templateName: channel.templates["class-reminder-1h"],
      parameters: { student_name: "Asha", class_title: "Prompt patterns", class_time: "7:00 pm IST" },
    });
    expect(await messageRow(whatsappMessageId!)).toMatchObject({
      status: "accepted",
      providerMessageId: fake.messages[0]!.id,
      attempts: 1,
    });
    expect(await deliver(fake)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("retries a 429 and a 5xx later with back-off, then sends it once", async () => {
    const fake = newFake();
    const asha = await student();
    const { whatsappMessageId } = await remind(asha.email);
    fake.failNext("rate-limit");
    expect(await deliver(fake)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await messageRow(whatsappMessageId!)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await messageRow(whatsappMessageId!)).lastError).toMatch(/HTTP 429 \(#130429\)/);
    expect(await deliver(fake)).toEqual({ sent: 0, retried: 0, failed: 0 }); // not due yet
    anHourPasses();
    fake.failNext("server-error");
    expect(await deliver(fake)).toEqual({ sent: 0, retried: 1, failed: 0 });
    anHourPasses();
    expect(await deliver(fake)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(fake.messages.filter((message) => message.to === asha.mobile)).toHaveLength(1);
    expect(await messageRow(whatsappMessageId!)).toMatchObject({ status: "accepted", attempts: 3, lastError: null });
    expect(await emailsTo(asha.email)).toEqual([]);
  });

  it("gives up after the last retry, and a permanent error at once: the notice's e-mail goes instead, once", async () => {
    const fake = newFake();
    const asha = await student();
    const rejected = await remind(asha.email);
    fake.failNext("rejected");
    expect(await deliver(fake)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await messageRow(rejected.whatsappMessageId!)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await emailsTo(asha.email)).map((email) => email.subject)).toEqual(["Starting in 1 hour: Prompt patterns"]);

    const bina = await student({ mobile: "+919845012311" });
    const throttled = await remind(bina.email);
    for (let attempt = 1; attempt <= MAX_WHATSAPP_ATTEMPTS; attempt += 1) {
      fake.failNext("server-error");
      anHourPasses();
      await deliver(fake);
    }
    expect(await messageRow(throttled.whatsappMessageId!)).toMatchObject({ status: "failed", attempts: MAX_WHATSAPP_ATTEMPTS });
    expect(await emailsTo(bina.email)).toHaveLength(1);

    // WhatsApp reporting a sent message failed (twice) also sends its e-mail, once.
    const chitra = await student({ mobile: "+919845012322" });
    await remind(chitra.email);
    await deliver(fake);
    const id = fake.messages[0]!.id;
    await fake.reportStatus(id, "failed");
    await fake.reportStatus(id, "failed");
    expect(await emailsTo(chitra.email)).toHaveLength(1);
  });

  it("sends each message exactly once when two servers deliver at the same time, and again none after a restart", async () => {
    const fake = newFake();
    const people = await Promise.all(Array.from({ length: 10 }, (_, index) => student({ mobile: `+9198450100${10 + index}` })));
    for (const person of people) await remind(person.email);
    const second = await testDb.openSecondServer();
    try {
      const [serverA, serverB] = await Promise.all([deliver(fake, testDb.db, 10), deliver(fake, second.db, 10)]);
      expect(serverA.sent + serverB.sent).toBe(people.length);
    } finally {
      await second.close();
    }
    // A restarted server (a new delivery run, its fake's record intact) finds nothing to send.
    anHourPasses();
    expect(await deliver(fake)).toEqual({ sent: 0, retried: 0, failed: 0 });
    for (const person of people) expect(fake.messages.filter((message) => message.to === person.mobile)).toHaveLength(1);
  });
});

describe("the site's notices by WhatsApp", () => {
  const provider = createSandboxProvider(sandboxSecrets("whatsapp-tests-secret"));

  /** A paying student of `batchId` whose verified account has `mobile` and WhatsApp consent to `purposes`. */
  async function batchStudent(batchId: string, mobile: string, purposes: ConsentPurpose[]) {
    const email = uniquePayerEmail("wa");
    await orderAndPay(testDb.db, checkoutRequest({ email, course: "Agentic AI", country: "India" }), { provider });
    await testDb.db.update(enrolments).set({ batchId }).where(eq(enrolments.studentEmail, email));
    const userId = `user-${randomUUID()}`;
    await testDb.db.insert(authUser).values({ id: userId, email, name: "Ravi Kumar", emailVerified: true });
    await testDb.db.insert(users).values({ userId, email, name: "Ravi Kumar", mobileNo: mobile, age: 30, occupation: "Analyst" });
    for (const purpose of purposes) {
      await recordConsent(testDb.db, {
        person: { userId, mobile },
        purpose,
        channel: "whatsapp",
        given: true,
        source: "account",
      });
    }
    return { userId, email, mobile };
  }

  it("a class one hour away reminds a consenting student by WhatsApp instead of e-mail; after STOP the next one is e-mailed", async () => {
    const batchId = `WA-${randomUUID().slice(0, 8)}`;
    await testDb.db.insert(batches).values({ id: batchId, course: "Agentic AI" });
    const ravi = await batchStudent(batchId, "+919812345601", ["class-reminders"]);
    const other = await batchStudent(batchId, "+919812345602", []);
    const startsAt = indiaInstant(addDaysToDate(indiaDate(new Date()), 2), "19:00");
    const shifted = new Date(startsAt.getTime() + 5.5 * HOUR_MS);
    await testDb.db.insert(sessionMasterTable).values({
      sessionId: 77001,
      batchId,
      sessionDate: indiaDate(startsAt),
      sessionStartTime: shifted.toISOString().slice(11, 16),
      sessionTitle: "Agents in production",
    });
    const reminders = (email: string) =>
      emailsTo(email).then((rows) => rows.filter((row) => row.subject.startsWith("Starting in 1 hour")));

    await sendClassReminders(testDb.db, { now: new Date(startsAt.getTime() - HOUR_MS + 60_000), appUrl: "https://academy.test" });
    expect(await reminders(ravi.email)).toEqual([]);
    expect(await reminders(other.email)).toHaveLength(1);
    const [message] = await testDb.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, ravi.userId));
    expect(message).toMatchObject({ template: "class-reminder-1h", toNumber: "+919812345601" });
    expect(message!.parameters).toMatchObject({
      class_title: "Agents in production",
      class_time: expect.stringMatching(/7:00 pm/i),
    });
    expect(message!.fallbackEmail?.subject).toBe("Starting in 1 hour: Agents in production");

    await newFake().reply(ravi.mobile, "STOP");
    await testDb.db.insert(sessionMasterTable).values({
      sessionId: 77002,
      batchId,
      sessionDate: indiaDate(startsAt),
      sessionStartTime: new Date(shifted.getTime() + HOUR_MS).toISOString().slice(11, 16),
      sessionTitle: "Evaluation",
    });
    await sendClassReminders(testDb.db, { now: new Date(startsAt.getTime() + 60_000), appUrl: "https://academy.test" });
    expect((await reminders(ravi.email)).map((row) => row.subject)).toEqual(["Starting in 1 hour: Evaluation"]);
    expect(await testDb.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, ravi.userId))).toHaveLength(1);
  });

  it("an announcement is e-mailed to every active student and sent by WhatsApp to those who consented; the sender sees the counts", async () => {
    const batchId = `WA-${randomUUID().slice(0, 8)}`;
    await testDb.db.insert(batches).values({ id: batchId, course: "Agentic AI" });
    const ravi = await batchStudent(batchId, "+919812345611", ["course-announcements"]);
    const other = await batchStudent(batchId, "+919812345612", ["class-reminders"]);
    const posted = await postAnnouncement(testDb.db, {
      user: { id: "instructor-1", email: "teacher@academy.test", name: "Teacher", role: "admin", emailVerified: true },
      batchId,
      announcement: { title: "Room change", body: "Tomorrow's class\n\nmeets in the new room." },
      appUrl: "https://academy.test",
    });
    expect(posted).toMatchObject({ emailed: 2, whatsapped: 1 });
    for (const person of [ravi, other]) {
      expect((await emailsTo(person.email)).map((row) => row.subject)).toContain(`${batchId}: Room change`);
    }
    const fake = newFake();
    await deliver(fake, testDb.db, 1000);
    const sent = fake.messages.find((candidate) => candidate.to === ravi.mobile)!;
    expect(sent.parameters).toEqual({
      batch_name: batchId,
      title: "Room change",
      text: "Tomorrow's class meets in the new room.",
    });
    await fake.reportStatus(sent.id, "delivered");

    const board = await loadStaffBatchClassroom(testDb.db, batchId);
    expect(board!.announcements[0]!.delivery).toEqual({
      email: { sent: 0, waiting: 2, failed: 0 },
      whatsapp: { sent: 1, delivered: 1, waiting: 0, failed: 0 },
    });
  });
});

describe("the admins' Messages page", () => {
  it("lists every message newest first, filtered by person (name, e-mail or number), template and status, a page at a time", async () => {
    clockOffsetMs += 24 * HOUR_MS;
    await deliver(newFake(), testDb.db, 1000); // what earlier tests left queued
    const fake = newFake();
    const asha = await student({ mobile: "+919845077701", purposes: ["class-reminders", "payment-notices"] });
    await remind(asha.email);
    await sendNotice(testDb.db, {
      template: "payment-due",
      parameters: { student_name: "Asha", course_name: "Agentic AI", amount: "₹4,999", due_date: "05 Dec 2026" },
      email: { to: asha.email, subject: "Instalment due", text: "Due soon." },
    });
    fake.failNext("rejected");
    clockOffsetMs += 48 * HOUR_MS;
    await deliver(fake, testDb.db, 1000);
    const list = (filters: Partial<{ person: string; template: string; status: string }>, page = 1) =>
      listWhatsAppMessages(testDb.db, { filters: { person: "", template: "", status: "", ...filters } as never, page });

    const byNumber = await list({ person: "45077701" });
    expect(byNumber.messages.map((message) => message.template)).toEqual(["payment-due", "class-reminder-1h"]);
    expect(byNumber.messages.every((message) => message.email === asha.email && message.name === "Asha Nair")).toBe(true);
    expect((await list({ person: asha.email.toUpperCase() })).total).toBe(2);
    expect((await list({ person: asha.email, template: "payment-due" })).messages).toHaveLength(1);
    const failed = await list({ person: "45077701", status: "failed" });
    expect(failed.messages).toHaveLength(1);
    expect(failed.messages[0]).toMatchObject({ fallbackEmailed: true, lastError: expect.stringMatching(/HTTP 400 \(#100\)/) });
    expect((await list({ person: "nobody-at-all" })).messages).toEqual([]);
    const everything = await list({});
    expect(everything.total).toBeGreaterThan(2);
    expect((await list({}, 999)).page).toBe(everything.pageCount);
  });
});
