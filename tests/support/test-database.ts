// A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
// created from TEST_DATABASE_URL (and dropped afterwards) when TEST_DB_KIND=postgres.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from "~/platform/db/client.server";
import { setDatabaseHandle } from "~/platform/db/database.server";

// Where each PostgreSQL test database lives, so a test can open it again as a second server would.
const postgresTargets = new WeakMap<DatabaseHandle, DatabaseTarget>();

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== "postgres")
    return openDatabase({ kind: "pglite", dataDir: null, template: inject("pgliteTemplate") });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: "postgres", url: url.toString() } as const;
  const handle = await openDatabase(target);
  const testHandle: DatabaseHandle = {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  postgresTargets.set(testHandle, target);
  return testHandle;
}

/**
 * A database that outlives one connection, for tests that open it twice: a PGlite folder, or a PostgreSQL
 * database made from TEST_DATABASE_URL. `remove` deletes it.
 */
export async function persistentStore(): Promise<{ target: Parameters<typeof openDatabase>[0]; remove: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND !== "postgres") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-"));
    return { target: { kind: "pglite", dataDir: dir }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString() },
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Gives the test file its own database, installed as the process-wide one for server functions. */
export function useFreshDatabase() {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db(): Database {
      return handle.db;
    },
    get handle() {
      return handle;
    },
    /**
     * The same database as a second server sees it: on PostgreSQL its own pool of connections (close it when done);
     * on PGlite, which one process alone opens, this file's database again.
     */
    async openSecondServer(): Promise<{ db: Database; close: () => Promise<void> }> {
      const target = postgresTargets.get(handle);
      if (!target) return { db: handle.db, close: async () => {} };
      const second = await openDatabase(target);
      return { db: second.db, close: () => second.close() };
    },
  };
}
