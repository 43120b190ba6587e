import { requireVerifiedUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import { downloadCreditNote } from "~/invoices/index.server";
import type { Route } from "./+types/credit-note-download";

/** The credit note of a processed refund of one of the signed-in student's payments; anyone else's is simply not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  const response = await downloadCreditNote(await db(), { email: user.email, refundId: params.refundId });
  return response ?? Response.json({ error: "Credit note not found" }, { status: 404 });
}
