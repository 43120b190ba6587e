import { Form, useNavigation } from "react-router";
import { TWO_FACTOR_TEXT } from "~/staff/admin-two-factor";
import { OneTimeCodeField, PasswordField } from "~/ui/forms/field";
import { SubmitButton } from "~/ui/forms/form-controls";
import type { TwoFactorSetup } from "~/staff/admin-two-factor-setup.server";
import { AdminPanel, secondaryButtonClass } from "~/ui/admin/admin-page";
import { AdminStatus } from "~/ui/admin/status-message";
import type { StatusMessage } from "~/ui/admin/use-admin-form";

export const TWO_FACTOR_INTENTS = {
  start: "two-factor-start",
  confirm: "two-factor-confirm",
  cancel: "two-factor-cancel",
  disable: "two-factor-disable",
} as const;

/**
 * The signed-in admin's own two-factor sign-in (docs/decisions/0046-admin-two-factor.md). The backup codes appear
 * once, in the answer that turned it on.
 */
export function TwoFactorPanel({
  setup,
  status,
  backupCodes,
}: {
  setup: TwoFactorSetup;
  status: StatusMessage;
  backupCodes: string[] | undefined;
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <AdminPanel title={TWO_FACTOR_TEXT.panelTitle} id="two-factor" className="mt-6">
      <div className="max-w-xl space-y-4">
        {/* A started setup explains itself beside the QR code: only its refusals need a banner. */}
        {busyIntent || (setup.state === "pending" && status?.kind === "success") ? null : <AdminStatus status={status} />}
        {backupCodes?.length ? <BackupCodes codes={backupCodes} /> : null}
        {setup.state === "off" ? (
          <PasswordStep
            intro={TWO_FACTOR_TEXT.offIntro}
            intent={TWO_FACTOR_INTENTS.start}
            busy={busyIntent === TWO_FACTOR_INTENTS.start}
            busyLabel={TWO_FACTOR_TEXT.starting}
            label={TWO_FACTOR_TEXT.start}
          />
        ) : setup.state === "pending" ? (
          <PendingSetup setup={setup} confirming={busyIntent === TWO_FACTOR_INTENTS.confirm} />
        ) : (
          <PasswordStep
            intro={TWO_FACTOR_TEXT.onIntro(setup.backupCodesLeft)}
            intent={TWO_FACTOR_INTENTS.disable}
            busy={busyIntent === TWO_FACTOR_INTENTS.disable}
            busyLabel={TWO_FACTOR_TEXT.disabling}
            label={TWO_FACTOR_TEXT.disable}
          />
        )}
      </div>
    </AdminPanel>
  );
}

/** Turning it on, or off: the admin's own password first. */
function PasswordStep({
  intro,
  intent,
  busy,
  busyLabel,
  label,
}: {
  intro: string;
  intent: string;
  busy: boolean;
  busyLabel: string;
  label: string;
}) {
  return (
    <Form method="post" className="space-y-4">
      <p className="text-gray-700">{intro}</p>
      <PasswordField label={TWO_FACTOR_TEXT.passwordLabel} name="password" autoComplete="current-password" required />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {label}
      </SubmitButton>
    </Form>
  );
}

function PendingSetup({ setup, confirming }: { setup: Extract<TwoFactorSetup, { state: "pending" }>; confirming: boolean }) {
  return (
    <div className="space-y-4">
      <p className="text-gray-700">{TWO_FACTOR_TEXT.scanIntro}</p>
      <img src={setup.qrCode} alt={TWO_FACTOR_TEXT.qrAlt} width={200} height={200} className="h-50 w-50 border border-gray-200" />
      <div>
        <p className="text-sm font-medium text-gray-800">{TWO_FACTOR_TEXT.secretLabel}</p>
        <code data-testid="two-factor-key" className="mt-1 block font-mono text-base text-gray-900">
          {setup.manualKey}
        </code>
      </div>
      <Form method="post" className="space-y-4">
        <OneTimeCodeField label={TWO_FACTOR_TEXT.confirmCodeLabel} name="code" required />
        <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.confirm} />
        <SubmitButton busy={confirming} busyLabel={TWO_FACTOR_TEXT.confirming}>
          {TWO_FACTOR_TEXT.confirm}
        </SubmitButton>
      </Form>
      <Form method="post">
        <button type="submit" name="intent" value={TWO_FACTOR_INTENTS.cancel} className={secondaryButtonClass}>
          {TWO_FACTOR_TEXT.cancel}
        </button>
      </Form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-gray-900">{TWO_FACTOR_TEXT.backupCodesTitle}</h3>
      <p className="mt-1 text-sm text-gray-800">{TWO_FACTOR_TEXT.backupCodesNote}</p>
      <ul aria-label={TWO_FACTOR_TEXT.backupCodesTitle} className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-gray-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
