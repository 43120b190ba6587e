// Consent on the site's forms (docs/decisions/0110-consent-ledger.md): the unticked WhatsApp opt-ins of sign-up and
// /account, withdrawing with one click, the reminders' e-mail unsubscribe, and the ledger in 'Download my data' and
// after 'Delete my account'. Through the routes' loaders and actions, as a browser's requests.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONSENT_MESSAGES, type ConsentChannel, type ConsentPurpose, currentNotice, OPT_IN_FIELD, optInValue } from "~/consent";
import { consentHistory, hasConsent } from "~/consent/index.server";
import { classReminderOptOutUrl } from "~/classes/class-reminder-opt-out.server";
import { getConfig } from "~/platform/config.server";
import { authUser, consentLedger, studentMasterTable, users } from "~/platform/db/schema";
import { loader as studentDetailsLoader } from "~/routes/admin/student-details";
import { action as accountAction, loader as accountLoader } from "~/routes/account/account";
import { loader as accountDataLoader } from "~/routes/account/account-data";
import { action as signUpAction } from "~/routes/account/signup";
import { action as unsubscribeAction } from "~/routes/account/class-reminders-unsubscribe";
import { action as createOrderAction } from "~/routes/api/payments/orders";
import { signInNewAdmin, uniqueEmail } from "../support/admin-fixtures";
import { APP_ORIGIN, cookieOf, formPost, pageRequest, payloadOf, run, statusOf, uniqueIp } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const PASSWORD = "student-secret";
const shown = (purpose: ConsentPurpose) => optInValue(currentNotice(purpose, "whatsapp")!);

/** A form post with repeated names (several ticked boxes). */
function post(path: string, fields: [string, string][], cookie?: string) {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    "x-client-ip": uniqueIp(),
    origin: APP_ORIGIN,
  });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${APP_ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** /account's opt-in form, one box ticked. */
function giveOnAccount(cookie: string | undefined, purpose: ConsentPurpose) {
  return run(
    accountAction,
    post(
      "/account",
      [
        ["intent", "give-consents"],
        [OPT_IN_FIELD, shown(purpose)],
      ],
      cookie,
    ),
  );
}

/** /account's one-click 'Turn off'. */
function withdraw(cookie: string, purpose: ConsentPurpose | "spam", channel: ConsentChannel) {
  return run(
    accountAction,
    post(
      "/account",
      [
        ["intent", "withdraw-consent"],
        ["purpose", purpose],
        ["channel", channel],
      ],
      cookie,
    ),
  );
}

async function signUp(optIns: string[] = [], { verified = true } = {}) {
  const email = uniqueEmail("consent");
  const fields: [string, string][] = [
    ["name", "Meera Nair"],
    ["email", email],
    ["mobile_no", "098450 12376"],
    ["age", "24"],
    ["occupation", "Student"],
    ["password", PASSWORD],
    ["confirmPassword", PASSWORD],
    ...optIns.map((value): [string, string] => [OPT_IN_FIELD, value]),
  ];
  const response = await run(signUpAction, post("/signup", fields));
  expect(statusOf(response)).toBe(302);
  if (verified) await testDb.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, email));
  const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
  return { email, id: account!.id, cookie: cookieOf(response) };
}

const rowsOf = (userId: string) =>
  testDb.db.select().from(consentLedger).where(eq(consentLedger.userId, userId)).orderBy(consentLedger.id);

