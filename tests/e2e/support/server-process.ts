// Our own copies of the production server, for tests that kill, stop or starve it: each on a free port,
// started exactly as an operator starts it (`node server.js` on the build that BUILD_DIR names).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { migratedDataDirTemplate } from "./migrated-data-dir.global-setup";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  exited: Promise<number | null>;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no clean-up at all, like a power cut. */
  kill(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A new PGlite folder for one server, already migrated (a copy of the run's migrated folder). */
export function tempDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(migratedDataDirTemplate(), dir, { recursive: true });
  return dir;
}

/**
 * Starts `node server.js` and waits until /healthz answers 200 (a cold start can be slow on a busy machine).
 * A variable given as `undefined` is left unset (e.g. `NODE_ENV: undefined`, as an operator who forgot it).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  { port }: { port?: number } = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  const merged: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? "",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    SEED_DEMO: "false",
    PORT: String(listenOn),
    APP_URL: baseUrl,
    ...env,
  };
  const child = spawn(process.execPath, ["server.js"], {
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  try {
    await expect
      .poll(
        async () => {
          if (gone) throw new Error(`the server exited while starting:\n${output}`);
          return (await fetch(`${baseUrl}/healthz`).catch(() => null))?.status ?? 0;
        },
        { timeout: 90_000, intervals: [250, 500, 1000] },
      )
      .toBe(200);
  } catch (error) {
    // A server that never became healthy must not outlive the test and hold its port.
    if (!gone) child.kill("SIGKILL");
    await exited;
    throw error;
  }

  return {
    child,
    port: listenOn,
    baseUrl,
    exited,
    output: () => output,
    async stop() {
      if (!gone) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (!gone) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** POST a JSON body as the site's own pages do (same Origin). */
export function postJson(server: { baseUrl: string }, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl, ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

/** POST a form as the site's own pages do (same Origin), without following the redirect. */
export function postForm(
  server: { baseUrl: string },
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.baseUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The `name=value` pairs of a response's Set-Cookie lines, ready for a Cookie header. */
export function cookieHeader(response: Response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
