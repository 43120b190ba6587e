// The consent ledger (docs/decisions/0110-consent-ledger.md): one appended row per consent given or withdrawn,
// the latest row winning, the notice version each person saw, and rows the database refuses to change.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentNotice } from "~/consent";
import {
  type ConsentChannel,
  consentHistory,
  type ConsentPerson,
  type ConsentPurpose,
  currentConsents,
  hasConsent,
  recordConsent,
  withdrawAllConsents,
} from "~/consent/index.server";
import { toE164 } from "~/platform";
import { authUser, consentLedger, users } from "~/platform/db/schema";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const newUserId = () => `user-${randomUUID()}`;

describe("the consent ledger", () => {
  it("gives, withdraws and gives again: the latest row wins, and every row stays", async () => {
    const userId = newUserId();
    const purpose: ConsentPurpose = "class-reminders";
    const channel: ConsentChannel = "whatsapp";
    const asked = { userId, purpose, channel };
    expect(await hasConsent(testDb.db, asked)).toBe(false); // no row: no consent

    const person = { userId, email: "Asha@Example.com", mobile: "98450 12376" };
    await recordConsent(testDb.db, { person, purpose, channel: "whatsapp", given: true, source: "account" });
    expect(await hasConsent(testDb.db, asked)).toBe(true);
    expect(await hasConsent(testDb.db, { ...asked, channel: "email" })).toBe(false); // per channel
    expect(await hasConsent(testDb.db, { ...asked, purpose: "payment-notices" })).toBe(false); // per purpose

    await recordConsent(testDb.db, { person, purpose, channel: "whatsapp", given: false, source: "account" });
    expect(await hasConsent(testDb.db, asked)).toBe(false);
    await recordConsent(testDb.db, { person, purpose, channel: "whatsapp", given: true, source: "sign-up" });
    expect(await hasConsent(testDb.db, asked)).toBe(true);

    const history = await consentHistory(testDb.db, { userId });
    expect(history.map((row) => [row.given, row.source])).toEqual([
      [true, "sign-up"],
      [false, "account"],
      [true, "account"],
    ]);
    // The person as given: e-mail lower-cased, the mobile in E.164.
    expect(history[0]).toMatchObject({ email: "asha@example.com", mobile: "+919845012376", purpose, channel: "whatsapp" });
    expect(history[0]!.recordedAt).toBeInstanceOf(Date);
  });

  it("records the notice version the person saw, today's when not said, and refuses one that never existed", async () => {
    const userId = newUserId();
    const today = currentNotice("payment-notices", "whatsapp")!;
    const given = await recordConsent(testDb.db, {
      person: { userId },
      purpose: "payment-notices",
      channel: "whatsapp",
      given: true,
      source: "payment-dialog",
    });
    expect(given.noticeVersion).toBe(today.version);
    const withdrawn = await recordConsent(testDb.db, {
      person: { userId },
      purpose: "payment-notices",
      channel: "whatsapp",
      given: false,
      source: "account",
    });
    expect(withdrawn.noticeVersion).toBeNull(); // a withdrawal needs no notice
    await expect(
      recordConsent(testDb.db, {
        person: { userId },
        purpose: "payment-notices",
        channel: "whatsapp",
        given: true,
        source: "account",
        noticeVersion: today.version + 1,
      }),
    ).rejects.toThrow(/No notice version/);
    await expect(
      recordConsent(testDb.db, { person: {}, purpose: "marketing", channel: "email", given: false, source: "account" }),
    ).rejects.toThrow(/name the person/);
    expect(await consentHistory(testDb.db, { userId })).toHaveLength(2);
  });

  it("lists what the account consents to now, and nothing withdrawn", async () => {
    const userId = newUserId();
    const person = { userId };
    for (const purpose of ["payment-notices", "class-reminders", "course-announcements"] as const)
      await recordConsent(testDb.db, { person, purpose, channel: "whatsapp", given: true, source: "account" });
    await recordConsent(testDb.db, {
      person,
      purpose: "course-announcements",
      channel: "whatsapp",
      given: false,
      source: "account",
    });
    const current = await currentConsents(testDb.db, userId);
    expect(current.map((entry) => `${entry.purpose}/${entry.channel}`)).toEqual([
      "class-reminders/whatsapp",
      "payment-notices/whatsapp",
    ]);
    expect(await currentConsents(testDb.db, newUserId())).toEqual([]);
  });

  it("withdraws everything on WhatsApp for a number that replied STOP, for its accounts and for the number alone", async () => {
    const [first, second] = [newUserId(), newUserId()];
    const mobile = "+91 91234 56789";
    const given = (person: ConsentPerson, purpose: ConsentPurpose, channel: ConsentChannel = "whatsapp") =>
      recordConsent(testDb.db, { person, purpose, channel, given: true, source: "account" });
    await given({ userId: first, mobile }, "class-reminders");
    await given({ userId: first, mobile }, "payment-notices");
    await given({ userId: first }, "class-reminders", "email");
    await given({ userId: second, mobile: "9000000009" }, "class-reminders");
    await given({ mobile }, "course-announcements");

    const appended = await withdrawAllConsents(testDb.db, {
      mobile: "9123456789",
      channel: "whatsapp",
      source: "whatsapp-reply",
    });
    expect(appended.map((row) => `${row.purpose}:${row.given}:${row.source}`).sort()).toEqual([
      "class-reminders:false:whatsapp-reply",
      "course-announcements:false:whatsapp-reply",
      "payment-notices:false:whatsapp-reply",
    ]);
    expect(await hasConsent(testDb.db, { userId: first, purpose: "class-reminders", channel: "whatsapp" })).toBe(false);
    expect(await hasConsent(testDb.db, { userId: first, purpose: "payment-notices", channel: "whatsapp" })).toBe(false);
    expect(await hasConsent(testDb.db, { userId: first, purpose: "class-reminders", channel: "email" })).toBe(true); // other channel
    expect(await hasConsent(testDb.db, { userId: second, purpose: "class-reminders", channel: "whatsapp" })).toBe(true); // other number
    // A second STOP has nothing left to withdraw.
    expect(await withdrawAllConsents(testDb.db, { mobile, channel: "whatsapp", source: "whatsapp-reply" })).toEqual([]);
    // By account too.
    expect(await withdrawAllConsents(testDb.db, { userId: second, channel: "whatsapp", source: "account" })).toHaveLength(1);
    expect(await hasConsent(testDb.db, { userId: second, purpose: "class-reminders", channel: "whatsapp" })).toBe(false);
  });

  it("refuses to change or delete a row; only nulling the person's columns is allowed", async () => {
    const userId = newUserId();
    const row = await recordConsent(testDb.db, {
      person: { userId, email: "ravi@example.com", mobile: "9876543210" },
      purpose: "class-reminders",
      channel: "whatsapp",
      given: true,
      source: "sign-up",
    });
    const byId = eq(consentLedger.id, row.id);
    await expect(testDb.db.update(consentLedger).set({ given: false }).where(byId)).rejects.toThrow();
    await expect(testDb.db.update(consentLedger).set({ email: "other@example.com" }).where(byId)).rejects.toThrow();
    await expect(
      testDb.db.update(consentLedger).set({ userId: null, email: null, mobile: null, source: "account" }).where(byId),
    ).rejects.toThrow();
    await expect(testDb.db.delete(consentLedger).where(byId)).rejects.toThrow();
    await expect(testDb.db.execute(sql`update consent_ledger set recorded_at = now() - interval '1 day'`)).rejects.toThrow();

    await testDb.db.update(consentLedger).set({ userId: null, email: null, mobile: null }).where(byId);
    const [kept] = await testDb.db.select().from(consentLedger).where(byId);
    expect(kept).toMatchObject({
      userId: null,
      email: null,
      mobile: null,
      purpose: "class-reminders",
      channel: "whatsapp",
      given: true,
      source: "sign-up",
      noticeVersion: 1,
    });
  });
});

