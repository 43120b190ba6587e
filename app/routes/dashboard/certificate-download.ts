import { requireVerifiedUser } from "~/accounts/index.server";
import { downloadCertificate, isPlausibleVerificationId } from "~/certificates/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/certificate-download";

/** A certificate of the signed-in student as a file; someone else's certificate is simply not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  if (!isPlausibleVerificationId(params.verificationId))
    return Response.json({ error: "Certificate not found" }, { status: 404 });
  const result = await downloadCertificate(await db(), { email: user.email, verificationId: params.verificationId });
  if (result.kind === "not-found") return Response.json({ error: "Certificate not found" }, { status: 404 });
  // The page falls back to opening the image link itself (spec 1 §8).
  if (result.kind === "unavailable") return Response.json({ error: "Certificate file unavailable" }, { status: 502 });
  return result.response;
}
