import { data, Form } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import {
  ADMIN_ACCOUNTS_TEXT,
  checkInviteEmail,
  readStaffRole,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_TEXT,
  type StaffRole,
  staffMay,
  TWO_FACTOR_TEXT,
} from "~/staff";
import { formatIndiaDateTimeWithZone } from "~/platform";
import {
  type AdminAccountList,
  cancelTwoFactorSetup,
  changeStaffRole,
  confirmTwoFactorSetup,
  inviteAdmin,
  listAdmins,
  loadTwoFactorSetup,
  removeAdmin,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
  type TwoFactorStepResult,
  withdrawAdminInvitation,
} from "~/staff/index.server";
import { db } from "~/platform/index.server";
import { readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/admins";
import { AdminGate, TWO_FACTOR_INTENTS, TwoFactorPanel } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { IntentButton } from "~/ui/admin/intent-form";
import { AdminPage, AdminPanel, AdminTable, dangerButtonClass, secondaryButtonClass, tdClass } from "~/ui/admin/admin-page";
import { SelectField, TextField } from "~/ui/forms/field";
import { AdminStatus, statusOfAnswer } from "~/ui/admin/status-message";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta(ADMIN_ACCOUNTS_TEXT.title);

const INVITE_INTENT = "invite";
const REMOVE_INTENT = "remove";
const WITHDRAW_INTENT = "withdraw";
const CHANGE_ROLE_INTENT = "change-role";

// Admins manage the staff here; every other staff role finds only its own two-factor sign-in (STAFF_ACCESS).
export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (_url, staff) => {
      const database = await db();
      const twoFactor = await loadTwoFactorSetup(database, staff);
      const managesStaff = staffMay(staff.role, "staff");
      const list: AdminAccountList = managesStaff ? await listAdmins(database) : { admins: [], invitations: [] };
      return { currentAdminId: staff.id, twoFactor, managesStaff, ...list };
    },
    { access: "own-two-factor" },
  );
}

type AdminsAnswer = AdminActionResult & { backupCodes?: string[] };

const answer = (result: AdminsAnswer, status = 200) => data(result, { status });

/** A two-factor step's answer; better-auth's new session cookie (when it replaced the session) goes along. */
const twoFactorAnswer = (result: TwoFactorStepResult, intent: string) =>
  result.ok
    ? data<AdminsAnswer>(
        { ok: true, message: result.message, intent, ...(result.backupCodes ? { backupCodes: result.backupCodes } : {}) },
        result.headers ? { headers: result.headers } : undefined,
      )
    : answer({ ok: false, message: result.message, intent }, result.status);

// 'Invite admin', 'Remove admin', 'Withdraw' and the admin's own two-factor sign-in: the admin and the request's origin
// are checked first, as every admin action does.
export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "own-two-factor");
  const intent = String(form.intent ?? "");
  const password = String(form.password ?? "");
  switch (intent) {
    case TWO_FACTOR_INTENTS.start:
      return twoFactorAnswer(await startTwoFactorSetup(database, { admin, password, request }), intent);
    case TWO_FACTOR_INTENTS.confirm:
      return twoFactorAnswer(await confirmTwoFactorSetup(database, { admin, code: form.code, request }), intent);
    case TWO_FACTOR_INTENTS.cancel:
      return twoFactorAnswer(await cancelTwoFactorSetup(database, { admin }), intent);
    case TWO_FACTOR_INTENTS.disable:
      return twoFactorAnswer(await turnOffTwoFactor(database, { admin, password, request }), intent);
  }
  if (!staffMay(admin.role, "staff.manage")) return answer({ ok: false, message: STAFF_TEXT.forbiddenAction, intent }, 403);
  if (intent === CHANGE_ROLE_INTENT) {
    const role = readStaffRole(form.role);
    if (!role) return answer({ ok: false, message: STAFF_TEXT.unknownRole, intent }, 400);
    const changed = await changeStaffRole(database, { actor: admin, userId: String(form.userId ?? ""), role });
    if (!changed.ok) return answer({ ok: false, message: changed.message, intent }, changed.status);
    const message = changed.changed ? STAFF_TEXT.roleChanged(changed.email, role) : STAFF_TEXT.roleUnchanged(changed.email, role);
    return answer({ ok: true, message, intent });
  }
  if (intent === WITHDRAW_INTENT) {
    const withdrawn = await withdrawAdminInvitation(database, { actor: admin, invitationId: form.invitationId });
    return withdrawn.ok
      ? answer({ ok: true, message: ADMIN_ACCOUNTS_TEXT.withdrawn(withdrawn.email), intent })
      : answer({ ok: false, message: withdrawn.message, intent }, withdrawn.status);
  }
  if (intent === INVITE_INTENT) {
    const checked = checkInviteEmail(form.email);
    if (!checked.ok) return answer({ ok: false, message: checked.message, intent }, 400);
    // A form without a role invites an admin, as the invitation always did.
    const role = form.role === undefined || form.role === "" ? "admin" : readStaffRole(form.role);
    if (!role) return answer({ ok: false, message: STAFF_TEXT.unknownRole, intent }, 400);
    const invited = await inviteAdmin(database, { actor: admin, email: checked.value, role });
    return invited.ok
      ? answer({ ok: true, message: ADMIN_ACCOUNTS_TEXT.invited(checked.value), intent })
      : answer({ ok: false, message: invited.message, intent }, 409);
  }
  if (intent === REMOVE_INTENT) {
    const removed = await removeAdmin(database, { actor: admin, userId: String(form.userId ?? "") });
    return removed.ok
      ? answer({ ok: true, message: ADMIN_ACCOUNTS_TEXT.removed(removed.email), intent })
      : answer({ ok: false, message: removed.message, intent }, removed.status);
  }
  return answer({ ok: false, message: ADMIN_ACCOUNTS_TEXT.unknownIntent, intent }, 400);
}

