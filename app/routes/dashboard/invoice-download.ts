import { requireVerifiedUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import { downloadInvoice } from "~/invoices/index.server";
import type { Route } from "./+types/invoice-download";

/** The receipt or tax invoice of one of the signed-in student's payments; anyone else's is simply not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  const response = await downloadInvoice(await db(), {
    reader: { kind: "student", email: user.email },
    paymentId: params.paymentId,
  });
  return response ?? Response.json({ error: "Invoice not found" }, { status: 404 });
}
