import { eq } from "drizzle-orm";
import { type Database, users } from "~/platform/index.server";

/** Name, e-mail and mobile of a signed-in payer, from their profile. */
export async function getCheckoutPrefill(
  database: Database,
  user: { id: string; name: string; email: string },
): Promise<{ name: string; email: string; mobile: string }> {
  const [profile] = await database
    .select({ name: users.name, email: users.email, mobile: users.mobileNo })
    .from(users)
    .where(eq(users.userId, user.id));
  return { name: profile?.name || user.name, email: profile?.email || user.email, mobile: profile?.mobile ?? "" };
}
