import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore) against `url`: the password goes in PGPASSWORD, never on
 * the command line other users of the machine can read. Rejects with the program's own words when it fails.
 */
export function runPostgresTool(program: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${parsed.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) =>
      reject(new Error(`${program} could not be run (${error.message}): install PostgreSQL's client programs`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim() || "no message"}`)),
    );
  });
}

/** The sha256 of a file, read as a stream (a backup may be large). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
