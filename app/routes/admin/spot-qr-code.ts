import { isUuid } from "~/platform";
import { ADMIN_CACHE_HEADERS, requireStaff } from "~/staff/index.server";
import { renderSpotQrCode } from "~/ai-spots/index.server";
import { db, getConfig } from "~/platform/index.server";
import type { Route } from "./+types/spot-qr-code";

/** An approved spot's printable QR code, `/admin/ai-spot-management/{id}/qr.png` or `.svg`: admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "ai-spots");
  const format = new URL(request.url).pathname.endsWith(".svg") ? "svg" : "png";
  if (!isUuid(params.spotId)) return new Response("Not Found", { status: 404 });
  const qrCode = await renderSpotQrCode(await db(), { spotId: params.spotId.toLowerCase(), format, appUrl: getConfig().appUrl });
  if (!qrCode) return new Response("This AI Spot has no QR code yet: approve it first.", { status: 404 });
  return new Response(qrCode.body, {
    headers: {
      "Content-Type": qrCode.contentType,
      "Content-Disposition": `attachment; filename="${qrCode.fileName}"`,
      ...ADMIN_CACHE_HEADERS,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
