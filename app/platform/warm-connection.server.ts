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
 * Asks what a student's first pages ask, on each PostgreSQL connection as it opens, so its prepared statements are
 * planned before a class start's burst rather than during it (docs/decisions/0059-postgres-connections-open-at-start.md).
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
