import { eq } from "drizzle-orm";
import type { ProfileInput } from "~/accounts/account-schemas";
import { authUser, type Database, users } from "~/platform/index.server";

/**
 * Saves the profile's own fields (spec 1 §3) and the account's display name together: the header and the
 * dashboard read the same name. The e-mail is not among them: it changes only through a verified link.
 */
export async function updateProfile(
  database: Database,
  { account, profile }: { account: { id: string; email: string }; profile: ProfileInput },
) {
  const fields = { name: profile.name, mobileNo: profile.mobile_no, age: profile.age, occupation: profile.occupation };
  await database.transaction(async (transaction) => {
    // An account made without the site's sign-up (the configured admin) gets its profile here.
    await transaction
      .insert(users)
      .values({ userId: account.id, email: account.email, ...fields })
      .onConflictDoUpdate({ target: users.userId, set: fields });
    await transaction.update(authUser).set({ name: profile.name, updatedAt: new Date() }).where(eq(authUser.id, account.id));
  });
}
