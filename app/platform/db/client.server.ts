import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { types as pgliteTypes, type PGlite } from "@electric-sql/pglite";
import { SQL, sql, type Query } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { followPgConnection } from "./committed-changes.server";
import { PgliteStatements } from "./pglite-statements.server";
import { PgliteThread } from "./pglite-thread-client.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | null; /** a dump to start an in-memory database from (tests) */ template?: string }
  | { kind: "postgres"; url: string };

/** What a backup copies: PGlite's folder (a consistent tar from its thread), or the PostgreSQL database at `url`. */
export type BackupSource = { kind: "pglite"; dumpDataDir(): Promise<Uint8Array> } | { kind: "postgres"; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget["kind"];
  backupSource: BackupSource;
  /** Connections answering a query now, and queries waiting for one (PGlite: one connection, its queue). */
  connectionsInUse(): { inUse: number; waiting: number };
  /** Runs `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  /**
   * Opens every connection the server may use before visitors come and runs `warm` on each (PostgreSQL only).
   * Rejects when `warm` failed on any connection; every connection is kept all the same.
   */
  openConnections(warm?: (connection: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR || "drizzle");
// Any constant shared by every server of this app: serialises migrations when several start at once.
const MIGRATION_LOCK_ID = 727_001;

/** Opens the database and applies pending migrations; safe to call when they are already applied. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    // In its own thread, which opens it with pg_trgm (the admin searches' trigram indexes) and migrates it.
    const client = await PgliteThread.open({
      dataDir: target.dataDir,
      migrationsFolder: MIGRATIONS_FOLDER,
      template: target.template,
    });
    const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: "pglite",
      backupSource: { kind: "pglite", dumpDataDir: () => client.dumpDataDir() },
      connectionsInUse: () => ({ inUse: Math.min(1, client.waitingAnswers), waiting: Math.max(0, client.waitingAnswers - 1) }),
      ping: () => (closed ? Promise.resolve(false) : pingWith(db)),
      openConnections: () => Promise.resolve(),
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
      },
    };
  }

  const poolSize = Number(process.env.DATABASE_POOL_MAX || 10);
  const pool = new pg.Pool({ connectionString: target.url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // What each connection changes is told to the page cache once committed (committed-changes.server.ts).
  pool.on("connect", followPgConnection);
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    backupSource: { kind: "postgres", url: target.url },
    connectionsInUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    ping: () => pingWith(db),
    // Connections are opened and warmed at start and kept, so a class start does not open them or plan its statements
    // on a busy machine (docs/decisions/0059-postgres-connections-open-at-start.md). Tests and scripts open theirs as
    // they need them.
    openConnections: async (warm) => {
      pool.options.min = poolSize;
      const clients = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
      try {
        const warmed = await Promise.allSettled(
          clients.map((client) => (warm ? warm(drizzlePg(client, { schema }) as unknown as Database) : undefined)),
        );
        const failed = warmed.find((result) => result.status === "rejected");
        if (failed) throw failed.reason;
      } finally {
        for (const client of clients) client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Drizzle over an embedded database, its queries run as prepared statements (pglite-statements.server.ts). */
export function pgliteDatabase(client: PGlite): Database {
  return drizzlePglite({ client: new PgliteStatements(client) as unknown as PGlite, schema }) as unknown as Database;
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw SQL query run very often with the same shape, as a named prepared statement so it is planned once
 * per connection, not per request (name plus a hash of the text; on PGlite, PgliteStatements.queryPlannedOnce). For reads.
 */
export async function queryRowsPrepared<Row>(database: Database, name: string, query: SQL | Query): Promise<Row[]> {
  const client = preparingClient(database);
  if (!client) {
    // A transaction: run as an ordinary query (a compiled one cannot be, and no caller passes one there).
    if (!(query instanceof SQL)) throw new Error(`queryRowsPrepared(${name}): a compiled query needs the database itself`);
    return queryRows<Row>(database, query);
  }
  const { sql: text, params } = query instanceof SQL ? dialect.sqlToQuery(query) : query;
  if (client instanceof PgliteStatements || client instanceof PgliteThread) {
    return (await client.queryPlannedOnce<Row>(text, params as unknown[], { rowMode: "object", parsers: DRIZZLE_ROW_PARSERS }))
      .rows;
  }
  const result = await client.query({ name: statementName(name, text), text, values: params as unknown[] });
  return result.rows as Row[];
}

/**
 * The client of `database` when it is a database itself, which keeps prepared statements: a pool, one of its
 * connections (openConnections' warm-up) or PGlite; null in a transaction, whose drizzle object has no client.
 */
function preparingClient(database: Database): pg.Pool | pg.Client | PgliteStatements | PgliteThread | null {
  const client = (database as unknown as { $client?: unknown }).$client;
  const keeps =
    client instanceof pg.Pool ||
    client instanceof pg.Client ||
    client instanceof PgliteStatements ||
    client instanceof PgliteThread;
  return keeps ? client : null;
}

/** Whether `database` is a database itself, which keeps prepared statements, and not one of its transactions. */
export function keepsPreparedStatements(database: Database): boolean {
  return preparingClient(database) !== null;
}

/** The SQL text and parameters of a query: for a statement built once and run with other values (compileQuery). */
export function compileQuery(query: SQL): Query {
  return dialect.sqlToQuery(query);
}

// Statement names by caller's name, then by text: the text is looked up as it is (a compiled statement hands the same
// string every time), never copied into a longer key per call.
const statementNames = new Map<string, Map<string, string>>();
function statementName(name: string, text: string) {
  let byText = statementNames.get(name);
  if (!byText) statementNames.set(name, (byText = new Map()));
  let statement = byText.get(text);
  if (!statement) {
    statement = `${name}-${createHash("sha1").update(text).digest("base64url").slice(0, 16)}`;
    byText.set(text, statement);
  }
  return statement;
}

// As drizzle reads rows from PGlite: dates and times as PostgreSQL writes them, not as JavaScript Dates.
const AS_WRITTEN = (value: string) => value;
const DRIZZLE_ROW_PARSERS = {
  [pgliteTypes.TIMESTAMP]: AS_WRITTEN,
  [pgliteTypes.TIMESTAMPTZ]: AS_WRITTEN,
  [pgliteTypes.INTERVAL]: AS_WRITTEN,
  [pgliteTypes.DATE]: AS_WRITTEN,
};

async function pingWith(db: Database) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
