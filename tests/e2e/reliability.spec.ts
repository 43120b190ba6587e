// The production server killed mid-payment, stopped under load, and cut off
// from its database. Each test starts its own server processes (free ports, own data), never the shared one.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { createSandboxProvider, sandboxSecrets } from "../../app/payments/sandbox-provider.server";
import { startRazorpayStub } from "../support/razorpay-stub";
import { startSmtpSink } from "../support/smtp-sink";
import { expect, test } from "./support/test";
import { cookieHeader, postForm, postJson, startServer, tempDataDir, type ServerProcess } from "./support/server-process";

// Known to the test, so it can sign what the sandbox provider would sign for this server.
const SERVER_SECRET = "reliability-tests-server-secret-0123456789";

// Each test runs several cold starts; one at a time keeps a 2-core machine responsive.
test.describe.configure({ mode: "default" });

function payerEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
}

function checkoutFor(email: string) {
  return {
    checkoutKey: randomUUID(),
    course: "Agentic AI",
    country: "India",
    name: "Kavitha Rao",
    email,
    mobile: "9876543210",
    couponText: "",
    renewalMonths: 1,
    payUpfront: false,
  };
}

interface Checkout {
  paymentId: string;
  orderId: string;
  amountPaise: number;
}

async function createOrder(server: ServerProcess, email: string): Promise<Checkout> {
  const response = await postJson(server, "/api/payments/orders", checkoutFor(email));
  expect(response.status).toBe(200);
  return ((await response.json()) as { checkout: Checkout }).checkout;
}

interface DevPayment {
  id: string;
  paymentStatus: string;
  razorpayPaymentId: string | null;
  webhookEvents: number;
}

async function paymentsOf(server: ServerProcess, email: string): Promise<DevPayment[]> {
  const response = await fetch(`${server.baseUrl}/dev/payments.json?email=${encodeURIComponent(email)}`);
  return (await response.json()) as DevPayment[];
}

/** Reads the server's PGlite folder directly, once the server is gone (PGlite is one process per folder). */
async function readPglite<Row>(dataDir: string, query: string, params: unknown[] = []): Promise<Row[]> {
  // With the extension the site's migrations use: updating a payment touches its trigram indexes (drizzle/0010).
  const database = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    return (await database.query<Row>(query, params)).rows;
  } finally {
    await database.close();
  }
}

async function studentLedger(dataDir: string, email: string) {
  const [student] = await readPglite<{ total_amount_paid: string }>(
    dataDir,
    "select total_amount_paid from student_master_table where email = $1",
    [email],
  );
  const [mail] = await readPglite<{ count: number }>(
    dataDir,
    "select count(*)::int as count from email_outbox where to_address = $1",
    [email],
  );
  return { total: student?.total_amount_paid ?? null, confirmationEmails: mail!.count };
}

test("SIGKILL between order creation and the browser callback: after a restart the webhook records the payment, and the total grows once", async () => {
  test.setTimeout(300_000);
  const dataDir = tempDataDir("reliability-kill");
  const env = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: SERVER_SECRET };
  const email = payerEmail("killed");

  // A first payment, completed the ordinary way, so the student has a total to grow from.
  let server = await startServer(env);
  const first = await createOrder(server, email);
  const paid = await postJson(server, "/api/payments/sandbox/checkout", { paymentId: first.paymentId, outcome: "success" });
  const answer = (await paid.json()) as Record<string, string>;
  expect(
    (await postJson(server, "/api/payments/outcome", { outcome: "success", paymentId: first.paymentId, ...answer })).status,
  ).toBe(200);

  // The second checkout opens, and the server dies before the payer's browser reports back.
  const second = await createOrder(server, email);
  await server.kill();

  server = await startServer(env, { port: server.port });
  try {
    expect((await paymentsOf(server, email)).find((payment) => payment.id === second.paymentId)?.paymentStatus).toBe("pending");

    // Meanwhile the payer paid at the provider: the provider's webhooks arrive (each twice, as its retries do)
    // at the same moment as the browser's late callback.
    const provider = createSandboxProvider(sandboxSecrets(SERVER_SECRET));
    const simulated = provider.simulateCheckout({
      order: { id: second.orderId, amount: second.amountPaise, notes: { email } },
      outcome: "success",
    });
    if (simulated.outcome !== "success") throw new Error("expected a successful sandbox checkout");
    const deliveries = simulated.webhooks
      .flatMap((hook) => [hook, hook])
      .map((hook) =>
        fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Razorpay-Signature": hook.signature,
            "X-Razorpay-Event-Id": hook.eventId,
          },
          body: hook.body,
        }).then((response) => response.status),
      );
    const callback = postJson(server, "/api/payments/outcome", {
      outcome: "success",
      paymentId: second.paymentId,
      ...simulated.response,
    }).then((response) => response.status);
    expect(await Promise.all([...deliveries, callback])).toEqual([200, 200, 200, 200, 200]);

    const records = await paymentsOf(server, email);
    expect(records.map((payment) => payment.paymentStatus)).toEqual(["success", "success"]);
    const recovered = records.find((payment) => payment.id === second.paymentId)!;
    expect(recovered).toMatchObject({ razorpayPaymentId: simulated.response.razorpay_payment_id, webhookEvents: 2 });
  } finally {
    expect(await server.stop()).toBe(0);
  }
  // 2 × ₹2,999: the first payment, and the recovered one counted once; one confirmation e-mail each.
  expect(await studentLedger(dataDir, email)).toEqual({ total: "5998.00", confirmationEmails: 2 });
});

