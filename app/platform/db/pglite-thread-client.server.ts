import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { ConnectionChanges } from "./committed-changes.server";
import type { DatabaseAnswer, DatabaseRequest, ThreadError, ThreadOptions, ThreadReady } from "./pglite-thread.server";

// The embedded database in its own thread (docs/decisions/0058-pglite-in-its-own-thread.md): the same interface as
// PgliteStatements, answered by pglite-thread.server.ts, one query at a time and never inside another's transaction.

type Pending = { resolve(answer: DatabaseAnswer): void; reject(error: Error): void };
type RequestBody = DatabaseRequest extends infer R ? (R extends DatabaseRequest ? Omit<R, "id"> : never) : never;

/** A transaction's handle as drizzle's PGlite session uses it: its queries run inside the open transaction. */
export interface ThreadTransaction {
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;
  /** Why the thread can no longer answer (it stopped, or was closed). */
  #gone: Error | null = null;
  /** What statements outside a transaction change (committed-changes.server.ts); a transaction has its own. */
  readonly #changes = new ConnectionChanges();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (answer: DatabaseAnswer) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#settled(answer.id);
      if ("error" in answer) pending.reject(received(answer.error));
      else pending.resolve(answer);
    });
    worker.on("error", (error) => this.#stop(error));
    worker.on("exit", (code) => this.#stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread, which opens the database and applies pending migrations; resolves once it answers. */
  static async open(options: ThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(threadProgram(), { workerData: options });
    // Listeners taken off again one by one: removeAllListeners() would also stop the worker's messages.
    let opened: (answer: ThreadReady) => void = () => {};
    let failed: (error: Error) => void = () => {};
    const exited = (code: number) => failed(new Error(`the database thread stopped (exit code ${code}) before it opened`));
    const ready = await new Promise<ThreadReady>((resolve, reject) => {
      opened = resolve;
      failed = reject;
      worker.on("message", opened).on("error", failed).on("exit", exited);
    }).finally(() => worker.off("message", opened).off("error", failed).off("exit", exited));
    if (!ready.ready) {
      await worker.terminate();
      throw received(ready.error);
    }
    // Idle, the thread does not keep the process alive; a question waiting for its answer does (#ask).
    worker.unref();
    return new PgliteThread(worker);
  }

  /** Runs `text` planned for each call's values (drizzle's queries; PgliteStatements.query). */
  query<Row>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    return this.#query<Row>(text, params, options, "each-call");
  }

  /** Runs `text` with PostgreSQL's own choice of plan (queryRowsPrepared; PgliteStatements.queryPlannedOnce). */
  queryPlannedOnce<Row>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.#query<Row>(text, params, options, "once");
  }

  /** Runs `callback` inside one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const begun = await this.#ask({ kind: "begin" });
    const transaction = (begun as { transaction: number }).transaction;
    const changes = new ConnectionChanges();
    changes.begin();
    const tx: ThreadTransaction = {
      query: <Row>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#query<Row>(text, params, options, "each-call", transaction, changes),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#ask({ kind: "end", transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.#ask({ kind: "end", transaction, commit: true });
    changes.commit();
    return result;
  }

  /** Questions asked and not answered yet (the metrics' database queue). */
  get waitingAnswers(): number {
    return this.#pending.size;
  }

  /** The whole data folder as a gzipped tar, consistent: taken while no transaction is open (backups). */
  async dumpDataDir(): Promise<Uint8Array> {
    const answer = await this.#ask({ kind: "dump" });
    return (answer as { dump: Uint8Array }).dump;
  }

  async close() {
    if (this.#gone) return;
    await this.#ask({ kind: "close" }).catch(() => {});
    this.#stop(new Error("the database is closed"));
    await this.#worker.terminate();
  }

  async #query<Row>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    planning: "each-call" | "once",
    transaction?: number,
    changes = this.#changes,
  ): Promise<Results<Row>> {
    if (options?.blob || options?.paramTypes || options?.onNotice || options?.serializers) {
      throw new Error("blob, paramTypes, onNotice and serializers are not carried to the database thread");
    }
    const asWritten = asWrittenTypes(options?.parsers);
    const answer = await this.#ask({
      kind: "query",
      text,
      params,
      rowMode: options?.rowMode ?? "object",
      asWritten,
      planning,
      transaction,
    });
    const { result } = answer as { result: Results<Row> };
    changes.statement(text, result);
    return result;
  }

  #ask(body: RequestBody): Promise<DatabaseAnswer> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = ++this.#lastId;
    const answered = new Promise<DatabaseAnswer>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ ...body, id } as DatabaseRequest);
    return answered;
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #stop(reason: Error) {
    if (this.#gone) return;
    this.#gone = reason;
    for (const [id, pending] of this.#pending) {
      this.#settled(id);
      pending.reject(reason);
    }
  }
}

/**
 * The thread's program: pglite-thread.server.ts from the source tree, `database-thread.js` from the build. Not written
 * as `new URL("…", import.meta.url)`, which Vite would take for an asset of the bundle.
 */
function threadProgram(): URL {
  const here = import.meta.url;
  const program = here.endsWith(".ts") ? "pglite-thread.server.ts" : "database-thread.js";
  return new URL(program, here);
}

// drizzle's parsers keep dates, times and intervals as PostgreSQL wrote them: the thread is told which types, once per
// parsers object. Any other parser is a function the thread cannot be given.
const typesOfParsers = new WeakMap<object, number[]>();
function asWrittenTypes(parsers: QueryOptions["parsers"]): number[] {
  if (!parsers) return [];
  let typeIds = typesOfParsers.get(parsers);
  if (!typeIds) {
    typeIds = Object.keys(parsers).map(Number);
    for (const typeId of typeIds) {
      const probe = "2026-11-28 19:00:00+05:30";
      if (parsers[typeId]!(probe) !== probe) {
        throw new Error(`type ${typeId}: only parsers that keep the value as written are carried to the database thread`);
      }
    }
    typesOfParsers.set(parsers, typeIds);
  }
  return typeIds;
}

/** A database error from the thread, with PostgreSQL's fields (code, detail, constraint…) as PGlite gives them. */
function received(error: ThreadError): Error {
  const copy = new Error(error.message);
  Object.assign(copy, error.fields);
  copy.name = error.name;
  return copy;
}
