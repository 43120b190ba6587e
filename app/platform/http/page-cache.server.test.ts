import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isCacheableResponse, PageCache, pageCacheKey } from "./page-cache.server";

const page = (text: string) => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body: Buffer.from(text),
});

describe("page cache keys", () => {
  it("covers the cacheable pages only, with their .data requests and query strings", () => {
    expect(pageCacheKey("/ai-spots?city=Mumbai", undefined)).toBe("anonymous /ai-spots?city=Mumbai");
    expect(pageCacheKey("/library/", undefined)).toBe("anonymous /library/");
    expect(pageCacheKey("/dashboard.data?_routes=root", undefined)).toBe("anonymous /dashboard.data?_routes=root");
    expect(pageCacheKey("/courses/agentic-ai", "better-auth.session_token=a")).not.toBeNull();
    for (const url of [
      "/admin/students",
      "/library/abc/open",
      "/dashboard/calendar.ics",
      "/signin?redirectTo=/dashboard",
      "/ai-spotsX",
    ]) {
      expect(pageCacheKey(url, undefined)).toBeNull();
    }
  });

  it("never shares a key between different cookies, and keeps no cookie text in the key", () => {
    const mine = pageCacheKey("/dashboard", "better-auth.session_token=aaa.sig");
    const theirs = pageCacheKey("/dashboard", "better-auth.session_token=bbb.sig");
    expect(mine).not.toBe(theirs);
    expect(mine).not.toBe(pageCacheKey("/dashboard", undefined));
    expect(mine).not.toContain("aaa");
  });

  it("keeps successful HTML and single-fetch answers only, never one that sets a cookie", () => {
    expect(isCacheableResponse({ status: 200, contentType: "text/html; charset=utf-8", setsCookie: false })).toBe(true);
    expect(isCacheableResponse({ status: 200, contentType: "text/x-script", setsCookie: false })).toBe(true);
    expect(isCacheableResponse({ status: 200, contentType: "text/html", setsCookie: true })).toBe(false);
    expect(isCacheableResponse({ status: 404, contentType: "text/html", setsCookie: false })).toBe(false);
    expect(isCacheableResponse({ status: 200, contentType: "application/json", setsCookie: false })).toBe(false);
    expect(isCacheableResponse({ status: 200, contentType: undefined, setsCookie: false })).toBe(false);
  });
});

describe("PageCache", () => {
  it("replays a page until its time is up, with a gzip copy of the same bytes made once, when first asked for", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 5_000, now: () => now });
    cache.set("k", page("<p>hello</p>"), cache.generation);
    const hit = cache.get("k");
    expect(hit?.body.toString()).toBe("<p>hello</p>");
    expect(hit!.gzipBody).toBeUndefined();
    const gzip = cache.gzipped(hit!);
    expect(gunzipSync(gzip).toString()).toBe("<p>hello</p>");
    expect(cache.gzipped(cache.get("k")!)).toBe(gzip);
    now += 4_999;
    expect(cache.get("k")).toBeDefined();
    now += 1;
    expect(cache.get("k")).toBeUndefined();
  });

  it("forgets everything when something was written", () => {
    const cache = new PageCache({ ttlMs: 5_000 });
    cache.set("k", page("old"), cache.generation);
    cache.invalidate();
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep a page whose rendering started before a write", () => {
    const cache = new PageCache({ ttlMs: 5_000 });
    const startedAt = cache.generation;
    cache.invalidate(); // a write lands while the page renders
    cache.set("k", page("rendered from old data"), startedAt);
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps nothing when switched off (PAGE_CACHE_SECONDS=0)", () => {
    const cache = new PageCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    cache.set("k", page("x"), cache.generation);
    expect(cache.get("k")).toBeUndefined();
  });

  it("stays within its byte budget by dropping the least recently used pages", () => {
    const body = "x".repeat(10_000);
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 50_000 });
    for (const key of ["a", "b", "c", "d"]) cache.set(key, page(body), cache.generation);
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    for (const key of ["e", "f"]) cache.set(key, page(body), cache.generation);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("f")).toBeDefined();
  });

  it("counts a gzip copy against the budget when it is made", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 40_000 });
    // Random bytes: their gzip copy is as large as they are.
    for (const key of ["a", "b", "c", "d"]) cache.set(key, page(randomBytes(5_000).toString("hex")), cache.generation);
    expect(cache.size).toBe(4);
    cache.gzipped(cache.get("d")!);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")?.gzipBody).toBeDefined();
  });
});
