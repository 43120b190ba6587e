import { listFakeWhatsApp } from "~/messaging/index.server";
import { db, requireDevTools } from "~/platform/index.server";
import type { Route } from "./+types/whatsapp-json";

export async function loader({ request }: Route.LoaderArgs) {
  requireDevTools(request);
  return Response.json(await listFakeWhatsApp(await db()), { headers: { "Cache-Control": "no-store" } });
}
