// The server as an operator meets it: refuses to start misconfigured, stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { cookieHeader, postForm, startServer as startReadyServer, tempDataDir } from "./support/server-process";
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
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...env,
    },
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
  const server = startServer({
    NODE_ENV: "production",
    PORT: String(await freePort()),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cfg-")),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("BETTER_AUTH_SECRET");
  expect(server.output()).toContain("RAZORPAY_KEY_ID");
});

// A server whose APP_URL is a public host is production whatever NODE_ENV says.
const PUBLIC_SITE = "https://academy.example.com";

test("a public APP_URL with nothing else set refuses to start, naming BETTER_AUTH_SECRET; with it, the sandbox needs ALLOW_SANDBOX_PAYMENTS", async () => {
  test.setTimeout(120_000);
  const bare = startServer({ APP_URL: PUBLIC_SITE, PORT: String(await freePort()), DATA_DIR: tempDataDir("public-bare") });
  expect(await bare.exited).not.toBe(0);
  expect(bare.output()).toContain("Missing configuration:\n  BETTER_AUTH_SECRET");
  expect(bare.output()).not.toMatch(/No build found|\n\s+at /);

  const sandbox = startServer({
    APP_URL: PUBLIC_SITE,
    BETTER_AUTH_SECRET: "public-site-test-secret-0123456789abcdef",
    PAYMENTS_PROVIDER: "sandbox",
    PORT: String(await freePort()),
    DATA_DIR: tempDataDir("public-sandbox"),
  });
  expect(await sandbox.exited).not.toBe(0);
  expect(sandbox.output()).toContain("ALLOW_SANDBOX_PAYMENTS");
  expect(sandbox.output()).not.toContain("BETTER_AUTH_SECRET");
});

test("a public APP_URL without NODE_ENV runs as production: HSTS, no /dev tools, no demo accounts, Secure cookies, private signed-in pages, body limits, no tokens in the log", async () => {
  test.setTimeout(180_000);
  const admin = { email: "public.admin@example.test", password: "Public#Admin2026" };
  const server = await startReadyServer({
    NODE_ENV: undefined,
    SEED_DEMO: undefined,
    APP_URL: PUBLIC_SITE,
    BETTER_AUTH_SECRET: "public-site-test-secret-0123456789abcdef",
    PAYMENTS_PROVIDER: "sandbox",
    ALLOW_SANDBOX_PAYMENTS: "true",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The test plays the TLS-terminating load balancer in front of the server: one trusted hop.
    TRUST_PROXY: "true",
    LOG_LEVEL: "info",
    DATA_DIR: tempDataDir("public-site"),
  });
  // What the load balancer adds to every request it forwards.
  const viaProxy = { "x-forwarded-host": "academy.example.com:443", "x-forwarded-proto": "https" };
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${pathname}`, { headers: { ...viaProxy, ...headers }, redirect: "manual" });
  const signIn = (email: string, password: string) =>
    fetch(`${server.baseUrl}/signin`, {
      method: "POST",
      headers: { ...viaProxy, origin: PUBLIC_SITE, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }).toString(),
      redirect: "manual",
    });
  try {
    for (const pathname of ["/", "/courses", "/healthz", "/no-such-page"]) {
      const response = await get(pathname);
      expect(response.headers.get("strict-transport-security"), pathname).toMatch(/max-age=\d{8,}; includeSubDomains/);
      expect(response.headers.get("content-security-policy"), pathname).toContain("upgrade-insecure-requests");
    }
    for (const pathname of ["/dev/mailbox", "/dev/mailbox.json", "/dev/payments.json"]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
    // Production listens on every interface (its load balancer is elsewhere).
    expect(server.output()).toContain(`listening on every interface, port ${server.port}`);
    for (const address of networkAddresses()) expect(await canConnect(address, server.port), address).toBe(true);
    // No demo seed: the published demo password opens nothing.
    expect((await signIn("student@demo.aielevate.in", "DemoStudent#2026")).status).toBe(401);

    const signedIn = await signIn(admin.email, admin.password);
    expect(signedIn.status).toBe(302);
    for (const line of signedIn.headers.getSetCookie()) {
      expect(line).toMatch(/^__Secure-/);
      expect(line).toMatch(/;\s*Secure/i);
    }
    const cookie = cookieHeader(signedIn);
    // Signed-in pages are never kept by a browser or proxy cache: on the page cache's miss and on its hit.
    for (const pathname of ["/courses", "/courses", "/dashboard", "/ai-spots"]) {
      const response = await get(pathname, { cookie });
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      expect(response.headers.get("vary")?.split(/,\s*/), pathname).toContain("Cookie");
    }

    // A 2 MB form is refused before it is read; the server goes on answering.
    const tooBig = await postHeadersOnly(server.port, "/contact", 2 * 1024 * 1024);
    expect(tooBig).toBe(413);
    expect((await get("/healthz")).status).toBe(200);

    // Secrets in addresses stay out of the request log.
    const resetToken = `ResetToken${Date.now()}`;
    const feedName = `FeedName${Date.now()}`;
    const invitationToken = `InvitationToken${Date.now()}`;
    await get(`/reset-password?token=${resetToken}`);
    await get(`/calendar/${feedName}.ics`);
    await get(`/signin?redirectTo=${encodeURIComponent(`/verify-email?token=${resetToken}`)}`);
    await get(`/admin/invitations/${invitationToken}`);
    await get(`/admin/invitations/${invitationToken}.data?_routes=routes%2Fadmin%2Faccept-admin-invitation`);
    // A request is logged when its answer has been sent, in any order: wait for each line.
    await expect.poll(() => server.output()).toContain("/calendar/[redacted].ics");
    await expect.poll(() => server.output()).toContain("/reset-password?token=[redacted]");
    await expect.poll(() => server.output()).toContain('"url":"/admin/invitations/[redacted]"');
    await expect.poll(() => server.output()).toContain('"url":"/admin/invitations/[redacted].data?_routes=');
    expect(server.output()).not.toContain(resetToken);
    expect(server.output()).not.toContain(feedName);
    expect(server.output()).not.toContain(invitationToken);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

// Development mode (APP_URL unset) has the mailbox with every reset link, demo accounts, sandbox payments and a
// published signing secret: docs/decisions/0090-development-server-binding.md.
test("a development server listens on this machine only unless HOST says otherwise, and its /dev tools answer this machine only", async () => {
  test.setTimeout(240_000);
  const dev = await startReadyServer({ APP_URL: undefined, DATA_DIR: tempDataDir("dev-loopback") });
  try {
    // Where it listens, as the server reports it: proof even on a machine without a network interface.
    expect(dev.output()).toContain(`listening on 127.0.0.1:${dev.port} (this machine only: set HOST to listen on the network)`);
    expect(await canConnect("127.0.0.1", dev.port)).toBe(true);
    expect((await fetch(`${dev.baseUrl}/dev/mailbox.json`)).status).toBe(200);
    // And from the network it cannot be reached at all.
    for (const address of networkAddresses()) expect(await canConnect(address, dev.port), address).toBe(false);
  } finally {
    expect(await dev.stop()).toBe(0);
  }

  const opened = await startReadyServer({ APP_URL: undefined, HOST: "0.0.0.0", DATA_DIR: tempDataDir("dev-host") });
  try {
    expect(opened.output()).toContain(`listening on every interface, port ${opened.port}`);
    expect((await fetch(`${opened.baseUrl}/dev/mailbox.json`)).status).toBe(200);
    for (const address of networkAddresses().filter((candidate) => !candidate.includes(":"))) {
      const base = `http://${address}:${opened.port}`;
      expect((await fetch(`${base}/healthz`)).status, address).toBe(200);
      for (const pathname of ["/dev/mailbox", "/dev/mailbox.json", "/dev/payments.json", "/dev/mailbox.data"]) {
        expect((await fetch(`${base}${pathname}`)).status, `${pathname} from ${address}`).toBe(404);
      }
    }
  } finally {
    expect(await opened.stop()).toBe(0);
  }
});

