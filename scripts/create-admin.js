// `npm run admin:create -- email password`: creates (or updates) an admin account.
// With the embedded database, stop the server first: PGlite allows one process per data folder.
import { importServerBuild } from "./server-build.js";

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  console.error("Usage: npm run admin:create -- <email> <password of at least 8 characters>");
  process.exit(2);
}
const app = await importServerBuild();
await app.createAdminAccount(email.trim().toLowerCase(), password);
console.log(`Admin account ready: ${email.trim().toLowerCase()}`);
process.exit(0);
