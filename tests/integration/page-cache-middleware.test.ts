// The page cache in front of a real Express app on a real socket: what is replayed, to whom, and when it is forgotten.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  keepSignedInAnswersPrivate,
  pageCacheInvalidation,
  pageCacheMiddleware,
} from "~/platform/http/page-cache-middleware.server";
import { PageCache } from "~/platform/http/page-cache.server";
import { compressRenderedPages } from "~/platform/http/rendered-page-compression.server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Pages above compression()'s 1 KB threshold, so that they are really gzipped on their way out. */
const FILLER = `<!--${"padding ".repeat(200)}-->`;
const html = (text: string) => `<p>${text}</p>${FILLER}`;

/**
 * An app whose pages print how many times they were rendered; POST /write changes "the data" and, as the database
 * does when it commits a change (page-cache.server.ts), empties the cache. Nothing else here changes anything.
 */
async function startApp(cache = new PageCache({ ttlMs: 60_000 })) {
  let renders = 0;
  let data = "v1";
  let slowRender: Promise<void> | undefined;
  const app = express();
  app.use(compressRenderedPages());
  app.use(keepSignedInAnswersPrivate());
  app.use(pageCacheInvalidation(cache));
  app.get("/healthz-down", (_req, res) => {
    res.status(503).json({ db: "down" });
  });
  app.use(pageCacheMiddleware(cache));
  app.get(["/ai-spots", "/dashboard", "/signout", "/contact"], async (req, res) => {
    renders += 1;
    const seen = data;
    if (slowRender) await slowRender;
    if (req.path === "/signout") res.setHeader("Set-Cookie", "better-auth.session_token=; Max-Age=0");
    res.type("html").send(html(`${seen} render ${renders} for ${req.get("cookie") ?? "nobody"}`));
  });
  app.get("/library", (_req, res) => {
    res.status(503).type("html").send("<p>down</p>");
  });
  app.post("/write", (_req, res) => {
    data = "v2";
    cache.invalidate();
    res.status(204).end();
  });
  // Public forms whose posts no cached page shows, and posts that are refused.
  app.post(["/contact", "/contact.data", "/ai-spots"], (_req, res) => {
    res.redirect(302, "/contact-success");
  });
  app.post("/refused", (_req, res) => {
    res.status(403).send("refused");
  });
  app.get("/marketing", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.type("html").send(html("marketing"));
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return {
    base,
    get renders() {
      return renders;
    },
    holdRenders() {
      let release!: () => void;
      slowRender = new Promise((resolve) => (release = resolve));
      return () => {
        slowRender = undefined;
        release();
      };
    },
  };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    encoding: response.headers.get("content-encoding"),
    cacheControl: response.headers.get("cache-control"),
    vary: response.headers.get("vary"),
    text: await response.text(),
  };
}

const post = (url: string, headers: Record<string, string> = {}) => fetch(url, { method: "POST", headers, redirect: "manual" });