/** This machine's addresses on its network interfaces (not loopback, not link-local, which needs a zone). */
function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal && !entry.address.startsWith("fe80:"))
    .map((entry) => entry!.address);
}

/** Whether a TCP connection to `host`:`port` is accepted (refused, or no answer in 3 s: false). */
function canConnect(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    const done = (connected: boolean) => {
      socket.destroy();
      resolve(connected);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

/** Sends only the headers of a POST declaring `size` bytes, and resolves with the status the server answers. */
function postHeadersOnly(port: number, pathname: string, size: number) {
  return new Promise<number | null>((resolve) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: pathname,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": size, origin: PUBLIC_SITE },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.on("error", () => resolve(null));
    request.flushHeaders();
  });
}

test("SIGTERM finishes in-flight work and exits cleanly before its own 3-second deadline; a restart on the same data is harmless", async () => {
  test.setTimeout(180_000); // two cold starts of the server on a busy machine
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // WEB_CONCURRENCY asks for two processes, but PGlite's files belong to one: it stays one process and says so once.
  const env = {
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    SEED_DEMO: "true",
    WEB_CONCURRENCY: "2",
  };
  for (let round = 0; round < 2; round += 1) {
    const server = startServer(env);
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
    // A request whose body is still arriving when the signal comes must still get its answer.
    const body = new URLSearchParams({
      name: "Late Visitor",
      email: "late@example.com",
      mobile: "+91 90000 00000",
      purpose: "free_session",
    }).toString();
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
    server.child.kill("SIGTERM");
    await expect.poll(() => server.output()).toContain("SIGTERM received");
    request.end(body.slice(10));
    expect(await answered).toBe(302);
    // server.js exits with 1 when its 3-second deadline forces it out: 0 means it finished in time, by itself.
    expect(await server.exited).toBe(0);
    expect(server.output().match(/one server process all the same, because PGlite/g)).toHaveLength(1);
    expect(server.output()).not.toContain("Starting 2 server processes");
  }
});

test("a WEB_CONCURRENCY that is not a number of processes or auto refuses to start, naming it", async () => {
  test.setTimeout(90_000);
  const server = startServer({
    WEB_CONCURRENCY: "lots",
    PORT: String(await freePort()),
    DATA_DIR: tempDataDir("web-concurrency"),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("WEB_CONCURRENCY: must be a number of server processes (1–64) or auto (one per core)");
});

// Several processes need PostgreSQL (CI sets TEST_DATABASE_URL; see .ci/run): docs/decisions/0050-several-processes.md.
const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? "";
test("WEB_CONCURRENCY=2 on PostgreSQL: two processes answer, a write on one empties the other's page cache, SIGTERM stops them all", async () => {
  test.skip(!postgresAdminUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.setTimeout(240_000);
  const name = `processes_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(postgresAdminUrl);
  databaseUrl.pathname = `/${name}`;
  const server = await startReadyServer({
    DATABASE_URL: databaseUrl.toString(),
    WEB_CONCURRENCY: "2",
    // Pages stay cached far longer than the test: only the other process's notice can empty its cache.
    PAGE_CACHE_SECONDS: "300",
    // The request log names the process (pid) that answered each request id.
    LOG_LEVEL: "info",
  });
  type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
  /** GET on a connection of its own: the primary hands each new connection to the next process in turn. */
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: server.port, path: pathname, headers, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on("error", reject);
    });
  /** The pid that logged each request id. */
  const pidsOf = (requestIds: string[]) => {
    const pids = new Map<string, number>();
    for (const line of server.output().split("\n")) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { msg?: string; requestId?: string; pid?: number };
      if (entry.msg === "request" && entry.requestId && requestIds.includes(entry.requestId))
        pids.set(entry.requestId, entry.pid!);
    }
    return requestIds.map((id) => pids.get(id));
  };
  const answeredBy = async (requestIds: string[]) => {
    await expect.poll(() => pidsOf(requestIds).every((pid) => pid !== undefined)).toBe(true);
    return pidsOf(requestIds) as number[];
  };
  let workerPids: number[] = [];
  try {
    await expect.poll(() => server.output().match(/Server process \d+ ready/g)?.length ?? 0, { timeout: 90_000 }).toBe(2);
    workerPids = [...server.output().matchAll(/Server process (\d+) ready/g)].map((match) => Number(match[1]));
    expect(server.output()).toContain("Starting 2 server processes");

    // /healthz from both processes.
    const checks: Answer[] = [];
    for (let i = 0; i < 6; i += 1) checks.push(await get("/healthz"));
    for (const check of checks) expect(JSON.parse(check.body)).toEqual({ status: "ok", db: "ok" });
    const healthPids = await answeredBy(checks.map((check) => String(check.headers["x-request-id"])));
    expect(new Set(healthPids)).toEqual(new Set(workerPids));

    const signedUp = await postForm(server, "/signup", {
      name: "Cluster Student",
      email: `cluster.${Date.now()}@example.test`,
      mobile_no: "9876543210",
      age: "30",
      occupation: "Engineer",
      password: "Cluster#Pass2026",
      confirmPassword: "Cluster#Pass2026",
    });
    expect(signedUp.status).toBe(302);
    const cookie = cookieHeader(signedUp);

    // Both processes keep the dashboard in their page cache (a miss, then hits).
    const before: Answer[] = [];
    for (let i = 0; i < 6; i += 1) before.push(await get("/dashboard", { cookie, accept: "text/html" }));
    for (const page of before) expect(page.body).toContain("Cluster Student");
    const beforePids = await answeredBy(before.map((page) => String(page.headers["x-request-id"])));
    const servedFromCache = beforePids.filter((_pid, i) => before[i]!.headers["x-page-cache"] === "hit");
    expect(new Set(servedFromCache)).toEqual(new Set(workerPids));

    // The student renames themselves through one process…
    const saved = await postForm(
      server,
      "/account",
      { intent: "update-profile", name: "Renamed Student", mobile_no: "9876543210", age: "30", occupation: "Engineer" },
      { cookie },
    );
    expect(saved.status).toBe(200);
    // …and every process shows the new name from then on (the other one as soon as PostgreSQL's notice arrives).
    await expect.poll(async () => (await get("/dashboard", { cookie, accept: "text/html" })).body).toContain("Renamed Student");
    const after: Answer[] = [];
    for (let i = 0; i < 6; i += 1) after.push(await get("/dashboard", { cookie, accept: "text/html" }));
    for (const page of after) {
      expect(page.body).toContain("Renamed Student");
      expect(page.body).not.toContain("Cluster Student");
    }
    const afterPids = await answeredBy(after.map((page) => String(page.headers["x-request-id"])));
    expect(new Set(afterPids)).toEqual(new Set(workerPids));
  } finally {
    // SIGTERM to the primary: it passes it on, waits for both processes to drain, and exits cleanly.
    expect(await server.stop()).toBe(0);
    for (const pid of workerPids) expect(() => process.kill(pid, 0), `process ${pid} still running`).toThrow();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
