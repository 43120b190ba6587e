import { Download, RefreshCw } from "lucide-react";
import { data, Form } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { findingLabel, PAYMENTS_TEXT, providerCheckMessage } from "~/payments";
import { PLAN_LABELS } from "~/enrolments";
import { formatIndiaDateTime, formatIndiaDateTimeWithZone, formatMoney } from "~/platform";
import { checkPaymentWithProvider, loadPaymentDetails, type PaymentDetails, ProviderError } from "~/payments/index.server";
import { staffMay } from "~/staff";
import { db, logger } from "~/platform/index.server";
import { loadPaymentRefunds, type PaymentRefunds } from "~/refunds/index.server";
import { PaymentStatusBadge } from "~/payments/ui";
import { readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import { BackToList, detailErrorBoundary } from "~/ui/admin/detail-error";
import type { Route } from "./+types/payment-details";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { IntentButton } from "~/ui/admin/intent-form";
import { AdminPage, AdminPanel, AdminTableOrEmpty, secondaryButtonClass, tdClass } from "~/ui/admin/admin-page";
import { RefundSection } from "~/refunds/ui";
import { DetailFields, orDash } from "~/ui/admin/detail-fields";
import { AdminStatus, statusOfAnswer } from "~/ui/admin/status-message";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta(PAYMENTS_TEXT.detailTitle);

const CHECK_INTENT = "check-with-provider";

export async function loader({ request, params }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (_url, staff) => {
      const database = await db();
      const details = await loadPaymentDetails(database, params.paymentId);
      const refunds = details && (await loadPaymentRefunds(database, details.payment.id));
      if (!details || !refunds) throw new Response("Not Found", { status: 404 });
      // Support reads the payment; refunds and the provider check are admins' (STAFF_ACCESS).
      const canChange = staffMay(staff.role, "payments.refund");
      return { details, refunds: canChange ? refunds : { ...refunds, canRefund: false }, canChange };
    },
    { access: "payments" },
  );
}

// 'Check with provider'. The refund form posts to its own route (/admin/payments/:paymentId/refund).
export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "payments.check-with-provider");
  const answer = (ok: boolean, message: string, status = 200) =>
    data<AdminActionResult>({ ok, message, intent: String(form.intent ?? "") }, { status });
  if (form.intent !== CHECK_INTENT) return answer(false, PAYMENTS_TEXT.unknownIntent, 400);
  try {
    const check = await checkPaymentWithProvider(database, { actor: admin, paymentId: params.paymentId });
    if (!check) return answer(false, PAYMENTS_TEXT.notFound, 404);
    return answer(true, providerCheckMessage(check));
  } catch (error) {
    logger.error({ err: error, paymentId: params.paymentId }, "check with the payment provider failed");
    return error instanceof ProviderError
      ? answer(false, PAYMENTS_TEXT.providerUnreachable, 502)
      : answer(false, PAYMENTS_TEXT.checkFailed, 500);
  }
}

