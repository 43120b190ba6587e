// A short-lived cache of rendered pages (micro-caching), for the server-rendered pages that are read far more often
// than the data under them changes (CACHEABLE_PAGE_PATHS). Decision and limits: docs/decisions/0015-page-cache.md.
//
// Correctness rests on three rules:
//   1. The key is the URL plus a hash of the whole Cookie header, so a page is only ever replayed to a request
//      carrying the same session (and an anonymous page only to anonymous requests).
//   2. Every write this server handles bumps a generation number, and an entry is valid only for the generation
//      that was current when its rendering started: a visitor never reads a page older than their own last write.
//   3. Entries live at most `ttlMs`, which bounds staleness for changes no server handles (a script against the
//      database, the clock). Other servers' writes arrive through page-cache-sync.server.ts.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { prerenderedPaths } from "~/content/prerendered-pages";

/**
 * The pages that may be cached, by URL path (React Router's `.data` requests for them included): the AI Spots
 * list, the library, the dashboard, and the prerendered marketing pages as signed-in visitors get them (rendered
 * with their own header; signed-out visitors get the prerendered file before this cache is asked).
 */
export const CACHEABLE_PAGE_PATHS: ReadonlySet<string> = new Set(["/ai-spots", "/library", "/dashboard", ...prerenderedPaths]);

/**
 * Public forms whose anonymous posts change nothing any cached page shows: a contact message, quiz answers, a
 * certificate or AI Spot application (pending until an admin approves it, on admin screens that are not cached),
 * a password-reset request, a coupon or referral check. Anyone can send these, so they must not empty every
 * server's cache.
 */
const ANONYMOUS_POSTS_NO_CACHED_PAGE_SHOWS: ReadonlySet<string> = new Set([
  "/contact",
  "/ai-readiness-quiz",
  "/ai-certificate-application",
  "/ai-spots",
  "/forgot-password",
  "/api/payments/discount",
]);

/**
 * Whether a finished write by a visitor without a session may have changed what a cached page shows. A refused
 * request (4xx) changed nothing (house rule: bad input changes nothing), and neither did the public forms above;
 * a payment, a provider's webhook, a password reset or a sign-up may have.
 */
export function anonymousWriteMayChangePages(pathname: string, status: number): boolean {
  if (status >= 400 && status < 500) return false;
  return !ANONYMOUS_POSTS_NO_CACHED_PAGE_SHOWS.has(pagePathOf(pathname));
}

/** `/library/` and `/library.data` (React Router's data requests) are the page `/library`. */
function pagePathOf(pathname: string) {
  return pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /**
   * The body gzip-compressed, made when a client that accepts gzip is first answered from the cache (`gzipped`):
   * most pages are never asked for twice, and the first answer was compressed on its way out already.
   */
  gzipBody?: Buffer;
}

// Only pages of the current generation are ever stored, and invalidating empties the map: an entry needs no
// generation of its own.
interface Entry {
  page: CachedPage;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Upper bound on the bytes kept (bodies plus the gzip copies made so far); the least recently used go first. */
  maxBytes?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private currentGeneration = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly invalidationListeners = new Set<() => void>();
  private suspended = false;

  constructor({ ttlMs, maxBytes = 32 * 1024 * 1024, now = Date.now }: PageCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get enabled() {
    return this.ttlMs > 0 && !this.suspended;
  }

  /**
   * Stops caching (and forgets everything) until `resume`: for when this process could miss other servers'
   * writes, e.g. while its connection for their invalidations is down (page-cache-sync.server.ts).
   */
  suspend() {
    this.suspended = true;
    this.invalidate({ fromPeer: true });
  }

  resume() {
    this.invalidate({ fromPeer: true });
    this.suspended = false;
  }

  /** Called after each invalidation that started in this process (not one relayed from another server). */
  onLocalInvalidation(listener: () => void) {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /** The generation a rendering must remember when it starts, and hand back to `set`. */
  get generation() {
    return this.currentGeneration;
  }

  /** Something may have changed: every page cached so far is stale. */
  invalidate({ fromPeer = false }: { fromPeer?: boolean } = {}) {
    this.currentGeneration += 1;
    this.entries.clear();
    this.bytes = 0;
    if (!fromPeer) for (const listener of this.invalidationListeners) listener();
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last, so eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** The page's body gzip-compressed: made on first use and kept with the page. */
  gzipped(page: CachedPage): Buffer {
    if (!page.gzipBody) {
      page.gzipBody = gzipSync(page.body);
      this.bytes += page.gzipBody.length;
      this.keepWithinBudget();
    }
    return page.gzipBody;
  }

  /** Keeps a page rendered from `generation`; a page whose rendering overlapped a write is not kept. */
  set(key: string, page: Omit<CachedPage, "gzipBody">, generation: number) {
    if (!this.enabled || generation !== this.currentGeneration) return;
    const stored: CachedPage = { ...page };
    const size = stored.body.length;
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { page: stored, expiresAt: this.now() + this.ttlMs });
    this.bytes += size;
    this.keepWithinBudget();
  }

  private keepWithinBudget() {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.page.body.length + (entry.page.gzipBody?.length ?? 0);
  }
}

/**
 * The cache key of a request, or null when the page is not cacheable. `url` is the request's path and query.
 * The whole Cookie header is part of the key (hashed), so no page crosses from one visitor's session to another.
 */
export function pageCacheKey(url: string, cookieHeader: string | undefined): string | null {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!CACHEABLE_PAGE_PATHS.has(pagePathOf(pathname))) return null;
  const visitor = cookieHeader ? createHash("sha256").update(cookieHeader).digest("base64url") : "anonymous";
  return `${visitor} ${url}`;
}

/** Whether a finished response may be replayed to the next request with the same key. */
export function isCacheableResponse(response: { status: number; contentType: string | undefined; setsCookie: boolean }) {
  const type = (response.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return response.status === 200 && !response.setsCookie && (type === "text/html" || type === "text/x-script");
}

let shared: PageCache | undefined;

/** This process's page cache; `ttlMs` is read from the configuration on first use. */
export function sharedPageCache(ttlMs: number) {
  shared ??= new PageCache({ ttlMs });
  return shared;
}

/** Marks every cached page stale; for writes that happen outside a request (background jobs). */
export function invalidatePageCache() {
  shared?.invalidate();
}
