import { redirect } from "react-router";
import { checkPayoutForm, payoutAnswerPath, referrerFromParam } from "~/referrals";
import { formValues, indiaDate } from "~/platform";
import { requireStaffAction } from "~/staff/index.server";
import { recordReferralPayout } from "~/referrals/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/referral-payout";

const notFound = () => Response.json({ error: "Referrer not found" }, { status: 404 });

/**
 * POST /admin/referrals/:referrerEmail/payout, admins only. Answers with a redirect back to the referrer carrying the
 * outcome, so the form works without JavaScript and a reload does not send it again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaffAction(request, "referrals.payout");
  const referrerEmail = referrerFromParam(params.referrerEmail);
  if (!referrerEmail) return notFound();
  const checked = checkPayoutForm(formValues(await request.formData()), { today: indiaDate(new Date()) });
  if (!checked.ok) return redirect(payoutAnswerPath(referrerEmail, checked.outcome), 303);
  const result = await recordReferralPayout(await db(), { referrerEmail, form: checked.value, admin });
  if (result.kind === "not-found") return notFound();
  return redirect(payoutAnswerPath(referrerEmail, result.outcome, checked.value.currency), 303);
}