test("SIGKILL after order creation with the webhook lost: after a restart the reconciliation job records the payment once", async () => {
  test.setTimeout(180_000); // two cold starts of the server on a busy machine
  const stub = await startRazorpayStub();
  const dataDir = tempDataDir("reliability-reconcile");
  const env = {
    DATA_DIR: dataDir,
    // The job runs every second instead of every minute: the wait is the restart's, not the interval's.
    JOB_INTERVALS: "payment-reconciliation=1s",
    PAYMENTS_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: stub.credentials.keyId,
    RAZORPAY_KEY_SECRET: stub.credentials.keySecret,
    RAZORPAY_WEBHOOK_SECRET: stub.credentials.webhookSecret,
    RAZORPAY_API_BASE: stub.apiBase,
  };
  const email = payerEmail("reconciled");
  try {
    let server = await startServer(env);
    const checkout = await createOrder(server, email);
    await server.kill();

    // The payer paid while the server was down; its webhook never arrived. Reconciliation looks at
    // checkouts older than five minutes: this one began ten minutes ago.
    const attempt = stub.addPayment(checkout.orderId, "captured");
    await readPglite(dataDir, "update payments set created_at = now() - interval '10 minutes' where id = $1", [
      checkout.paymentId,
    ]);

    server = await startServer(env, { port: server.port });
    try {
      await expect
        .poll(async () => (await paymentsOf(server, email))[0]?.paymentStatus, { timeout: 30_000, intervals: [500] })
        .toBe("success");
      expect((await paymentsOf(server, email))[0]).toMatchObject({ razorpayPaymentId: attempt.id });

      // The provider's late webhook, and the browser's late callback, change nothing more.
      const hook = stub.webhook("payment.captured", attempt);
      const late = await fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": hook.signature,
          "X-Razorpay-Event-Id": hook.eventId,
        },
        body: hook.rawBody,
      });
      expect(await late.json()).toEqual({ status: "already-recorded" });
      const callback = await postJson(server, "/api/payments/outcome", {
        outcome: "success",
        paymentId: checkout.paymentId,
        ...stub.checkoutSuccess(checkout.orderId, attempt.id),
      });
      expect(callback.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(await studentLedger(dataDir, email)).toEqual({ total: "2999.00", confirmationEmails: 1 });
  } finally {
    await stub.close();
  }
});

/** One HTTP/1.1 exchange on a raw socket, sent in two parts, so the request is provably in flight between them. */
function splitRequest(port: number, head: string, rest: string) {
  const socket = net.connect(port, "127.0.0.1");
  let received = Buffer.alloc(0);
  const answered = new Promise<{ status: number; complete: boolean; error: string | null }>((resolve) => {
    let error: string | null = null;
    socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on("close", () => resolve({ ...parseResponse(received), error }));
  });
  const connected = new Promise<void>((resolve) => socket.on("connect", () => resolve()));
  return {
    async start() {
      await connected;
      socket.write(head);
    },
    finish() {
      socket.write(rest);
    },
    answered,
  };
}

