// `npm run backup`: one consistent backup of the whole database into BACKUP_DIR (./backups), with its manifest
// (time, schema version, sha256) beside it. With PGlite, a running server on PORT takes it without stopping.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const serverEntry = path.join(buildDir, "server/index.js");
if (!fs.existsSync(serverEntry)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}
const app = await import(pathToFileURL(serverEntry).href).catch((error) => {
  console.error(error?.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
const outcome = await app.backupOnCommand();
if (outcome.kind !== "taken") {
  console.error(`Backup failed: ${outcome.error ?? outcome.kind}`);
  process.exit(1);
}
const { schemaVersion, sha256, bytes } = outcome.manifest;
console.log(
  `Backup written: ${outcome.file}\n  schema ${schemaVersion}, ${bytes} bytes, sha256 ${sha256}\n  manifest ${outcome.file}.json`,
);
process.exit(0);
