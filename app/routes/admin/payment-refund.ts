import { redirect } from "react-router";
import { formValues, isUuid } from "~/platform";
import { checkRefundForm, refundAnswerPath } from "~/refunds";
import { requireStaffAction } from "~/staff/index.server";
import { db } from "~/platform/index.server";
import { requestRefund } from "~/refunds/index.server";
import type { Route } from "./+types/payment-refund";

/**
 * POST /admin/payments/:paymentId/refund, admins only. Answers with a redirect back to the payment carrying the
 * outcome, so the form works without JavaScript and a reload does not send it again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaffAction(request, "payments.refund");
  if (!isUuid(params.paymentId)) return Response.json({ error: "Payment not found" }, { status: 404 });
  const paymentId = params.paymentId.toLowerCase();
  const checked = checkRefundForm(formValues(await request.formData()));
  if (!checked.ok) return redirect(refundAnswerPath(paymentId, checked.outcome), 303);
  const result = await requestRefund(await db(), { paymentId, form: checked.value, admin });
  if (result.kind === "not-found") return Response.json({ error: "Payment not found" }, { status: 404 });
  return redirect(refundAnswerPath(paymentId, result.outcome, result.refundId), 303);
}
