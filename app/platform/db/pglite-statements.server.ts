import { createHash } from "node:crypto";
import {
  parse as pgliteResults,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

type BackendMessage = Parameters<typeof pgliteResults.parseResults>[0][number];

// Why this exists: PGlite's query() parses and plans every text anew and crosses into PostgreSQL six times a call, on
// the server's own thread. This prepares each text once as a named statement, then sends Bind, Execute and Sync as one
// message a call (the class-start burst: 100 dashboards a second). It is db/'s own: the app reaches it only as drizzle
// over it (client.server.ts, pglite-thread.server.ts), and eslint.config.js refuses an import of it from elsewhere.

/** A prepared statement: its parameters' types and the description of its rows, as PostgreSQL gave them. */
interface Statement {
  name: string;
  parameterTypes: number[];
  /** The RowDescription message (results are read against it), or null for a statement that returns no rows. */
  rowDescription: BackendMessage | null;
}

// PostgreSQL's answer when a statement's result columns changed under it (a migration altered a table it reads).
const RESULT_TYPE_CHANGED = "0A000";

// How a kept statement is planned. A generic plan cannot know a search's pattern (`email ilike '%…%'` read every lead
// instead of using the trigram index: 82 ms instead of 4 at 20 000 leads), so drizzle's queries are planned for each
// call's values, which still saves the parsing and five of the six passes; only queryPlannedOnce lets PostgreSQL choose.
type PlanCacheMode = "force_custom_plan" | "auto";

/** How many statements one database keeps prepared; the least recently used is closed past this. */
export const MAX_PREPARED_STATEMENTS = 500;

/** The embedded database as drizzle sees it: `query` runs each text as a named prepared statement (the most recently
 *  used MAX_PREPARED_STATEMENTS are kept), `transaction` is PGlite's own. Answers, errors (DatabaseError with the query
 *  and parameters on it) and locking (one query at a time, never inside another's transaction) are PGlite's query()'s. */
export class PgliteStatements {
  readonly #statements = new Map<string, Statement>();
  #named = 0;
  /** The connection's plan_cache_mode, as last set here. */
  #planning: PlanCacheMode | null = null;

  readonly pglite: PGlite;

  // Written out, not as a parameter property: the database thread runs this file as Node strips its types.
  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction(callback);
  }

  /** Runs `text` planned for the values of each call (drizzle's queries). */
  query<Row>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    // What only PGlite's own query() knows how to do.
    if (options?.blob || options?.paramTypes || options?.onNotice) return this.pglite.query<Row>(text, params, options);
    return this.#query<Row>(text, params, options, "force_custom_plan");
  }

  /**
   * Runs `text` with PostgreSQL's own choice of plan: after five calls it keeps one generic plan when that costs no
   * more than planning each call (queryRowsPrepared: the dashboard's statement, 4 ms to plan).
   */
  queryPlannedOnce<Row>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.#query<Row>(text, params, options, "auto");
  }

  async #query<Row>(text: string, params: unknown[], options: QueryOptions | undefined, planning: PlanCacheMode) {
    const client = this.pglite;
    await client.waitReady;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          if (this.#planning !== planning) {
            await this.#send(protocol.serialize.query(`set plan_cache_mode to ${planning}`));
            this.#planning = planning;
          }
          const result = await this.#run<Row>(text, params, options).catch(async (error: unknown) => {
            if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
            await this.#close(text);
            return this.#run<Row>(text, params, options);
          });
          // As query() does after a statement outside a transaction (the statement may have written).
          await client.syncToFs();
          return result;
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
      }),
    );
  }

  async #run<Row>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    // Most recently used last: the first entry is the one to close when there are too many.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const { serialize } = protocol;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const toText =
        options?.serializers?.[statement.parameterTypes[index]!] ?? this.pglite.serializers[statement.parameterTypes[index]!];
      return toText ? toText(param) : String(param);
    });
    const messages = await this.#send(
      concat(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [result] = pgliteResults.parseResults(described, this.pglite.parsers, options);
    return result as Results<Row>;
  }

  async #prepare(text: string): Promise<Statement> {
    if (this.#statements.size >= MAX_PREPARED_STATEMENTS) await this.#close(this.#statements.keys().next().value!);
    const { serialize } = protocol;
    const name = `s${++this.#named}-${createHash("sha1").update(text).digest("base64url").slice(0, 12)}`;
    const messages = await this.#send(
      concat(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()),
    );
    const statement: Statement = {
      name,
      parameterTypes: pgliteResults.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === "rowDescription") ?? null,
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #close(text: string) {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    const { serialize } = protocol;
    await this.#send(concat(serialize.close({ type: "S", name: statement.name }), serialize.sync()));
  }

  /** Messages in, answers out, in one pass of PostgreSQL's main loop; a failure still reaches the Sync sent with it. */
  #send(message: Uint8Array) {
    return this.pglite.execProtocolStream(message, { syncToFs: false });
  }
}

function concat(...parts: Uint8Array[]) {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** As PGlite's query() reports a failed query: the error itself, with what was asked on it. */
function withQuery(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error && "code" in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}
