// Turning class reminders off — by the e-mail's signed link (a page, and a mail client's one-click POST) or
// on /account — and the student's time zone, reported by the dashboard's browser or chosen on /account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLASS_REMINDER_TEXT } from "~/classes/class-reminders";
import { action as accountAction, loader as accountLoader } from "~/routes/account/account";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/account/class-reminders-unsubscribe";
import { classReminderOptOutUrl, classRemindersOff } from "~/classes/class-reminder-opt-out.server";
import { getConfig } from "~/platform/config.server";
import { authUser, users } from "~/platform/db/schema";
import { signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();

function optOutPath(email: string) {
  const url = new URL(classReminderOptOutUrl(getConfig().appUrl, email));
  return `${url.pathname}${url.search}`;
}

async function verifiedStudent({ verified = true } = {}) {
  const student = await signUpStudent(uniqueEmail("reminders"));
  await testDb.db.update(authUser).set({ emailVerified: verified }).where(eq(authUser.email, student.email));
  return student;
}

const profileOf = async (email: string) => (await testDb.db.select().from(users).where(eq(users.email, email)))[0];

describe("the reminders' 'turn off' link", () => {
  it("asks first, then turns reminders off for the signed address only", async () => {
    const email = uniqueEmail("optout");
    const page = await run(unsubscribeLoader, pageRequest(optOutPath(email)));
    expect(statusOf(page)).toBe(200);
    expect(payloadOf(page)).toEqual({ email });
    expect(await classRemindersOff(testDb.db, email)).toBe(false); // opening the page changes nothing

    const answer = await run(unsubscribeAction, formPost(optOutPath(email), {}));
    expect(payloadOf(answer)).toEqual({ turnedOff: true });
    expect(await classRemindersOff(testDb.db, email)).toBe(true);
  });

  it("takes a mail client's one-click POST, which has no Origin header (RFC 8058)", async () => {
    const email = uniqueEmail("oneclick");
    const answer = await run(
      unsubscribeAction,
      formPost(optOutPath(email), { "List-Unsubscribe": "One-Click" }, { origin: null }),
    );
    expect(payloadOf(answer)).toEqual({ turnedOff: true });
    expect(await classRemindersOff(testDb.db, email)).toBe(true);
  });

  it("refuses a link whose signature is not for its address, and changes nothing", async () => {
    const victim = uniqueEmail("victim");
    const forged = optOutPath(uniqueEmail("attacker")).replace(/email=[^&]+/, `email=${encodeURIComponent(victim)}`);
    expect(statusOf(await run(unsubscribeLoader, pageRequest(forged)))).toBe(400);
    const answer = await run(unsubscribeAction, formPost(forged, {}));
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer)).toEqual({ turnedOff: false });
    expect(await classRemindersOff(testDb.db, victim)).toBe(false);
    expect(statusOf(await run(unsubscribeLoader, pageRequest("/reminders/unsubscribe")))).toBe(400);
  });
});

describe("/account: class reminders and time zone", () => {
  it("saves the time zone and turns reminders off and on again for a verified address", async () => {
    const student = await verifiedStudent();
    const loaded = payloadOf(await run(accountLoader, pageRequest("/account", student.cookie)));
    expect(loaded.remindersOff).toBe(false);
    expect((loaded.timeZones as { value: string }[]).map((zone) => zone.value)).toContain("America/Toronto");

    const off = await run(
      accountAction,
      formPost("/account", { intent: "reminder-settings", timeZone: "America/Toronto" }, { cookie: student.cookie }),
    );
    expect(payloadOf(off).success).toBe(CLASS_REMINDER_TEXT.settingsSaved);
    expect(await classRemindersOff(testDb.db, student.email)).toBe(true);
    expect((await profileOf(student.email))!.timeZone).toBe("America/Toronto");

    await run(
      accountAction,
      formPost(
        "/account",
        { intent: "reminder-settings", timeZone: "Asia/Kolkata", reminders: "on" },
        { cookie: student.cookie },
      ),
    );
    expect(await classRemindersOff(testDb.db, student.email)).toBe(false);
    expect((await profileOf(student.email))!.timeZone).toBe("Asia/Calcutta"); // the runtime's canonical name for IST
  });

  it("refuses an unknown time zone with a message and changes nothing", async () => {
    const student = await verifiedStudent();
    const answer = await run(
      accountAction,
      formPost("/account", { intent: "reminder-settings", timeZone: "Mars/Olympus" }, { cookie: student.cookie }),
    );
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer).errors).toEqual({ timeZone: CLASS_REMINDER_TEXT.unknownTimeZone });
    expect(await classRemindersOff(testDb.db, student.email)).toBe(false);
  });

  it("an unverified account sets its time zone but cannot turn reminders off for an address it has not proven", async () => {
    const student = await verifiedStudent({ verified: false });
    await run(
      accountAction,
      formPost("/account", { intent: "reminder-settings", timeZone: "Europe/London" }, { cookie: student.cookie }),
    );
    expect((await profileOf(student.email))!.timeZone).toBe("Europe/London");
    expect(await classRemindersOff(testDb.db, student.email)).toBe(false);
  });

  it("the dashboard's detected time zone is kept only while none is known", async () => {
    const student = await verifiedStudent();
    const detect = (timeZone: string) =>
      run(accountAction, formPost("/account", { intent: "detect-time-zone", timeZone }, { cookie: student.cookie }));
    await detect("America/Vancouver");
    expect((await profileOf(student.email))!.timeZone).toBe("America/Vancouver");
    await detect("Europe/Paris");
    expect((await profileOf(student.email))!.timeZone).toBe("America/Vancouver");
    expect(statusOf(await detect("nonsense"))).toBe(400);
    // Signed out: nothing is saved.
    expect(
      statusOf(await run(accountAction, formPost("/account", { intent: "detect-time-zone", timeZone: "Europe/Paris" }))),
    ).toBe(302);
  });
});
