// backups: pure rules other modules use (the configuration reads BACKUP_TIME with them).
export { parseBackupTime } from "./backup-files";