describe("sign-up's WhatsApp opt-ins", () => {
  it("records each ticked box with the notice version shown, the account and its number in E.164", async () => {
    const student = await signUp([shown("class-reminders"), shown("payment-notices")]);
    const rows = await rowsOf(student.id);
    expect(rows.map((row) => row.purpose)).toEqual(["class-reminders", "payment-notices"]);
    for (const row of rows)
      expect(row).toMatchObject({
        channel: "whatsapp",
        given: true,
        source: "sign-up",
        noticeVersion: 1,
        email: student.email,
        mobile: "+919845012376",
      });
    const [profile] = await testDb.db.select().from(users).where(eq(users.userId, student.id));
    expect(profile!.mobileNo).toBe("+919845012376"); // normalised where it is entered
  });

  it("records nothing when no box is ticked (they start unticked), nor for a purpose the form does not offer", async () => {
    const student = await signUp([optInValue({ purpose: "marketing", version: 1 }), "class-reminders:7"]);
    expect(await rowsOf(student.id)).toEqual([]);
  });
});

describe("/account: current consents, opt-ins and one-click withdrawal", () => {
  it("offers the opt-ins not given, lists a consent once given, and withdraws it with one click", async () => {
    const student = await signUp([shown("payment-notices")]);
    const before = payloadOf(await run(accountLoader, pageRequest("/account", student.cookie)));
    expect(before.consents).toMatchObject({
      current: [{ purpose: "payment-notices", channel: "whatsapp" }],
      offered: [{ purpose: "class-reminders" }, { purpose: "course-announcements" }],
      whatsappNumber: "+919845012376",
    });

    const given = await giveOnAccount(student.cookie, "class-reminders");
    expect(payloadOf(given)).toMatchObject({ intent: "give-consents", success: CONSENT_MESSAGES.given("Class reminders") });
    expect(await hasConsent(testDb.db, { userId: student.id, purpose: "class-reminders", channel: "whatsapp" })).toBe(true);

    const withdrawn = await withdraw(student.cookie, "class-reminders", "whatsapp");
    expect(payloadOf(withdrawn).success).toBe(CONSENT_MESSAGES.withdrawn("Class reminders by WhatsApp"));
    expect(await hasConsent(testDb.db, { userId: student.id, purpose: "class-reminders", channel: "whatsapp" })).toBe(false);
    const after = payloadOf(await run(accountLoader, pageRequest("/account", student.cookie)));
    expect((after.consents as { current: { purpose: string }[] }).current.map((entry) => entry.purpose)).toEqual([
      "payment-notices",
    ]);
    expect((await rowsOf(student.id)).map((row) => [row.purpose, row.given, row.source])).toEqual([
      ["payment-notices", true, "sign-up"],
      ["class-reminders", true, "account"],
      ["class-reminders", false, "account"],
    ]);
  });

  it("needs a valid mobile number for WhatsApp, and refuses an unknown choice without writing", async () => {
    const student = await signUp();
    await testDb.db.update(users).set({ mobileNo: "1234567" }).where(eq(users.userId, student.id));
    const loaded = payloadOf(await run(accountLoader, pageRequest("/account", student.cookie)));
    expect(loaded.consents).toMatchObject({ whatsappNumber: null });
    const refused = await giveOnAccount(student.cookie, "class-reminders");
    expect(statusOf(refused)).toBe(400);
    expect(payloadOf(refused).formError).toBe(CONSENT_MESSAGES.mobileNeeded);
    const unknown = await withdraw(student.cookie, "spam", "whatsapp");
    expect(statusOf(unknown)).toBe(400);
    expect(await rowsOf(student.id)).toEqual([]);
  });

  it("refuses another site's post and a signed-out one, writing nothing", async () => {
    const student = await signUp();
    const foreign = new Request(`${APP_ORIGIN}/account`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", cookie: student.cookie },
      body: new URLSearchParams([
        ["intent", "give-consents"],
        [OPT_IN_FIELD, shown("class-reminders")],
      ]),
    });
    expect(statusOf(await run(accountAction, foreign))).toBe(403);
    expect(
      statusOf(
        await run(
          accountAction,
          post("/account", [
            ["intent", "give-consents"],
            [OPT_IN_FIELD, shown("class-reminders")],
          ]),
        ),
      ),
    ).toBe(302);
    expect(await rowsOf(student.id)).toEqual([]);
  });
});

