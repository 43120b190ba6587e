import { db } from "../db/database.server";
import { invalidatePageCache } from "../http/page-cache.server";
import { logger } from "../logger.server";
import { reconcilePendingPayments } from "./reconcile-pending-payments.server";

const RECONCILE_INTERVAL_MS = 60_000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> = Promise.resolve();

/** Every minute, finish payments left pending (issue 4 "Reconciliation"). Safe on every server at once. */
export function startPaymentReconciliation() {
  let inFlight = false;
  timer = setInterval(() => {
    if (inFlight) return; // a slow provider must not stack runs
    inFlight = true;
    running = db()
      .then((database) => reconcilePendingPayments(database))
      .then((summary) => {
        if (summary.checked > 0) {
          logger.info(summary, "payment reconciliation");
          invalidatePageCache(); // a payment may have moved on: dashboards must show it
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, "payment reconciliation failed; will retry"))
      .finally(() => {
        inFlight = false;
      });
  }, RECONCILE_INTERVAL_MS);
  timer.unref();
}

export async function stopPaymentReconciliation() {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
