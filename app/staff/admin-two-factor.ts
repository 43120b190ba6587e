// /admin/admins — who can enter: two-factor sign-in for admins (docs/decisions/0046-admin-two-factor.md).
// Pure: the texts of the setup panel and of the gate's second step, and how a typed code is read.

export const TWO_FACTOR_TEXT = {
  panelTitle: "Two-factor sign-in",
  offIntro:
    "Your account signs in with its password only. Turn on two-factor sign-in to be asked, after your password, for a code from an authenticator app on your phone.",
  passwordLabel: "Your password",
  start: "Turn on two-factor sign-in",
  starting: "Checking...",
  scanIntro:
    "Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then type the 6-digit code it shows.",
  qrAlt: "QR code for your authenticator app",
  secretLabel: "Or enter this key by hand",
  confirmCodeLabel: "6-digit code from your app",
  confirm: "Confirm and turn on",
  confirming: "Confirming...",
  cancel: "Cancel",
  cancelled: "Two-factor sign-in was not turned on.",
  nothingToCancel: "There is no setup waiting for a code. To turn two-factor sign-in off, enter your password.",
  enabled: "Two-factor sign-in is on. From now on the admin gate asks for a code after your password.",
  backupCodesTitle: "Your backup codes",
  backupCodesNote:
    "Keep these codes somewhere safe (a password manager, or printed). Each one works once, in place of a code from your app, if you lose your phone. They are shown only now.",
  onIntro: (left: number) =>
    `Two-factor sign-in is on for your account. ${left} of your backup codes ${left === 1 ? "is" : "are"} unused.`,
  disable: "Turn off two-factor sign-in",
  disabling: "Turning off...",
  disabled: "Two-factor sign-in is off. The admin gate asks for your password only.",
  wrongPassword: "That is not your password.",
  wrongSetupCode: "That code is not right. Check the time on your phone and type the code your app shows now.",
  alreadyOn: "Two-factor sign-in is already on.",
  notStarted: "Start again: enter your password to turn on two-factor sign-in.",
  columnHeading: "Two-factor",
  columnOn: "On",
  columnOff: "Off",
} as const;

export const TWO_FACTOR_GATE_TEXT = {
  title: "Two-factor sign-in",
  intro: "Your password is right. Enter the 6-digit code from your authenticator app.",
  backupIntro: "Enter one of the backup codes you kept when you turned on two-factor sign-in. Each code works once.",
  codeLabel: "Authentication code",
  backupCodeLabel: "Backup code",
  submit: "Verify code",
  busy: "Verifying...",
  useBackupCode: "Use a backup code instead",
  useAppCode: "Use a code from your authenticator app",
  startOver: "Sign in with a different account",
  wrongCode: "That code is not right. Try again with the code your app shows now.",
  wrongBackupCode: "That backup code is not right, or it was used already.",
  expired: "Your sign-in has expired. Enter your e-mail address and password again.",
  locked: "Too many wrong codes. Wait 15 minutes, then sign in again.",
} as const;

export type TwoFactorCode = { kind: "totp"; code: string } | { kind: "backup"; code: string };

const TOTP_PATTERN = /^\d{6}$/;
// better-auth's backup codes: ten letters and digits, shown as two groups of five joined by a dash.
const BACKUP_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** A typed code: six digits (spaces allowed, as apps show "123 456") or a backup code; null when it is neither. */
export function readTwoFactorCode(value: unknown): TwoFactorCode | null {
  if (typeof value !== "string") return null;
  const compact = value.replace(/\s+/g, "");
  if (TOTP_PATTERN.test(compact)) return { kind: "totp", code: compact };
  if (BACKUP_PATTERN.test(compact)) return { kind: "backup", code: compact };
  return null;
}

/** The key inside an authenticator link (`otpauth://totp/…?secret=BASE32`), grouped by four for typing by hand. */
export function manualEntryKey(totpUri: string): string {
  const secret = /[?&]secret=([A-Z2-7]+)/i.exec(totpUri)?.[1] ?? "";
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}
