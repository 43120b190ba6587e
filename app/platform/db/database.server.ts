import { getConfig } from "../config.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";

// The process-wide database. Tests install their own fresh one with `setDatabaseHandle`.
let current: Promise<DatabaseHandle> | undefined;

export function setDatabaseHandle(handle: DatabaseHandle) {
  current = Promise.resolve(handle);
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!current) {
    const config = getConfig();
    current = openDatabase(
      config.database.kind === "pglite" ? { kind: "pglite", dataDir: config.database.dataDir } : config.database,
    );
    current.catch(() => {
      current = undefined; // let the next request try again
    });
  }
  return current;
}

export async function db(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export async function closeDatabase() {
  const handle = current;
  current = undefined;
  if (handle) await (await handle).close();
}
