import { getOptionalUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import { getCheckoutPrefill } from "~/payments/index.server";
import type { Route } from "./+types/prefill";

// GET /api/payments/prefill: the signed-in payer's name, e-mail and mobile for the dialog; null for guests.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  const prefill = user ? await getCheckoutPrefill(await db(), user) : null;
  return Response.json({ prefill }, { headers: { "Cache-Control": "private, no-store" } });
}
