// The build's server module for the command-line scripts (admin:create, backup, restore): loading it checks the
// configuration; a missing build or a bad setting ends the script with the reason.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function importServerBuild() {
  const serverEntry = path.join(path.resolve(process.env.BUILD_DIR || "build"), "server/index.js");
  if (!fs.existsSync(serverEntry)) {
    console.error("No build found. Run `npm run build` first.");
    process.exit(1);
  }
  return import(pathToFileURL(serverEntry).href).catch((error) => {
    console.error(error?.name === "ConfigError" ? error.message : error);
    process.exit(1);
  });
}
