import { eq } from "drizzle-orm";
import {
  certificates,
  classReminderOptOuts,
  type Database,
  logger,
  payments,
  referralCredits,
  referralPayouts,
  studentMasterTable,
  users,
} from "~/platform/index.server";
import { emailMatches } from "./owned-rows.server";
import { emailChangedEmail, enqueueEmail } from "~/email/index.server";

export type EmailChangeOutcome = "unchanged" | "profile-only" | "moved";

/**
 * When better-auth changes an account's address, the site's rows follow (docs/decisions/0030-account-self-service.md):
 * a verified change moves everything found by the old address and tells it; an unverified one moves only the profile.
 */
export async function followEmailChange(
  database: Database,
  account: { userId: string; email: string; emailVerified: boolean },
): Promise<EmailChangeOutcome> {
  const newEmail = account.email.toLowerCase();
  return database.transaction(async (transaction) => {
    // The profile row is locked: two updates of one account never move the same rows twice.
    const [profile] = await transaction
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.userId, account.userId))
      .for("update");
    if (!profile || profile.email === newEmail) return "unchanged";
    const oldEmail = profile.email;

    await transaction.update(users).set({ email: newEmail }).where(eq(users.userId, account.userId));
    if (!account.emailVerified) return "profile-only";

    // student_master_table holds one row per address: a record already kept under the new one stays as it is.
    const [studentAtNewAddress] = await transaction
      .select({ id: studentMasterTable.id })
      .from(studentMasterTable)
      .where(emailMatches(studentMasterTable.email, newEmail));
    if (studentAtNewAddress) {
      logger.warn(
        { userId: account.userId },
        "e-mail change: a student record already exists under the new address; the old one stays",
      );
    } else {
      await transaction
        .update(studentMasterTable)
        .set({ email: newEmail, updatedAt: new Date() })
        .where(emailMatches(studentMasterTable.email, oldEmail));
    }
    await transaction
      .update(certificates)
      .set({ userEmail: newEmail, updatedAt: new Date() })
      .where(emailMatches(certificates.userEmail, oldEmail));
    await transaction
      .update(payments)
      .set({ email: newEmail, updatedAt: new Date() })
      .where(emailMatches(payments.email, oldEmail));
    // The address is also the student's referral code (spec 1 §1): earnings already made follow it.
    await transaction
      .update(payments)
      .set({ referredByEmail: newEmail, updatedAt: new Date() })
      .where(emailMatches(payments.referredByEmail, oldEmail));
    await transaction
      .update(referralCredits)
      .set({ referrerEmail: newEmail })
      .where(emailMatches(referralCredits.referrerEmail, oldEmail));
    // …and so do the payouts made against them, or the new address would show a balance already paid.
    await transaction
      .update(referralPayouts)
      .set({ referrerEmail: newEmail })
      .where(emailMatches(referralPayouts.referrerEmail, oldEmail));

    // A student who turned class reminders off keeps them off at the new address.
    const [optedOut] = await transaction.delete(classReminderOptOuts).where(eq(classReminderOptOuts.email, oldEmail)).returning();
    if (optedOut) await transaction.insert(classReminderOptOuts).values({ email: newEmail }).onConflictDoNothing();

    await enqueueEmail(transaction as unknown as Database, emailChangedEmail({ to: oldEmail, name: profile.name, newEmail }));
    return "moved";
  });
}
