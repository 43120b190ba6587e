// Request bodies over their limit on a real Express app and socket, read the way React Router reads them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, limitRequestBodies, WEBHOOK_BODY_LIMIT_BYTES } from "~/platform/http/request-body-limit.server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** An app whose routes read the body as React Router's Express adapter does, and note what they saw. */
async function startApp() {
  const seen: { path: string; bytes?: number; error?: string }[] = [];
  const app = express();
  app.use(limitRequestBodies());
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.post(["/contact", "/api/webhooks/razorpay"], async (req, res) => {
    const request = new Request(`http://localhost${req.originalUrl}`, {
      method: "POST",
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    try {
      const text = await request.text();
      seen.push({ path: req.path, bytes: Buffer.byteLength(text) });
      if (!res.headersSent) res.status(200).send("read");
    } catch (error) {
      seen.push({ path: req.path, error: String(error) });
    }
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, seen };
}

interface Answer {
  status: number | null;
  body: string;
  connection: string | undefined;
}

/**
 * Sends `size` bytes to `path`: with a Content-Length, or chunked. `headersOnly` sends the headers and waits for
 * the answer without sending the body at all. A connection the server closes while we write counts as no status.
 */
function send(port: number, path: string, size: number, { chunked = false, headersOnly = false } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(chunked ? {} : { "content-length": size }) },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? null, body, connection: response.headers.connection }));
      response.on("error", () => resolve({ status: response.statusCode ?? null, body, connection: response.headers.connection }));
    });
    request.on("error", () => resolve({ status: null, body: "", connection: undefined }));
    if (headersOnly) {
      request.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const writeMore = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

describe("request body limits", () => {
  it("reads a form body up to 1 MB as before", async () => {
    const app = await startApp();
    expect(await send(app.port, "/contact", BODY_LIMIT_BYTES)).toMatchObject({ status: 200, body: "read" });
    expect(app.seen).toEqual([{ path: "/contact", bytes: BODY_LIMIT_BYTES }]);
  });

  it("answers 413 at once to a declared body over 1 MB, before a byte of it is sent, and closes the connection", async () => {
    const app = await startApp();
    const answer = await send(app.port, "/contact", BODY_LIMIT_BYTES + 1, { headersOnly: true });
    expect(answer).toMatchObject({ status: 413, connection: "close" });
    expect(answer.body).toContain("too large");
    expect(app.seen).toEqual([]);
  });

  it("holds the webhook to 256 KB", async () => {
    const app = await startApp();
    expect((await send(app.port, "/api/webhooks/razorpay", WEBHOOK_BODY_LIMIT_BYTES + 1, { headersOnly: true })).status).toBe(
      413,
    );
    expect(await send(app.port, "/api/webhooks/razorpay", WEBHOOK_BODY_LIMIT_BYTES)).toMatchObject({ status: 200 });
    expect(app.seen).toEqual([{ path: "/api/webhooks/razorpay", bytes: WEBHOOK_BODY_LIMIT_BYTES }]);
  });

  it("counts a chunked body: over the limit the route reads an error, never part of the body, and the visitor gets 413", async () => {
    const app = await startApp();
    const answer = await send(app.port, "/contact", 4 * BODY_LIMIT_BYTES, { chunked: true });
    // The 413 goes out first; a client still writing may see the closed connection instead of reading it.
    expect([413, null]).toContain(answer.status);
    await expect.poll(() => app.seen.length).toBe(1);
    expect(app.seen[0]).toMatchObject({ path: "/contact", error: expect.any(String) });
    expect(app.seen[0]!.bytes).toBeUndefined();
    // A chunked body within the limit is read whole.
    expect(await send(app.port, "/contact", 100 * 1024, { chunked: true })).toMatchObject({ status: 200 });
    expect(app.seen[1]).toEqual({ path: "/contact", bytes: 100 * 1024 });
  });

  it("keeps answering other visitors while oversized bodies are refused", async () => {
    const app = await startApp();
    const [big, chunked, health] = await Promise.all([
      send(app.port, "/contact", 50 * BODY_LIMIT_BYTES),
      send(app.port, "/contact", 50 * BODY_LIMIT_BYTES, { chunked: true }),
      fetch(`http://127.0.0.1:${app.port}/healthz`),
    ]);
    expect([413, null]).toContain(big.status);
    expect([413, null]).toContain(chunked.status);
    expect(health.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${app.port}/healthz`)).status).toBe(200);
  });
});
