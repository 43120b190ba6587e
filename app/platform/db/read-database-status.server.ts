import { count } from "drizzle-orm";
import type { DatabaseStatus } from "~/platform/database-status";
import { db } from "./database.server";
import { users } from "./schema";
import { logger } from "../logger.server";

const STATUS_TIMEOUT_MS = 2000;

/** Counts registered learners with a real query; any failure or a slow answer reads as degraded. */
export async function readDatabaseStatus(): Promise<DatabaseStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = (async () => {
      const [row] = await (await db()).select({ value: count() }).from(users);
      return row?.value ?? 0;
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database status timed out")), STATUS_TIMEOUT_MS);
    });
    const registeredLearners = await Promise.race([query, timeout]);
    return { state: "connected", registeredLearners: Number(registeredLearners) };
  } catch (error) {
    logger.warn({ err: error }, "home page database status: degraded");
    return { state: "degraded" };
  } finally {
    clearTimeout(timer);
  }
}
