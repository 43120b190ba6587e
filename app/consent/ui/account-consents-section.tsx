import { Form } from "react-router";
import { AccountSection } from "~/accounts/ui";
import { formatIndiaDateTime } from "~/platform";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import { CONSENT_CHANNEL_LABELS, CONSENT_MESSAGES, CONSENT_PURPOSE_LABELS } from "../consent";
import type { AccountConsents } from "../account-consents.server";
import { WhatsAppOptIns } from "./whatsapp-opt-ins";

// /account's consents: the current ones, each withdrawn with one click, and the WhatsApp opt-ins not given yet.

export const GIVE_CONSENTS_INTENT = "give-consents";
export const WITHDRAW_CONSENT_INTENT = "withdraw-consent";

export function AccountConsentsSection({
  consents,
  success,
  error,
  busy,
}: {
  consents: AccountConsents;
  success?: string | null;
  error?: string | null;
  busy: boolean;
}) {
  const { current, offered, whatsappNumber } = consents;
  return (
    <AccountSection
      id="consents"
      title="Messages You Agreed To"
      intro={
        <p>
          Receipts, password and verification emails come whatever you choose here. Everything else reaches you only the ways you
          agree to, and stops as soon as you turn it off.
        </p>
      }
    >
      <SuccessBanner message={success} />
      <ErrorBanner message={error} />
      {current.length ? (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Your current consents">
          {current.map((entry) => {
            const label = `${CONSENT_PURPOSE_LABELS[entry.purpose]} by ${CONSENT_CHANNEL_LABELS[entry.channel]}`;
            return (
              <li key={`${entry.purpose}-${entry.channel}`} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium text-gray-900">{label}</p>
                  <p className="text-xs text-gray-600">Since {formatIndiaDateTime(entry.recordedAt)} IST</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value={WITHDRAW_CONSENT_INTENT} />
                  <input type="hidden" name="purpose" value={entry.purpose} />
                  <input type="hidden" name="channel" value={entry.channel} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={`Turn off ${label}`}
                    className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 disabled:opacity-70"
                  >
                    Turn off
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">You have not agreed to any messages on WhatsApp yet.</p>
      )}
      {offered.length ? (
        whatsappNumber ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value={GIVE_CONSENTS_INTENT} />
            <WhatsAppOptIns
              purposes={offered.map((notice) => notice.purpose)}
              idPrefix="account-consent"
              intro={`Optional. Messages go to ${whatsappNumber}, the mobile number in your profile.`}
            />
            <SubmitButton busy={busy} busyLabel="Saving...">
              Save WhatsApp Choices
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-gray-700">{CONSENT_MESSAGES.mobileNeeded}</p>
        )
      ) : null}
    </AccountSection>
  );
}