describe("page cache middleware", () => {
  it("renders a cacheable page once and replays the same bytes, gzip-compressed when accepted", async () => {
    const app = await startApp();
    // The first answer is gzipped on its way out by compression(); what is kept is the page as rendered.
    const first = await get(`${app.base}/ai-spots?city=Pune`, { "accept-encoding": "gzip" });
    const second = await get(`${app.base}/ai-spots?city=Pune`, { "accept-encoding": "gzip" });
    const plain = await get(`${app.base}/ai-spots?city=Pune`, { "accept-encoding": "identity" });
    expect(first).toMatchObject({ status: 200, cache: "miss", encoding: "gzip", text: html("v1 render 1 for nobody") });
    expect(second).toMatchObject({ status: 200, cache: "hit", encoding: "gzip", text: first.text });
    expect(plain).toMatchObject({ status: 200, cache: "hit", encoding: null, text: first.text });
    expect(app.renders).toBe(1);
    expect((await get(`${app.base}/ai-spots?city=Delhi`)).cache).toBe("miss");
  });

  it("sends a rendered page Brotli-compressed to browsers that ask for it, gzip to the others", async () => {
    const app = await startApp();
    /** The raw bytes and headers, undecoded (fetch would decode them). */
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; cache: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(`${app.base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                encoding: response.headers["content-encoding"],
                cache: response.headers["x-page-cache"] as string | undefined,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      });
    // Chrome's header over HTTPS: rendered now, compressed with Brotli as it is sent.
    const chrome = await raw("/ai-spots?city=Goa", "gzip, deflate, br, zstd");
    expect(chrome).toMatchObject({ encoding: "br", cache: "miss" });
    expect(brotliDecompressSync(chrome.body).toString()).toBe(html("v1 render 1 for nobody"));
    // A client without Brotli gets gzip; the page cache's copies are gzip for everyone who takes it.
    expect(await get(`${app.base}/ai-spots?city=Pune`, { "accept-encoding": "gzip, deflate" })).toMatchObject({
      encoding: "gzip",
      cache: "miss",
      text: html("v1 render 2 for nobody"),
    });
    expect(await get(`${app.base}/ai-spots?city=Goa`, { "accept-encoding": "gzip, deflate, br, zstd" })).toMatchObject({
      encoding: "gzip",
      cache: "hit",
      text: html("v1 render 1 for nobody"),
    });
  });

  it("never replays one visitor's page to another", async () => {
    const app = await startApp();
    await get(`${app.base}/dashboard`, { cookie: "better-auth.session_token=alice" });
    const bob = await get(`${app.base}/dashboard`, { cookie: "better-auth.session_token=bob" });
    const anonymous = await get(`${app.base}/dashboard`);
    expect(bob.text).toContain("for better-auth.session_token=bob");
    expect(anonymous.text).toContain("for nobody");
    expect(app.renders).toBe(3);
    expect((await get(`${app.base}/dashboard`, { cookie: "better-auth.session_token=alice" })).cache).toBe("hit");
  });

  it("forgets every page after a write, so the writer reads their own change", async () => {
    const app = await startApp();
    await get(`${app.base}/ai-spots`);
    expect((await fetch(`${app.base}/write`, { method: "POST" })).status).toBe(204);
    const after = await get(`${app.base}/ai-spots`);
    expect(after).toMatchObject({ cache: "miss", text: html("v2 render 2 for nobody") });
  });

  it("does not keep a page whose rendering overlapped a write", async () => {
    const app = await startApp();
    const release = app.holdRenders();
    const slow = get(`${app.base}/ai-spots`); // reads "v1", then waits
    await expect.poll(() => app.renders).toBe(1);
    await fetch(`${app.base}/write`, { method: "POST" });
    release();
    expect((await slow).text).toContain("v1");
    expect(await get(`${app.base}/ai-spots`)).toMatchObject({ cache: "miss", text: html("v2 render 2 for nobody") });
  });

  it("keeps no error page, no page that sets a cookie, and nothing outside the cacheable pages", async () => {
    const app = await startApp();
    await get(`${app.base}/library`);
    expect((await get(`${app.base}/library`)).cache).toBe("miss");
    await get(`${app.base}/contact`);
    expect((await get(`${app.base}/contact`)).cache).toBeNull();
    expect(app.renders).toBe(2);
  });

  it("a response that only sets or clears a cookie changes nothing cached (a new cookie is a new key)", async () => {
    const app = await startApp();
    await get(`${app.base}/dashboard`, { cookie: "better-auth.session_token=alice" });
    await get(`${app.base}/ai-spots`);
    await get(`${app.base}/signout`, { cookie: "better-auth.session_token=mallory" });
    await get(`${app.base}/signout`);
    expect((await get(`${app.base}/dashboard`, { cookie: "better-auth.session_token=alice" })).cache).toBe("hit");
    expect((await get(`${app.base}/ai-spots`)).cache).toBe("hit");
  });

  it("a server error anywhere (the database is gone) drops every cached page", async () => {
    const app = await startApp();
    await get(`${app.base}/ai-spots`);
    expect((await get(`${app.base}/library`)).status).toBe(503);
    expect((await get(`${app.base}/ai-spots`)).cache).toBe("miss");
    // Also when the failing answer comes from a handler in front of the cache, like /healthz.
    expect((await get(`${app.base}/healthz-down`)).status).toBe(503);
    expect((await get(`${app.base}/ai-spots`)).cache).toBe("miss");
  });

  it("passes everything through when switched off", async () => {
    const app = await startApp(new PageCache({ ttlMs: 0 }));
    await get(`${app.base}/ai-spots`);
    expect((await get(`${app.base}/ai-spots`)).cache).toBeNull();
    expect(app.renders).toBe(2);
  });

  it("a visitor without a session posting a public form, or a refused post, leaves every cached page in place", async () => {
    const app = await startApp();
    const alice = { cookie: "better-auth.session_token=alice" };
    await get(`${app.base}/ai-spots?city=Pune`);
    await get(`${app.base}/dashboard`, alice);
    expect((await post(`${app.base}/contact`)).status).toBe(302);
    expect((await post(`${app.base}/contact.data`)).status).toBe(302);
    expect((await post(`${app.base}/ai-spots`)).status).toBe(302);
    expect((await post(`${app.base}/refused`)).status).toBe(403);
    for (let flood = 0; flood < 20; flood += 1) await post(`${app.base}/contact`);
    expect((await get(`${app.base}/ai-spots?city=Pune`)).cache).toBe("hit");
    expect((await get(`${app.base}/dashboard`, alice)).cache).toBe("hit");
    expect(app.renders).toBe(2);

    // A successful anonymous write anywhere else (a payment, a webhook) does empty it.
    expect((await post(`${app.base}/write`)).status).toBe(204);
    expect((await get(`${app.base}/ai-spots?city=Pune`)).cache).toBe("miss");
    expect((await get(`${app.base}/dashboard`, alice)).cache).toBe("miss");
  });

  it("a post with a session cookie that changed nothing leaves the cache too; one that changed something empties it", async () => {
    const app = await startApp();
    const alice = { cookie: "better-auth.session_token=alice" };
    await get(`${app.base}/ai-spots`);
    await get(`${app.base}/dashboard`, alice);
    // A session cookie (real or made up) is no licence to empty every server's cache.
    expect((await post(`${app.base}/contact`, alice)).status).toBe(302);
    expect((await post(`${app.base}/refused`, { cookie: "better-auth.session_token=made-up" })).status).toBe(403);
    expect((await get(`${app.base}/ai-spots`)).cache).toBe("hit");
    expect((await get(`${app.base}/dashboard`, alice)).cache).toBe("hit");

    expect((await post(`${app.base}/write`, alice)).status).toBe(204);
    expect((await get(`${app.base}/ai-spots`)).cache).toBe("miss");
    expect(await get(`${app.base}/dashboard`, alice)).toMatchObject({ cache: "miss", text: expect.stringContaining("v2") });
  });

  it("answers a signed-in visitor with Cache-Control: private, no-store and Vary: Cookie, on a miss and on a hit", async () => {
    const app = await startApp();
    const alice = { cookie: "better-auth.session_token=alice" };
    const miss = await get(`${app.base}/dashboard`, alice);
    const hit = await get(`${app.base}/dashboard`, alice);
    const overridden = await get(`${app.base}/marketing`, { cookie: "__Secure-better-auth.session_token=bob; theme=dark" });
    for (const [answer, cache] of [
      [miss, "miss"],
      [hit, "hit"],
      [overridden, null],
    ] as const) {
      expect(answer.cache).toBe(cache);
      expect(answer.cacheControl).toBe("private, no-store");
      expect(answer.vary?.split(/,\s*/)).toContain("Cookie");
    }
    // Visitors without a session keep what the route said.
    expect((await get(`${app.base}/marketing`)).cacheControl).toBe("public, max-age=300");
    expect((await get(`${app.base}/marketing`, { cookie: "theme=dark" })).cacheControl).toBe("public, max-age=300");
  });
});
