import { z } from "zod";
import { withoutNulCharacters } from "~/domain/form-text";
import { getOptionalUser } from "~/server/auth/session.server";
import { db } from "~/server/db/database.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { checkReferral } from "~/server/payments/check-referral.server";
import { PAYMENT_RATE_LIMITS } from "~/server/payments/rate-limits.server";
import { clientIp } from "~/server/security/client-ip.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import { readJsonBody } from "~/server/payments/read-json-body.server";
import type { Route } from "./+types/referral";

// NUL characters dropped: PostgreSQL refuses them in a query parameter (see ~/domain/form-text).
const emailText = z.preprocess(withoutNulCharacters, z.string().max(254));
const ReferralQuery = z.object({ referralEmail: emailText, payerEmail: emailText.default("") });

// POST /api/payments/referral: the dialog's debounced lookup. The order is priced with the server's own check.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = ReferralQuery.safeParse(await readJsonBody(request));
  if (!parsed.success) return Response.json({ valid: false }, { status: 400 });
  const database = await db();
  if (!(await consumeRateLimit(database, PAYMENT_RATE_LIMITS.referralCheckPerIp, clientIp(request)))) {
    return Response.json({ valid: false, error: "Too many attempts. Please wait a minute and try again." }, { status: 429 });
  }
  const user = await getOptionalUser(request);
  const valid = await checkReferral(database, {
    referralEmail: parsed.data.referralEmail,
    payerEmails: [parsed.data.payerEmail, user?.email],
  });
  return Response.json({ valid }, { headers: { "Cache-Control": "no-store" } });
}
