import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { type BackupManifest, manifestFileName, parseManifest } from "./backup-files";
import { runPostgresTool, sha256OfFile } from "./command-line-tools.server";
import { knownSchemaVersions, LATEST_MIGRATION_SQL, schemaVersionOf } from "./schema-version.server";

export type RestoreTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** A restore that was not attempted, and why, in words for the operator. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/**
 * Restores a backup into an empty PGlite folder or PostgreSQL database. Refuses a file whose manifest is missing,
 * whose checksum differs, whose database kind differs or whose schema version this code does not know, and a
 * target that holds data unless `force` (a PGlite folder is then kept aside, a PostgreSQL database emptied).
 */
export async function restoreBackup({
  file,
  target,
  force = false,
}: {
  file: string;
  target: RestoreTarget;
  force?: boolean;
}): Promise<{ manifest: BackupManifest; keptAside: string | null }> {
  const manifest = await checkedManifest(file);
  if (manifest.database !== target.kind) {
    throw new RestoreRefused(`${file} is a ${manifest.database} backup; the database configured here is ${target.kind}`);
  }
  const restored =
    target.kind === "pglite" ? await restorePglite(file, target.dataDir, force) : await restorePostgres(file, target.url, force);
  if (restored.schemaVersion !== manifest.schemaVersion) {
    throw new Error(`restored, but the database says schema ${restored.schemaVersion}, the manifest ${manifest.schemaVersion}`);
  }
  return { manifest, keptAside: restored.keptAside };
}

async function checkedManifest(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`${file} does not exist`);
  const manifestFile = manifestFileName(file);
  if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${manifestFile} is missing: it holds the checksum to check`);
  const manifest = parseManifest(fs.readFileSync(manifestFile, "utf8"));
  if (!manifest) throw new RestoreRefused(`${manifestFile} is not a backup manifest`);
  const sha256 = await sha256OfFile(file);
  if (sha256 !== manifest.sha256) {
    throw new RestoreRefused(
      `${file} does not match its checksum (sha256 ${sha256}, expected ${manifest.sha256}): damaged or altered`,
    );
  }
  const known = knownSchemaVersions().map((entry) => entry.tag);
  if (!known.includes(manifest.schemaVersion)) {
    throw new RestoreRefused(
      `${file} has schema version ${manifest.schemaVersion}, which this release does not know (its latest is ${known.at(-1)}): restore it with the release that made it`,
    );
  }
  return manifest;
}

async function restorePglite(file: string, dataDir: string, force: boolean) {
  let keptAside: string | null = null;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    if (!force) throw new RestoreRefused(`${dataDir} is not empty: stop the server, then restore with --force to keep it aside`);
    keptAside = `${dataDir}.before-restore-${Date.now()}`;
    fs.renameSync(dataDir, keptAside);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: { pg_trgm },
  });
  try {
    const { rows } = await database.query<{ when: string }>(LATEST_MIGRATION_SQL);
    return { schemaVersion: schemaVersionOf(rows[0]?.when), keptAside };
  } finally {
    await database.close();
  }
}

async function restorePostgres(file: string, url: string, force: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.tables > 0) {
      if (!force)
        throw new RestoreRefused(
          `the database holds ${rows[0]!.tables} tables: restore into an empty one, or --force to empty it`,
        );
      await client.query("drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public");
    }
    // One transaction: a restore that fails half-way leaves the database as empty as it was.
    await runPostgresTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file], url);
    const restored = await client.query<{ when: string }>(LATEST_MIGRATION_SQL);
    return { schemaVersion: schemaVersionOf(restored.rows[0]?.when), keptAside: null };
  } finally {
    await client.end();
  }
}
