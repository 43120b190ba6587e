import { and, eq, isNull } from "drizzle-orm";
import { ensureProfile, type SessionUser } from "~/accounts/index.server";
import { type Database, users } from "~/platform/index.server";
import { setClassRemindersOff } from "./class-reminder-opt-out.server";

/**
 * /account: the student's time zone, and whether class reminders reach their address. Only a verified
 * address can be turned off or on here: an unverified account has not shown the address is its own.
 */
export async function saveReminderSettings(
  database: Database,
  { user, timeZone, remindersOn }: { user: SessionUser; timeZone: string; remindersOn: boolean },
): Promise<void> {
  await ensureProfile(database, user);
  await database.transaction(async (transaction) => {
    await transaction.update(users).set({ timeZone }).where(eq(users.userId, user.id));
    if (user.emailVerified)
      await setClassRemindersOff(transaction as unknown as Database, user.email, !remindersOn, {
        source: "account",
        userId: user.id,
      });
  });
}

/** The time zone the dashboard's browser reports, kept only while none is known (a choice on /account wins). */
export async function recordDetectedTimeZone(database: Database, { user, timeZone }: { user: SessionUser; timeZone: string }) {
  await ensureProfile(database, user);
  await database
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.userId, user.id), isNull(users.timeZone)));
}
