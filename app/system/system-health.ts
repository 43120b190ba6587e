// Pure rules of the health desk, for the server and the page.

/** Webhook outcomes that mean an event changed nothing it should have (docs/decisions/0112-backups-metrics-health-desk.md). */
export const FAILED_WEBHOOK_OUTCOMES = ["unknown-order", "unknown-refund", "amount-mismatch"];

/** An uptime or an age in words: `3 d 4 h`, `2 h 5 min`, `42 s`. */
export function durationInWords(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${Math.round(seconds)} s`;
}

/** A size in bytes in words: `512 B`, `3.4 MB`. */
export function sizeInWords(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
