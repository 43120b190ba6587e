import { db, requireDevTools } from "~/platform/index.server";
import { listPaymentsForDev } from "~/payments/index.server";
import type { Route } from "./+types/payments-json";

// GET /dev/payments.json?email=…: a payer's payment records, outside production only (like /dev/mailbox.json).
export async function loader({ request }: Route.LoaderArgs) {
  requireDevTools(request);
  const email = new URL(request.url).searchParams.get("email") ?? "";
  const rows = email ? await listPaymentsForDev(await db(), email) : [];
  return Response.json(rows, { headers: { "Cache-Control": "no-store" } });
}
