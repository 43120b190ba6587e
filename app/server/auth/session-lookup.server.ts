// Who is signed in is asked on every page: better-auth looks the session cookie's token up with its user
// (findOne on "session", joined with "user"). Its drizzle adapter builds that relational query anew each time, and its
// adapter factory then walks both records field by field: together about 1 ms of the server's thread per page, the
// largest single part of a dashboard's cost that is ours to choose (issue 19). This answers that one question with a
// statement drizzle builds once (a named prepared statement on PostgreSQL), and gives back what the adapter would;
// every other query goes to the adapter as before. docs/decisions/session-lookup-prepared.md.
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client.server";
import { authSession, authUser } from "../db/schema";

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

function prepareSessionByToken(database: Database) {
  return database
    .select({ session: getTableColumns(authSession), user: getTableColumns(authUser) })
    .from(authSession)
    .leftJoin(authUser, eq(authUser.id, authSession.userId))
    .where(eq(authSession.token, sql.placeholder("token")))
    .limit(1)
    .prepare("auth_session_by_token");
}

/** better-auth's database (drizzleAdapter) with its session lookup answered by a prepared statement. */
export function withPreparedSessionLookup(createAdapter: AuthDatabase, database: Database): AuthDatabase {
  return (options) => {
    const adapter = createAdapter(options);
    let sessionByToken: ReturnType<typeof prepareSessionByToken> | undefined;
    const findOne: AuthAdapter["findOne"] = async <T>(query: FindOne) => {
      const token = sessionToken(query);
      if (token === null) return adapter.findOne<T>(query);
      sessionByToken ??= prepareSessionByToken(database);
      const [row] = await sessionByToken.execute({ token });
      return row ? ({ ...row.session, user: row.user } as T) : null;
    };
    return { ...adapter, findOne };
  };
}
