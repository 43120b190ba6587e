import { gradebookCsv, loadGradebook, notFound } from "~/classroom/index.server";
import { batchExists } from "~/classes/index.server";
import { appClock, db } from "~/platform/index.server";
import { requireBatchStaff } from "~/staff/index.server";
import type { Route } from "./+types/classroom-gradebook-export";

/** The gradebook as CSV, for the batch's instructors and admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const database = await db();
  await requireBatchStaff(database, request, params.batchId);
  if (!(await batchExists(database, params.batchId))) throw notFound();
  return gradebookCsv(await loadGradebook(database, { batchId: params.batchId, now: appClock() }));
}
