import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { appClock, bearerTokenIs, closeDatabase, getConfig, getDatabaseHandle } from "~/platform/index.server";
import { restoreBackup } from "./restore-backup.server";
import { type BackupOutcome, takeBackup } from "./take-backup.server";

// `npm run backup` and `npm run restore` (scripts/). PGlite's folder belongs to the one server process that has it
// open, so a backup of PGlite while it runs is asked of that server, on this machine only, with a token derived from
// the secret both read (docs/decisions/0112-backups-metrics-health-desk.md).

export const BACKUP_REQUEST_PATH = "/ops/backup";

/** The bearer token the running server expects for a backup request: derived from BETTER_AUTH_SECRET. */
export function backupRequestToken(authSecret = getConfig().authSecret): string {
  return createHmac("sha256", authSecret).update("academy backup request").digest("hex");
}

export function isBackupRequestToken(authorization: string | undefined): boolean {
  return bearerTokenIs(authorization, backupRequestToken());
}

/** A manual backup in this process, of the database this process has open (the server's request handler). */
export async function takeManualBackup(): Promise<BackupOutcome> {
  return takeBackup(await getDatabaseHandle(), { dir: getConfig().backup.dir, trigger: "manual", clock: appClock });
}

/** `npm run backup`: asks the running server (PGlite), else opens the database itself; the outcome for the operator. */
export async function backupOnCommand(): Promise<BackupOutcome> {
  const config = getConfig();
  if (config.database.kind === "pglite") {
    const asked = await askRunningServer(config.port);
    if (asked) return asked;
    refuseOpenFolder(config.database.dataDir, `no server answers on port ${config.port}`);
  }
  try {
    return await takeManualBackup();
  } finally {
    await closeDatabase();
  }
}

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open: a second process must not open it (a
 * server on another port, or one that stopped without closing it; then removing the file is the operator's call).
 */
function refuseOpenFolder(dataDir: string, why: string) {
  if (fs.existsSync(path.join(dataDir, "postmaster.pid"))) {
    throw new Error(`${dataDir} is open by another process (${why}); if no server uses it, remove ${dataDir}/postmaster.pid`);
  }
}

async function askRunningServer(port: number): Promise<BackupOutcome | null> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${BACKUP_REQUEST_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${backupRequestToken()}` },
    });
  } catch {
    return null; // no server on this machine's port: the folder is ours to open
  }
  if (response.status === 404) return null;
  if (!response.ok) return { kind: "failed", error: `the running server answered ${response.status}` };
  return (await response.json()) as BackupOutcome;
}

/** `npm run restore FILE [--force]`: into the configured database, which no server may have open. */
export async function restoreOnCommand(file: string, { force }: { force: boolean }) {
  const config = getConfig();
  const serverAnswers = await fetch(`http://127.0.0.1:${config.port}/healthz`).then(
    () => true,
    () => false,
  );
  if (serverAnswers) throw new Error(`a server answers on port ${config.port}: stop every server first, then restore`);
  if (config.database.kind === "pglite") refuseOpenFolder(config.database.dataDir, "stop it first");
  const target =
    config.database.kind === "pglite"
      ? { kind: "pglite" as const, dataDir: config.database.dataDir }
      : { kind: "postgres" as const, url: config.database.url };
  return restoreBackup({ file, target, force });
}
