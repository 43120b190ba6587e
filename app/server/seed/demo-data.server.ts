import type { Database } from "../db/client.server";

/** Loads demo content. Idempotent: running it at every start changes nothing the second time. */
export async function seedDemoData(_database: Database) {
  // Filled in by the demo-data work (batches, sessions, library, spots, the demo student).
}
