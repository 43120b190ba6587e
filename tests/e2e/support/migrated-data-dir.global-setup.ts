// The servers that tests start on their own PGlite folder (support/server-process.ts) begin from one migrated folder,
// copied, instead of each running initdb and every migration (10-30 s a server on a 2-core machine).
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS, migratedPath } from "../../support/migrations-version";

/** Where the migrated folder of this build's migrations and PGlite lives. */
export function migratedDataDirTemplate() {
  return migratedPath("academy-e2e-pglite");
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
