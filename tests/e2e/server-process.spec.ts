// The server as an operator meets it: refuses to start misconfigured, stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

/** A port nothing listens on right now, so parallel runs on one machine never meet. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const started: ChildProcess[] = [];
// A failed assertion must not leave a server running (and holding its port) after the test.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    // The build under test: the one BUILD_DIR names (parallel runs build into their own folders).
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test("production without a session secret or payment keys refuses to start and names the variables", async () => {
  test.setTimeout(90_000);
  const server = startServer({ NODE_ENV: "production", PORT: String(await freePort()), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cfg-")) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("BETTER_AUTH_SECRET");
  expect(server.output()).toContain("RAZORPAY_KEY_ID");
});

test("SIGTERM finishes in-flight work and exits cleanly within 3 seconds; a restart on the same data is harmless", async () => {
  test.setTimeout(180_000); // two cold starts of the server on a busy machine
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), APP_URL: origin, DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "true" };
  for (let round = 0; round < 2; round += 1) {
    const server = startServer(env);
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
    // A request whose body is still arriving when the signal comes must still get its answer.
    const body = new URLSearchParams({ name: "Late Visitor", email: "late@example.com", mobile: "+91 90000 00000", purpose: "free_session" }).toString();
    let answer: (status: number) => void;
    const answered = new Promise<number>((resolve) => (answer = resolve));
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/contact",
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), origin },
      },
      (response) => answer(response.statusCode ?? 0),
    );
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.end(body.slice(10));
    expect(await answered).toBe(302);
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
  }
});
