import { and, asc, eq, ilike, or } from "drizzle-orm";
import { USER_SEARCH_LIMIT } from "~/certificates/certificate-form";
import { authUser, containsPattern, type Database, logger, users } from "~/platform/index.server";

export interface UserSuggestion {
  userId: string;
  email: string;
  name: string;
}

/**
 * spec 3 §2.6: at most 10 users whose e-mail or name contains the text. Only verified accounts: an unverified one
 * may have taken someone else's address, and the certificate goes to the address the suggestion fills in.
 */
export async function searchUsers(database: Database, search: string): Promise<UserSuggestion[]> {
  const text = search.trim().slice(0, 200);
  if (!text) return [];
  try {
    const pattern = containsPattern(text);
    return await database
      .select({ userId: users.userId, email: users.email, name: users.name })
      .from(users)
      .innerJoin(authUser, and(eq(authUser.id, users.userId), eq(authUser.emailVerified, true)))
      .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
      .orderBy(asc(users.name), asc(users.email))
      .limit(USER_SEARCH_LIMIT);
  } catch (error) {
    logger.error({ err: error }, "could not search users");
    return [];
  }
}
