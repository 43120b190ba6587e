import { getDatabaseHandle } from "./db/database.server";

const PING_TIMEOUT_MS = 2000;

let inFlight: Promise<boolean> | undefined;

/**
 * Whether the database answers a ping within 2 s. Checks that arrive while a ping is under way share it (a load
 * balancer, a monitor and a benchmark polling at once cost one query, not one each).
 */
export function isDatabaseHealthy(): Promise<boolean> {
  inFlight ??= pingDatabase().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function pingDatabase() {
  let timer: NodeJS.Timeout | undefined;
  try {
    const handle = await getDatabaseHandle();
    return await Promise.race([
      handle.ping(),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthReport {
  status: 200 | 503;
  body: { status: "ok" | "degraded"; db: "ok" | "down" };
}

/** GET /healthz (server/app.ts): 200 while the database answers, 503 when it does not. */
export async function healthReport(): Promise<HealthReport> {
  const up = await isDatabaseHealthy();
  return up ? { status: 200, body: { status: "ok", db: "ok" } } : { status: 503, body: { status: "degraded", db: "down" } };
}
