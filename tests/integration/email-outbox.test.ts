import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retryDelaySeconds } from "~/email/retry-backoff";
import { queryRows } from "~/platform/db/client.server";
import { sqlInstant } from "~/platform/jobs/claim-due.server";
import { emailOutbox } from "~/platform/db/schema";
import { deliverDueEmails, enqueueEmail, MAX_DELIVERY_ATTEMPTS, smtpTransport, type MailTransport } from "~/email/outbox.server";
import { createEmailVerificationToken } from "better-auth/api";
import { inviteAdmin } from "~/staff/invite-admin.server";
import { requestPasswordReset } from "~/accounts/request-password-reset.server";
import { enqueueVerificationEmail, VERIFICATION_LINK_SECONDS } from "~/accounts/auth/verification-link.server";
import { getConfig } from "~/platform/config.server";
import { signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { uniqueIp } from "../support/route-calls";
import { closedLocalPort, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { useFreshDatabase } from "../support/test-database";

const FROM = "Academy <hello@academy.test>";

describe("e-mail outbox delivered over SMTP", () => {
  const testDb = useFreshDatabase();
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
  });
  beforeEach(async () => {
    await sink.start();
    sink.received.length = 0;
    await testDb.db.delete(emailOutbox);
    movedOnSeconds = 0;
  });

  /** The outbox's clock: real time, moved on by the test instead of waiting. */
  let movedOnSeconds = 0;
  const clock = () => new Date(Date.now() + movedOnSeconds * 1000);
  /** An hour passes: every pending e-mail is due (the longest wait between attempts) and every claim's lease is over. */
  const anHourPasses = () => {
    movedOnSeconds += 3600;
  };

  const deliver = (transport: MailTransport = smtpTransport(sink.url), batchSize?: number) =>
    deliverDueEmails(testDb.db, transport, { from: FROM, batchSize, clock });

  const outboxRow = async (id: string) => {
    const [row] = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return row!;
  };

  const secondsUntilNextAttempt = async (id: string) => {
    const [row] = await queryRows<{ seconds: number }>(
      testDb.db,
      sql`select extract(epoch from next_attempt_at - ${sqlInstant(clock())})::float8 as seconds from email_outbox where id = ${id}`,
    );
    return Number(row!.seconds);
  };

  const receivedBy = (address: string) => sink.received.filter((email) => email.envelopeTo.includes(address));

  it("sends each queued e-mail once with its recipient, subject and body, and marks it sent", async () => {
    const longLine = `Your seat in Agentic AI is confirmed. Fee paid: ₹ 45,000. ${"We look forward to seeing you. ".repeat(3)}`;
    const emails = [
      { to: "asha@example.com", subject: "Welcome to the academy", text: "Hello Asha,\nyour account is ready." },
      { to: "ravi@example.com", subject: "Payment received — ₹ 45,000", text: `Hello Ravi,\n${longLine}` },
      {
        to: "meera@example.com",
        subject: "Reset your password",
        text: "Open https://academy.test/reset?token=abc to choose a new password.",
        html: '<p>Open <a href="https://academy.test/reset?token=abc">this link</a> to choose a new password.</p>',
      },
    ];
    const ids = [];
    for (const email of emails) ids.push(await enqueueEmail(testDb.db, email));

    expect(await deliver()).toEqual({ sent: 3, failed: 0 });

    expect(sink.received).toHaveLength(3);
    for (const email of emails) {
      const [message, ...duplicates] = receivedBy(email.to);
      expect(duplicates).toEqual([]);
      expect(message!.envelopeFrom).toBe("hello@academy.test");
      expect(message!.from).toBe(FROM);
      expect(message!.to).toBe(email.to);
      expect(message!.subject).toBe(email.subject);
      expect(message!.text).toBe(email.text);
      expect(message!.html).toBe(email.html ?? null);
    }
    for (const id of ids) {
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(Math.abs(row.sentAt!.getTime() - Date.now())).toBeLessThan(60_000);
    }

    // Sent e-mails are never sent again, even once they would otherwise be due.
    anHourPasses();
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(3);
  });

  it("keeps e-mails pending with a backoff while the SMTP server is down, then delivers each once", async () => {
    const first = await enqueueEmail(testDb.db, { to: "first@example.com", subject: "First", text: "one" });
    const second = await enqueueEmail(testDb.db, { to: "second@example.com", subject: "Second", text: "two" });
    await sink.stop();

    expect(await deliver()).toEqual({ sent: 0, failed: 2 });
    for (const id of [first, second]) {
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      const wait = await secondsUntilNextAttempt(id);
      expect(wait).toBeGreaterThan(retryDelaySeconds(1) - 5);
      expect(wait).toBeLessThanOrEqual(retryDelaySeconds(1));
    }

    // Not due yet: a second run right away does not try again.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRow(first)).attempts).toBe(1);

    // Down again on the next try: the wait doubles.
    anHourPasses();
    expect(await deliver()).toEqual({ sent: 0, failed: 2 });
    expect((await outboxRow(first)).attempts).toBe(2);
    expect(await secondsUntilNextAttempt(first)).toBeGreaterThan(retryDelaySeconds(2) - 5);
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1));

    await sink.start();
    expect(sink.received).toEqual([]);
    anHourPasses();
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });

    expect(receivedBy("first@example.com").map((email) => email.subject)).toEqual(["First"]);
    expect(receivedBy("second@example.com").map((email) => email.subject)).toEqual(["Second"]);
    expect(sink.received).toHaveLength(2);
    for (const id of [first, second]) {
      expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    }
  });

  it("delivers each e-mail exactly once when two servers run the delivery at the same time", async () => {
    const recipients = Array.from({ length: 12 }, (_, index) => `student${index}@example.com`);
    for (const to of recipients) await enqueueEmail(testDb.db, { to, subject: `Hello ${to}`, text: "Welcome." });

    const [serverA, serverB] = await Promise.all([deliver(smtpTransport(sink.url), 12), deliver(smtpTransport(sink.url), 12)]);

    expect(serverA.failed + serverB.failed).toBe(0);
    expect(serverA.sent + serverB.sent).toBe(recipients.length);
    expect(sink.received).toHaveLength(recipients.length);
    for (const to of recipients) expect(receivedBy(to).map((email) => email.subject)).toEqual([`Hello ${to}`]);
    const rows = await testDb.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(recipients.map(() => ["sent", 1]));
  });

  it("gives up on an e-mail after MAX_DELIVERY_ATTEMPTS failed attempts", async () => {
    const unreachable = smtpTransport(`smtp://127.0.0.1:${await closedLocalPort()}`);
    const id = await enqueueEmail(testDb.db, { to: "lost@example.com", subject: "Never arrives", text: "…" });

    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      anHourPasses();
      expect(await deliver(unreachable)).toEqual({ sent: 0, failed: 1 });
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_DELIVERY_ATTEMPTS ? "pending" : "failed");
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(await secondsUntilNextAttempt(id)).toBeGreaterThan(retryDelaySeconds(attempt) - 5);
      }
    }

    // A failed e-mail is not tried again, even through a working server.
    anHourPasses();
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
    expect(sink.received).toEqual([]);
  });

  /**
   * The four e-mails with a one-time link, queued by the site's own functions: a new account's verification link
   * (sign-up), a password reset, an admin invitation and the confirmation of a new address. Returns each link's secret.
   */
  async function queueOneTimeLinks() {
    const student = await signUpStudent(uniqueEmail("links"));
    const forgot = new Request(`${getConfig().appUrl}/forgot-password`, { headers: { "x-client-ip": uniqueIp() } });
    expect(await requestPasswordReset({ email: student.email, request: forgot })).toEqual({ kind: "sent" });
    const invited = await inviteAdmin(testDb.db, {
      actor: { id: "admin-1", email: "boss@example.com" },
      email: uniqueEmail("invitee"),
    });
    expect(invited.ok).toBe(true);
    const newAddress = uniqueEmail("moved");
    const changeToken = await createEmailVerificationToken(
      getConfig().authSecret,
      student.email,
      newAddress,
      VERIFICATION_LINK_SECONDS,
    );
    await enqueueVerificationEmail(testDb.db, { to: newAddress, name: "Sneha Iyer", token: changeToken });

    const rows = await testDb.db.select().from(emailOutbox);
    const secretOf = (pattern: RegExp) => {
      const found = rows.map((row) => pattern.exec(row.textBody)?.[1]).filter((secret) => secret !== undefined);
      expect(found, String(pattern)).toHaveLength(1);
      return decodeURIComponent(found[0]!);
    };
    const secrets = {
      invitation: secretOf(/\/admin\/invitations\/([\w-]+)/),
      reset: secretOf(/\/reset-password\?token=([^\s&]+)/),
      verification: secretOf(new RegExp(`/verify-email\\?token=(?!${changeToken})([^\\s&]+)`)),
      change: changeToken,
    };
    // Queued and not sent yet, each message holds its link whole (without SMTP, this is the development mailbox).
    for (const secret of Object.values(secrets)) {
      expect(rows.filter((row) => row.textBody.includes(secret) && row.htmlBody?.includes(secret))).toHaveLength(1);
    }
    return { secrets, count: rows.length };
  }

  it("keeps no one-time link in a delivered e-mail: the recipient gets the link, the stored message says [redacted]", async () => {
    const { secrets, count } = await queueOneTimeLinks();
    expect(count).toBe(4);

    expect(await deliver()).toEqual({ sent: 4, failed: 0 });

    const delivered = sink.received.map((email) => `${email.text}\n${email.html}`).join("\n");
    for (const secret of Object.values(secrets)) expect(delivered).toContain(secret);
    const rows = await testDb.db.select().from(emailOutbox);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
    const stored = JSON.stringify(rows);
    for (const [kind, secret] of Object.entries(secrets)) expect(stored, kind).not.toContain(secret);
    for (const row of rows) {
      expect(row.textBody).toMatch(/(\/admin\/invitations\/|token=)\[redacted\]/);
      expect(row.htmlBody).toMatch(/(\/admin\/invitations\/|token=)\[redacted\]/);
    }
    const invitation = rows.find((row) => row.textBody.includes("/admin/invitations/"))!;
    expect(invitation.textBody).toContain("Accept the invitation: http://localhost:3000/admin/invitations/[redacted]");
  });

  it("keeps no one-time link in an e-mail it gave up on, and leaves other e-mails' links alone", async () => {
    const { secrets } = await queueOneTimeLinks();
    const dashboardLink = "Your dashboard: http://localhost:3000/dashboard#sessions";
    const plain = await enqueueEmail(testDb.db, { to: "plain@example.com", subject: "Recording", text: dashboardLink });
    const unreachable = smtpTransport(`smtp://127.0.0.1:${await closedLocalPort()}`);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      anHourPasses();
      await deliver(unreachable);
      // While the outbox still tries, the message is kept whole (the next attempt sends it).
      if (attempt < MAX_DELIVERY_ATTEMPTS)
        expect(JSON.stringify(await testDb.db.select().from(emailOutbox))).toContain(secrets.reset);
    }
    const rows = await testDb.db.select().from(emailOutbox);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["failed"]));
    for (const secret of Object.values(secrets)) expect(JSON.stringify(rows)).not.toContain(secret);
    expect((await outboxRow(plain)).textBody).toBe(dashboardLink);
  });

  it("does not let a server whose claim ran out undo the delivery another server made", async () => {
    const id = await enqueueEmail(testDb.db, { to: "once@example.com", subject: "Only once", text: "Hi." });
    // Server A's SMTP session hangs past its lease; meanwhile server B claims the row and delivers it.
    // Then A's session fails: A must not put the row back to pending (which would send it again).
    const hangsThenFails: MailTransport = {
      async send() {
        anHourPasses();
        expect(await deliver(smtpTransport(sink.url))).toEqual({ sent: 1, failed: 0 });
        throw new Error("Connection closed unexpectedly");
      },
    };

    expect(await deliver(hangsThenFails)).toEqual({ sent: 0, failed: 1 });

    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    anHourPasses();
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(receivedBy("once@example.com")).toHaveLength(1);
  });
});
