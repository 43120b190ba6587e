// What a backup file is called, what is written beside it, and when the daily one is due: pure rules
// (docs/decisions/0112-backups-metrics-health-desk.md).
import { indiaDate, indiaInstant } from "~/platform";

export type DatabaseKind = "pglite" | "postgres";

/** The description written beside each backup as `<file>.json`: restore checks the file against it. */
export interface BackupManifest {
  format: "academy-backup/1";
  database: DatabaseKind;
  takenAt: string;
  /** The latest migration applied to the database copied, e.g. `0034_operations`. */
  schemaVersion: string;
  sha256: string;
  bytes: number;
}

const EXTENSIONS: Record<DatabaseKind, string> = { pglite: "pglite.tar.gz", postgres: "pgdump" };
const NAME_PATTERN = /^academy-(\d{8}T\d{6}Z)-[\w-]+\.(pglite\.tar\.gz|pgdump)$/;

/** `academy-20261129T191300Z-0034_operations.pgdump`: sorts by time, names the schema version and the format. */
export function backupFileName({
  database,
  takenAt,
  schemaVersion,
}: {
  database: DatabaseKind;
  takenAt: Date;
  schemaVersion: string;
}) {
  const stamp = takenAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `academy-${stamp}-${schemaVersion}.${EXTENSIONS[database]}`;
}

export function manifestFileName(backupFile: string) {
  return `${backupFile}.json`;
}

/** Reads a manifest's text; null when it is not one of ours. */
export function parseManifest(text: string): BackupManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const manifest = value as Partial<BackupManifest>;
  const fits =
    manifest?.format === "academy-backup/1" &&
    (manifest.database === "pglite" || manifest.database === "postgres") &&
    typeof manifest.takenAt === "string" &&
    typeof manifest.schemaVersion === "string" &&
    typeof manifest.sha256 === "string" &&
    /^[0-9a-f]{64}$/.test(manifest.sha256) &&
    typeof manifest.bytes === "number";
  return fits ? (manifest as BackupManifest) : null;
}

/** BACKUP_TIME, "HH:MM" in India time, as given; throws a message when it is not a time of day. */
export function parseBackupTime(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) throw new Error(`"${value}" is not a time of day as HH:MM (India time), e.g. 02:30`);
  return `${match[1]}:${match[2]}`;
}

/** The India day whose scheduled backup is due at `now` (its time has come today), or null before that time. */
export function scheduledBackupDay(now: Date, backupTime: string): string | null {
  const today = indiaDate(now);
  return now >= indiaInstant(today, backupTime) ? today : null;
}

/** Of the backup files in a folder, those beyond the newest `keep` (oldest first); other files are never named. */
export function backupsToPrune(fileNames: string[], keep: number): string[] {
  const ours = fileNames.filter((name) => NAME_PATTERN.test(name)).sort();
  return ours.slice(0, Math.max(0, ours.length - keep));
}