export default function AdminAccounts({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, currentAdminId, twoFactor, managesStaff, ...list } = loaderData;
  if (!managesStaff) return <OwnSecurityScreen twoFactor={twoFactor} answer={actionData} />;
  return <AdminsScreen list={list} currentAdminId={currentAdminId} twoFactor={twoFactor} answer={actionData} />;
}

const statusOf = (answer: AdminActionResult | undefined, intent: string) =>
  answer?.intent === intent ? statusOfAnswer(answer) : null;

const TWO_FACTOR_INTENT_NAMES: readonly string[] = Object.values(TWO_FACTOR_INTENTS);
const twoFactorStatusOf = (answer: AdminsAnswer | undefined) =>
  answer && TWO_FACTOR_INTENT_NAMES.includes(answer.intent) ? statusOf(answer, answer.intent) : null;
const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** An instructor's or support's page here: their own two-factor sign-in, nothing about other staff. */
function OwnSecurityScreen({ twoFactor, answer }: { twoFactor: TwoFactorSetup; answer: AdminsAnswer | undefined }) {
  return (
    <AdminPage title={STAFF_TEXT.ownSecurityNav}>
      <TwoFactorPanel setup={twoFactor} status={twoFactorStatusOf(answer)} backupCodes={answer?.backupCodes} />
    </AdminPage>
  );
}

