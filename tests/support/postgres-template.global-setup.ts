// Every test file's PostgreSQL database is copied from one migrated template (CREATE DATABASE … TEMPLATE) instead of
// running every migration again. Made once, and again whenever a migration changes.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

const MIGRATIONS = path.resolve("drizzle");
const PREFIX = "academy_test_template_";
// Any constant of this file's own: two runs making the same template wait for each other.
const TEMPLATE_LOCK_ID = 727_002;

function templateName() {
  const hash = createHash("sha256");
  for (const file of (fs.readdirSync(MIGRATIONS, { recursive: true }) as string[]).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `${PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("the PostgreSQL tests need TEST_DATABASE_URL");
  const name = templateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.end();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 and datname <> $2",
      [`${PREFIX}%`, name],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
  project.provide("postgresTemplate", name);
}
