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
 * The dashboard before the e-mail is verified: the account's own profile, found by id, and nothing found by the
 * address (which may be someone else's).
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
