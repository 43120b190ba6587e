import { z } from "zod";
import { withoutNulCharacters } from "./form-text";

// spec 1 §5 and §8: the account forms' rules and messages. The same schemas run in the browser
// (instant messages) and in the actions (the rule that counts).
export const ACCOUNT_MESSAGES = {
  // spec 1 §5 (sign-up and reset password)
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters long",
  invalidAge: "Please enter a valid age between 16 and 100",
  // "All fields required": the spec relies on the browser's own prompt; ours are written out.
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  invalidEmail: "Please enter a valid email address",
  mobileRequired: "Please enter your mobile number",
  invalidMobile: "Please enter a valid mobile number",
  ageRequired: "Please enter your age",
  occupationRequired: "Please enter your occupation",
  passwordRequired: "Please enter your password",
  confirmPasswordRequired: "Please confirm your password",
  passwordTooLong: "Password must be at most 128 characters long",
  tooLong: "Please shorten this entry",
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
  // issue 3 "Security": rate limits
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  // issue 13: 10 failed sign-ins per account and per address in 15 minutes
  tooManySignIns: "Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.",
} as const;

export const MIN_PASSWORD_LENGTH = 6; // spec 1 §9
export const MAX_PASSWORD_LENGTH = 128; // better-auth's limit, checked here so the message is ours
export const MIN_AGE = 16;
export const MAX_AGE = 100;

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
  z
    .string()
    .min(1, M.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, M.passwordTooLong),
);

const requiredText = (requiredMessage: string, max = 100) =>
  formText(requiredMessage).pipe(z.string().trim().min(1, requiredMessage).max(max, M.tooLong));

const MobileSchema = requiredText(M.mobileRequired, 20).refine((mobile) => {
  const digits = mobile.replace(/\D/g, "").length;
  return /^[+\d\s()-]+$/.test(mobile) && digits >= 7 && digits <= 15;
}, M.invalidMobile);

const AgeSchema = formText(M.ageRequired)
  .pipe(z.string().trim().min(1, M.ageRequired))
  .refine((age) => /^\d+$/.test(age) && Number(age) >= MIN_AGE && Number(age) <= MAX_AGE, M.invalidAge)
  .transform(Number);

const ConfirmPasswordSchema = formText(M.confirmPasswordRequired).pipe(z.string().min(1, M.confirmPasswordRequired));

/** 'Passwords do not match' on the confirmation field, shown even while other fields still have errors. */
function withMatchingPasswords<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: T) {
  return schema.refine(
    (values) => (values as { password: string }).password === (values as { confirmPassword: string }).confirmPassword,
    {
      message: M.passwordsDoNotMatch,
      path: ["confirmPassword"],
      when: (payload) => {
        const value = payload.value as { password?: unknown; confirmPassword?: unknown };
        return typeof value?.confirmPassword === "string" && value.confirmPassword !== "" && typeof value.password === "string";
      },
    },
  );
}

export const SignUpSchema = withMatchingPasswords(
  z.object({
    name: requiredText(M.nameRequired),
    email: EmailSchema,
    mobile_no: MobileSchema,
    age: AgeSchema,
    occupation: requiredText(M.occupationRequired),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
);
export type SignUpInput = z.output<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: EmailSchema,
  // The password someone already has: only required, whatever its length.
  password: formText(M.passwordRequired).pipe(z.string().min(1, M.passwordRequired).max(MAX_PASSWORD_LENGTH, M.passwordTooLong)),
});
export type SignInInput = z.output<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = withMatchingPasswords(
  z.object({
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
);

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
