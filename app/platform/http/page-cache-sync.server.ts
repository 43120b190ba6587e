// Several servers on one PostgreSQL: a write on one must empty every server's page cache, so each LISTENs and NOTIFYs
// on one channel. While the listening connection is down the cache is off (it could miss notices).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { logger } from "../logger.server";
import type { PageCache } from "./page-cache.server";

export const PAGE_CACHE_CHANNEL = "academy_page_cache";
/** How the listening connection shows in pg_stat_activity. */
export const PAGE_CACHE_APPLICATION_NAME = "academy-page-cache";
const RECONNECT_DELAY_MS = 1_000;

export interface PageCacheSync {
  /** Resolves when the first connection is listening (or has failed, leaving the cache switched off). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startPageCacheSync(cache: PageCache, databaseUrl: string): PageCacheSync {
  const serverId = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  // Bursts of writes send one notice at a time, plus one more if anything happened meanwhile.
  let sending = false;
  let pending = false;

  const notifyPeers = () => {
    if (!client || stopped) return;
    if (sending) {
      pending = true;
      return;
    }
    sending = true;
    const connection = client;
    connection
      .query("select pg_notify($1, $2)", [PAGE_CACHE_CHANNEL, serverId])
      .catch((error: unknown) => logger.warn({ err: error }, "page cache: could not notify the other servers"))
      .finally(() => {
        sending = false;
        if (pending) {
          pending = false;
          notifyPeers();
        }
      });
  };
  const unsubscribe = cache.onLocalInvalidation(notifyPeers);

  const scheduleReconnect = () => {
    if (stopped) return;
    reconnectTimer = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  };

  const connect = async (): Promise<void> => {
    cache.suspend();
    const connection = new pg.Client({ connectionString: databaseUrl, application_name: PAGE_CACHE_APPLICATION_NAME });
    connection.on("notification", (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL && message.payload !== serverId) cache.invalidate({ fromPeer: true });
    });
    const lost = (error?: unknown) => {
      if (client !== connection) return;
      client = undefined;
      cache.suspend();
      connection.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err: error }, "page cache: lost the connection for other servers' changes; caching is off until it is back");
      scheduleReconnect();
    };
    connection.on("error", lost);
    connection.on("end", () => lost());
    try {
      await connection.connect();
      await connection.query(`listen ${PAGE_CACHE_CHANNEL}`);
    } catch (error) {
      connection.end().catch(() => {});
      scheduleReconnect();
      throw error;
    }
    if (stopped) {
      await connection.end().catch(() => {});
      return;
    }
    client = connection;
    cache.resume();
  };

  const ready = connect().catch((error: unknown) => {
    logger.warn({ err: error }, "page cache: cannot listen for other servers' changes; caching is off until it can");
  });

  return {
    ready,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(reconnectTimer);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
