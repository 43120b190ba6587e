import { eq } from "drizzle-orm";
import type { SessionUser } from "./auth/session.server";
import { type Database, users } from "~/platform/index.server";
import { ensureProfile, profileColumns, type StudentProfile } from "./ensure-profile.server";

/** The profile /account edits: the account's own row (found by account id), or spec 1 §3's fallback one. */
export async function loadAccountProfile(database: Database, user: SessionUser): Promise<StudentProfile> {
  const [profile] = await database.select(profileColumns).from(users).where(eq(users.userId, user.id)).limit(1);
  return profile ?? ensureProfile(database, { id: user.id, email: user.email });
}
