import type { RequestHandler, Response } from "express";
import { carriesSessionCookie } from "~/accounts/index.server";
import { isCacheableResponse, pageCacheKey, type PageCache } from "./page-cache.server";
import { sendCompressedOnce } from "./send-compressed-once.server";

/** Headers of a cached response that must not be replayed: each response gets its own. */
const NOT_REPLAYED = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
  "vary",
]);

/**
 * Empties the page cache when a request fails on the server (5xx), so no page the server can no longer stand by is
 * served. Writes empty it themselves at commit (page-cache.server.ts). Mounted first, so it sees every request.
 */
export function pageCacheInvalidation(cache: PageCache): RequestHandler {
  return (_req, res, next) => {
    res.once("finish", () => {
      if (res.statusCode >= 500) cache.invalidate();
    });
    next();
  };
}

/**
 * Every answer to a request with a session cookie is `private, no-store` with `Vary: Cookie`, whatever the route
 * set: a page with someone's name or admin tools must never be kept by a browser, proxy or CDN.
 */
export function keepSignedInAnswersPrivate(): RequestHandler {
  return (req, res, next) => {
    if (!carriesSessionCookie(req.get("cookie"))) return next();
    const writeHead = res.writeHead;
    // Just before the headers go out (after every route and middleware has set its own).
    res.writeHead = function (this: Response, ...args: unknown[]) {
      this.setHeader("Cache-Control", "private, no-store");
      this.vary("Cookie");
      return (writeHead as (...args: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/** Serves cacheable pages (page-cache.server.ts) from memory, and keeps what React Router renders for them. */
export function pageCacheMiddleware(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (!cache.enabled || req.method !== "GET") return next();

    const key = pageCacheKey(req.originalUrl, req.get("cookie"));
    if (!key) return next();

    const hit = cache.get(key);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("Vary", "Cookie, Accept-Encoding");
      res.setHeader("X-Page-Cache", "hit");
      sendCompressedOnce(req, res, { plain: hit.body, gzip: () => cache.gzipped(hit) });
      return;
    }

    const generation = cache.generation;
    const body = captureBody(res);
    res.setHeader("X-Page-Cache", "miss");
    res.once("finish", () => {
      const captured = body();
      const setsCookie = res.getHeader("set-cookie") !== undefined;
      if (
        !captured ||
        !isCacheableResponse({ status: res.statusCode, contentType: String(res.getHeader("content-type") ?? ""), setsCookie })
      )
        return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => !NOT_REPLAYED.has(name) && value !== undefined)
        .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(", ") : String(value)]);
      cache.set(key, { status: res.statusCode, headers, body: captured }, generation);
    });
    next();
  };
}

const MAX_CAPTURED_BYTES = 2 * 1024 * 1024;

/**
 * Records what is written to the response. These are the bytes as rendered: `compression` (server/app.ts) wraps the
 * response further out and compresses them after us, so its Content-Encoding says nothing about what we keep.
 */
function captureBody(res: Response): () => Buffer | null {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += buffer.length;
    if (size > MAX_CAPTURED_BYTES) overflow = true;
    else chunks.push(Buffer.from(buffer));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  return () => (overflow ? null : Buffer.concat(chunks));
}
