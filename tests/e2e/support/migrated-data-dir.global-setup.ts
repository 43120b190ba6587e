// The servers that tests start on their own PGlite folder (support/server-process.ts) begin from one migrated folder,
// copied, instead of each running initdb and every migration (10-30 s a server on a 2-core machine).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const MIGRATIONS = path.resolve("drizzle");

/** Where the migrated folder of this build's migrations and PGlite lives. */
export function migratedDataDirTemplate() {
  const hash = createHash("sha256");
  const pglite = JSON.parse(fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"));
  hash.update(pglite.version);
  for (const file of (fs.readdirSync(MIGRATIONS, { recursive: true }) as string[]).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `academy-e2e-pglite-${hash.digest("hex").slice(0, 16)}`);
}

export default async function globalSetup() {
  const template = migratedDataDirTemplate();
  if (fs.existsSync(template)) return;
  // Made aside and renamed: a folder that exists is whole.
  const building = `${template}.${process.pid}`;
  const database = new PGlite({ dataDir: building, extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS });
  } finally {
    await database.close();
  }
  fs.renameSync(building, template);
}
