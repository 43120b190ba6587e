import { requireStaff } from "~/staff/index.server";
import { db } from "~/platform/index.server";
import { downloadInvoice } from "~/invoices/index.server";
import type { Route } from "./+types/payment-invoice-download";

/** The receipt or tax invoice of any successful payment, for the admin's payment page (admins and support: STAFF_ACCESS). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "payments.download");
  const response = await downloadInvoice(await db(), { reader: { kind: "admin" }, paymentId: params.paymentId });
  return response ?? Response.json({ error: "Invoice not found" }, { status: 404 });
}
