import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES as M,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  validateForm,
} from "./account-schemas";

const validSignUp = {
  name: "  Asha Rao ",
  email: "  Asha.Rao@Example.COM ",
  mobile_no: "+91 98765 43210",
  age: "29",
  occupation: " Analyst ",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("sign-up rules (spec 1 §5)", () => {
  it("accepts a complete form, trimming text and lower-casing the e-mail", () => {
    const { data, errors } = validateForm(SignUpSchema, validSignUp);
    expect(errors).toEqual({});
    expect(data).toEqual({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      mobile_no: "+919876543210", // stored in E.164
      age: 29,
      occupation: "Analyst",
      password: "secret1",
      confirmPassword: "secret1",
    });
  });

  it("asks for every field when the form is empty", () => {
    expect(validateForm(SignUpSchema, {}).errors).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      mobile_no: M.mobileRequired,
      age: M.ageRequired,
      occupation: M.occupationRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmPasswordRequired,
    });
  });

  it("treats blank text as missing", () => {
    const { errors } = validateForm(SignUpSchema, { ...validSignUp, name: "   ", occupation: "" });
    expect(errors).toEqual({ name: M.nameRequired, occupation: M.occupationRequired });
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    const { errors } = validateForm(SignUpSchema, { ...validSignUp, confirmPassword: "secret2" });
    expect(errors).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("says 'Passwords do not match' even while other fields are still wrong", () => {
    const { errors } = validateForm(SignUpSchema, { ...validSignUp, name: "", password: "abc", confirmPassword: "abd" });
    expect(errors).toEqual({
      name: M.nameRequired,
      password: "Password must be at least 6 characters long",
      confirmPassword: "Passwords do not match",
    });
  });

  it("needs at least 6 characters in the password", () => {
    expect(validateForm(SignUpSchema, { ...validSignUp, password: "12345", confirmPassword: "12345" }).errors).toEqual({
      password: "Password must be at least 6 characters long",
    });
    expect(validateForm(SignUpSchema, { ...validSignUp, password: "123456", confirmPassword: "123456" }).errors).toEqual({});
    const long = "x".repeat(129);
    expect(validateForm(SignUpSchema, { ...validSignUp, password: long, confirmPassword: long }).errors).toEqual({
      password: M.passwordTooLong,
    });
  });

  it.each(["15", "101", "0", "-20", "25.5", "abc", "1e2"])("refuses the age %s", (age) => {
    expect(validateForm(SignUpSchema, { ...validSignUp, age }).errors).toEqual({
      age: "Please enter a valid age between 16 and 100",
    });
  });

  it.each(["16", "100", " 42 "])("accepts the age %s", (age) => {
    expect(validateForm(SignUpSchema, { ...validSignUp, age }).errors).toEqual({});
  });

  it.each(["asha", "asha@", "@example.com", "asha@example"])("refuses the e-mail %s", (email) => {
    expect(validateForm(SignUpSchema, { ...validSignUp, email }).errors).toEqual({ email: M.invalidEmail });
  });

  it.each(["12345", "98765abcde", "+91 98765 43210 12345 6"])("refuses the mobile number %s", (mobile_no) => {
    expect(validateForm(SignUpSchema, { ...validSignUp, mobile_no }).errors.mobile_no).toBeDefined();
  });

  it("reads FormData-style nulls as empty", () => {
    expect(validateForm(SignUpSchema, { ...validSignUp, occupation: null }).errors).toEqual({
      occupation: M.occupationRequired,
    });
  });
});

describe("sign-in rules (spec 1 §5)", () => {
  it("needs an e-mail and a password, whatever the password's length", () => {
    expect(validateForm(SignInSchema, { email: "", password: "" }).errors).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
    expect(validateForm(SignInSchema, { email: " A@B.co ", password: "x" }).data).toEqual({ email: "a@b.co", password: "x" });
  });
});

describe("forgot-password rules (spec 1 §5)", () => {
  it("trims and lower-cases the e-mail", () => {
    expect(validateForm(ForgotPasswordSchema, { email: "  Someone@Example.com " }).data).toEqual({
      email: "someone@example.com",
    });
    expect(validateForm(ForgotPasswordSchema, { email: "" }).errors).toEqual({ email: M.emailRequired });
  });
});

describe("reset-password rules (spec 1 §5: the sign-up messages)", () => {
  it("needs both fields, matching, of at least 6 characters", () => {
    expect(validateForm(ResetPasswordSchema, { password: "", confirmPassword: "" }).errors).toEqual({
      password: M.passwordRequired,
      confirmPassword: M.confirmPasswordRequired,
    });
    expect(validateForm(ResetPasswordSchema, { password: "abc", confirmPassword: "abc" }).errors).toEqual({
      password: "Password must be at least 6 characters long",
    });
    expect(validateForm(ResetPasswordSchema, { password: "abcdef", confirmPassword: "abcdeg" }).errors).toEqual({
      confirmPassword: "Passwords do not match",
    });
    expect(validateForm(ResetPasswordSchema, { password: "abcdef", confirmPassword: "abcdef" }).data).toEqual({
      password: "abcdef",
      confirmPassword: "abcdef",
    });
  });
});

describe("the /account forms: the sign-up rules and messages", () => {
  it("edits the profile with the sign-up fields' rules, the e-mail and passwords apart", () => {
    const { name, mobile_no, age, occupation } = validSignUp;
    expect(validateForm(ProfileSchema, { name, mobile_no, age, occupation }).data).toEqual({
      name: "Asha Rao",
      mobile_no: "+919876543210",
      age: 29,
      occupation: "Analyst",
    });
    expect(validateForm(ProfileSchema, { name: " ", mobile_no: "12", age: "15", occupation: "" }).errors).toEqual({
      name: M.nameRequired,
      mobile_no: M.invalidMobile,
      age: "Please enter a valid age between 16 and 100",
      occupation: M.occupationRequired,
    });
  });

  it("changes a password with the current one, and the spec's length and match messages for the new one", () => {
    expect(validateForm(ChangePasswordSchema, {}).errors).toEqual({
      currentPassword: M.currentPasswordRequired,
      newPassword: M.passwordRequired,
      confirmNewPassword: M.confirmPasswordRequired,
    });
    expect(
      validateForm(ChangePasswordSchema, { currentPassword: "old", newPassword: "abc", confirmNewPassword: "abd" }).errors,
    ).toEqual({
      newPassword: "Password must be at least 6 characters long",
      confirmNewPassword: "Passwords do not match",
    });
    // The current password is whatever it is: only required.
    expect(
      validateForm(ChangePasswordSchema, { currentPassword: "x", newPassword: " spaced ", confirmNewPassword: " spaced " }).data,
    ).toEqual({
      currentPassword: "x",
      newPassword: " spaced ",
      confirmNewPassword: " spaced ",
    });
  });

  it("changes the e-mail to a valid, lower-cased address, with the password", () => {
    expect(validateForm(ChangeEmailSchema, { newEmail: " New@Example.COM ", emailPassword: "pw" }).data).toEqual({
      newEmail: "new@example.com",
      emailPassword: "pw",
    });
    expect(validateForm(ChangeEmailSchema, { newEmail: "new@", emailPassword: "" }).errors).toEqual({
      newEmail: M.invalidEmail,
      emailPassword: M.currentPasswordRequired,
    });
  });

  it("deletes only with the password and DELETE typed out", () => {
    expect(validateForm(DeleteAccountSchema, { deletePassword: "pw", deleteConfirmation: " DELETE " }).errors).toEqual({});
    for (const typed of ["", "delete", "DELET", "DELETE ME"]) {
      expect(validateForm(DeleteAccountSchema, { deletePassword: "pw", deleteConfirmation: typed }).errors, typed).toEqual({
        deleteConfirmation: "Please type DELETE to confirm",
      });
    }
    expect(validateForm(DeleteAccountSchema, { deleteConfirmation: "DELETE" }).errors).toEqual({
      deletePassword: M.currentPasswordRequired,
    });
  });
});

describe("messages of spec 1 §8, word for word", () => {
  it("keeps the spec's texts", () => {
    expect(M).toMatchObject({
      passwordsDoNotMatch: "Passwords do not match",
      passwordTooShort: "Password must be at least 6 characters long",
      invalidAge: "Please enter a valid age between 16 and 100",
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
      tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
      tooManySignIns: "Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.",
    });
  });
});
