// What the database changed, as it reports it, told to listeners once it is committed: the page cache forgets its
// pages when a change touches what they show (http/page-cache.server.ts). A statement that changed no row, or a
// transaction rolled back, is never reported. docs/decisions/0091-page-cache-invalidation.md
import type pg from "pg";

export interface TableChange {
  table: string;
  kind: "insert" | "update" | "delete";
}

type Listener = (changes: readonly TableChange[]) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with the tables each committed statement (or transaction) changed rows of. */
export function onCommittedChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function report(changes: readonly TableChange[]) {
  if (changes.length === 0) return;
  for (const listener of listeners) listener(changes);
}

// `insert into t`, `update t` (not `for update`, `do update`, `for no key update`), `delete from t`, `merge into t`;
// a name may be quoted and schema-qualified, and the statement may start with a `with`.
const WRITE =
  /(?<!\b(?:for|do|key)\s+)\b(insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?((?:"(?:[^"]|"")+"|[a-z_][\w$]*)(?:\s*\.\s*(?:"(?:[^"]|"")+"|[a-z_][\w$]*))?)/gi;
const KINDS = { insert: "insert", update: "update", delete: "delete", merge: "update" } as const;

const writesByText = new Map<string, readonly TableChange[]>();
const MAX_REMEMBERED_TEXTS = 2000;

/** The tables `text` writes to, and how (remembered per text: the same statements run again and again). */
export function writtenTables(text: string): readonly TableChange[] {
  let writes = writesByText.get(text);
  if (writes) return writes;
  const found = new Map<string, TableChange>();
  for (const match of text.matchAll(WRITE)) {
    const verb = match[1]!.split(/\s+/)[0]!.toLowerCase() as keyof typeof KINDS;
    const name = match[2]!.split(/\s*\.\s*/).at(-1)!;
    const table = name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase();
    const change = { table, kind: KINDS[verb] };
    found.set(`${change.kind} ${table}`, change);
  }
  writes = [...found.values()];
  if (writesByText.size >= MAX_REMEMBERED_TEXTS) writesByText.clear();
  writesByText.set(text, writes);
  return writes;
}

/** How many rows a statement changed, as the driver tells: pg's `rowCount`, PGlite's `affectedRows`. */
interface StatementResult {
  rowCount?: number | null;
  affectedRows?: number;
}

/**
 * What one connection changed: reported at once outside a transaction, at COMMIT inside one, forgotten at ROLLBACK.
 * pg's transactions are recognised by their statements; PGlite's are told.
 */
export class ConnectionChanges {
  #inTransaction: TableChange[] | null = null;

  begin() {
    this.#inTransaction = [];
  }

  commit() {
    const changes = this.#inTransaction ?? [];
    this.#inTransaction = null;
    report(changes);
  }

  rollback() {
    this.#inTransaction = null;
  }

  /** A statement that succeeded, with what the driver answered. */
  statement(text: string, result: StatementResult | undefined) {
    const verb = leadingWord(text);
    if (verb === "begin" || verb === "start") return this.begin();
    if (verb === "commit" || verb === "end") return this.commit();
    if ((verb === "rollback" && !/^\s*rollback\s+to\b/i.test(text)) || verb === "abort") return this.rollback();
    const writes = writtenTables(text);
    if (writes.length === 0) return;
    // A plain insert, update, delete or merge says how many rows it changed; a `with` that writes is taken at its word.
    const isDml = verb === "insert" || verb === "update" || verb === "delete" || verb === "merge";
    const rows = result?.rowCount ?? result?.affectedRows;
    if (isDml && rows === 0) return;
    if (this.#inTransaction) this.#inTransaction.push(...writes);
    else report(writes);
  }

  /** A statement that failed: a failed COMMIT rolled the transaction back. */
  failed(text: string) {
    const verb = leadingWord(text);
    if (verb === "commit" || verb === "end") this.rollback();
  }
}

function leadingWord(text: string) {
  return /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "";
}

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

/** Follows what a pg connection (one of the pool's, given by its `connect` event) changes. */
export function followPgConnection(client: pg.ClientBase) {
  const changes = new ConnectionChanges();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const textOf = (config: unknown) => (typeof config === "string" ? config : ((config as { text?: string } | null)?.text ?? ""));
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const text = textOf(config);
    const done = typeof values === "function" ? (values as QueryCallback) : (callback as QueryCallback | undefined);
    if (typeof done === "function") {
      const followed: QueryCallback = (error, result) => {
        if (error) changes.failed(text);
        else changes.statement(text, result);
        done(error, result);
      };
      return typeof values === "function" ? query(config, followed) : query(config, values, followed);
    }
    const answer = query(config, values);
    if (!(answer instanceof Promise)) return answer;
    return answer.then(
      (result: pg.QueryResult) => {
        changes.statement(text, result);
        return result;
      },
      (error: unknown) => {
        changes.failed(text);
        throw error;
      },
    );
  }) as typeof client.query;
}
