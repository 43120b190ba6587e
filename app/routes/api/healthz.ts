import { isDatabaseHealthy } from "~/server/health.server";

export async function loader() {
  const up = await isDatabaseHealthy();
  return Response.json(
    { status: up ? "ok" : "degraded", db: up ? "ok" : "down" },
    { status: up ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
