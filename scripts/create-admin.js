// `npm run admin:create -- email password`: creates (or updates) an admin account.
// With the embedded database, stop the server first: PGlite allows one process per data folder.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  console.error("Usage: npm run admin:create -- <email> <password of at least 8 characters>");
  process.exit(2);
}
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
await app.createAdminAccount(email.trim().toLowerCase(), password);
console.log(`Admin account ready: ${email.trim().toLowerCase()}`);
process.exit(0);
