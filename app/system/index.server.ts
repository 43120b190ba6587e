// system: the health desk (/admin/system) and the business figures of /metrics
// (docs/decisions/0112-backups-metrics-health-desk.md).
export { registerBusinessMetrics } from "./business-metrics.server";
export { loadSystemHealth, type SystemHealth } from "./load-system-health.server";
export { retryFailedMessage } from "./outboxes.server";
