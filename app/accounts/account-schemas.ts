import { z } from "zod";
import { FIELD_MESSAGES, MAX_AGE, MIN_AGE, mobileNumber, withoutNulCharacters } from "~/platform";

// spec 1 §5 and §8: the account forms' rules and messages. The same schemas run in the browser
// (instant messages) and in the actions (the rule that counts).
export const ACCOUNT_MESSAGES = {
  // spec 1 §5 (sign-up and reset password)
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters long",
  invalidAge: FIELD_MESSAGES.invalidAge,
  // "All fields required": the spec relies on the browser's own prompt; ours are written out.
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  mobileRequired: "Please enter your mobile number",
  invalidMobile: "Please enter a valid mobile number",
  ageRequired: "Please enter your age",
  occupationRequired: "Please enter your occupation",
  passwordRequired: "Please enter your password",
  confirmPasswordRequired: "Please confirm your password",
  passwordTooLong: "Password must be at most 128 characters long",
  tooLong: FIELD_MESSAGES.tooLong,
  // spec 1 §2, §4, §8: notices and failures
  accountExists: "An account with this email already exists. Please sign in below.",
  passwordUpdated: "Password updated successfully! Please sign in with your new password.",
  signInFailed: "Failed to sign in",
  signUpFailed: "Failed to create account",
  unexpected: "An unexpected error occurred",
  notRegistered: "You are not yet registered with us. Please do a free sign-up first.",
  emailLookupFailed: "Unable to verify email. Please try again.",
  resetLinkInvalid: "This password reset link has expired or is invalid. Please request a new password reset link.",
  resetLinkMissing: "Invalid or expired reset link. Please request a new password reset.",
  resetLinkCheckFailed: "Failed to validate reset link. Please try again.",
  updatePasswordFailed: "Failed to update password. Please try again.",
  // Rate limits
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  // The /account page (docs/decisions/0030-account-self-service.md)
  currentPasswordRequired: "Please enter your current password",
  wrongPassword: "That password is not correct",
  sameEmail: "This is already your email address",
  emailTaken: "An account with this email already exists",
  deleteConfirmationRequired: "Please type DELETE to confirm",
  profileSaved: "Your profile has been saved.",
  passwordChanged: "Your password has been changed. You have been signed out everywhere else.",
  emailChangeSent:
    "We sent a link to {email}. Your email address changes once you open it; until then, keep using the current one.",
  emailChangedUnverified: "Your email address is now {email}. We sent a link to it: open it to verify the address.",
  accountDeleted:
    "Your account has been deleted. Payments we must keep for our accounts no longer carry your name, email or mobile number.",
  adminManaged:
    "Admin accounts are managed by the site's operators: their email address cannot be changed and they cannot be deleted here.",
  accountUpdateFailed: "We could not save this change. Please try again.",
  // 10 failed sign-ins per account and per address in 15 minutes
  tooManySignIns: "Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.",
} as const;

/** The word typed to confirm that an account is to be deleted. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export const MIN_PASSWORD_LENGTH = 6; // spec 1 §9
export const MAX_PASSWORD_LENGTH = 128; // better-auth's limit, checked here so the message is ours

const M = ACCOUNT_MESSAGES;

/** A form value: missing fields arrive as undefined (or null from FormData.get) and count as empty. */
const formText = (requiredMessage: string) =>
  z.preprocess((value) => (value == null ? "" : withoutNulCharacters(value)), z.string({ error: requiredMessage }));

/** Trimmed and lower-cased, as every e-mail is stored and looked up (spec 1 §5). */
export const EmailSchema = formText(M.emailRequired)
  .pipe(z.string().trim().min(1, M.emailRequired).max(254, M.invalidEmail).pipe(z.email(M.invalidEmail)))
  .transform((email) => email.toLowerCase());

/** A password being chosen: at least 6 characters (spec 1 §5). Never trimmed: spaces count. */
export const NewPasswordSchema = formText(M.passwordRequired).pipe(
  z.string().min(1, M.passwordRequired).min(MIN_PASSWORD_LENGTH, M.passwordTooShort).max(MAX_PASSWORD_LENGTH, M.passwordTooLong),
);