/** The status of a raw HTTP response, and whether its body arrived whole (Content-Length or chunked). */
function parseResponse(raw: Buffer) {
  const headerEnd = raw.indexOf("\r\n\r\n");
  if (headerEnd < 0) return { status: 0, complete: false };
  const head = raw.subarray(0, headerEnd).toString("latin1");
  const body = raw.subarray(headerEnd + 4);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return { status, complete: body.length === Number(length[1]) };
  if (/\r\ntransfer-encoding: *chunked/i.test(head))
    return { status, complete: body.subarray(-5).toString("latin1") === "0\r\n\r\n" };
  return { status, complete: true };
}

test("graceful shutdown under load: every request in flight when SIGTERM arrives gets its whole answer, none a reset", async () => {
  test.setTimeout(180_000);
  const server = await startServer({ DATA_DIR: tempDataDir("reliability-shutdown"), SEED_DEMO: "true" });
  const host = `Host: 127.0.0.1:${server.port}\r\nOrigin: ${server.baseUrl}\r\n`;

  // Keep-alive connections that already had their answer: they must be closed cleanly, not reset.
  const idle = Array.from({ length: 8 }, () => splitRequest(server.port, `GET /healthz HTTP/1.1\r\n${host}`, "\r\n"));
  for (const request of idle) {
    await request.start();
    request.finish();
  }

  const pages = [
    "/",
    "/courses",
    "/courses/agentic-ai",
    "/library",
    "/ai-spots",
    "/about",
    "/ai-readiness-quiz",
    "/contact",
    "/healthz",
    "/robots.txt",
    "/sitemap.xml",
    "/dashboard",
  ];
  const inFlight = [
    // pages whose request line and first headers have arrived, the rest still on the way
    ...pages.map((page) => ({
      expected: 200,
      request: splitRequest(server.port, `GET ${page} HTTP/1.1\r\n${host}`, "Accept: text/html\r\n\r\n"),
    })),
    // form posts whose body is still arriving
    ...Array.from({ length: 8 }, (_, index) => {
      const body = new URLSearchParams({
        name: "Late Visitor",
        email: `late${index}@example.com`,
        mobile: "+91 90000 00000",
        purpose: "free_session",
      }).toString();
      const head = `POST /contact HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      return { expected: 302, request: splitRequest(server.port, head + body.slice(0, 12), body.slice(12)) };
    }),
    // checkouts whose JSON is still arriving
    ...Array.from({ length: 6 }, () => {
      const body = JSON.stringify(checkoutFor(payerEmail("shutdown")));
      const head = `POST /api/payments/orders HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      return { expected: 200, request: splitRequest(server.port, head + body.slice(0, 20), body.slice(20)) };
    }),
  ];
  await Promise.all(inFlight.map(({ request }) => request.start()));
  await new Promise((resolve) => setTimeout(resolve, 500)); // the server has accepted every connection

  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const { request } of inFlight) request.finish();

  const answers = await Promise.all(inFlight.map(({ request }) => request.answered));
  expect(answers).toEqual(inFlight.map(({ expected }) => ({ status: expected, complete: true, error: null })));
  expect((await Promise.all(idle.map((request) => request.answered))).map((answer) => answer.error)).toEqual(
    idle.map(() => null),
  );
  expect(await server.exited).toBe(0);
  // Nothing listens any more: new visitors are refused rather than left hanging.
  await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
});

