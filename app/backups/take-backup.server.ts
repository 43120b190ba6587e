import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type BackupSource, backups, type Clock, type Database, logger } from "~/platform/index.server";
import { type BackupManifest, backupFileName, backupsToPrune, manifestFileName } from "./backup-files";
import { runPostgresTool, sha256OfFile } from "./command-line-tools.server";
import { appliedSchemaVersion } from "./schema-version.server";

export type BackupOutcome =
  | { kind: "taken"; file: string; manifest: BackupManifest }
  | { kind: "failed"; error: string }
  /** The scheduled backup of that day was claimed by another server (or an earlier run). */
  | { kind: "already-taken" };

/**
 * Writes one consistent backup of the whole database into `dir` with its manifest beside it, and records it in
 * `backups` (a scheduled one claims its India day there first, so one server alone takes it). Never throws for a
 * failed backup: the failure is logged and recorded for the health desk.
 */
export async function takeBackup(
  handle: { db: Database; backupSource: BackupSource },
  {
    dir,
    trigger,
    scheduledDay = null,
    clock,
  }: { dir: string; trigger: "manual" | "scheduled"; scheduledDay?: string | null; clock: Clock },
): Promise<BackupOutcome> {
  const [claimed] = await handle.db
    .insert(backups)
    .values({ trigger, scheduledDay, startedAt: clock() })
    .onConflictDoNothing()
    .returning({ id: backups.id });
  if (!claimed) return { kind: "already-taken" };
  try {
    const { file, manifest } = await writeBackupFile(handle, dir, clock());
    await handle.db
      .update(backups)
      .set({ finishedAt: clock(), file, bytes: manifest.bytes, sha256: manifest.sha256, schemaVersion: manifest.schemaVersion })
      .where(eq(backups.id, claimed.id));
    logger.info({ file, bytes: manifest.bytes, schemaVersion: manifest.schemaVersion }, "backup taken");
    return { kind: "taken", file, manifest };
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    logger.error({ err: failure, dir }, "backup failed");
    await handle.db.update(backups).set({ finishedAt: clock(), error }).where(eq(backups.id, claimed.id));
    return { kind: "failed", error };
  }
}

async function writeBackupFile(
  { db, backupSource }: { db: Database; backupSource: BackupSource },
  dir: string,
  takenAt: Date,
): Promise<{ file: string; manifest: BackupManifest }> {
  fs.mkdirSync(dir, { recursive: true });
  const schemaVersion = await appliedSchemaVersion(db);
  const file = path.resolve(dir, backupFileName({ database: backupSource.kind, takenAt, schemaVersion }));
  // Written under another name and renamed once complete: a file by the backup's name is always whole.
  const partial = `${file}.partial`;
  try {
    if (backupSource.kind === "pglite") fs.writeFileSync(partial, await backupSource.dumpDataDir());
    // pg_dump reads everything in one repeatable-read transaction: one consistent moment, while others write.
    else await runPostgresTool("pg_dump", ["--format=custom", `--file=${partial}`], backupSource.url);
    const manifest: BackupManifest = {
      format: "academy-backup/1",
      database: backupSource.kind,
      takenAt: takenAt.toISOString(),
      schemaVersion,
      sha256: await sha256OfFile(partial),
      bytes: fs.statSync(partial).size,
    };
    fs.renameSync(partial, file);
    fs.writeFileSync(manifestFileName(file), `${JSON.stringify(manifest, null, 2)}\n`);
    return { file, manifest };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Deletes the backups in `dir` beyond the newest `keep`, each with its manifest; returns the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const doomed = backupsToPrune(fs.readdirSync(dir), keep);
  for (const name of doomed) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(path.join(dir, manifestFileName(name)), { force: true });
  }
  return doomed;
}
