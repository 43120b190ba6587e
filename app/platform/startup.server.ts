import { and, eq } from "drizzle-orm";
import { getAuth } from "~/accounts/index.server";
import { getConfig } from "./config.server";
import type { Database } from "./db/client.server";
import { db, getDatabaseHandle } from "./db/database.server";
import { authAccount, authSession, authUser } from "./db/schema";
import { attachEarlierPayments } from "~/enrolments/index.server";
import { logger } from "./logger.server";
import { seedDemoData } from "./seed/demo-data.server";
import { warmConnection } from "./warm-connection.server";

/** Opens and migrates the database, creates the configured admin, seeds demo data when asked, and puts earlier payments in enrolments. */
export async function prepareDatabase() {
  const config = getConfig();
  const handle = await getDatabaseHandle();
  logger.info({ database: handle.kind }, "database ready");
  if (config.admin) await ensureAdminAccount(await db(), config.admin);
  if (config.seedDemo) await seedDemoData(await db());
  const attached = await attachEarlierPayments(await db());
  if (attached > 0) logger.info({ attached }, "earlier payments put in enrolments");
  // A connection that could not be warmed still serves: its first visitors pay for what the warm-up would have done.
  await handle.openConnections(warmConnection).catch((error: unknown) => {
    logger.warn({ err: error }, "database connections opened, but not all of them warmed up");
  });
}

/**
 * Creates the admin account, or updates its password and role; idempotent. Promoting an account or changing its
 * password signs out its sessions: one opened as a student, or with the old password, must not gain admin rights.
 */
export async function ensureAdminAccount(database: Database, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase();
  const auth = await getAuth();
  const [existing] = await database.select().from(authUser).where(eq(authUser.email, email));
  let passwordChanged = false;
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: admin.password, name: "Administrator" } });
  } else {
    const { password } = await auth.$context;
    const [credential] = await database
      .select({ hash: authAccount.password })
      .from(authAccount)
      .where(and(eq(authAccount.userId, existing.id), eq(authAccount.providerId, "credential")));
    passwordChanged = !credential?.hash || !(await password.verify({ hash: credential.hash, password: admin.password }));
    if (passwordChanged) {
      await database
        .update(authAccount)
        .set({ password: await password.hash(admin.password), updatedAt: new Date() })
        .where(eq(authAccount.userId, existing.id));
    }
  }
  // The operator chose this address: it is verified by definition (docs/decisions/0020-email-verification.md).
  const [account] = await database
    .update(authUser)
    .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
    .where(eq(authUser.email, email))
    .returning({ id: authUser.id });
  const promoted = existing?.role !== "admin";
  if (account && (promoted || passwordChanged)) {
    const ended = await database.delete(authSession).where(eq(authSession.userId, account.id)).returning({ id: authSession.id });
    logger.info(
      { email, promoted, passwordChanged, sessionsEnded: ended.length },
      "admin account ready; its earlier sessions are signed out",
    );
  } else {
    logger.info({ email }, "admin account ready");
  }
}
