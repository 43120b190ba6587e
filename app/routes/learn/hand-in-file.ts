import { requireUser } from "~/accounts/index.server";
import { downloadHandInFile } from "~/classroom/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/hand-in-file";

/** A hand-in's file: for its owner, the batch's instructors and admins; anyone else finds nothing. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const response = await downloadHandInFile(await db(), { user, handInId: params.handInId });
  return response ?? new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
}
