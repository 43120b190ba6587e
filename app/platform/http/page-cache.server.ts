// A short-lived cache of rendered pages (docs/decisions/0015-page-cache.md, 0091-page-cache-invalidation.md). Keyed
// by URL and a hash of the Cookie header; an entry is valid only for the generation current when its rendering
// started (every committed change a cached page may show bumps it), and lives at most `ttlMs`.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { prerenderedPaths } from "~/content/prerendered-pages";
import { onCommittedChanges, type TableChange } from "../db/committed-changes.server";

/**
 * The pages that may be cached, by URL path (`.data` requests included). Signed-out visitors of the prerendered
 * marketing pages get the file before this cache is asked.
 */
export const CACHEABLE_PAGE_PATHS: ReadonlySet<string> = new Set(["/ai-spots", "/library", "/dashboard", ...prerenderedPaths]);

/**
 * Tables whose rows no cached page shows; a committed change to any other table (a new one too) empties the cache.
 */
const NOT_SHOWN_ON_CACHED_PAGES: ReadonlySet<string> = new Set([
  "auth_account",
  "auth_verification",
  "auth_two_factor",
  "auth_rate_limit",
  "rate_limit_counters",
  "email_outbox",
  "audit_log",
  "admin_invitations",
  "contact_submissions",
  "quiz_responses",
  "lead_gen_responses",
  "lead_notes",
  "lead_counts",
  "spot_scan_counts",
  "quiz_daily_counts",
  "payment_webhook_events",
  "payment_reconciliations",
  "payment_totals",
  "enrolment_reminders",
  "class_reminders",
  "recording_notices",
  "invoice_sequences",
  "credit_note_sequences",
  // Operations' own records, written every few seconds by each server's jobs (decision 0112).
  "job_runs",
  "server_heartbeats",
  "backups",
]);

/**
 * Whether a committed change may alter what a cached page shows. A new session (signing in) is a new cookie, so a
 * new cache key, and a refreshed one shows the same pages; an ended session's pages must go.
 */
function changesCachedPages(change: TableChange): boolean {
  if (change.table === "auth_session") return change.kind === "delete";
  return !NOT_SHOWN_ON_CACHED_PAGES.has(change.table);
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

/**
 * This process's page cache; `ttlMs` is read from the configuration on first use. It empties itself whenever the
 * database commits a change a cached page may show, whoever made it (a request, a background job).
 */
export function sharedPageCache(ttlMs: number) {
  if (!shared) {
    const cache = new PageCache({ ttlMs });
    onCommittedChanges((changes) => {
      if (changes.some(changesCachedPages)) cache.invalidate();
    });
    shared = cache;
  }
  return shared;
}
