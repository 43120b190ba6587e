import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  balanceIn,
  isPayoutOutcome,
  isReferralCurrency,
  MAX_PAYOUT_REFERENCE_LENGTH,
  PAYOUT_SECTION_ID,
  payoutFormAction,
  payoutOutcomeMessage,
  REFERRALS_TEXT,
  referrerFromParam,
} from "~/referrals";
import { formatDisplayDate, formatIndiaDateTime, formatMoney, minorToDecimal } from "~/platform";
import { loadReferrerDetails, type ReferrerDetails } from "~/referrals/index.server";
import { db } from "~/platform/index.server";
import { SelectField, TextField } from "~/ui/forms/field";
import { SubmitButton } from "~/ui/forms/form-controls";
import { AdminStatus } from "~/ui/admin/status-message";
import { adminLoader } from "./admin-loader.server";
import { BackToList, detailErrorBoundary } from "~/ui/admin/detail-error";
import type { Route } from "./+types/referrer-details";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";

export const meta = () => adminMeta(REFERRALS_TEXT.detailTitle);

export async function loader({ request, params }: Route.LoaderArgs) {
  return adminLoader(request, async () => {
    const email = referrerFromParam(params.referrerEmail);
    const details = email && (await loadReferrerDetails(await db(), email));
    if (!details) throw new Response("Not Found", { status: 404 });
    return { details };
  });
}