const requiredText = (requiredMessage: string, max = 100) =>
  formText(requiredMessage).pipe(z.string().trim().min(1, requiredMessage).max(max, M.tooLong));

// Stored in E.164 when valid (docs/decisions/0110-consent-ledger.md): WhatsApp reaches only such numbers.
const MobileSchema = mobileNumber(20, { required: M.mobileRequired, invalid: M.invalidMobile, tooLong: M.tooLong });

const AgeSchema = formText(M.ageRequired)
  .pipe(z.string().trim().min(1, M.ageRequired))
  .refine((age) => /^\d+$/.test(age) && Number(age) >= MIN_AGE && Number(age) <= MAX_AGE, M.invalidAge)
  .transform(Number);

const ConfirmPasswordSchema = formText(M.confirmPasswordRequired).pipe(z.string().min(1, M.confirmPasswordRequired));

/**
 * 'Passwords do not match' on the confirmation field, shown even while other fields still have errors.
 * `password` and `confirm` name the two fields (a page with several forms needs distinct names).
 */
function withMatchingPasswords<T extends z.ZodObject>(schema: T, password = "password", confirm = "confirmPassword") {
  return schema.refine(
    (values) => (values as Record<string, unknown>)[password] === (values as Record<string, unknown>)[confirm],
    {
      message: M.passwordsDoNotMatch,
      path: [confirm],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[confirm] === "string" && value[confirm] !== "" && typeof value[password] === "string";
      },
    },
  );
}

/** The profile's own fields (spec 1 §3, §5): asked at sign-up, edited on /account. */
const profileFields = {
  name: requiredText(M.nameRequired),
  mobile_no: MobileSchema,
  age: AgeSchema,
  occupation: requiredText(M.occupationRequired),
};

export const SignUpSchema = withMatchingPasswords(
  z.object({
    name: profileFields.name,
    email: EmailSchema,
    mobile_no: profileFields.mobile_no,
    age: profileFields.age,
    occupation: profileFields.occupation,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
);
export type SignUpInput = z.output<typeof SignUpSchema>;

/** The password someone already has: only required, whatever its length. */
const CurrentPasswordSchema = (requiredMessage: string) =>
  formText(requiredMessage).pipe(z.string().min(1, requiredMessage).max(MAX_PASSWORD_LENGTH, M.passwordTooLong));

export const SignInSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema(M.passwordRequired),
});
export type SignInInput = z.output<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = withMatchingPasswords(
  z.object({
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
);

// ── /account. Field names differ between the page's forms: each input's id is its name.

export const ProfileSchema = z.object(profileFields);
export type ProfileInput = z.output<typeof ProfileSchema>;

export const ChangePasswordSchema = withMatchingPasswords(
  z.object({
    currentPassword: CurrentPasswordSchema(M.currentPasswordRequired),
    newPassword: NewPasswordSchema,
    confirmNewPassword: ConfirmPasswordSchema,
  }),
  "newPassword",
  "confirmNewPassword",
);

export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  emailPassword: CurrentPasswordSchema(M.currentPasswordRequired),
});

export const DeleteAccountSchema = z.object({
  deletePassword: CurrentPasswordSchema(M.currentPasswordRequired),
  // Typed exactly, as the button's label asks: a slip of the finger deletes nothing.
  deleteConfirmation: formText(M.deleteConfirmationRequired).pipe(
    z
      .string()
      .trim()
      .refine((typed) => typed === DELETE_CONFIRMATION_WORD, M.deleteConfirmationRequired),
  ),
});

/** A message of ACCOUNT_MESSAGES with its `{email}` filled in. */
export function withEmail(message: string, email: string) {
  return message.replace("{email}", email);
}

export type FieldErrors = Record<string, string>;

/** The first message of each top-level field, for showing next to that field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Validates raw form values; `errors` is empty when the form is valid. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown) {
  const result = schema.safeParse(values);
  return result.success
    ? { data: result.data as z.output<S>, errors: {} as FieldErrors }
    : { data: null, errors: fieldErrors(result.error) };
}
