import { getDatabaseHandle } from "./db/database.server";

/** A result younger than this is answered as it is: the database is asked at most once a second. */
const FRESH_MS = 1000;
/** A ping that has not answered by then counts as "down". */
const PING_TIMEOUT_MS = 2000;

export interface HealthReport {
  status: 200 | 503;
  body: { status: "ok" | "degraded"; db: "ok" | "down" };
}

export interface HealthCheckOptions {
  /** Asks the database once: true when it answered. */
  probe: () => Promise<boolean>;
  now?: () => number;
  /** Resolves when a ping has waited `ms` (tests resolve it themselves instead of waiting). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * `/healthz` without a query per request: a fresh (1 s) result is answered, then one shared ping refreshes it, so
 * pollers cost one query a second. A database that stops answering shows as down within 3 s (1 s + 2 s deadline).
 */
export function createHealthCheck({ probe, now = Date.now, wait = sleep }: HealthCheckOptions) {
  let last: { up: boolean; at: number } | undefined;
  let inFlight: Promise<boolean> | undefined;

  const ping = () => {
    inFlight ??= Promise.race([probe().catch(() => false), wait(PING_TIMEOUT_MS).then(() => false)]).then((up) => {
      last = { up, at: now() };
      inFlight = undefined;
      return up;
    });
    return inFlight;
  };

  return async function healthReport(): Promise<HealthReport> {
    const age = last ? now() - last.at : Infinity;
    let up: boolean;
    if (last && age < FRESH_MS) up = last.up;
    else {
      const answer = ping();
      up = last && age < FRESH_MS + PING_TIMEOUT_MS ? last.up : await answer;
    }
    return up ? { status: 200, body: { status: "ok", db: "ok" } } : { status: 503, body: { status: "degraded", db: "down" } };
  };
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
}

/** GET /healthz (server/app.ts): 200 while the database answers, 503 when it does not. */
export const healthReport = createHealthCheck({
  probe: async () => (await getDatabaseHandle()).ping(),
});
