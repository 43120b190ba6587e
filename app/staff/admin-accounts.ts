// /admin/admins — who can enter: the rules of inviting, accepting and removing admins, and their messages.
// Pure: the server functions (app/server/admin/*-admin*.server.ts) apply them inside their transactions.
import type { FormCheck } from "~/platform";

/** How long an invitation link works. */
export const INVITATION_HOURS = 24;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ADMIN_ACCOUNTS_TEXT = {
  title: "Admins",
  intro: "Who can enter the admin area. New admins are invited by e-mail; a link works once, for 24 hours.",
  invalidEmail: "Please enter a valid e-mail address.",
  alreadyAdmin: "This e-mail address already belongs to an admin.",
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for 24 hours.`,
  confirmRemove: (email: string) =>
    `Remove ${email} as an admin? They are signed out at once and can no longer enter the admin area.`,
  removed: (email: string) => `${email} is no longer an admin and has been signed out everywhere.`,
  cannotRemoveYourself: "You cannot remove yourself. Ask another admin to do it.",
  cannotRemoveLastAdmin: "You cannot remove the last admin: invite another admin first.",
  notAnAdmin: "This account is not an admin (any more).",
  confirmWithdraw: (email: string) => `Withdraw the invitation to ${email}? Its link stops working at once.`,
  withdrawn: (email: string) => `The invitation to ${email} is withdrawn: its link no longer works.`,
  invitationNotOpen: "This invitation is no longer open (it was accepted, withdrawn or has expired).",
  unknownIntent: "Unknown action.",
} as const;

export const INVITATION_TEXT = {
  title: "Accept admin invitation",
  unknown: "This invitation link is not valid. Ask an admin to invite you again.",
  expired: "This invitation link has expired. Ask an admin to invite you again.",
  used: "This invitation link has already been used. Sign in at /admin/sign-in, or ask an admin to invite you again.",
  nameRequired: "Please enter your name.",
  passwordTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: "Passwords do not match.",
  wrongPassword: "That is not the password of the existing account with this e-mail address.",
  accountAppeared: "An account with this e-mail address was just created. Reload this page and enter its password.",
  accepted: "You are now an admin. Sign in with your e-mail address and password.",
} as const;

export type InvitationState = "valid" | "expired" | "used" | "unknown";

/** Whether an invitation (or none, for an unknown token) may still be accepted at `now`. */
export function invitationState(
  invitation: { expiresAt: Date | string; acceptedAt: Date | string | null } | null | undefined,
  now: Date,
): InvitationState {
  if (!invitation) return "unknown";
  if (invitation.acceptedAt) return "used";
  return new Date(invitation.expiresAt).getTime() > now.getTime() ? "valid" : "expired";
}

export const invitationRefusal = (state: Exclude<InvitationState, "valid">) => INVITATION_TEXT[state];

export function invitationExpiry(now: Date) {
  return new Date(now.getTime() + INVITATION_HOURS * 60 * 60 * 1000);
}

/** The invite form: one e-mail address, kept lower-case as accounts are. */
export function checkInviteEmail(value: unknown): FormCheck<string> {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (!email || email.length > 254 || !EMAIL_PATTERN.test(email)) return { ok: false, message: ADMIN_ACCOUNTS_TEXT.invalidEmail };
  return { ok: true, value: email };
}

/**
 * The accept form. A new account gives a name and a password twice; an existing account gives only its own
 * password (its owner proves it is them before the account gains admin rights).
 */
export function checkAcceptance(
  form: Record<string, string | undefined>,
  hasAccount: boolean,
): FormCheck<{ name: string; password: string }> {
  const password = form.password ?? "";
  if (hasAccount) {
    if (!password) return { ok: false, message: INVITATION_TEXT.wrongPassword };
    return { ok: true, value: { name: "", password } };
  }
  const name = (form.name ?? "").trim();
  if (!name || name.length > NAME_MAX_LENGTH) return { ok: false, message: INVITATION_TEXT.nameRequired };
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return { ok: false, message: INVITATION_TEXT.passwordTooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, message: INVITATION_TEXT.passwordTooLong };
  if (password !== form.confirmPassword) return { ok: false, message: INVITATION_TEXT.passwordsDiffer };
  return { ok: true, value: { name, password } };
}

export type RemovalRefusal = "yourself" | "last-admin" | "not-admin";

/** Whether `actorId` may remove `targetId`, given the ids of every admin now (read under lock). */
export function removalRefusal({
  actorId,
  targetId,
  adminIds,
}: {
  actorId: string;
  targetId: string;
  adminIds: readonly string[];
}): RemovalRefusal | null {
  if (targetId === actorId) return "yourself";
  if (!adminIds.includes(targetId)) return "not-admin";
  if (adminIds.length <= 1) return "last-admin";
  return null;
}

export const REMOVAL_MESSAGES: Record<RemovalRefusal, string> = {
  yourself: ADMIN_ACCOUNTS_TEXT.cannotRemoveYourself,
  "last-admin": ADMIN_ACCOUNTS_TEXT.cannotRemoveLastAdmin,
  "not-admin": ADMIN_ACCOUNTS_TEXT.notAnAdmin,
};
