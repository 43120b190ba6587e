import { z } from "zod";
import { withoutNulCharacters } from "~/platform";
import { getOptionalUser } from "~/accounts/index.server";
import { assertSameOrigin, clientIp, db, readJsonBody } from "~/platform/index.server";
import { checkDiscount } from "~/payments/index.server";
import type { Route } from "./+types/discount";

// NUL characters dropped: PostgreSQL refuses them in a query parameter (see ~/domain/form-text).
const text = z.preprocess(withoutNulCharacters, z.string().max(254));
const DiscountQuery = z.object({ text, payerEmail: text.default("") });

const TOO_MANY = "Too many attempts. Please wait a minute and try again.";

// POST /api/payments/discount: the dialog's debounced lookup of the coupon-or-referral text (coupon codes
// never reach the browser). The order is priced with the server's own check of the same text.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = DiscountQuery.safeParse(await readJsonBody(request));
  if (!parsed.success) return Response.json({ error: "Invalid request" }, { status: 400 });
  const user = await getOptionalUser(request);
  const result = await checkDiscount(await db(), {
    text: parsed.data.text,
    payerEmails: [parsed.data.payerEmail, user?.email],
    clientIp: clientIp(request),
  });
  if (result.kind === "rate-limited") return Response.json({ error: TOO_MANY }, { status: 429 });
  return Response.json({ check: result.check }, { headers: { "Cache-Control": "no-store" } });
}