export default function AdminPaymentDetails({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { details, refunds, canChange } = loaderData;
  return <PaymentScreen details={details} refunds={refunds} canChange={canChange} checked={actionData} />;
}

export const ErrorBoundary = detailErrorBoundary({
  list: { to: "/admin/payments", label: "All payments" },
  notFoundTitle: PAYMENTS_TEXT.notFound,
  notFoundText: "There is no payment with this ID.",
  subject: "payment",
});

const mono = (value: string | null) => (value ? <span className="break-all font-mono text-xs">{value}</span> : "—");

function PaymentScreen({
  details,
  refunds,
  canChange,
  checked,
}: {
  details: PaymentDetails;
  refunds: PaymentRefunds;
  /** Support reads the payment: no provider check, no refund form. */
  canChange: boolean;
  checked: AdminActionResult | undefined;
}) {
  const { payment, enrolment, invoice, webhookEvents, reconciliations, auditTrail } = details;
  const amount = formatMoney(payment.amountMinor, payment.currency);
  return (
    <AdminPage
      title={`${PAYMENTS_TEXT.detailTitle}: ${amount}`}
      intro={`${payment.name}, ${payment.course}, ${formatIndiaDateTimeWithZone(payment.createdAt)}`}
      actions={<BackToList to="/admin/payments" label="All payments" />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AdminPanel title="Payment" id="payment">
          <DetailFields
            fields={[
              ["Status", <PaymentStatusBadge key="status" status={payment.status} />],
              ["Failure reason", orDash(payment.failureReason)],
              ["Amount", amount],
              ["Charged by the provider", formatMoney(payment.providerAmountPaise, "INR")],
              ["Date and time (IST)", formatIndiaDateTime(payment.createdAt)],
              ["Last updated (IST)", formatIndiaDateTime(payment.updatedAt)],
              ["Name", payment.name],
              [
                "Email",
                <span key="email" className="break-all">
                  {payment.email}
                </span>,
              ],
              ["Mobile", payment.mobile],
              ["Course", payment.course],
              ["Duration", payment.duration],
              ["Programme", orDash(payment.programme)],
              ["Country", payment.country],
              ["State", orDash(payment.state)],
              ["GSTIN", orDash(payment.gstin)],
              ["Payment method", payment.paymentMethod],
              ["Coupon entered", orDash(payment.couponCode)],
              ["Referred by", orDash(payment.referredByEmail)],
              ["Payment ID (provider)", mono(payment.providerPaymentId)],
              ["Order ID", mono(payment.orderId)],
              ["Payment ID (ours)", mono(payment.id)],
              ["Account", mono(payment.userId)],
              ["Checkout key", mono(payment.checkoutKey)],
            ]}
          />
        </AdminPanel>

        <div className="flex min-w-0 flex-col gap-6">
          {canChange ? <ProviderCheckPanel payment={payment} checked={checked} /> : null}
          <RefundSection refunds={refunds} />

          <AdminPanel title="Enrolment" id="enrolment">
            {enrolment ? (
              <DetailFields
                fields={[
                  ["Course", enrolment.course],
                  ["Plan", PLAN_LABELS[enrolment.plan]],
                  ["Fee", formatMoney(enrolment.feeMinor, enrolment.currency)],
                  ["Paid", formatMoney(enrolment.paidMinor, enrolment.currency)],
                  ["Months paid", `${enrolment.monthsPaid} of ${enrolment.monthsInPlan}`],
                  [
                    "Status",
                    <span key="status" className="capitalize">
                      {enrolment.status}
                    </span>,
                  ],
                  ["Batch", orDash(enrolment.batchId)],
                  ["Started (IST)", formatIndiaDateTime(enrolment.startedAt)],
                ]}
              />
            ) : (
              <p className="text-gray-700">Not part of an enrolment (only successful payments join one).</p>
            )}
          </AdminPanel>

          <AdminPanel title="Invoice" id="invoice">
            {invoice || payment.status === "success" ? (
              <div className="space-y-4">
                {invoice ? (
                  <DetailFields
                    fields={[
                      ["Number", invoice.number],
                      ["Kind", INVOICE_KINDS[invoice.kind]],
                      ["Issued (IST)", formatIndiaDateTime(invoice.issuedAt)],
                    ]}
                  />
                ) : (
                  <p className="text-gray-700">Not issued yet: it is issued when first downloaded.</p>
                )}
                <a href={`/admin/payments/${payment.id}/invoice.pdf`} download className={secondaryButtonClass}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download invoice{invoice ? ` ${invoice.number}` : ""}
                </a>
              </div>
            ) : (
              <p className="text-gray-700">No invoice: one is issued when a payment succeeds.</p>
            )}
          </AdminPanel>
        </div>
      </div>

      <AdminPanel title="Provider Webhook Events" id="webhook-events" className="mt-6">
        <AdminTableOrEmpty
          items={webhookEvents}
          empty="No webhook received for this payment"
          label="Webhook events table"
          headings={["Received (IST)", "Event", "Outcome", "Event ID", "Payment ID (provider)"]}
          row={(event) => (
            <tr key={event.eventId}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(event.receivedAt)}</td>
              <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{event.event}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{event.outcome ?? "—"}</td>
              <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{event.eventId}</td>
              <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{event.providerPaymentId ?? "—"}</td>
            </tr>
          )}
        />
      </AdminPanel>

      <AdminPanel title="Checks with the Provider" id="provider-checks" className="mt-6">
        <AdminTableOrEmpty
          items={reconciliations}
          empty="Not checked with the provider yet"
          label="Provider checks table"
          headings={["Checked (IST)", "By", "Finding", "Details", "Status changed"]}
          row={(check) => (
            <tr key={check.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(check.checkedAt)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{check.source === "admin" ? "An admin" : "Scheduled check"}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{findingLabel(check.finding)}</td>
              <td className={`${tdClass} min-w-[14rem] max-w-md break-words text-xs`}>{check.detail ?? "—"}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{check.changed ? "Yes" : "No"}</td>
            </tr>
          )}
        />
      </AdminPanel>

      <AdminPanel title="Audit Trail" id="audit-trail" className="mt-6">
        <AdminTableOrEmpty
          items={auditTrail}
          empty="No admin action on this payment yet"
          label="Audit trail table"
          headings={["When (IST)", "Who", "Action", "Details"]}
          row={(entry) => (
            <tr key={entry.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(entry.createdAt)}</td>
              <td className={`${tdClass} min-w-[12rem] break-all`}>{entry.actorEmail}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{entry.action}</td>
              <td className={`${tdClass} min-w-[16rem] max-w-md break-all font-mono text-xs`}>{entry.details ?? "—"}</td>
            </tr>
          )}
        />
      </AdminPanel>
    </AdminPage>
  );
}

const INVOICE_KINDS = { "tax-invoice": "Tax invoice", "export-invoice": "Export invoice", receipt: "Receipt" } as const;

/**
 * 'Check with provider': a plain POST form, so it works without JavaScript. Every check, the admin's and the
 * scheduled ones, is listed under 'Checks with the Provider'.
 */
function ProviderCheckPanel({
  payment,
  checked,
}: {
  payment: PaymentDetails["payment"];
  checked: AdminActionResult | undefined;
}) {
  const busy = useFormBusy({ intent: CHECK_INTENT });
  return (
    <AdminPanel title="Check with Provider" id="provider-check">
      <div className="space-y-4">
        <p className="text-sm text-gray-700">
          Asks the payment provider about this order now and records what it says, as the automatic reconciliation does.
        </p>
        <DetailFields
          fields={[
            [
              "Next automatic check (IST)",
              payment.status === "pending" && payment.nextReconcileAt ? formatIndiaDateTime(payment.nextReconcileAt) : "—",
            ],
            ["Last change (IST)", formatIndiaDateTime(payment.updatedAt)],
          ]}
        />
        {busy ? null : <AdminStatus status={statusOfAnswer(checked)} />}
        <Form method="post">
          <IntentButton
            intent={CHECK_INTENT}
            busy={busy}
            busyLabel={PAYMENTS_TEXT.checkBusy}
            icon={<RefreshCw aria-hidden="true" className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} />}
          >
            {PAYMENTS_TEXT.checkButton}
          </IntentButton>
        </Form>
      </div>
    </AdminPanel>
  );
}
