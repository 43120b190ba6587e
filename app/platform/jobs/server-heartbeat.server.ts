import { lt, sql } from "drizzle-orm";
import { buildCommit, thisServer } from "../build-version.server";
import type { Database } from "../db/client.server";
import { serverHeartbeats } from "../db/schema";

const FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

/** This server says it is alive (the health desk's uptime per server); servers silent for a day are forgotten. */
export async function recordHeartbeat(database: Database, now: Date) {
  await database
    .insert(serverHeartbeats)
    .values({
      serverId: thisServer.id,
      host: thisServer.host,
      pid: thisServer.pid,
      version: buildCommit,
      startedAt: thisServer.startedAt,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: serverHeartbeats.serverId, set: { lastSeenAt: sql`excluded.last_seen_at` } });
  await database.delete(serverHeartbeats).where(lt(serverHeartbeats.lastSeenAt, new Date(now.getTime() - FORGOTTEN_AFTER_MS)));
}