describe("e-mail class reminders in the ledger", () => {
  it("the reminder's unsubscribe link writes a withdrawal; /account's switch writes each change once", async () => {
    const student = await signUp();
    const link = new URL(classReminderOptOutUrl(getConfig().appUrl, student.email));
    expect(payloadOf(await run(unsubscribeAction, formPost(`${link.pathname}${link.search}`, {})))).toEqual({ turnedOff: true });
    await run(unsubscribeAction, formPost(`${link.pathname}${link.search}`, {})); // twice: no second row
    const byAddress = await testDb.db.select().from(consentLedger).where(eq(consentLedger.email, student.email));
    expect(byAddress.map((row) => [row.purpose, row.channel, row.given, row.source, row.userId])).toEqual([
      ["class-reminders", "email", false, "email-reminder-link", null],
    ]);

    const reminders = (on: boolean) =>
      run(
        accountAction,
        post(
          "/account",
          [
            ["intent", "reminder-settings"],
            ["timeZone", "Asia/Kolkata"],
            ...(on ? [["reminders", "on"] as [string, string]] : []),
          ],
          student.cookie,
        ),
      );
    await reminders(true);
    await reminders(true);
    expect(await hasConsent(testDb.db, { userId: student.id, purpose: "class-reminders", channel: "email" })).toBe(true);
    // Listed on /account, and withdrawn there with one click: the reminders' switch turns off too.
    const withdrawn = await withdraw(student.cookie, "class-reminders", "email");
    expect(statusOf(withdrawn)).toBe(200);
    expect(payloadOf(await run(accountLoader, pageRequest("/account", student.cookie))).remindersOff).toBe(true);
    expect(
      (await consentHistory(testDb.db, { userId: student.id, verifiedEmail: student.email })).map((row) => [
        row.given,
        row.source,
      ]),
    ).toEqual([
      [false, "account"],
      [true, "account"],
      [false, "email-reminder-link"],
    ]);
  });
});

