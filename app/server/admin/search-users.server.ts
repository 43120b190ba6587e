import { asc, ilike, or } from "drizzle-orm";
import { USER_SEARCH_LIMIT } from "~/domain/admin/certificate-form";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { logger } from "../logger.server";
import { containsPattern } from "./like-pattern.server";

export interface UserSuggestion {
  userId: string;
  email: string;
  name: string;
}

/** spec 3 §2.6: at most 10 users whose e-mail or name contains the text, case-insensitively, by name. */
export async function searchUsers(database: Database, search: string): Promise<UserSuggestion[]> {
  const text = search.trim().slice(0, 200);
  if (!text) return [];
  try {
    const pattern = containsPattern(text);
    return await database
      .select({ userId: users.userId, email: users.email, name: users.name })
      .from(users)
      .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
      .orderBy(asc(users.name), asc(users.email))
      .limit(USER_SEARCH_LIMIT);
  } catch (error) {
    logger.error({ err: error }, "could not search users");
    return [];
  }
}
