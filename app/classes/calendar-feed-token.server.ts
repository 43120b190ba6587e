import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { calendarFeeds, type Database, logger } from "~/platform/index.server";

/** 256 random bits, URL-safe: the only thing that guards a calendar subscription. */
function newFeedToken() {
  return randomBytes(32).toString("base64url");
}

/**
 * The student's calendar subscription token, created on first use in one round trip (every first dashboard of a
 * class-start burst), a second only when another request made it first.
 */
export async function ensureCalendarFeedToken(database: Database, userId: string): Promise<string> {
  const [created] = await database
    .insert(calendarFeeds)
    .values({ userId, token: newFeedToken() })
    .onConflictDoNothing()
    .returning({ token: calendarFeeds.token });
  if (created) return created.token;
  const [feed] = await database
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed.token;
}

/** A new token for the student: every copy of the old subscription link stops working. */
export async function resetCalendarFeedToken(database: Database, userId: string): Promise<string> {
  const token = newFeedToken();
  await database
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** `/calendar/{token}.ics` → the token, or null for anything that cannot be one. */
export function feedTokenFromFileName(fileName: string | undefined): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(fileName ?? "");
  return match ? match[1] : null;
}

export function calendarFeedPath(token: string) {
  return `/calendar/${token}.ics`;
}

/** The student's subscription token, if one was made. */
export function selectCalendarFeedToken(database: Database, userId: string) {
  return database.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
}

/**
 * The dashboard's calendar links, once the student has a batch to follow. The subscription token is made on
 * first use; without it (it could not be made) the subscription link is empty and the download still works.
 */
export async function dashboardCalendarLinks(
  database: Database,
  options: { userId: string; appUrl: string; existingToken: string | null },
): Promise<{ downloadPath: string; subscriptionUrl: string }> {
  let token = options.existingToken;
  if (!token) {
    try {
      token = await ensureCalendarFeedToken(database, options.userId);
    } catch (error) {
      logger.error({ err: error }, "dashboard: calendar feed token not created");
    }
  }
  return { downloadPath: "/dashboard/calendar.ics", subscriptionUrl: token ? `${options.appUrl}${calendarFeedPath(token)}` : "" };
}
