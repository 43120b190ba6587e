// `npm run restore -- FILE [--force]`: restores a backup into the configured database (DATA_DIR or DATABASE_URL),
// which must be empty unless --force; every server must be stopped first. Checks the file's sha256 and schema.
import path from "node:path";
import { importServerBuild } from "./server-build.js";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file] = args.filter((arg) => arg !== "--force");
if (!file) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}
const app = await importServerBuild();
try {
  const { manifest, keptAside } = await app.restoreOnCommand(path.resolve(file), { force });
  console.log(`Restored ${file}: taken ${manifest.takenAt}, schema ${manifest.schemaVersion}`);
  if (keptAside) console.log(`The data folder that was there is kept at ${keptAside}`);
  process.exit(0);
} catch (error) {
  console.error(`Restore refused or failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
