import { readDatabaseStatus } from "~/platform/index.server";

/**
 * GET /api/database-status: the home page's live connectivity line, read by the browser after the
 * (prerendered) page has loaded. Always 200: a database that is down is an answer, not an error.
 */
export async function loader() {
  return Response.json(await readDatabaseStatus(), { headers: { "Cache-Control": "no-store" } });
}
