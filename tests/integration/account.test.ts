// The /account page's loader and actions, and /account/data.json,
// called with real Requests against a fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { randomUUID } from "node:crypto";
import { and, desc, eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "~/accounts/account-schemas";
import { action as accountAction, loader as accountLoader } from "~/routes/account/account";
import { loader as accountDataLoader } from "~/routes/account/account-data";
import { action as signInAction, loader as signInLoader } from "~/routes/account/signin";
import { PERSONAL_DATA_TABLES } from "~/accounts/personal-data-tables.server";
import { requestPasswordReset } from "~/accounts/request-password-reset.server";
import { recordAudit } from "~/staff/record-audit.server";
import { joinClass } from "~/classes/join-class.server";
import { readVerificationTokenClaims } from "~/accounts/auth/verification-link.server";
import { saveReminderSettings } from "~/classes/save-reminder-settings.server";
import { sendClassReminders } from "~/classes/send-class-reminders.server";
import { queryRows } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { enqueueEmail } from "~/email/outbox.server";
import { contactNotificationEmail } from "~/email/templates.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import { createSandboxProvider, sandboxSecrets, type WebhookDelivery } from "~/payments/sandbox-provider.server";
import { requestRefund } from "~/refunds/request-refund.server";
import { getAuth } from "~/accounts/auth/auth.server";
import { getOptionalUser } from "~/accounts/auth/session.server";
import {
  adminInvitations,
  aispotMaster,
  auditLog,
  authAccount,
  authSession,
  authUser,
  authVerification,
  batchSessionLinks,
  certificates,
  classAttendance,
  classReminderOptOuts,
  classReminders,
  contactSubmissions,
  invoices,
  leadNotes,
  emailOutbox,
  leadGenResponses,
  payments,
  quizResponses,
  referralCredits,
  referralPayouts,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "~/platform/db/schema";
import { RATE_LIMITS } from "~/platform/rate-limit.server";
import { signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { checkoutRequest, orderAndPay, registerStudent } from "../support/payment-fixtures";
import { quizRow } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const PASSWORD = "student-secret";

describe("/account", () => {
  const testDb = useFreshDatabase();

  /** A student signed up through the form; `verified` marks the address proven, as the verification link does. */
  async function newStudent({ verified = true } = {}) {
    const student = await signUpStudent(uniqueEmail("account"), PASSWORD);
    if (verified) await testDb.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, student.email));
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, student.email));
    return { ...student, id: account!.id };
  }

  function post(cookie: string, fields: Record<string, string>) {
    return run(accountAction, formPost("/account", fields, { cookie }));
  }

  async function signInStatus(email: string, password: string) {
    const response = await run(signInAction, formPost("/signin", { email, password }));
    return { status: statusOf(response), cookie: response instanceof Response ? cookieOf(response) : "" };
  }

  async function sessionUser(cookie: string) {
    return getOptionalUser(pageRequest("/account", cookie));
  }

  async function outboxTo(address: string) {
    return testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.createdAt));
  }

  // Rows the site keeps under an e-mail address, as payments, admins and forms leave them.
  async function paymentFor(email: string, fields: Partial<typeof payments.$inferInsert> = {}) {
    const [row] = await testDb.db
      .insert(payments)
      .values({
        userId: `guest_${randomUUID()}`,
        name: "Asha Rao",
        email,
        mobile: "9876543210",
        course: "Agentic AI",
        duration: "4 months",
        country: "India",
        currency: "INR",
        amount: "2999.00",
        providerAmountPaise: 299900,
        paymentStatus: "success",
        razorpayPaymentId: `pay_${randomUUID().slice(0, 12)}`,
        razorpayOrderId: `order_${randomUUID().slice(0, 12)}`,
        ...fields,
      })
      .returning();
    return row!;
  }

  async function recordsUnder(email: string) {
    const student = (
      await testDb.db
        .insert(studentMasterTable)
        .values({
          email,
          studentName: "Asha Rao",
          batchId: "AGENTIC_AI_BATCH_1",
          currentCourseName: "Agentic AI",
          totalAmountPaid: "2999.00",
        })
        .returning()
    )[0]!;
    const certificate = (
      await testDb.db
        .insert(certificates)
        .values({
          userEmail: email,
          certificateName: "Agentic AI",
          certificateImageLink: "https://files.example.com/c.png",
          dateOfIssuing: "2026-03-01",
        })
        .returning()
    )[0]!;
    const guestPayment = await paymentFor(email);
    // Someone else paid with this address as their referral code.
    const referred = await paymentFor(uniqueEmail("friend"), { referredByEmail: email });
    await testDb.db
      .insert(referralCredits)
      .values({ paymentId: referred.id, referrerEmail: email, amount: "299.90", currency: "INR" });
    // Part of that credit paid out to them.
    const payout = (
      await testDb.db
        .insert(referralPayouts)
        .values({
          referrerEmail: email,
          currency: "INR",
          amount: "100.00",
          paidOn: "2026-03-02",
          reference: `UPI ${randomUUID().slice(0, 12)}`,
          idempotencyKey: randomUUID(),
          recordedBy: "admin-fixture",
        })
        .returning()
    )[0]!;
    const quiz = (
      await testDb.db
        .insert(quizResponses)
        .values(quizRow({ name: "Asha Rao", email, age: 29, occupation: "Analyst", score: 16, readinessLevel: "Ready" }))
        .returning()
    )[0]!;
    const contact = (
      await testDb.db
        .insert(contactSubmissions)
        .values({ name: "Asha Rao", email, mobile: "9876543210", purpose: "free_session" })
        .returning()
    )[0]!;
    const application = (
      await testDb.db
        .insert(leadGenResponses)
        .values({
          name: "Asha Rao",
          email,
          mobile: "9876543210",
          occupation: "Analyst",
          interestAreas: ["Agents"],
          timeline: "Now",
          ref1Name: "Ref One",
          ref1Mobile: "9000000001",
          ref2Name: "Ref Two",
          ref2Mobile: "9000000002",
          declarationText: "I agree",
          declarationTimestamp: new Date(),
        })
        .returning()
    )[0]!;
    const spot = (
      await testDb.db
        .insert(aispotMaster)
        .values({
          name: `Cafe ${randomUUID().slice(0, 6)}`,
          typeOfPlace: "Cafes",
          address: "1 Road",
          country: "India",
          state: "Karnataka",
          city: "Bengaluru",
          pinZip: "560001",
          telephone: "080 2222 3333",
          aispotEmail: "cafe@example.com",
          ownerManagerName: "Asha Rao",
          mobile: "9876543210",
          email,
          price: "₹300",
        })
        .returning()
    )[0]!;
    // An admin's note on each of their leads.
    const notes = await testDb.db
      .insert(leadNotes)
      .values([
        { leadKind: "quiz" as const, leadId: quiz.id, body: `Quiz note on ${email}`, authorUserId: "admin-fixture" },
        { leadKind: "contact" as const, leadId: contact.id, body: `Contact note on ${email}`, authorUserId: "admin-fixture" },
        {
          leadKind: "certificate" as const,
          leadId: application.id,
          body: `Application note on ${email}`,
          authorUserId: "admin-fixture",
        },
      ])
      .returning();
    return { student, certificate, guestPayment, referred, payout, quiz, contact, application, spot, notes };
  }

  describe("who may use it", () => {
    it("sends an anonymous visitor to sign in and back, for the page, the data file and every action", async () => {
      const page = await run(accountLoader, pageRequest("/account"));
      expect(statusOf(page)).toBe(302);
      expect((page as Response).headers.get("location")).toBe("/signin?redirectTo=%2Faccount");
      const file = await run(accountDataLoader, pageRequest("/account/data.json"));
      expect((file as Response).headers.get("location")).toBe("/signin?redirectTo=%2Faccount%2Fdata.json");
      for (const intent of ["update-profile", "change-password", "change-email", "delete-account"]) {
        const response = await run(
          accountAction,
          formPost("/account", { intent, name: "Nobody", deletePassword: "x", deleteConfirmation: "DELETE" }),
        );
        expect(statusOf(response), intent).toBe(302);
        expect((response as Response).headers.get("location")).toBe("/signin?redirectTo=%2Faccount");
      }
    });

    it("refuses another site's posts, even with the owner's cookie, and changes nothing", async () => {
      const student = await newStudent();
      const mailBefore = (await outboxTo(student.email)).length;
      const attempts: Record<string, string>[] = [
        { intent: "update-profile", name: "Cross Site", mobile_no: "9000000009", age: "40", occupation: "Spy" },
        {
          intent: "change-password",
          currentPassword: PASSWORD,
          newPassword: "stolen-secret",
          confirmNewPassword: "stolen-secret",
        },
        { intent: "change-email", newEmail: uniqueEmail("thief"), emailPassword: PASSWORD },
        { intent: "delete-account", deletePassword: PASSWORD, deleteConfirmation: "DELETE" },
      ];
      for (const fields of attempts) {
        const response = await run(
          accountAction,
          formPost("/account", fields, { cookie: student.cookie, origin: "https://evil.example" }),
        );
        expect(statusOf(response), fields.intent).toBe(403);
      }
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
      expect(profile).toMatchObject({ name: "Sneha Iyer", email: student.email });
      expect((await sessionUser(student.cookie))?.email).toBe(student.email);
      expect((await signInStatus(student.email, PASSWORD)).status).toBe(302);
      expect(await outboxTo(student.email)).toHaveLength(mailBefore);
    });

    it("answers an unknown intent with 400", async () => {
      const student = await newStudent();
      expect(statusOf(await post(student.cookie, { intent: "make-me-admin" }))).toBe(400);
    });

    it("answers hostile input with a clear refusal or a clean save, never a failure", async () => {
      const student = await newStudent();
      const long = "x".repeat(100_000);
      const forms: Record<string, string>[] = [
        {
          intent: "update-profile",
          name: "Sneha\u0000 <script>alert(1)</script>",
          mobile_no: "98450\u000012376",
          age: "27",
          occupation: "'; DROP TABLE users; --",
        },
        { intent: "update-profile", name: long, mobile_no: long, age: long, occupation: long },
        { intent: "change-password", currentPassword: long, newPassword: long, confirmNewPassword: long },
        { intent: "change-email", newEmail: `${long}@example.com`, emailPassword: "\u0000" },
        { intent: "delete-account", deletePassword: long, deleteConfirmation: "DELETE\u0000" },
      ];
      for (const fields of forms) {
        const response = await post(student.cookie, fields);
        expect(statusOf(response), fields.intent).toBeLessThan(500);
      }
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
      expect(profile).toMatchObject({
        name: "Sneha <script>alert(1)</script>",
        mobileNo: "+919845012376", // NULs dropped, then stored in E.164
        occupation: "'; DROP TABLE users; --",
      });
      expect((await sessionUser(student.cookie))?.email).toBe(student.email);
    });

    it("shows the signed-in person their own profile, and an admin theirs (made on first visit, spec 1 §3)", async () => {
      const student = await newStudent();
      const own = payloadOf(await run(accountLoader, pageRequest("/account", student.cookie)));
      expect(own).toMatchObject({
        email: student.email,
        emailVerified: true,
        isAdmin: false,
        profile: { name: "Sneha Iyer", mobileNo: "+919845012376", age: 27, occupation: "Analyst" },
      });
      const admin = await signInNewAdmin();
      const adminPage = payloadOf(await run(accountLoader, pageRequest("/account", admin.cookie)));
      expect(adminPage).toMatchObject({
        email: admin.email,
        isAdmin: true,
        profile: { email: admin.email, age: 25, occupation: "Professional" },
      });
    });
  });

  describe("edit name, mobile, age, occupation", () => {
    it("saves the profile and the account's name together", async () => {
      const student = await newStudent();
      const response = await post(student.cookie, {
        intent: "update-profile",
        name: "  Sneha R. Iyer ",
        mobile_no: "+91 90000 11111",
        age: "31",
        occupation: " Data Scientist ",
      });
      expect(payloadOf(response)).toMatchObject({ intent: "update-profile", success: M.profileSaved, errors: {} });
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
      expect(profile).toMatchObject({
        name: "Sneha R. Iyer",
        mobileNo: "+919000011111",
        age: 31,
        occupation: "Data Scientist",
        email: student.email,
      });
      expect((await sessionUser(student.cookie))?.name).toBe("Sneha R. Iyer");
    });

    it("answers the sign-up rules' messages and changes nothing", async () => {
      const student = await newStudent();
      const response = await post(student.cookie, {
        intent: "update-profile",
        name: " ",
        mobile_no: "12",
        age: "15",
        occupation: "",
      });
      expect(statusOf(response)).toBe(400);
      expect(payloadOf(response)).toMatchObject({
        errors: {
          name: M.nameRequired,
          mobile_no: M.invalidMobile,
          age: "Please enter a valid age between 16 and 100",
          occupation: M.occupationRequired,
        },
        values: { name: " ", mobile_no: "12", age: "15", occupation: "" },
      });
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
      expect(profile).toMatchObject({ name: "Sneha Iyer", age: 27, occupation: "Analyst" });
    });
  });

  describe("change password", () => {
    it("needs the current password, signs out every other session, keeps this one, and tells the address", async () => {
      const student = await newStudent();
      const elsewhere = await signInStatus(student.email, PASSWORD);
      expect(await sessionUser(elsewhere.cookie)).not.toBeNull();

      const response = await post(student.cookie, {
        intent: "change-password",
        currentPassword: PASSWORD,
        newPassword: "second-secret",
        confirmNewPassword: "second-secret",
      });
      expect(payloadOf(response)).toMatchObject({ intent: "change-password", success: M.passwordChanged });
      const headers = (response as { init: { headers: Headers } }).init.headers;
      const newCookie = headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");

      expect(await sessionUser(elsewhere.cookie)).toBeNull();
      expect(await sessionUser(student.cookie)).toBeNull();
      expect((await sessionUser(newCookie))?.email).toBe(student.email);
      const sessions = await testDb.db.select().from(authSession).where(eq(authSession.userId, student.id));
      expect(sessions).toHaveLength(1);

      expect((await signInStatus(student.email, PASSWORD)).status).toBe(401);
      expect((await signInStatus(student.email, "second-secret")).status).toBe(302);
      const [notice] = await outboxTo(student.email);
      expect(notice?.subject).toBe("Your AI Elevate Academy password was changed");
      expect(notice?.textBody).toContain("every other device signed in to it was signed out");
    });

    it("keeps the spec's length and match messages, and refuses a wrong current password", async () => {
      const student = await newStudent();
      const mailBefore = (await outboxTo(student.email)).length;
      const short = await post(student.cookie, {
        intent: "change-password",
        currentPassword: PASSWORD,
        newPassword: "abc",
        confirmNewPassword: "abd",
      });
      expect(statusOf(short)).toBe(400);
      expect(payloadOf(short).errors).toEqual({
        newPassword: "Password must be at least 6 characters long",
        confirmNewPassword: "Passwords do not match",
      });
      const wrong = await post(student.cookie, {
        intent: "change-password",
        currentPassword: "not-my-password",
        newPassword: "second-secret",
        confirmNewPassword: "second-secret",
      });
      expect(statusOf(wrong)).toBe(400);
      expect(payloadOf(wrong).errors).toEqual({ currentPassword: M.wrongPassword });
      expect((await signInStatus(student.email, PASSWORD)).status).toBe(302);
      expect(await outboxTo(student.email)).toHaveLength(mailBefore);
    });

    it(`stops after ${RATE_LIMITS.accountPasswordFailuresPerUser.max} wrong passwords a minute, whichever form they were typed in`, async () => {
      const student = await newStudent();
      for (let attempt = 0; attempt < RATE_LIMITS.accountPasswordFailuresPerUser.max; attempt++) {
        const fields: Record<string, string> =
          attempt % 2 === 0
            ? {
                intent: "change-password",
                currentPassword: `guess-${attempt}`,
                newPassword: "second-secret",
                confirmNewPassword: "second-secret",
              }
            : { intent: "delete-account", deletePassword: `guess-${attempt}`, deleteConfirmation: "DELETE" };
        expect(statusOf(await post(student.cookie, fields))).toBe(400);
      }
      const blocked = await post(student.cookie, {
        intent: "change-password",
        currentPassword: PASSWORD,
        newPassword: "second-secret",
        confirmNewPassword: "second-secret",
      });
      expect(statusOf(blocked)).toBe(429);
      expect(payloadOf(blocked).formError).toBe(M.tooManyAttempts);
      expect(
        statusOf(
          await post(student.cookie, { intent: "delete-account", deletePassword: PASSWORD, deleteConfirmation: "DELETE" }),
        ),
      ).toBe(429);
      expect((await signInStatus(student.email, PASSWORD)).status).toBe(302);
    });
  });

  describe("change e-mail", () => {
    async function latestChangeToken(newEmail: string) {
      const [message] = await outboxTo(newEmail);
      expect(message, `a verification e-mail to ${newEmail}`).toBeDefined();
      const link = message!.textBody.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
      expect(link, "a link to the site's own /verify-email page").toBeDefined();
      return new URL(link!).searchParams.get("token")!;
    }

    /** What app/routes/account/verify-email.tsx does with the link, for the signed-in owner of the token. */
    async function openVerificationLink(token: string, cookie: string) {
      return (await getAuth()).api.verifyEmail({ query: { token }, headers: new Headers({ cookie }) });
    }

    it("a verified account keeps its address until the new one is verified; then its rows follow it", async () => {
      const student = await newStudent();
      const records = await recordsUnder(student.email);
      const signedInPayment = await paymentFor(student.email, { userId: student.id });
      const newEmail = uniqueEmail("moved");

      const response = await post(student.cookie, {
        intent: "change-email",
        newEmail: `  ${newEmail.toUpperCase()} `,
        emailPassword: PASSWORD,
      });
      expect(payloadOf(response)).toMatchObject({
        intent: "change-email",
        success: M.emailChangeSent.replace("{email}", newEmail),
      });

      // Nothing counts yet: the old address still signs in and still owns everything.
      expect((await sessionUser(student.cookie))?.email).toBe(student.email);
      expect((await signInStatus(newEmail, PASSWORD)).status).toBe(401);
      const [certificateBefore] = await testDb.db.select().from(certificates).where(eq(certificates.id, records.certificate.id));
      expect(certificateBefore?.userEmail).toBe(student.email);
      const token = await latestChangeToken(newEmail);
      expect(readVerificationTokenClaims(token)).toMatchObject({ email: student.email, updateTo: newEmail });

      await openVerificationLink(token, student.cookie);

      const user = await sessionUser(student.cookie);
      expect(user).toMatchObject({ email: newEmail, emailVerified: true });
      expect((await signInStatus(newEmail, PASSWORD)).status).toBe(302);
      expect((await signInStatus(student.email, PASSWORD)).status).toBe(401);
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
      expect(profile?.email).toBe(newEmail);
      const [studentRow] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.id, records.student.id));
      expect(studentRow?.email).toBe(newEmail);
      const [certificate] = await testDb.db.select().from(certificates).where(eq(certificates.id, records.certificate.id));
      expect(certificate?.userEmail).toBe(newEmail);
      for (const id of [records.guestPayment.id, signedInPayment.id]) {
        const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, id));
        expect(payment?.email).toBe(newEmail);
      }
      const [referred] = await testDb.db.select().from(payments).where(eq(payments.id, records.referred.id));
      expect(referred?.referredByEmail).toBe(newEmail);
      const [credit] = await testDb.db.select().from(referralCredits).where(eq(referralCredits.paymentId, records.referred.id));
      expect(credit?.referrerEmail).toBe(newEmail);
      const [payout] = await testDb.db.select().from(referralPayouts).where(eq(referralPayouts.id, records.payout.id));
      expect(payout?.referrerEmail).toBe(newEmail);
      // The old address hears about it.
      const [notice] = await outboxTo(student.email);
      expect(notice?.subject).toBe("Your AI Elevate Academy e-mail address was changed");
      expect(notice?.textBody).toContain(newEmail);
      // The dashboard's reads by e-mail find the same rows under the new address.
      const [{ count }] = await testDb.db
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.email, newEmail));
      expect(count).toBe(2);
    });

    it("an unverified account's address changes at once, stays unverified, and takes nothing found by the old address", async () => {
      const student = await newStudent({ verified: false });
      const strangersPayment = await paymentFor(student.email);
      const newEmail = uniqueEmail("typo-fixed");
      const response = await post(student.cookie, { intent: "change-email", newEmail, emailPassword: PASSWORD });
      expect(payloadOf(response)).toMatchObject({ success: M.emailChangedUnverified.replace("{email}", newEmail) });

      expect(await sessionUser(student.cookie)).toMatchObject({ email: newEmail, emailVerified: false });
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
      expect(profile?.email).toBe(newEmail);
      const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, strangersPayment.id));
      expect(payment?.email).toBe(student.email);
      // A plain verification link went to the new address; opening it proves the address.
      const token = await latestChangeToken(newEmail);
      expect(readVerificationTokenClaims(token)).toMatchObject({ email: newEmail, updateTo: null });
      await openVerificationLink(token, student.cookie);
      expect(await sessionUser(student.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
      const [stillTheirs] = await testDb.db.select().from(payments).where(eq(payments.id, strangersPayment.id));
      expect(stillTheirs?.email).toBe(student.email);
    });

    it("refuses a wrong password, the same address, an address with an account, and a malformed one", async () => {
      const student = await newStudent();
      const other = await newStudent();
      const untried = uniqueEmail("untried");
      const othersMail = (await outboxTo(other.email)).length;
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{ newEmail: untried, emailPassword: "not-my-password" }, { emailPassword: M.wrongPassword }],
        [{ newEmail: student.email.toUpperCase(), emailPassword: PASSWORD }, { newEmail: M.sameEmail }],
        [{ newEmail: other.email, emailPassword: PASSWORD }, { newEmail: M.emailTaken }],
        [
          { newEmail: "not-an-address", emailPassword: "" },
          { newEmail: M.invalidEmail, emailPassword: M.currentPasswordRequired },
        ],
      ];
      for (const [fields, errors] of cases) {
        const response = await post(student.cookie, { intent: "change-email", ...fields });
        expect(statusOf(response), JSON.stringify(fields)).toBe(400);
        expect(payloadOf(response).errors).toEqual(errors);
      }
      expect((await sessionUser(student.cookie))?.email).toBe(student.email);
      expect(await outboxTo(untried)).toHaveLength(0);
      expect(await outboxTo(other.email)).toHaveLength(othersMail);
    });

    it("is not offered to admins: their accounts belong to the operators' configuration", async () => {
      const admin = await signInNewAdmin();
      const response = await post(admin.cookie, {
        intent: "change-email",
        newEmail: uniqueEmail("admin-moved"),
        emailPassword: admin.password,
      });
      expect(statusOf(response)).toBe(403);
      expect(payloadOf(response).formError).toBe(M.adminManaged);
    });
  });

  describe("download my data", () => {
    async function download(cookie: string) {
      const response = (await run(accountDataLoader, pageRequest("/account/data.json", cookie))) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await response.text();
      return { text, json: JSON.parse(text) as Record<string, unknown> };
    }

    it("holds the profile, payments, certificates and forms sent with a verified address, and nobody else's", async () => {
      const student = await newStudent();
      const records = await recordsUnder(student.email);
      const someoneElse = await newStudent();
      const othersRecords = await recordsUnder(someoneElse.email);
      // Paid with someone else's address as a referral code: that the discount was used is the payer's, the address is not.
      const referralPayment = await paymentFor(student.email, { referredByEmail: someoneElse.email });

      const { text, json } = await download(student.cookie);
      expect(json).toMatchObject({
        account: { id: student.id, email: student.email, emailVerified: true, name: "Sneha Iyer", role: "student" },
        profile: { email: student.email, name: "Sneha Iyer", mobileNo: "+919845012376", age: 27, occupation: "Analyst" },
        studentRecord: { email: student.email, batchId: "AGENTIC_AI_BATCH_1", totalAmountPaid: "2999.00" },
        certificates: [{ certificateName: "Agentic AI", verificationId: records.certificate.verificationId }],
        payments: [
          {
            id: records.guestPayment.id,
            amount: "2999.00",
            currency: "INR",
            razorpayOrderId: records.guestPayment.razorpayOrderId,
            referralDiscount: false,
          },
          { id: referralPayment.id, referralDiscount: true },
        ],
        referralEarnings: [{ paymentId: records.referred.id, amount: "299.90", clawedBack: "0.00" }],
        referralPayouts: [{ amount: "100.00", currency: "INR", paidOn: "2026-03-02", reference: records.payout.reference }],
        quizResponses: [{ id: records.quiz.id }],
        contactMessages: [{ id: records.contact.id }],
        certificateApplications: [{ id: records.application.id }],
        aiSpotApplications: [{ aispotId: records.spot.aispotId }],
      });
      // The admins' notes on their leads: what was noted and when, not which admin wrote it.
      expect(
        (json.notesOnYourEnquiries as { about: string; note: string }[]).map(({ about, note }) => [about, note]).sort(),
      ).toEqual([
        ["certificate", `Application note on ${student.email}`],
        ["contact", `Contact note on ${student.email}`],
        ["quiz", `Quiz note on ${student.email}`],
      ]);
      expect(text).not.toContain("admin-fixture");
      expect((json.sessions as unknown[]).length).toBeGreaterThan(0);
      for (const leak of [
        someoneElse.email,
        othersRecords.guestPayment.id,
        othersRecords.certificate.verificationId,
        othersRecords.quiz.id,
        othersRecords.spot.aispotId,
        othersRecords.payout.reference,
      ]) {
        expect(text).not.toContain(leak);
      }
      // Keys, not data: no password hash, no session token.
      const [credential] = await testDb.db.select().from(authAccount).where(eq(authAccount.userId, student.id));
      expect(text).not.toContain(credential!.password!);
      const [session] = await testDb.db.select().from(authSession).where(eq(authSession.userId, student.id));
      expect(text).not.toContain(session!.token);
    });

    it("with an unverified address, holds the account, the profile and payments made signed in, but nothing found by e-mail", async () => {
      const student = await newStudent({ verified: false });
      const records = await recordsUnder(student.email);
      const signedInPayment = await paymentFor(student.email, { userId: student.id });
      const { text, json } = await download(student.cookie);
      expect(json).toMatchObject({
        account: { emailVerified: false },
        profile: { email: student.email },
        payments: [{ id: signedInPayment.id }],
      });
      expect(json.payments).toHaveLength(1);
      expect(json.foundByEmail).toBe("not included until your email address is verified");
      for (const hidden of [records.guestPayment.id, records.certificate.verificationId, records.quiz.id, records.contact.id])
        expect(text).not.toContain(hidden);
    });
  });

  describe("delete my account", () => {
    it("needs the password and DELETE typed out; otherwise nothing happens", async () => {
      const student = await newStudent();
      const unconfirmed = await post(student.cookie, {
        intent: "delete-account",
        deletePassword: PASSWORD,
        deleteConfirmation: "delete",
      });
      expect(statusOf(unconfirmed)).toBe(400);
      expect(payloadOf(unconfirmed).errors).toEqual({ deleteConfirmation: "Please type DELETE to confirm" });
      const wrong = await post(student.cookie, {
        intent: "delete-account",
        deletePassword: "not-my-password",
        deleteConfirmation: "DELETE",
      });
      expect(statusOf(wrong)).toBe(400);
      expect(payloadOf(wrong).errors).toEqual({ deletePassword: M.wrongPassword });
      expect(await sessionUser(student.cookie)).not.toBeNull();
      expect(await testDb.db.select().from(users).where(eq(users.userId, student.id))).toHaveLength(1);
    });

    it("removes the login and profile, anonymises the payments kept for the accounts, signs out; the old password no longer works", async () => {
      const student = await newStudent();
      const records = await recordsUnder(student.email);
      const signedInPayment = await paymentFor(student.email, {
        userId: student.id,
        paymentStatus: "failed",
        failureReason: "Card declined",
      });
      const someoneElse = await newStudent();
      const othersRecords = await recordsUnder(someoneElse.email);

      const response = await post(student.cookie, {
        intent: "delete-account",
        deletePassword: PASSWORD,
        deleteConfirmation: " DELETE ",
      });
      expect(statusOf(response)).toBe(302);
      expect((response as Response).headers.get("location")).toBe("/signin?deleted=1");
      expect((response as Response).headers.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);

      expect(await sessionUser(student.cookie)).toBeNull();
      expect((await signInStatus(student.email, PASSWORD)).status).toBe(401);
      for (const table of [authUser, users] as const) {
        const column = table === authUser ? authUser.id : users.userId;
        expect(await testDb.db.select().from(table).where(eq(column, student.id))).toHaveLength(0);
      }
      expect(await testDb.db.select().from(authSession).where(eq(authSession.userId, student.id))).toHaveLength(0);
      expect(await testDb.db.select().from(authAccount).where(eq(authAccount.userId, student.id))).toHaveLength(0);

      // Payments stay: amounts, course, dates and provider ids; the personal fields replaced.
      const placeholder = `deleted-${student.id.toLowerCase()}@deleted.invalid`;
      for (const kept of [records.guestPayment, signedInPayment]) {
        const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, kept.id));
        expect(payment).toMatchObject({
          name: "Deleted user",
          email: placeholder,
          mobile: "",
          amount: kept.amount,
          course: kept.course,
          paymentStatus: kept.paymentStatus,
          paymentDate: kept.paymentDate,
          razorpayOrderId: kept.razorpayOrderId,
          razorpayPaymentId: kept.razorpayPaymentId,
          failureReason: kept.failureReason,
        });
      }
      const [referred] = await testDb.db.select().from(payments).where(eq(payments.id, records.referred.id));
      expect(referred).toMatchObject({ referredByEmail: placeholder, amount: "2999.00" });
      const [credit] = await testDb.db.select().from(referralCredits).where(eq(referralCredits.paymentId, records.referred.id));
      expect(credit).toMatchObject({ referrerEmail: placeholder, amount: "299.90" });
      // The payout made to them stays in the books beside that credit, under the same stand-in address.
      const [payout] = await testDb.db.select().from(referralPayouts).where(eq(referralPayouts.id, records.payout.id));
      expect(payout).toMatchObject({ referrerEmail: placeholder, amount: "100.00", reference: records.payout.reference });
      const [quiz] = await testDb.db.select().from(quizResponses).where(eq(quizResponses.id, records.quiz.id));
      expect(quiz).toMatchObject({ name: "Deleted user", email: placeholder, mobile: "", score: 16 });
      expect(await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.id, records.student.id))).toHaveLength(
        0,
      );
      expect(await testDb.db.select().from(certificates).where(eq(certificates.id, records.certificate.id))).toHaveLength(0);
      expect(await testDb.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, records.contact.id))).toHaveLength(
        0,
      );
      expect(await testDb.db.select().from(leadGenResponses).where(eq(leadGenResponses.id, records.application.id))).toHaveLength(
        0,
      );
      expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, student.email))).toHaveLength(0);
      // The admins' notes on their leads go with them (the quiz answers stay, anonymised, without notes); others' stay.
      const notesLeft = async (notes: { id: string }[]) =>
        (await testDb.db.select().from(leadNotes)).filter((note) => notes.some((mine) => mine.id === note.id));
      expect(await notesLeft(records.notes)).toEqual([]);
      expect(await notesLeft(othersRecords.notes)).toHaveLength(3);
      // A spot listing describes a place: it stays.
      expect(await testDb.db.select().from(aispotMaster).where(eq(aispotMaster.aispotId, records.spot.aispotId))).toHaveLength(1);

      // Everyone else's rows are untouched.
      expect((await sessionUser(someoneElse.cookie))?.email).toBe(someoneElse.email);
      const [othersPayment] = await testDb.db.select().from(payments).where(eq(payments.id, othersRecords.guestPayment.id));
      expect(othersPayment).toMatchObject({ name: "Asha Rao", email: someoneElse.email });
      expect(
        await testDb.db
          .select()
          .from(certificates)
          .where(and(eq(certificates.id, othersRecords.certificate.id), eq(certificates.userEmail, someoneElse.email))),
      ).toHaveLength(1);

      const signIn = payloadOf(await run(signInLoader, pageRequest("/signin?deleted=1")));
      expect(signIn.accountDeleted).toBe(true);
    });

    it("with an unverified address, anonymises only the payments made signed in: rows found by e-mail may be someone else's", async () => {
      const student = await newStudent({ verified: false });
      const strangersPayment = await paymentFor(student.email);
      const signedInPayment = await paymentFor(student.email, { userId: student.id });
      const strangersCertificate = (await recordsUnder(student.email)).certificate;
      const response = await post(student.cookie, {
        intent: "delete-account",
        deletePassword: PASSWORD,
        deleteConfirmation: "DELETE",
      });
      expect(statusOf(response)).toBe(302);
      const [stranger] = await testDb.db.select().from(payments).where(eq(payments.id, strangersPayment.id));
      expect(stranger).toMatchObject({ name: "Asha Rao", email: student.email });
      const [own] = await testDb.db.select().from(payments).where(eq(payments.id, signedInPayment.id));
      expect(own).toMatchObject({ name: "Deleted user", mobile: "" });
      expect(await testDb.db.select().from(certificates).where(eq(certificates.id, strangersCertificate.id))).toHaveLength(1);
    });

    it("is not offered to admins", async () => {
      const admin = await signInNewAdmin();
      const response = await post(admin.cookie, {
        intent: "delete-account",
        deletePassword: admin.password,
        deleteConfirmation: "DELETE",
      });
      expect(statusOf(response)).toBe(403);
      expect(await testDb.db.select().from(authUser).where(eq(authUser.email, admin.email))).toHaveLength(1);
    });
  });
  describe("every table that holds the person", () => {
    // A column named like this holds a person: their e-mail, their account, or an admin who acted.
    const NAMES_A_PERSON = /email$|user_id$|_by$|(^|_)to_address$/;
    const schemaTables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table));

    it("is listed in personal-data-tables.server.ts, column by column, with what the export and the deletion do", () => {
      const uncovered = schemaTables.flatMap((table) => {
        const covered = PERSONAL_DATA_TABLES[table.name];
        const listed = [...(covered?.findsPerson ?? []), ...(covered?.staff ?? [])];
        return table.columns
          .filter((column) => NAMES_A_PERSON.test(column.name) && !listed.includes(column.name))
          .map((column) => `${table.name}.${column.name}`);
      });
      expect(uncovered).toEqual([]);
      // And the list names only real tables and columns.
      for (const [name, covered] of Object.entries(PERSONAL_DATA_TABLES)) {
        const table = schemaTables.find((candidate) => candidate.name === name);
        expect(table, name).toBeDefined();
        const columns = table!.columns.map((column) => column.name);
        for (const column of [...covered.findsPerson, ...(covered.staff ?? [])]) expect(columns, name).toContain(column);
      }
    });

    it("a student with class attendance, reminders and an opt-out: the export holds them; after deletion no row names them", async () => {
      const sandboxWebhooks: WebhookDelivery[] = [];
      const sandbox = createSandboxProvider(sandboxSecrets("account-tests-secret-000000000000000"), {
        sendWebhooks: (webhooks) => sandboxWebhooks.push(...webhooks),
      });
      const student = await newStudent();
      const email = student.email.toLowerCase();
      const batchId = `B-${randomUUID().slice(0, 8)}`;
      const now = new Date();

      // Paid for a course (payment, enrolment, student record, invoice), in a batch with a class link.
      const checkout = checkoutRequest({ email: student.email, course: "Agentic AI", country: "India", name: "Sneha Iyer" });
      await orderAndPay(testDb.db, checkout, { provider: sandbox });
      await testDb.db.update(studentMasterTable).set({ batchId }).where(eq(studentMasterTable.email, student.email));
      await testDb.db
        .insert(batchSessionLinks)
        .values({ batchId, courseName: "Agentic AI", teamsMeetingLink: "https://teams.microsoft.com/l/meetup-join/deletion" });
      // A class on now, which they join (attendance), and one in an hour, which they are reminded of.
      const sessionStarting = async (sessionId: number, startsAt: Date) => {
        const india = new Date(startsAt.getTime() + 330 * 60_000).toISOString();
        await testDb.db.insert(sessionMasterTable).values({
          sessionId,
          batchId,
          sessionDate: india.slice(0, 10),
          sessionStartTime: india.slice(11, 19),
          sessionTitle: `Class ${sessionId}`,
        });
      };
      const sessionIds = [880_000 + Math.floor(Math.random() * 10_000), 890_000 + Math.floor(Math.random() * 10_000)];
      await sessionStarting(sessionIds[0]!, new Date(now.getTime() - 5 * 60_000));
      await sessionStarting(sessionIds[1]!, new Date(now.getTime() + 60 * 60_000));
      const user = (await sessionUser(student.cookie))!;
      expect(await joinClass(testDb.db, { user, now })).toMatchObject({ kind: "join", attendedSessionId: sessionIds[0] });
      await sendClassReminders(testDb.db, { now, appUrl: "http://localhost:3000" });
      expect(await testDb.db.select().from(classReminders).where(eq(classReminders.studentEmail, email))).not.toHaveLength(0);
      // Then they turn reminders off on /account.
      await saveReminderSettings(testDb.db, { user, timeZone: "Asia/Dubai", remindersOn: false });

      // A refund of part of the payment, processed (a credit note).
      const [payment] = await testDb.db.select().from(payments).where(eq(payments.email, student.email));
      const admin = await registerStudent(testDb.db, uniqueEmail("admin"), { role: "admin" });
      const refunded = await requestRefund(testDb.db, {
        paymentId: payment!.id,
        form: { refundKey: randomUUID(), amountMinor: 500_00, reason: "Asked by the student", additional: false },
        admin,
        provider: sandbox,
      });
      expect(refunded).toMatchObject({ outcome: "requested" });
      await new Promise((resolve) => setImmediate(resolve));
      for (const hook of sandboxWebhooks)
        await handleRazorpayWebhook(testDb.db, {
          rawBody: hook.body,
          signature: hook.signature,
          eventId: hook.eventId,
          provider: sandbox,
        });
      // An admin's audit entry naming them, an invitation to their address, the business told of their enquiry, and an
      // unused password-reset link (with its attempt counter).
      await recordAudit(testDb.db, {
        actor: admin,
        action: "update",
        tableName: "student_master_table",
        rowId: 1,
        details: { email: student.email.toUpperCase(), to: batchId },
      });
      await testDb.db.insert(adminInvitations).values({
        email,
        tokenHash: randomUUID(),
        invitedBy: admin.id,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
      await enqueueEmail(
        testDb.db,
        await contactNotificationEmail({
          name: "Sneha Iyer",
          email: student.email,
          mobile: "+91 98450 12376",
          purposeLabel: "Free session",
          additionalDetails: null,
        }),
      );
      // Someone whose address ends like theirs keeps their notification.
      const lookalike = `x${email}`;
      await enqueueEmail(
        testDb.db,
        await contactNotificationEmail({
          name: "Not Them",
          email: lookalike,
          mobile: "1",
          purposeLabel: "Free session",
          additionalDetails: null,
        }),
      );
      expect(await requestPasswordReset({ email: student.email, request: pageRequest("/forgot-password") })).toEqual({
        kind: "sent",
      });
      expect(await testDb.db.select().from(authVerification).where(eq(authVerification.value, student.id))).toHaveLength(1);

      // The export holds every one of them.
      const response = (await run(accountDataLoader, pageRequest("/account/data.json", student.cookie))) as Response;
      const exported = JSON.parse(await response.text()) as Record<string, unknown>;
      for (const [table, covered] of Object.entries(PERSONAL_DATA_TABLES)) {
        if (typeof covered.exportKey === "string") expect(exported, table).toHaveProperty(covered.exportKey);
      }
      expect(exported).toMatchObject({
        profile: { timeZone: "Asia/Dubai" },
        signInMethods: [{ providerId: "credential" }],
        classAttendance: [{ sessionId: sessionIds[0], sessionTitle: `Class ${sessionIds[0]}` }],
        classRemindersSent: [{ sessionId: sessionIds[1], kind: "hour-before" }],
        classReminderOptOut: { createdAt: expect.any(String) },
        invoices: [{ paymentId: payment!.id, buyerEmail: student.email }],
        refunds: [{ paymentId: payment!.id, amount: 500_00, status: "processed" }],
        creditNotes: [{ refundId: (refunded as { refundId: string }).refundId }],
        adminInvitations: [{ acceptedAt: null }],
        changesByOurTeam: [{ action: "update", tableName: "student_master_table" }],
      });
      expect(JSON.stringify(exported)).not.toContain(admin.email);

      // Deleted.
      const deleted = await post(student.cookie, {
        intent: "delete-account",
        deletePassword: PASSWORD,
        deleteConfirmation: "DELETE",
      });
      expect(statusOf(deleted)).toBe(302);
      expect(await testDb.db.select().from(classAttendance).where(eq(classAttendance.studentEmail, email))).toEqual([]);
      expect(await testDb.db.select().from(classReminders).where(eq(classReminders.studentEmail, email))).toEqual([]);
      expect(await testDb.db.select().from(classReminderOptOuts).where(eq(classReminderOptOuts.email, email))).toEqual([]);

      // No table the list says is deleted or anonymised has a row naming them by address or (deleted) by account id.
      const left: string[] = [];
      for (const [table, covered] of Object.entries(PERSONAL_DATA_TABLES)) {
        if (covered.deletion === "kept") continue;
        for (const column of covered.findsPerson) {
          const byAccountId = column === "user_id" || column === "value";
          if (byAccountId && covered.deletion === "anonymised") continue; // the id of an account that is gone
          const names =
            column === "key"
              ? sql`right(${sql.identifier(column)}, ${email.length + 1}) = ${`:${email}`} or right(${sql.identifier(column)}, ${student.id.length + 1}) = ${`:${student.id.toLowerCase()}`}`
              : byAccountId
                ? sql`${sql.identifier(column)} = ${student.id}`
                : sql`lower(${sql.identifier(column)}) = ${email}`;
          const [found] = await queryRows<{ rows: number }>(
            testDb.db,
            sql`select count(*)::int as rows from ${sql.identifier(table)} where ${names}`,
          );
          if (found!.rows > 0) left.push(`${table}.${column}`);
        }
      }
      expect(left).toEqual([]);
      // Nor text that names them: the business's notification of their enquiry, the admin's audit entry.
      const named = (rows: unknown[]) => JSON.stringify(rows).toLowerCase().includes(`"${email}`);
      expect(named(await testDb.db.select().from(auditLog))).toBe(false);
      const [audit] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.tableName, "student_master_table")));
      expect(audit!.details).toEqual({ email: `deleted-${student.id.toLowerCase()}@deleted.invalid`, to: batchId });
      const outbox = await testDb.db.select({ textBody: emailOutbox.textBody }).from(emailOutbox);
      expect(outbox.filter((mail) => mail.textBody.toLowerCase().includes(`: ${email}`))).toEqual([]);
      expect(outbox.filter((mail) => mail.textBody.includes(`Email: ${lookalike}`))).toHaveLength(1);
      // Kept as issued: the tax documents.
      expect(await testDb.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id))).toHaveLength(1);
    });
  });
});
