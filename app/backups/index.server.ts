// backups: taking, scheduling and restoring backups of the whole database
// (docs/decisions/0112-backups-metrics-health-desk.md).
export { takeBackup } from "./take-backup.server";
export { RestoreRefused, restoreBackup } from "./restore-backup.server";
export { takeScheduledBackup } from "./scheduled-backup.server";
export {
  BACKUP_REQUEST_PATH,
  backupOnCommand,
  isBackupRequestToken,
  restoreOnCommand,
  takeManualBackup,
} from "./command-line.server";
export { appliedSchemaVersion, knownSchemaVersions } from "./schema-version.server";