function AdminsScreen({
  list,
  currentAdminId,
  twoFactor,
  answer,
}: {
  list: AdminAccountList;
  currentAdminId: string;
  twoFactor: TwoFactorSetup;
  answer: AdminsAnswer | undefined;
}) {
  const busy = useFormBusy({ intent: INVITE_INTENT });
  const removeStatus = statusOf(answer, REMOVE_INTENT);
  const withdrawStatus = statusOf(answer, WITHDRAW_INTENT);
  const twoFactorStatus = twoFactorStatusOf(answer);
  const roleStatus = statusOf(answer, CHANGE_ROLE_INTENT);
  return (
    <AdminPage title={ADMIN_ACCOUNTS_TEXT.title} intro={ADMIN_ACCOUNTS_TEXT.intro}>
      <AdminPanel title="Invite admin" id="invite-admin">
        {/* Keyed by the number of open invitations: a sent invitation empties the box; a refused one keeps it. */}
        <Form key={list.invitations.length} method="post" className="space-y-3">
          {busy ? null : <AdminStatus status={statusOf(answer, INVITE_INTENT)} />}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label="E-mail address of the new admin"
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              compact
              className="w-full"
            />
            <SelectField
              label={STAFF_TEXT.roleLabel}
              id="invite-role"
              name="role"
              defaultValue="admin"
              compact
              options={roleOptions}
            />
            <IntentButton intent={INVITE_INTENT} busy={busy} busyLabel="Sending...">
              Invite admin
            </IntentButton>
          </div>
        </Form>
      </AdminPanel>

      <AdminPanel title={`Admins (${list.admins.length})`} id="admins" className="mt-6">
        {removeStatus || roleStatus ? (
          <div className="mb-4">
            <AdminStatus status={removeStatus ?? roleStatus} />
          </div>
        ) : null}
        <AdminTable
          label="Admins table"
          headings={[
            "Email",
            "Name",
            STAFF_TEXT.roleLabel,
            "Added by",
            "Added (IST)",
            "Last sign-in (IST)",
            TWO_FACTOR_TEXT.columnHeading,
            "Actions",
          ]}
        >
          {list.admins.map((admin) => (
            <tr key={admin.id}>
              <td className={`${tdClass} min-w-[12rem] break-all`}>{admin.email}</td>
              <td className={`${tdClass} min-w-[8rem]`}>{admin.name}</td>
              <td className={`${tdClass} min-w-[10rem]`}>
                {admin.id === currentAdminId ? (
                  STAFF_ROLE_LABELS[admin.role]
                ) : (
                  <ChangeRoleForm userId={admin.id} email={admin.email} role={admin.role} />
                )}
              </td>
              <td className={`${tdClass} min-w-[10rem] break-all`}>{admin.addedBy ?? "Server setup"}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTimeWithZone(admin.addedAt)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {admin.lastSignInAt ? formatIndiaDateTimeWithZone(admin.lastSignInAt) : "—"}
              </td>
              <td className={tdClass}>{admin.twoFactorEnabled ? TWO_FACTOR_TEXT.columnOn : TWO_FACTOR_TEXT.columnOff}</td>
              <td className={tdClass}>
                {admin.id === currentAdminId ? (
                  <span className="text-gray-600">You</span>
                ) : (
                  <ConfirmedRowAction
                    intent={REMOVE_INTENT}
                    field={{ name: "userId", value: admin.id }}
                    question={ADMIN_ACCOUNTS_TEXT.confirmRemove(admin.email)}
                    label="Remove admin"
                    accessibleName={`Remove admin ${admin.email}`}
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminPanel>

      <AdminPanel title={`Open invitations (${list.invitations.length})`} id="invitations" className="mt-6">
        {withdrawStatus ? (
          <div className="mb-4">
            <AdminStatus status={withdrawStatus} />
          </div>
        ) : null}
        {list.invitations.length === 0 ? (
          <p className="text-gray-700">No open invitations</p>
        ) : (
          <AdminTable
            label="Open invitations table"
            headings={["Email", STAFF_TEXT.roleLabel, "Invited by", "Sent (IST)", "Expires (IST)", "Actions"]}
          >
            {list.invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td className={`${tdClass} min-w-[12rem] break-all`}>{invitation.email}</td>
                <td className={tdClass}>{STAFF_ROLE_LABELS[invitation.role]}</td>
                <td className={`${tdClass} min-w-[10rem] break-all`}>{invitation.invitedBy ?? "a former admin"}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTimeWithZone(invitation.createdAt)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTimeWithZone(invitation.expiresAt)}</td>
                <td className={tdClass}>
                  <ConfirmedRowAction
                    intent={WITHDRAW_INTENT}
                    field={{ name: "invitationId", value: invitation.id }}
                    question={ADMIN_ACCOUNTS_TEXT.confirmWithdraw(invitation.email)}
                    label="Withdraw"
                    accessibleName={`Withdraw the invitation to ${invitation.email}`}
                  />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>

      <TwoFactorPanel setup={twoFactor} status={twoFactorStatus} backupCodes={answer?.backupCodes} />
    </AdminPage>
  );
}

/** A staff member's role, and 'Change role' to give them another one. */
function ChangeRoleForm({ userId, email, role }: { userId: string; email: string; role: StaffRole }) {
  return (
    <Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="userId" value={userId} />
      <SelectField
        label={`${STAFF_TEXT.roleLabel} of ${email}`}
        labelHidden
        id={`role-${userId}`}
        name="role"
        defaultValue={role}
        compact
        options={roleOptions}
      />
      <button type="submit" name="intent" value={CHANGE_ROLE_INTENT} className={secondaryButtonClass}>
        {STAFF_TEXT.changeRole}
      </button>
    </Form>
  );
}

/** A row's button that asks first (with JavaScript), then posts its intent and the row's key. */
function ConfirmedRowAction({
  intent,
  field,
  question,
  label,
  accessibleName,
}: {
  intent: string;
  field: { name: string; value: string };
  question: string;
  label: string;
  accessibleName: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name={field.name} value={field.value} />
      <button type="submit" name="intent" value={intent} className={dangerButtonClass} aria-label={accessibleName}>
        {label}
      </button>
    </Form>
  );
}