test("SMTP server down for a while: the running server keeps the e-mail in its outbox and delivers it once when SMTP is back", async () => {
  // tests/integration/email-outbox.test.ts covers the outbox functions; this is the server's own delivery job.
  test.setTimeout(150_000); // the first retry comes 30 seconds after a failed attempt
  const sink = await startSmtpSink();
  await sink.stop();
  const server = await startServer({
    DATA_DIR: tempDataDir("reliability-smtp"),
    SMTP_URL: sink.url,
    MAIL_FROM: "Academy <hello@academy.test>",
    // The delivery job runs every 250 ms instead of every 5 s; its runs that sent or failed something are logged.
    JOB_INTERVALS: "outbox-delivery=250ms",
    LOG_LEVEL: "info",
  });
  const deliveryRuns = (outcome: "sent" | "failed") =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"outbox delivery"') && line.includes(`"${outcome}":1,`)).length;
  try {
    const marker = `Outbox Visitor ${Date.now()}`;
    const sent = await postForm(server, "/contact", {
      name: marker,
      email: "outbox.visitor@example.com",
      mobile: "+91 90000 00000",
      purpose: "free_session",
      additional_details: "",
    });
    expect(sent.status).toBe(302);

    interface OutboxMessage {
      text: string;
      status: string;
    }
    const outbox = async () =>
      ((await (await fetch(`${server.baseUrl}/dev/mailbox.json`)).json()) as OutboxMessage[]).filter((message) =>
        message.text.includes(marker),
      );
    // The delivery job has tried and failed: the e-mail waits.
    await expect.poll(() => deliveryRuns("failed"), { timeout: 30_000 }).toBe(1);
    expect((await outbox()).map((message) => message.status)).toEqual(["pending"]);

    await sink.start();
    await expect
      .poll(() => sink.received.filter((mail) => mail.text?.includes(marker)).length, { timeout: 90_000, intervals: [500] })
      .toBe(1);
    await expect.poll(async () => (await outbox()).map((message) => message.status), { timeout: 30_000 }).toEqual(["sent"]);
    // Later runs of the job (about eight in two seconds) send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.received.filter((mail) => mail.text?.includes(marker))).toHaveLength(1);
    expect([deliveryRuns("failed"), deliveryRuns("sent")]).toEqual([1, 1]);
  } finally {
    expect(await server.stop()).toBe(0);
    await sink.stop();
  }
});

// Needs a PostgreSQL server to take away and give back (CI sets TEST_DATABASE_URL; see .ci/run).
// PGlite lives inside the server process, so "database down" for PGlite is covered by
// tests/integration/healthz.test.ts and home-database-status.test.ts, which close it under the loaders.
const postgresUrl = process.env.TEST_DATABASE_URL ?? "";
test("PostgreSQL unavailable: /healthz answers 503, pages a friendly error, and the server recovers by itself", async () => {
  test.skip(!postgresUrl, "needs a PostgreSQL server (TEST_DATABASE_URL) to take away and give back");
  test.setTimeout(240_000);
  const name = `reliability_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${name}`;
  const setAvailable = async (available: boolean) => {
    await admin.query(`alter database ${name} allow_connections ${available}`);
    if (!available) await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  };

  const server = await startServer({
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: SERVER_SECRET,
    PAYMENTS_PROVIDER: "sandbox",
    ALLOW_SANDBOX_PAYMENTS: "true",
    DATABASE_URL: databaseUrl.toString(),
  });
  try {
    const email = payerEmail("outage");
    const signedUp = await postForm(server, "/signup", {
      name: "Outage Student",
      email,
      mobile_no: "9876543210",
      age: "30",
      occupation: "Engineer",
      password: "Outage#Pass2026",
      confirmPassword: "Outage#Pass2026",
    });
    expect(signedUp.status).toBe(302);
    const cookie = cookieHeader(signedUp);
    const page = (path: string) =>
      fetch(`${server.baseUrl}${path}`, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
    expect(await (await page("/dashboard")).text()).toContain("Outage Student");

    await setAvailable(false);
    await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status, { timeout: 30_000 }).toBe(503);
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toEqual({ status: "degraded", db: "down" });

    // Pages that need no database still answer, and the AI Spots directory answers its empty list (a failed public
    // read is logged, decision 0093); the others answer the site's own error page, in words a visitor understands
    // (root or route error boundary), never the failure itself.
    const during = {
      "/": 200,
      "/courses": 200,
      "/ai-spots": 200,
      "/dashboard": 500,
      "/library": 500,
      "/verify/de70a1c7e5b84f0f9a6e2c1b7d4f8a90": 500,
    };
    for (const [path, status] of Object.entries(during)) {
      const response = await page(path);
      const html = await response.text();
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      if (status !== 200) expect(html, path).toMatch(/Something went wrong|Please refresh the page in a moment/);
      if (path === "/ai-spots") expect(html, path).toContain("No AI Spots in this area yet");
      expect(html, path).not.toMatch(
        /\n\s+at |node_modules|does not allow connections|terminating connection|ECONNREFUSED|Failed query|params:/i,
      );
    }

    await setAvailable(true);
    await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status, { timeout: 60_000 }).toBe(200);
    const after = await page("/dashboard");
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Outage Student");
  } finally {
    await setAvailable(true).catch(() => {});
    expect(await server.stop()).toBe(0);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
