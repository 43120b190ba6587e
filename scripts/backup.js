// `npm run backup`: one consistent backup of the whole database into BACKUP_DIR (./backups), with its manifest
// (time, schema version, sha256) beside it. With PGlite, a running server on PORT takes it without stopping.
import { importServerBuild } from "./server-build.js";

const app = await importServerBuild();
const outcome = await app.backupOnCommand().catch((error) => ({ kind: "failed", error: error.message }));
if (outcome.kind !== "taken") {
  console.error(`Backup failed: ${outcome.error ?? outcome.kind}`);
  process.exit(1);
}
const { schemaVersion, sha256, bytes } = outcome.manifest;
console.log(
  `Backup written: ${outcome.file}\n  schema ${schemaVersion}, ${bytes} bytes, sha256 ${sha256}\n  manifest ${outcome.file}.json`,
);
process.exit(0);
