import { eq } from "drizzle-orm";
import { nameFromEmail } from "~/accounts/messages";
import { type Database, logger, users } from "~/platform/index.server";

export type StudentProfile = Pick<typeof users.$inferSelect, "name" | "email" | "mobileNo" | "age" | "occupation" | "timeZone">;

export const profileColumns = {
  name: users.name,
  email: users.email,
  mobileNo: users.mobileNo,
  age: users.age,
  occupation: users.occupation,
  timeZone: users.timeZone,
};

/**
 * spec 1 §3: a signed-in person without a `users` profile gets the fallback one — name from the e-mail prefix,
 * empty mobile, age 25, occupation 'Professional'. Safe when two requests race: the second finds the first's row.
 */
export async function ensureProfile(database: Database, account: { id: string; email: string }): Promise<StudentProfile> {
  const [created] = await database
    .insert(users)
    .values({
      userId: account.id,
      email: account.email,
      name: nameFromEmail(account.email),
      mobileNo: "",
      age: 25,
      occupation: "Professional",
    })
    .onConflictDoNothing()
    .returning(profileColumns);
  if (created) return created;
  const [existing] = await database.select(profileColumns).from(users).where(eq(users.email, account.email)).limit(1);
  if (!existing) throw new Error("the fallback profile clashed with another account's profile");
  return existing;
}

/** The fallback profile, or null (logged) when it could not be made: the dashboard then says so. */
export async function ensureProfileOrNull(
  database: Database,
  account: { id: string; email: string },
): Promise<StudentProfile | null> {
  try {
    return await ensureProfile(database, account);
  } catch (error) {
    logger.error({ err: error }, "dashboard: fallback profile not created");
    return null;
  }
}
