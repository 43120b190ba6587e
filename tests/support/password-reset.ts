// The password-reset link's token as a student reads it from the e-mail: the newest reset-password row's.
import { desc, sql } from "drizzle-orm";
import { db } from "~/platform/db/database.server";
import { authVerification } from "~/platform/db/schema";

/** The token of the newest password-reset link (stored as 'reset-password:{token}'). */
export async function latestResetToken() {
  const database = await db();
  const [reset] = await database
    .select({ identifier: authVerification.identifier })
    .from(authVerification)
    .where(sql`${authVerification.identifier} like 'reset-password:%'`)
    .orderBy(desc(authVerification.createdAt))
    .limit(1);
  return reset!.identifier.slice("reset-password:".length);
}
