// Every test file's in-memory PGlite starts from one migrated dump instead of running initdb and every migration
// again (10-30 s a file on a 2-core machine). Made once, and again whenever a migration or PGlite changes.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS, migratedPath } from "./migrations-version";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

function templateFile() {
  return `${migratedPath("academy-pglite-template")}.tar`;
}

export default async function setup(project: TestProject) {
  const file = templateFile();
  if (!fs.existsSync(file)) {
    const database = new PGlite({ extensions: { pg_trgm } });
    await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS });
    const dump = await database.dumpDataDir("none");
    await database.close();
    // Written aside and renamed: two projects starting at once never read half a file.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  project.provide("pgliteTemplate", file);
}
