import { exportAccountData, requireUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/account-data";

// 'Download my data': the signed-in person's data as a JSON file, and nobody else's.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const exported = await exportAccountData(await db(), user, now);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