describe("migration 0034: profiles' mobile numbers in E.164", () => {
  it("rewrites Indian mobile numbers however typed, and leaves every other number as it was", async () => {
    const sqlFile = readFileSync(path.resolve("drizzle/0034_profile_mobiles_e164.sql"), "utf8");
    const update = sqlFile.split("--> statement-breakpoint").find((statement) => statement.includes("UPDATE users"))!;
    const typed: [string, string][] = [
      ["98450 12376", "+919845012376"],
      ["+91 98450-12376", "+919845012376"],
      ["+91(98450)12376", "+919845012376"],
      ["919845012376", "+919845012376"],
      ["09845012376", "+919845012376"],
      ["+919845012376", "+919845012376"],
      ["+1 415 555 2671", "+1 415 555 2671"],
      ["+44 7700 900123", "+44 7700 900123"],
      ["1234567", "1234567"],
      ["5845012376", "5845012376"],
      ["", ""],
    ];
    const ids = typed.map(() => newUserId());
    for (const [index, [mobileNo]] of typed.entries()) {
      const id = ids[index]!;
      await testDb.db.insert(authUser).values({ id, name: "Typed", email: `${id}@example.com` });
      await testDb.db
        .insert(users)
        .values({ userId: id, email: `${id}@example.com`, name: "Typed", mobileNo, age: 30, occupation: "Tester" });
    }
    await testDb.db.execute(sql.raw(update));
    const after = await testDb.db
      .select({ userId: users.userId, mobileNo: users.mobileNo })
      .from(users)
      .where(inArray(users.userId, ids));
    expect(ids.map((id) => after.find((row) => row.userId === id)!.mobileNo)).toEqual(typed.map(([, stored]) => stored));
    // Each rewritten number is what the forms' normalisation gives.
    for (const [mobile, stored] of typed) if (stored.startsWith("+91")) expect(toE164(mobile)).toBe(stored);
  });
});
