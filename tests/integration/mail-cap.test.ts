// Mail bombing: sign-up, 'Resend verification email', a change of address and forgot-password send e-mails to an
// address anyone can type. At most 5 of them reach one address in 24 hours, whichever flow asked, counted in the
// database; over that nothing is sent, the visitor's answer is the usual one, and the log says so
// (docs/decisions/0081-sign-in-lockout-and-mail-cap.md).
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_MESSAGES } from "~/accounts/email-verification";
import { action as accountAction } from "~/routes/account/account";
import { action as forgotPasswordAction } from "~/routes/account/forgot-password";
import { action as verifyEmailAction } from "~/routes/account/verify-email";
import { cappedEmails, emailOutbox } from "~/platform/db/schema";
import { CAPPED_EMAILS_PER_DAY, enqueueCappedEmail } from "~/email/enqueue-capped-email.server";
import { logger } from "~/platform/logger.server";
import { signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { formPost, payloadOf, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
afterEach(() => vi.restoreAllMocks());

const mailTo = (email: string) => testDb.db.$count(emailOutbox, eq(emailOutbox.toAddress, email));
const forgotPassword = (email: string) => run(forgotPasswordAction, formPost("/forgot-password", { email }));
const resend = (cookie: string) => run(verifyEmailAction, formPost("/verify-email", { intent: "resend" }, { cookie }));

describe("at most 5 account e-mails a day to one address", () => {
  it("the 6th is not sent, whichever flow asks, and the visitor reads the usual answer; another address gets its mail", async () => {
    const warn = vi.spyOn(logger, "warn");
    const victim = uniqueEmail("victim");
    const { cookie, password } = await signUpStudent(victim); // 1: the sign-up's verification link
    for (let click = 0; click < 3; click += 1) {
      expect(payloadOf(await resend(cookie))).toEqual({ sent: true, message: VERIFICATION_MESSAGES.resent }); // 2, 3, 4
    }
    const usual = await forgotPassword(victim); // 5
    expect(payloadOf(usual)).toMatchObject({ state: "sent" });
    expect(await mailTo(victim)).toBe(CAPPED_EMAILS_PER_DAY);

    const sixth = await forgotPassword(victim);
    expect(statusOf(sixth)).toBe(statusOf(usual));
    expect(payloadOf(sixth)).toEqual(payloadOf(usual));
    expect(await mailTo(victim)).toBe(CAPPED_EMAILS_PER_DAY);
    expect(warn).toHaveBeenCalledWith(
      { kind: "password-reset", recipient: victim },
      "e-mail not sent: the address had its daily share of account e-mails",
    );

    // Someone else's address is not held up.
    const other = await signUpStudent(uniqueEmail("neighbour"));
    expect(payloadOf(await forgotPassword(other.email))).toMatchObject({ state: "sent" });
    expect(await mailTo(other.email)).toBe(2);

    // Deleting the account and signing up again with the address sends nothing more either; the sign-up still works.
    const deleted = await run(
      accountAction,
      formPost("/account", { intent: "delete-account", deletePassword: password, deleteConfirmation: "DELETE" }, { cookie }),
    );
    expect(statusOf(deleted)).toBe(302);
    await signUpStudent(victim);
    expect(await mailTo(victim)).toBe(CAPPED_EMAILS_PER_DAY);

    // A day after the first ones, the address gets mail again.
    await testDb.db.execute(
      sql`update capped_emails set queued_at = queued_at - interval '24 hours 1 second' where recipient = ${victim}`,
    );
    expect(payloadOf(await forgotPassword(victim))).toMatchObject({ state: "sent" });
    expect(await mailTo(victim)).toBe(CAPPED_EMAILS_PER_DAY + 1);
  });

  it("a change of address to someone else's inbox counts too", async () => {
    const target = uniqueEmail("target");
    const { cookie, password } = await signUpStudent(uniqueEmail("mover"));
    await testDb.db
      .insert(cappedEmails)
      .values(Array.from({ length: CAPPED_EMAILS_PER_DAY }, () => ({ recipient: target, kind: "verification" as const })));
    const changed = await run(
      accountAction,
      formPost("/account", { intent: "change-email", newEmail: target, emailPassword: password }, { cookie }),
    );
    expect(statusOf(changed)).toBeLessThan(400);
    expect(await mailTo(target)).toBe(0);
    // The same change to an address without its share sends the link.
    const fresh = uniqueEmail("fresh-target");
    await run(
      accountAction,
      formPost("/account", { intent: "change-email", newEmail: fresh, emailPassword: password }, { cookie }),
    );
    expect(await mailTo(fresh)).toBe(1);
  });

  it("ten e-mails asked for at once (as from several servers) queue exactly five", async () => {
    const recipient = uniqueEmail("burst");
    const queued = await Promise.all(
      Array.from({ length: 10 }, () =>
        enqueueCappedEmail(testDb.db, "password-reset", { to: recipient, subject: "Reset your password", text: "link" }),
      ),
    );
    expect(queued.filter(Boolean)).toHaveLength(CAPPED_EMAILS_PER_DAY);
    expect(await mailTo(recipient)).toBe(CAPPED_EMAILS_PER_DAY);
  });
});
