import { eq } from "drizzle-orm";
import { DASHBOARD_MESSAGES } from "~/accounts/messages";
import type { SessionUser } from "./auth/session.server";
import { type Database, logger, users } from "~/platform/index.server";
import { ensureProfile, profileColumns, type StudentProfile } from "./ensure-profile.server";

export interface UnverifiedDashboard {
  email: string;
  profile: StudentProfile | null;
  profileError: string | null;
}

/**
 * What the dashboard shows before the account's e-mail is verified: the welcome and the person's
 * own profile, and nothing that is found by the e-mail address (student record, payments, certificates…).
 * The profile is the account's own: it is found by the account id, and made as spec 1 §3's fallback when missing.
 */
export async function loadUnverifiedDashboard(database: Database, user: SessionUser): Promise<UnverifiedDashboard> {
  try {
    const [profile] = await database.select(profileColumns).from(users).where(eq(users.userId, user.id)).limit(1);
    return { email: user.email, profile: profile ?? (await ensureProfile(database, user)), profileError: null };
  } catch (error) {
    logger.error({ err: error }, "dashboard: profile of an unverified account not read");
    return { email: user.email, profile: null, profileError: DASHBOARD_MESSAGES.profileFailed };
  }
}
