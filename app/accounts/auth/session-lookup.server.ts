// Who is signed in is asked on every page, so that one better-auth lookup is answered by a statement compiled once and
// kept prepared, giving back what the adapter would; every other query goes to the adapter
// (docs/decisions/0060-session-lookup-prepared.md).
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  authSession,
  authUser,
  compileQuery,
  type Database,
  fromJson,
  jsonObject,
  keepsPreparedStatements,
  queryRowsPrepared,
} from "~/platform/index.server";

type AuthDatabase = ReturnType<typeof drizzleAdapter>;
type AuthAdapter = ReturnType<AuthDatabase>;
type FindOne = Parameters<AuthAdapter["findOne"]>[0];

/** The token when `query` is better-auth's session lookup (findSession), and nothing else. */
function sessionToken(query: FindOne): string | null {
  if (query.model !== "session" || query.select !== undefined || query.where.length !== 1) return null;
  const joined = Object.entries(query.join ?? {});
  if (joined.length !== 1 || joined[0]![0] !== "user" || joined[0]![1] !== true) return null;
  const [where] = query.where as [FindOne["where"][number]];
  const plainEquality = (where.operator ?? "eq") === "eq" && (where.connector ?? "AND") === "AND";
  return where.field === "token" && plainEquality && typeof where.value === "string" ? where.value : null;
}

const sessionFields = getTableColumns(authSession);
const userFields = getTableColumns(authUser);
const TOKEN = sql.placeholder("token");

/** The session with this token and its user (null when there is none), each as one JSON object; compiled once. */
const sessionByToken = compileQuery(sql`
  select ${jsonObject(sessionFields)} as "session",
    case when ${authUser.id} is null then null else ${jsonObject(userFields)} end as "user"
  from ${authSession} left join ${authUser} on ${eq(authUser.id, authSession.userId)}
  where ${authSession.token} = ${TOKEN}
  limit 1`);

type Json = Record<string, unknown>;

/** The session with this token and its user, as better-auth's adapter gives them; null when there is no such session. */
export async function findSessionByToken<T>(database: Database, token: string): Promise<T | null> {
  const params = sessionByToken.params.map((param) => (param === TOKEN ? token : param));
  const [row] = await queryRowsPrepared<{ session: Json; user: Json | null }>(database, "auth-session-by-token", {
    ...sessionByToken,
    params,
  });
  if (!row) return null;
  const user = row.user && fromJson(userFields, row.user);
  return { ...fromJson<Json>(sessionFields, row.session), user } as T;
}

/** better-auth's database (drizzleAdapter) with its session lookup answered by a prepared statement. */
export function withPreparedSessionLookup(createAdapter: AuthDatabase, database: Database): AuthDatabase {
  return (options) => {
    const adapter = createAdapter(options);
    const findOne: AuthAdapter["findOne"] = async <T>(query: FindOne) => {
      const token = sessionToken(query);
      // In a transaction (inAuthTransaction) the adapter answers, as every query there is the transaction's.
      if (token === null || !keepsPreparedStatements(database)) return adapter.findOne<T>(query);
      return findSessionByToken<T>(database, token);
    };
    return { ...adapter, findOne };
  };
}
