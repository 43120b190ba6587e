import { eq } from "drizzle-orm";
import { getAuth } from "./auth/auth.server";
import { getConfig } from "./config.server";
import type { Database } from "./db/client.server";
import { db, getDatabaseHandle } from "./db/database.server";
import { authAccount, authUser } from "./db/schema";
import { logger } from "./logger.server";
import { seedDemoData } from "./seed/demo-data.server";

/** Opens and migrates the database, creates the configured admin, and seeds demo data when asked. */
export async function prepareDatabase() {
  const config = getConfig();
  const handle = await getDatabaseHandle();
  logger.info({ database: handle.kind }, "database ready");
  if (config.admin) await ensureAdminAccount(await db(), config.admin);
  if (config.seedDemo) await seedDemoData(await db());
}

/** Creates the admin account, or updates its password and role: idempotent, run at every start. */
export async function ensureAdminAccount(database: Database, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase();
  const auth = await getAuth();
  const [existing] = await database.select().from(authUser).where(eq(authUser.email, email));
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: admin.password, name: "Administrator" } });
  } else {
    const hash = await (await auth.$context).password.hash(admin.password);
    await database
      .update(authAccount)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(authAccount.userId, existing.id));
  }
  // The operator chose this address: it is verified by definition (docs/decisions/email-verification.md).
  await database
    .update(authUser)
    .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
    .where(eq(authUser.email, email));
  logger.info({ email }, "admin account ready");
}
