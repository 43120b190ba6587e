// The embedded database's own thread (docs/decisions/0058-pglite-in-its-own-thread.md); PgliteThread talks to it.
// Run from the build or by Node's TypeScript support, so its imports name their files in full and it uses only
// TypeScript that can be erased.
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PgliteStatements } from "./pglite-statements.server.ts";

/** What the server's thread asks; every request has an id, and gets one DatabaseAnswer with it. */
export type DatabaseRequest =
  | {
      id: number;
      kind: "query";
      text: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Types whose values come back as PostgreSQL wrote them (drizzle's parsers), not parsed. */
      asWritten: number[];
      /** PgliteStatements.query (planned for each call's values) or .queryPlannedOnce. */
      planning: "each-call" | "once";
      /** Run inside this open transaction (from a "begin"), with PGlite's own transaction query. */
      transaction?: number;
    }
  | { id: number; kind: "begin" }
  | { id: number; kind: "end"; transaction: number; commit: boolean }
  /** A copy of the whole data folder (a gzipped tar), taken between transactions (backups). */
  | { id: number; kind: "dump" }
  | { id: number; kind: "close" };

/** A database error as it crosses threads: its message and PostgreSQL's fields (code, detail, constraint…). */
export type ThreadError = { message: string; name: string; fields: Record<string, unknown> };

export type DatabaseAnswer =
  | { id: number; result: Results<unknown> }
  | { id: number; transaction: number }
  | { id: number; done: true }
  | { id: number; dump: Uint8Array }
  | { id: number; error: ThreadError };

/** What the thread says once, before any answer: that it is open (migrated), or why it could not open. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

export interface ThreadOptions {
  dataDir: string | null;
  migrationsFolder: string;
  /** In memory only: start from this dump of a database (dumpDataDir) instead of an empty one. */
  template?: string;
}

/** A transaction held open for the server's thread: its queries, and how to end it. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, answerId: number): void;
}

const ROLLED_BACK = Symbol("rolled back");

async function serve(port: NonNullable<typeof parentPort>, options: ThreadOptions) {
  let pglite: PGlite;
  try {
    if (options.dataDir === null && options.template)
      pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(options.template)]), extensions: { pg_trgm } });
    else if (options.dataDir === null) pglite = new PGlite({ extensions: { pg_trgm } });
    else pglite = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
    await migrate(drizzle({ client: pglite }), { migrationsFolder: options.migrationsFolder });
  } catch (error) {
    port.postMessage({ ready: false, error: crossing(error) } satisfies ThreadReady);
    return;
  }
  const statements = new PgliteStatements(pglite);
  const transactions = new Map<number, OpenTransaction>();
  let lastTransaction = 0;

  const answer = (message: DatabaseAnswer) => port.postMessage(message);
  const failed = (id: number, error: unknown) => answer({ id, error: crossing(error) });

  function begin(id: number) {
    const transaction = ++lastTransaction;
    let endAnswer = 0;
    pglite
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(transaction, {
              tx,
              end(commit, answerId) {
                endAnswer = answerId;
                if (commit) resolve();
                else reject(ROLLED_BACK);
              },
            });
            answer({ id, transaction });
          }),
      )
      .then(
        () => answer({ id: endAnswer, done: true }),
        (error: unknown) => {
          if (error === ROLLED_BACK) answer({ id: endAnswer, done: true });
          // Beginning failed (no answer yet), or COMMIT did.
          else failed(endAnswer || id, error);
        },
      )
      .finally(() => transactions.delete(transaction));
  }

  async function query(request: Extract<DatabaseRequest, { kind: "query" }>) {
    const options = { rowMode: request.rowMode, parsers: asWrittenParsers(request.asWritten) };
    if (request.transaction !== undefined) {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error(`transaction ${request.transaction} is not open`);
      return open.tx.query(request.text, request.params, options);
    }
    return request.planning === "once"
      ? statements.queryPlannedOnce(request.text, request.params, options)
      : statements.query(request.text, request.params, options);
  }

  // Inside a transaction of its own, so no other is open (they wait) and the copy holds only committed work; the
  // checkpoint first writes everything to the files, so opening the copy replays little or no WAL.
  function dump() {
    return pglite.transaction(async (tx) => {
      await tx.query("checkpoint");
      const tar = await pglite.dumpDataDir("gzip");
      return new Uint8Array(await tar.arrayBuffer());
    });
  }

  port.on("message", (request: DatabaseRequest) => {
    switch (request.kind) {
      case "query":
        query(request).then(
          (result) =>
            answer({ id: request.id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } }),
          (error: unknown) => failed(request.id, error),
        );
        return;
      case "begin":
        begin(request.id);
        return;
      case "end": {
        const open = transactions.get(request.transaction);
        if (open) open.end(request.commit, request.id);
        else failed(request.id, new Error(`transaction ${request.transaction} is not open`));
        return;
      }
      case "dump":
        dump().then(
          (bytes) => port.postMessage({ id: request.id, dump: bytes } satisfies DatabaseAnswer, [bytes.buffer]),
          (error: unknown) => failed(request.id, error),
        );
        return;
      case "close":
        pglite.close().then(
          () => answer({ id: request.id, done: true }),
          (error: unknown) => failed(request.id, error),
        );
        return;
    }
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
}

// Parsers that keep a type's text as PostgreSQL wrote it, one object per set of types asked for.
const AS_WRITTEN = (value: string) => value;
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function asWrittenParsers(typeIds: number[]) {
  const key = typeIds.join(",");
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(typeIds.map((typeId) => [typeId, AS_WRITTEN]))));
  return parsers;
}

/** An error as the other thread can receive it: functions (the query's options) stay behind. */
function crossing(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== "queryOptions" && typeof value !== "function") fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

if (parentPort) void serve(parentPort, workerData as ThreadOptions);
