// A name for this checkout's migrations and PGlite version, for files made once from them and kept in the temp folder.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const MIGRATIONS = path.resolve("drizzle");

/** `<prefix>-<16 hex digits>` in the temp folder; the digits change when a migration or PGlite does. */
export function migratedPath(prefix: string) {
  const hash = createHash("sha256");
  const pglite = JSON.parse(fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"));
  hash.update(pglite.version);
  for (const file of (fs.readdirSync(MIGRATIONS, { recursive: true }) as string[]).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `${prefix}-${hash.digest("hex").slice(0, 16)}`);
}