describe("the ledger in the data export and after account deletion", () => {
  it("exports every row (by account, and by the verified address); deletion keeps them without the person", async () => {
    const student = await signUp([shown("class-reminders")]);
    const link = new URL(classReminderOptOutUrl(getConfig().appUrl, student.email));
    await run(unsubscribeAction, formPost(`${link.pathname}${link.search}`, {}));

    const file = (await run(accountDataLoader, pageRequest("/account/data.json", student.cookie))) as Response;
    const exported = JSON.parse(await file.text()) as { consents: Record<string, unknown>[] };
    expect(exported.consents).toMatchObject([
      {
        purpose: "class-reminders",
        channel: "whatsapp",
        given: true,
        source: "sign-up",
        noticeVersion: 1,
        mobile: "+919845012376",
      },
      { purpose: "class-reminders", channel: "email", given: false, source: "email-reminder-link", noticeVersion: null },
    ]);

    const deleted = await run(
      accountAction,
      post(
        "/account",
        [
          ["intent", "delete-account"],
          ["deletePassword", PASSWORD],
          ["deleteConfirmation", "DELETE"],
        ],
        student.cookie,
      ),
    );
    expect(statusOf(deleted)).toBe(302);
    const ids = exported.consents.map((row) => row.id as number);
    const kept = await testDb.db.select().from(consentLedger).orderBy(consentLedger.id);
    const theirs = kept.filter((row) => ids.includes(row.id));
    // Every row kept, naming no one: what was consented, how, where and to which notice stays.
    expect(theirs.map((row) => [row.userId, row.email, row.mobile])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(theirs.map((row) => [row.purpose, row.channel, row.given, row.source, row.noticeVersion])).toEqual([
      ["class-reminders", "whatsapp", true, "sign-up", 1],
      ["class-reminders", "email", false, "email-reminder-link", null],
    ]);
    expect(JSON.stringify(kept)).not.toContain(student.email);
    expect(JSON.stringify(kept)).not.toContain(student.id);
  });

  it("an unverified account's export and deletion leave rows found only by its address alone", async () => {
    const student = await signUp([], { verified: false });
    const link = new URL(classReminderOptOutUrl(getConfig().appUrl, student.email));
    await run(unsubscribeAction, formPost(`${link.pathname}${link.search}`, {}));
    const file = (await run(accountDataLoader, pageRequest("/account/data.json", student.cookie))) as Response;
    expect((JSON.parse(await file.text()) as { consents: unknown[] }).consents).toEqual([]);
  });
});

describe("/admin/students/:id: the student's consent history", () => {
  it("shows every row of the student's account and address, newest first; a student cannot open it", async () => {
    const student = await signUp([shown("payment-notices")]);
    await withdraw(student.cookie, "payment-notices", "whatsapp");
    const [record] = await testDb.db
      .insert(studentMasterTable)
      .values({ email: student.email, studentName: "Meera Nair" })
      .returning();
    const path = `/admin/students/${record!.id}`;
    const admin = await signInNewAdmin();
    const page = payloadOf(await run(studentDetailsLoader, pageRequest(path, admin.cookie), { studentId: String(record!.id) }));
    expect(
      (page.consents as Record<string, unknown>[]).map((row) => [
        row.purpose,
        row.channel,
        row.given,
        row.source,
        row.noticeVersion,
      ]),
    ).toEqual([
      ["payment-notices", "whatsapp", false, "account", null],
      ["payment-notices", "whatsapp", true, "sign-up", 1],
    ]);
    const asStudent = await run(studentDetailsLoader, pageRequest(path, student.cookie), { studentId: String(record!.id) });
    expect(JSON.stringify(asStudent instanceof Response ? { status: asStudent.status } : asStudent)).not.toContain(
      "payment-notices",
    );
  });
});

describe("the payment dialog's WhatsApp opt-ins", () => {
  function order(body: Record<string, unknown>, cookie?: string) {
    const headers = new Headers({ "content-type": "application/json", origin: APP_ORIGIN, "x-client-ip": uniqueIp() });
    if (cookie) headers.set("cookie", cookie);
    const request = new Request(`${APP_ORIGIN}/api/payments/orders`, { method: "POST", headers, body: JSON.stringify(body) });
    return run(createOrderAction, request) as Promise<Response>;
  }
  const checkout = (email: string, whatsappConsents?: string[]) => ({
    checkoutKey: randomUUID(),
    course: "Agentic AI",
    country: "India",
    name: "Meera Nair",
    email,
    mobile: "98450 12376",
    couponText: "",
    renewalMonths: 1,
    payUpfront: false,
    ...(whatsappConsents ? { whatsappConsents } : {}),
  });

  it("records the ticked boxes with the order: under the account when signed in, by e-mail and mobile for a guest", async () => {
    const student = await signUp();
    expect((await order(checkout(student.email, [shown("payment-notices"), "marketing:1"]), student.cookie)).status).toBe(200);
    expect((await rowsOf(student.id)).map((row) => [row.purpose, row.given, row.source, row.mobile, row.noticeVersion])).toEqual([
      ["payment-notices", true, "payment-dialog", "+919845012376", 1],
    ]);

    const guest = uniqueEmail("guest");
    expect((await order(checkout(guest, [shown("class-reminders")]))).status).toBe(200);
    const byGuest = await testDb.db.select().from(consentLedger).where(eq(consentLedger.email, guest));
    expect(byGuest).toMatchObject([{ userId: null, purpose: "class-reminders", channel: "whatsapp", mobile: "+919845012376" }]);

    const none = uniqueEmail("none");
    expect((await order(checkout(none))).status).toBe(200); // nothing ticked: nothing recorded
    expect(await testDb.db.select().from(consentLedger).where(eq(consentLedger.email, none))).toEqual([]);
  });
});
