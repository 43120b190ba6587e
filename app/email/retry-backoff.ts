const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;

/**
 * Seconds to wait after failed attempt number `attempts` before trying again:
 * 30 s, 1 min, 2 min, 4 min, … doubling, capped at 1 hour.
 */
export function retryDelaySeconds(attempts: number) {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);
}
