import { eq } from "drizzle-orm";
import { classReminderOptOuts, type Database, getConfig } from "~/platform/index.server";
import { hmacSha256Hex, signaturesMatch } from "~/payments/index.server";
import { type ConsentSource, recordConsent } from "~/consent/index.server";

// A reminder's 'turn off' link works without signing in (it is opened from a mail client, or posted by one
// for List-Unsubscribe-Post), so it carries an HMAC of the address instead of a session.

const PURPOSE = "class-reminders-opt-out:v1";

function optOutSignature(email: string): string {
  return hmacSha256Hex(getConfig().authSecret, `${PURPOSE}:${email.toLowerCase()}`);
}

export function isValidOptOutSignature(email: string, signature: string | null | undefined): boolean {
  return email.length > 0 && signaturesMatch(optOutSignature(email), signature);
}

/** The link in every reminder that turns reminders off for its address. */
export function classReminderOptOutUrl(appUrl: string, email: string): string {
  const query = new URLSearchParams({ email: email.toLowerCase(), signature: optOutSignature(email) });
  return `${appUrl}${CLASS_REMINDER_OPT_OUT_PATH}?${query}`;
}

export const CLASS_REMINDER_OPT_OUT_PATH = "/reminders/unsubscribe";

export async function classRemindersOff(database: Database, email: string): Promise<boolean> {
  const [row] = await database
    .select({ email: classReminderOptOuts.email })
    .from(classReminderOptOuts)
    .where(eq(classReminderOptOuts.email, email.toLowerCase()));
  return Boolean(row);
}

/**
 * Turns class reminders off (`off`) or on again for an address; doing it twice changes nothing more. Each change is
 * also a row of the consent ledger, saying where it was made (docs/decisions/0110-consent-ledger.md).
 */
export async function setClassRemindersOff(
  database: Database,
  email: string,
  off: boolean,
  { source, userId = null }: { source: ConsentSource; userId?: string | null },
): Promise<void> {
  const address = email.toLowerCase();
  const changed = off
    ? await database.insert(classReminderOptOuts).values({ email: address }).onConflictDoNothing().returning()
    : await database.delete(classReminderOptOuts).where(eq(classReminderOptOuts.email, address)).returning();
  if (changed.length)
    await recordConsent(database, {
      person: { userId, email: address },
      purpose: "class-reminders",
      channel: "email",
      given: !off,
      source,
    });
}