export default function AdminReferrerDetails({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <ReferrerScreen details={loaderData.details} />;
}

export const ErrorBoundary = detailErrorBoundary({
  list: { to: "/admin/referrals", label: "All referrers" },
  notFoundTitle: REFERRALS_TEXT.notFound,
  notFoundText: "No referral credit, payout or claim has this e-mail address.",
  subject: "referrer",
});

const money = (minor: number, currency: Parameters<typeof formatMoney>[1]) => formatMoney(minor, currency);
const moneyCell = `${tdClass} whitespace-nowrap text-right tabular-nums`;

function ReferrerScreen({ details }: { details: ReferrerDetails }) {
  return (
    <AdminPage
      title={`${REFERRALS_TEXT.detailTitle}: ${details.email}`}
      intro={details.name ?? "No account or student record has this e-mail."}
      actions={<BackToList to="/admin/referrals" label="All referrers" />}
    >
      <AdminPanel title="Balance" id="balance">
        {details.balances.length === 0 ? (
          <p className="text-gray-700">No referral earnings yet.</p>
        ) : (
          <AdminTable label="Balance by currency" headings={["Currency", "Earned", "Clawed back", "Paid out", "Balance"]}>
            {details.balances.map((balance) => (
              <tr key={balance.currency}>
                <td className={tdClass}>{balance.currency}</td>
                <td className={moneyCell}>{money(balance.earnedMinor, balance.currency)}</td>
                <td className={moneyCell}>{money(balance.clawedBackMinor, balance.currency)}</td>
                <td className={moneyCell}>{money(balance.paidOutMinor, balance.currency)}</td>
                <td className={`${moneyCell} font-semibold`}>{money(balance.balanceMinor, balance.currency)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <p className="mt-3 text-sm text-gray-700">
          Earned is 10% of each referred successful payment less what refunds clawed back; the balance is earned less paid out, in
          each currency on its own.
        </p>
      </AdminPanel>

      <AdminPanel title={`Claims (${details.claims.length})`} id="claims" className="mt-6">
        {details.claims.length === 0 ? (
          <p className="text-gray-700">No claim sent through the contact form from this e-mail.</p>
        ) : (
          <AdminTable label="Claims table" headings={["Sent (IST)", "Name", "Mobile", "Message"]}>
            {details.claims.map((claim) => (
              <tr key={claim.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(claim.sentAt)}</td>
                <td className={`${tdClass} min-w-[9rem]`}>{claim.name}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{claim.mobile}</td>
                <td className={`${tdClass} min-w-[16rem] max-w-xl whitespace-pre-line break-words`}>{claim.message ?? "—"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>

      <PayoutsSection details={details} />

      <AdminPanel title={`Credits (${details.credits.length})`} id="credits" className="mt-6">
        {details.credits.length === 0 ? (
          <p className="text-gray-700">No referred payment yet.</p>
        ) : (
          <AdminTable
            label="Credits table"
            headings={["Payment date", "Friend", "Course", "Payment", "Credit", "Clawed back", "Earned"]}
          >
            {details.credits.map((credit) => (
              <tr key={credit.paymentId}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/payments/${credit.paymentId}`}
                    className="font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {formatDisplayDate(credit.paymentDate)}
                  </Link>
                </td>
                <td className={`${tdClass} min-w-[12rem]`}>
                  {credit.friendName}
                  <p className="break-all text-gray-700">{credit.friendEmail}</p>
                </td>
                <td className={`${tdClass} min-w-[9rem]`}>{credit.course}</td>
                <td className={moneyCell}>{money(credit.paymentMinor, credit.currency)}</td>
                <td className={moneyCell}>{money(credit.creditMinor, credit.currency)}</td>
                <td className={moneyCell}>{money(credit.clawedBackMinor, credit.currency)}</td>
                <td className={`${moneyCell} font-semibold`}>
                  {money(credit.creditMinor - credit.clawedBackMinor, credit.currency)}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>
    </AdminPage>
  );
}

/**
 * The payouts made and 'Record payout'. The form's action redirects back here with `?payout=…`, so it works without
 * JavaScript; its hidden key makes a second send of the same form record nothing more.
 */
function PayoutsSection({ details }: { details: ReferrerDetails }) {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get("payout");
  const currency = searchParams.get("currency");
  const message = isPayoutOutcome(outcome)
    ? payoutOutcomeMessage(
        outcome,
        isReferralCurrency(currency) ? { minor: balanceIn(details.balances, currency), currency } : null,
      )
    : null;
  return (
    // The form's answer comes back to this section (`#payouts`), clear of the sticky site header.
    <div id={PAYOUT_SECTION_ID} className="mt-6 scroll-mt-20">
      <AdminPanel title={`Payouts (${details.payouts.length})`} id={`${PAYOUT_SECTION_ID}-panel`}>
        <div className="space-y-4">
          <AdminStatus status={message} />
          {details.payouts.length === 0 ? (
            <p className="text-sm text-gray-700">No payout recorded yet.</p>
          ) : (
            <AdminTable label="Payouts table" headings={["Paid on", "Amount", "Reference", "Recorded by", "Recorded (IST)"]}>
              {details.payouts.map((payout) => (
                <tr key={payout.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDisplayDate(payout.paidOn)}</td>
                  <td className={moneyCell}>{money(payout.amountMinor, payout.currency)}</td>
                  <td className={`${tdClass} min-w-[10rem] break-all font-mono text-xs`}>{payout.reference}</td>
                  <td className={`${tdClass} min-w-[10rem] break-all`}>{payout.recordedBy ?? "—"}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(payout.recordedAt)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          {details.balances.some((balance) => balance.balanceMinor > 0) ? (
            <PayoutForm details={details} />
          ) : (
            <p className="text-sm text-gray-700">Nothing is owed to this referrer: there is no balance to pay out.</p>
          )}
        </div>
      </AdminPanel>
    </div>
  );
}

function PayoutForm({ details }: { details: ReferrerDetails }) {
  const [sending, setSending] = useState(false);
  const owed = details.balances.filter((balance) => balance.balanceMinor > 0);
  const first = owed[0]!;
  return (
    // A plain form post: the action answers with a redirect back to this page, with or without JavaScript.
    <form
      method="post"
      action={payoutFormAction(details.email)}
      onSubmit={() => setSending(true)}
      className="space-y-4 border-t border-gray-200 pt-4"
    >
      <h3 className="font-semibold text-gray-900">Record payout</h3>
      <input type="hidden" name="idempotencyKey" value={details.idempotencyKey} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount"
          name="amount"
          required
          inputMode="decimal"
          autoComplete="off"
          defaultValue={minorToDecimal(first.balanceMinor)}
          hint={`At most the balance: ${owed.map((balance) => money(balance.balanceMinor, balance.currency)).join(" or ")}.`}
        />
        <SelectField
          label="Currency"
          name="currency"
          required
          defaultValue={first.currency}
          options={owed.map((balance) => ({ value: balance.currency, label: balance.currency }))}
        />
        <TextField
          label="Date paid"
          name="paidOn"
          type="date"
          required
          max={details.today}
          defaultValue={details.today}
          hint="India date; not in the future."
        />
        <TextField
          label="Reference"
          name="reference"
          required
          maxLength={MAX_PAYOUT_REFERENCE_LENGTH}
          autoComplete="off"
          hint="Such as the UPI transaction ID or the bank transfer's reference."
        />
      </div>
      <SubmitButton busy={sending} busyLabel="Recording..." className="sm:w-auto">
        Record payout
      </SubmitButton>
    </form>
  );
}
