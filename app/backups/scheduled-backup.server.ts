import { type Clock, getDatabaseHandle } from "~/platform/index.server";
import { scheduledBackupDay } from "./backup-files";
import { type BackupOutcome, pruneBackups, takeBackup } from "./take-backup.server";

/**
 * The daily backup, once its India time has come: the day is claimed in the database, so one server takes it;
 * then the folder keeps the newest `keep`. Null before the time or when BACKUP_TIME is unset.
 */
export async function takeScheduledBackup(
  settings: { dir: string; time: string | null; keep: number },
  { clock }: { clock: Clock },
): Promise<BackupOutcome | null> {
  if (!settings.time) return null;
  const day = scheduledBackupDay(clock(), settings.time);
  if (!day) return null;
  const outcome = await takeBackup(await getDatabaseHandle(), {
    dir: settings.dir,
    trigger: "scheduled",
    scheduledDay: day,
    clock,
  });
  if (outcome.kind === "taken") pruneBackups(settings.dir, settings.keep);
  return outcome;
}
