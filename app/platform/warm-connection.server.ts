import { findSessionByToken, type SessionUser } from "~/accounts/index.server";
import type { Database } from "./db/client.server";
import { readDashboardRows } from "~/enrolments/index.server";
import { libraryVersion, libraryVisitor } from "~/library/index.server";

// PostgreSQL plans a prepared statement for its values on its first five runs, then keeps one generic plan when that
// costs no more; the sixth run is the first that may skip planning.
const RUNS_UNTIL_PLANS_ARE_KEPT = 6;

// No session, account or address has these: every read below finds nothing and writes nothing.
const NO_ONE = "\u0001warm-up";
const noOne = (emailVerified: boolean): SessionUser => ({
  id: NO_ONE,
  email: "warm-up@invalid",
  name: "",
  role: "student",
  emailVerified,
});

/**
 * What a student's first pages ask the database, asked on one connection for no one, until each prepared statement's
 * plan is kept: who is signed in, the dashboard's one statement (for verified and unverified addresses), and the
 * library's version and visitor. The server runs it on each PostgreSQL connection as it opens them (at a
 * class start the whole batch opens its dashboard, and a cold connection first reads its catalogs and plans these).
 */
export async function warmConnection(connection: Database) {
  for (let run = 0; run < RUNS_UNTIL_PLANS_ARE_KEPT; run++) {
    await findSessionByToken(connection, NO_ONE);
    await readDashboardRows(connection, noOne(true));
    await readDashboardRows(connection, noOne(false));
    await libraryVersion(connection);
    await libraryVisitor(connection, noOne(true));
  }
}
