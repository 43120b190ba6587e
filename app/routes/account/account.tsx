import { Download } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import {
  ACCOUNT_MESSAGES,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DELETE_CONFIRMATION_WORD,
  DeleteAccountSchema,
  ProfileSchema,
  validateForm,
  withEmail,
  type FieldErrors,
} from "~/accounts";
import { CLASS_REMINDER_TEXT } from "~/classes";
import { IST_TIME_ZONE, knownTimeZone } from "~/platform";
import {
  changePassword,
  deleteAccount,
  loadAccountProfile,
  requestEmailChange,
  requireUser,
  type SessionUser,
  updateProfile,
} from "~/accounts/index.server";
import { classRemindersOff, recordDetectedTimeZone, saveReminderSettings, setClassRemindersOff } from "~/classes/index.server";
import {
  ACCOUNT_WHATSAPP_OPT_INS,
  CONSENT_CHANNEL_LABELS,
  CONSENT_MESSAGES,
  CONSENT_PURPOSE_LABELS,
  isConsentChannel,
  isConsentPurpose,
  OPT_IN_FIELD,
  readOptIns,
} from "~/consent";
import { giveAccountConsents, loadAccountConsents, withdrawAccountConsent } from "~/consent/index.server";
import { AccountConsentsSection, GIVE_CONSENTS_INTENT, WITHDRAW_CONSENT_INTENT } from "~/consent/ui";
import { assertSameOrigin, type Database, db } from "~/platform/index.server";
import {
  AccountSection,
  EmailField,
  FullNameField,
  inlineLinkClass,
  NewPasswordFields,
  ProfileDetailFields,
  secondaryButtonClass,
  useInstantValidation,
} from "~/accounts/ui";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { PasswordField, SelectField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/account";

// The account page: profile, password, e-mail address, a copy of one's data, deletion.
// docs/decisions/0030-account-self-service.md says what each of them changes.

export const ACCOUNT_PATH = "/account";
export const ACCOUNT_DATA_PATH = "/account/data.json";

export function meta() {
  return [
    { title: `Your Account | ${siteConfig.name}` },
    {
      name: "description",
      content: "Edit your profile, change your password or email address, download your data or delete your account.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// Personal data: never kept by a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const database = await db();
  const profile = await loadAccountProfile(database, user);
  const remindersOff = user.emailVerified && (await classRemindersOff(database, user.email));
  const consents = await loadAccountConsents(database, { user, mobile: profile.mobileNo });
  return {
    consents,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: user.role === "admin",
    profile,
    remindersOff,
    timeZones: timeZoneChoices(),
  };
}

/** Every time zone this runtime knows, India's first (its canonical name may be 'Asia/Calcutta'). */
function timeZoneChoices() {
  const india = knownTimeZone(IST_TIME_ZONE)!;
  return [
    { value: india, label: "India (IST)" },
    ...Intl.supportedValuesOf("timeZone")
      .filter((zone) => zone !== india)
      .map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
  ];
}

type Intent =
  | "update-profile"
  | "change-password"
  | "change-email"
  | "reminder-settings"
  | "give-consents"
  | "withdraw-consent"
  | "delete-account";

interface Reply {
  intent: Intent | null;
  errors: FieldErrors;
  formError: string | null;
  success: string | null;
  /** What was typed, sent back after a refusal (never a password). */
  values: Record<string, string>;
  /** Changes after each success, so a form can start empty again. */
  doneAt: number | null;
}

function reply(intent: Intent | null, fields: Partial<Reply>, init?: { status?: number; headers?: Headers }) {
  const payload: Reply = { intent, errors: {}, formError: null, success: null, values: {}, doneAt: null, ...fields };
  return data(payload, init);
}

const TOO_MANY = { formError: ACCOUNT_MESSAGES.tooManyAttempts };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await request.formData();
  const database = await db();
  switch (form.get("intent")) {
    case "update-profile":
      return saveProfile(database, user, form);
    case "change-password":
      return savePassword(database, request, user, form);
    case "change-email":
      return startEmailChange(database, request, user, form);
    case "reminder-settings":
      return saveReminders(database, user, form);
    case GIVE_CONSENTS_INTENT:
      return giveConsents(database, user, form);
    case WITHDRAW_CONSENT_INTENT:
      return withdrawConsent(database, user, form);
    case "detect-time-zone":
      return detectTimeZone(database, user, form);
    case "delete-account":
      return removeAccount(database, request, user, form);
    default:
      return reply(null, { formError: ACCOUNT_MESSAGES.accountUpdateFailed }, { status: 400 });
  }
}

async function saveProfile(database: Database, user: SessionUser, form: FormData) {
  const values = Object.fromEntries(
    ["name", "mobile_no", "age", "occupation"].map((field) => [field, String(form.get(field) ?? "")]),
  );
  const { data: profile, errors } = validateForm(ProfileSchema, values);
  if (!profile) return reply("update-profile", { errors, values }, { status: 400 });
  await updateProfile(database, { account: user, profile });
  return reply("update-profile", { success: ACCOUNT_MESSAGES.profileSaved, doneAt: Date.now() });
}

async function savePassword(database: Database, request: Request, user: SessionUser, form: FormData) {
  const { data: passwords, errors } = validateForm(ChangePasswordSchema, {
    currentPassword: form.get("currentPassword"),
    newPassword: form.get("newPassword"),
    confirmNewPassword: form.get("confirmNewPassword"),
  });
  if (!passwords) return reply("change-password", { errors }, { status: 400 });
  const result = await changePassword({
    database,
    request,
    user,
    currentPassword: passwords.currentPassword,
    newPassword: passwords.newPassword,
  });
  switch (result.kind) {
    case "changed":
      // Every other session ended; `headers` carry this browser's new one.
      return reply(
        "change-password",
        { success: ACCOUNT_MESSAGES.passwordChanged, doneAt: Date.now() },
        { headers: result.headers },
      );
    case "wrong-password":
      return reply("change-password", { errors: { currentPassword: ACCOUNT_MESSAGES.wrongPassword } }, { status: 400 });
    case "too-many-attempts":
      return reply("change-password", TOO_MANY, { status: 429 });
    case "failed":
      return reply("change-password", { formError: result.message }, { status: 500 });
  }
}

async function startEmailChange(database: Database, request: Request, user: SessionUser, form: FormData) {
  const values = { newEmail: String(form.get("newEmail") ?? "") };
  const { data: change, errors } = validateForm(ChangeEmailSchema, { ...values, emailPassword: form.get("emailPassword") });
  if (!change) return reply("change-email", { errors, values }, { status: 400 });
  const result = await requestEmailChange({ database, request, user, newEmail: change.newEmail, password: change.emailPassword });
  switch (result.kind) {
    case "verification-sent":
      return reply("change-email", { success: withEmail(ACCOUNT_MESSAGES.emailChangeSent, result.newEmail), doneAt: Date.now() });
    case "changed-unverified":
      return reply(
        "change-email",
        { success: withEmail(ACCOUNT_MESSAGES.emailChangedUnverified, result.newEmail), doneAt: Date.now() },
        { headers: result.headers },
      );
    case "same-email":
      return reply("change-email", { errors: { newEmail: ACCOUNT_MESSAGES.sameEmail }, values }, { status: 400 });
    case "email-taken":
      return reply("change-email", { errors: { newEmail: ACCOUNT_MESSAGES.emailTaken }, values }, { status: 400 });
    case "wrong-password":
      return reply("change-email", { errors: { emailPassword: ACCOUNT_MESSAGES.wrongPassword }, values }, { status: 400 });
    case "too-many-attempts":
      return reply("change-email", { ...TOO_MANY, values }, { status: 429 });
    case "admin-managed":
      return reply("change-email", { formError: ACCOUNT_MESSAGES.adminManaged }, { status: 403 });
  }
}

async function saveReminders(database: Database, user: SessionUser, form: FormData) {
  const timeZone = knownTimeZone(form.get("timeZone"));
  if (!timeZone)
    return reply("reminder-settings", { errors: { timeZone: CLASS_REMINDER_TEXT.unknownTimeZone } }, { status: 400 });
  await saveReminderSettings(database, { user, timeZone, remindersOn: form.get("reminders") === "on" });
  return reply("reminder-settings", { success: CLASS_REMINDER_TEXT.settingsSaved, doneAt: Date.now() });
}

async function giveConsents(database: Database, user: SessionUser, form: FormData) {
  const optIns = readOptIns(form.getAll(OPT_IN_FIELD), ACCOUNT_WHATSAPP_OPT_INS);
  if (!optIns.length) return reply(GIVE_CONSENTS_INTENT, {});
  const profile = await loadAccountProfile(database, user);
  if ((await giveAccountConsents(database, { user, mobile: profile.mobileNo, optIns })) === "no-mobile")
    return reply(GIVE_CONSENTS_INTENT, { formError: CONSENT_MESSAGES.mobileNeeded }, { status: 400 });
  const labels = optIns.map((optIn) => CONSENT_PURPOSE_LABELS[optIn.purpose]).join(", ");
  return reply(GIVE_CONSENTS_INTENT, { success: CONSENT_MESSAGES.given(labels), doneAt: Date.now() });
}

/** One click: e-mail class reminders keep their own switch (the opt-out list), which writes the ledger too. */
async function withdrawConsent(database: Database, user: SessionUser, form: FormData) {
  const [purpose, channel] = [form.get("purpose"), form.get("channel")];
  if (!isConsentPurpose(purpose) || !isConsentChannel(channel))
    return reply(WITHDRAW_CONSENT_INTENT, { formError: CONSENT_MESSAGES.unknownChoice }, { status: 400 });
  if (purpose === "class-reminders" && channel === "email")
    await setClassRemindersOff(database, user.email, true, { source: "account", userId: user.id });
  else {
    const profile = await loadAccountProfile(database, user);
    await withdrawAccountConsent(database, { user, mobile: profile.mobileNo, purpose, channel });
  }
  const label = `${CONSENT_PURPOSE_LABELS[purpose]} by ${CONSENT_CHANNEL_LABELS[channel]}`;
  return reply(WITHDRAW_CONSENT_INTENT, { success: CONSENT_MESSAGES.withdrawn(label), doneAt: Date.now() });
}

/** The dashboard's browser reports its time zone once, while none is known. */
async function detectTimeZone(database: Database, user: SessionUser, form: FormData) {
  const timeZone = knownTimeZone(form.get("timeZone"));
  if (!timeZone) return reply(null, { formError: CLASS_REMINDER_TEXT.unknownTimeZone }, { status: 400 });
  await recordDetectedTimeZone(database, { user, timeZone });
  return reply(null, {});
}

async function removeAccount(database: Database, request: Request, user: SessionUser, form: FormData) {
  const { data: confirmed, errors } = validateForm(DeleteAccountSchema, {
    deletePassword: form.get("deletePassword"),
    deleteConfirmation: form.get("deleteConfirmation"),
  });
  if (!confirmed) return reply("delete-account", { errors }, { status: 400 });
  const result = await deleteAccount({ database, request, user, password: confirmed.deletePassword });
  switch (result.kind) {
    case "deleted":
      return redirect("/signin?deleted=1", { headers: result.headers });
    case "wrong-password":
      return reply("delete-account", { errors: { deletePassword: ACCOUNT_MESSAGES.wrongPassword } }, { status: 400 });
    case "too-many-attempts":
      return reply("delete-account", TOO_MANY, { status: 429 });
    case "admin-managed":
      return reply("delete-account", { formError: ACCOUNT_MESSAGES.adminManaged }, { status: 403 });
  }
}

type LoaderData = Route.ComponentProps["loaderData"];

/** The action's answer when it concerns this form. */
function replyFor(intent: Intent, actionData: Reply | undefined) {
  return actionData?.intent === intent ? actionData : undefined;
}

function IntentField({ intent }: { intent: Intent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

function ProfileForm({ profile, answer }: { profile: LoaderData["profile"]; answer: Reply | undefined }) {
  const busy = useFormBusy({ action: ACCOUNT_PATH, intent: "update-profile", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(ProfileSchema, answer?.errors);
  const values = answer?.values;
  return (
    <AccountSection id="profile" title="Profile">
      <SuccessBanner message={answer?.success} />
      <ErrorBanner message={answer?.formError} />
      <Form method="post" className="grid gap-5 sm:grid-cols-2" {...formProps}>
        <IntentField intent="update-profile" />
        <FullNameField defaultValue={values?.name ?? profile.name} error={errors.name} />
        <ProfileDetailFields
          defaults={{
            mobile_no: values?.mobile_no ?? profile.mobileNo,
            age: values?.age ?? String(profile.age),
            occupation: values?.occupation ?? profile.occupation,
          }}
          errors={errors}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save Profile
          </SubmitButton>
        </div>
      </Form>
    </AccountSection>
  );
}

function EmailForm({
  email,
  emailVerified,
  isAdmin,
  answer,
}: {
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  answer: Reply | undefined;
}) {
  const busy = useFormBusy({ action: ACCOUNT_PATH, intent: "change-email", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(ChangeEmailSchema, answer?.errors);
  return (
    <AccountSection
      id="email"
      title="Email Address"
      intro={
        <p>
          You sign in with <strong className="break-all text-gray-900">{email}</strong>{" "}
          <span className={emailVerified ? "font-semibold text-green-800" : "font-semibold text-amber-800"}>
            ({emailVerified ? "verified" : "not verified yet"})
          </span>
          .{" "}
          {isAdmin
            ? null
            : emailVerified
              ? "We send a link to the new address; it replaces this one once you open the link."
              : "This address is not verified, so the new one replaces it straight away; we send it a link to verify it."}
        </p>
      }
    >
      {isAdmin ? (
        <p className="text-sm text-gray-700">{ACCOUNT_MESSAGES.adminManaged}</p>
      ) : (
        <>
          <SuccessBanner message={answer?.success} />
          <ErrorBanner message={answer?.formError} />
          <Form key={answer?.doneAt ?? "email"} method="post" className="grid gap-5 sm:grid-cols-2" {...formProps}>
            <IntentField intent="change-email" />
            <EmailField
              label="New Email"
              name="newEmail"
              required
              defaultValue={answer?.values.newEmail}
              error={errors.newEmail}
            />
            <PasswordField
              label="Current Password"
              name="emailPassword"
              autoComplete="current-password"
              required
              error={errors.emailPassword}
            />
            <div className="sm:col-span-2">
              <SubmitButton busy={busy} busyLabel="Sending...">
                Change Email
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </AccountSection>
  );
}

function PasswordForm({ answer }: { answer: Reply | undefined }) {
  const busy = useFormBusy({ action: ACCOUNT_PATH, intent: "change-password", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(ChangePasswordSchema, answer?.errors);
  return (
    <AccountSection
      id="password"
      title="Password"
      intro={<p>Changing it signs you out on every other device, and we email you to say so.</p>}
    >
      <SuccessBanner message={answer?.success} />
      <ErrorBanner message={answer?.formError} />
      <Form key={answer?.doneAt ?? "password"} method="post" className="grid gap-5 sm:grid-cols-2" {...formProps}>
        <IntentField intent="change-password" />
        <PasswordField
          className="sm:col-span-2"
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <NewPasswordFields label="New Password" name="newPassword" confirmName="confirmNewPassword" errors={errors} />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Changing...">
            Change Password
          </SubmitButton>
        </div>
      </Form>
    </AccountSection>
  );
}

function ReminderForm({
  emailVerified,
  remindersOff,
  timeZone,
  timeZones,
  answer,
}: {
  emailVerified: boolean;
  remindersOff: boolean;
  timeZone: string | null;
  timeZones: { value: string; label: string }[];
  answer: Reply | undefined;
}) {
  const busy = useFormBusy({ action: ACCOUNT_PATH, intent: "reminder-settings", untilLoaded: true });
  return (
    <AccountSection
      id="class-reminders"
      title="Class Reminders"
      intro={
        <p>We email you 24 hours and 1 hour before each class of your batch, with the time in India and in your time zone.</p>
      }
    >
      <SuccessBanner message={answer?.success} />
      <Form method="post" className="grid gap-5">
        <IntentField intent="reminder-settings" />
        <SelectField
          label="Your time zone"
          name="timeZone"
          defaultValue={knownTimeZone(timeZone) ?? timeZones[0]!.value}
          error={answer?.errors.timeZone}
          options={timeZones}
        />
        {emailVerified ? (
          <label className="flex items-center gap-3 text-gray-800">
            <input
              type="checkbox"
              name="reminders"
              value="on"
              defaultChecked={!remindersOff}
              className="h-5 w-5 rounded border-gray-300 text-brand-600"
            />
            Email me before each class
          </label>
        ) : (
          <p className="text-sm text-gray-700">Verify your email address to choose whether class reminders reach it.</p>
        )}
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save Reminder Settings
        </SubmitButton>
      </Form>
    </AccountSection>
  );
}

function ConsentsForm({ consents, answer }: { consents: LoaderData["consents"]; answer: Reply | undefined }) {
  const giving = useFormBusy({ action: ACCOUNT_PATH, intent: GIVE_CONSENTS_INTENT, untilLoaded: true });
  const withdrawing = useFormBusy({ action: ACCOUNT_PATH, intent: WITHDRAW_CONSENT_INTENT, untilLoaded: true });
  return (
    <AccountConsentsSection
      key={answer?.doneAt ?? "consents"}
      consents={consents}
      success={answer?.success}
      error={answer?.formError}
      busy={giving || withdrawing}
    />
  );
}

function DataDownload({ emailVerified }: { emailVerified: boolean }) {
  return (
    <AccountSection
      id="your-data"
      title="Your Data"
      intro={
        <p>
          A JSON file of everything we store about you: your account and profile, payments with their invoices and refunds,
          student record, certificates, classes you joined, class reminders, the messages you agreed to, quiz answers and the
          forms you sent us.
          {emailVerified
            ? null
            : " Until your email address is verified, it holds your account, profile and the payments you made while signed in."}
        </p>
      }
    >
      {/* A file, not a page: a plain link, so the browser downloads it. */}
      <a href={ACCOUNT_DATA_PATH} download className={`${secondaryButtonClass} gap-2 sm:w-auto`}>
        <Download aria-hidden="true" className="h-5 w-5" />
        Download my data
      </a>
    </AccountSection>
  );
}

function DeleteForm({ isAdmin, answer }: { isAdmin: boolean; answer: Reply | undefined }) {
  const busy = useFormBusy({ action: ACCOUNT_PATH, intent: "delete-account", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(DeleteAccountSchema, answer?.errors);
  return (
    <AccountSection
      id="delete-account"
      title="Delete Your Account"
      tone="danger"
      intro={
        <>
          <p>
            This removes your login and profile, and signs you out. It cannot be undone. Payments stay in our accounts, as the law
            requires, with your name, email and mobile number removed, and their tax invoices stay as they were issued. Your
            student record, certificates, class attendance and reminders, and the forms you sent us are deleted; quiz answers are
            kept for our figures, and the record of the messages you agreed to as the data protection law asks, both without your
            name, email and mobile number.
          </p>
          <p>
            AI Spot listings you submitted stay listed: they describe a place.{" "}
            <a href={`mailto:${siteConfig.supportEmail}`} className={inlineLinkClass}>
              Write to us
            </a>{" "}
            to remove one.
          </p>
        </>
      }
    >
      {isAdmin ? (
        <p className="text-sm text-gray-700">{ACCOUNT_MESSAGES.adminManaged}</p>
      ) : (
        <>
          <ErrorBanner message={answer?.formError} />
          <Form method="post" className="grid gap-5 sm:grid-cols-2" {...formProps}>
            <IntentField intent="delete-account" />
            <PasswordField
              label="Password"
              name="deletePassword"
              autoComplete="current-password"
              required
              error={errors.deletePassword}
            />
            <TextField
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              name="deleteConfirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              error={errors.deleteConfirmation}
            />
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy}
                className="inline-flex w-full items-center justify-center rounded-lg bg-red-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {busy ? "Deleting..." : "Delete my account"}
              </button>
            </div>
          </Form>
        </>
      )}
    </AccountSection>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { consents, email, emailVerified, isAdmin, profile, remindersOff, timeZones } = loaderData;
  const answer = actionData as Reply | undefined;
  return (
    <main id="main" className="bg-gray-50 px-4 pb-16 pt-10">
      <div className="mx-auto max-w-3xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Your Account</h1>
          <p className="mt-2 text-gray-700">Your details, your password and your data: change them here whenever you like.</p>
        </div>
        {answer && answer.intent === null ? <ErrorBanner message={answer.formError} /> : null}
        <ProfileForm profile={profile} answer={replyFor("update-profile", answer)} />
        <EmailForm email={email} emailVerified={emailVerified} isAdmin={isAdmin} answer={replyFor("change-email", answer)} />
        <PasswordForm answer={replyFor("change-password", answer)} />
        <ReminderForm
          emailVerified={emailVerified}
          remindersOff={remindersOff}
          timeZone={profile.timeZone}
          timeZones={timeZones}
          answer={replyFor("reminder-settings", answer)}
        />
        <ConsentsForm
          consents={consents}
          answer={replyFor(GIVE_CONSENTS_INTENT, answer) ?? replyFor(WITHDRAW_CONSENT_INTENT, answer)}
        />
        <DataDownload emailVerified={emailVerified} />
        <DeleteForm isAdmin={isAdmin} answer={replyFor("delete-account", answer)} />
      </div>
    </main>
  );
}
