import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OWNER_MESSAGES } from "~/ai-spots/ai-spots";
import { APPLICATION_MESSAGES } from "~/leads/certificate-application";
import { CONTACT_MESSAGES } from "~/leads/contact";
import {
  checkForm,
  FIELD_MESSAGES,
  isAge,
  isEmailAddress,
  isEmailInputAddress,
  mobileNumber,
  requiredAge,
  requiredEmail,
  optionalText,
  requiredDate,
  requiredText,
  toE164,
} from "./field-schemas";
import { QUIZ_MESSAGES } from "~/leads/quiz";

describe("the spec's messages, word for word", () => {
  it("shared by the public forms (spec 2 §8, spec 3 §9)", () => {
    expect(FIELD_MESSAGES).toEqual({
      required: "Please fill in all required fields",
      invalidEmail: "Please enter a valid email address",
      invalidMobile: "Please enter a valid mobile number (10-15 digits)",
      invalidAge: "Please enter a valid age between 16 and 100",
      invalidUrl: "Please enter a valid URL",
      tooLong: "Please shorten this entry",
    });
  });

  it("of the contact form (spec 2 §5, §8)", () => {
    expect(CONTACT_MESSAGES).toEqual({
      required: "Please fill in all required fields",
      invalidEmail: "Please enter a valid email address",
      tooLong: "Please shorten your message",
    });
  });

  it("of the quiz (spec 3 §9 'Quiz')", () => {
    expect(QUIZ_MESSAGES).toEqual({
      selectAnswer: "Please select an answer before proceeding",
      required: "Please fill in all required fields",
      invalidAge: "Please enter a valid age between 16 and 100",
      tooLong: "Please shorten this entry",
      incompleteAnswers: "Please answer every question of the quiz",
    });
  });

  it("of the certificate application (spec 3 §9 'Certificate application')", () => {
    expect(APPLICATION_MESSAGES).toEqual({
      required: "Please fill in all required fields marked with *",
      invalidEmail: "Please enter a valid email address",
      invalidMobile: "Please enter a valid mobile number (10-15 digits)",
      invalidAge: "Please enter a valid age between 16 and 100",
      interestArea: "Please select at least one interest area",
      timeline: "Please select a timeline",
      rating: "Please provide a rating",
      recommend: "Please indicate if you would recommend this to others",
      permission: "Please indicate permission to publish feedback",
      references: "Please provide both references with names and mobile numbers",
      referenceMobiles: "Please enter valid mobile numbers for both references",
      tooLong: "Please shorten this entry",
    });
  });

  it("of the AI Spot application (spec 3 §9 'AI Spots')", () => {
    expect(OWNER_MESSAGES).toEqual({
      consent: "Please agree to the terms and conditions",
      invalidUrl: "Please enter a valid URL",
      invalidEmail: "Please enter a valid email address",
      tooLong: "Please shorten this entry",
      success: "Thank you! Your AI Spot application has been received. Our team will review it shortly.",
      unexpected: "An unexpected error occurred. Please try again.",
    });
  });
});

describe("field rules", () => {
  it("reads e-mails, mobiles and ages as the spec describes them", () => {
    expect(isEmailAddress("asha@example.com")).toBe(true);
    expect(isEmailAddress("asha@example")).toBe(false);
    expect(isEmailAddress("asha rao@example.com")).toBe(false);
    expect(["16", "100"].every(isAge)).toBe(true);
    expect(["15", "101", "20.5", "-20", "0030"].some(isAge)).toBe(false);
  });

  // The HTML standard's valid e-mail address: what an email-typed input (spec 2 §5, spec 3 §5) lets through.
  it.each(["asha@example.com", "o'brien+news@mail.example.co.in", "a!b#c@example.com", "admin@localhost", "ravi@münchen.de"])(
    "takes %s as an email-typed input does",
    (address) => expect(isEmailInputAddress(address)).toBe(true),
  );

  it.each(["asha", "asha@", "@example.com", "asha rao@example.com", "asha@example..com", "asha@-example.com", "a@b@c.com"])(
    "refuses %s as an email-typed input does",
    (address) => expect(isEmailInputAddress(address)).toBe(false),
  );

  it("builds a form whose first message is the required-fields one", () => {
    const Schema = z.object({
      name: requiredText(5),
      email: requiredEmail().refine(isEmailAddress, FIELD_MESSAGES.invalidEmail),
      age: requiredAge(),
    });
    expect(checkForm(Schema, { name: " Asha ", email: " Asha@Example.com ", age: "30" })).toEqual({
      ok: true,
      value: { name: "Asha", email: "asha@example.com", age: 30 },
    });
    expect(checkForm(Schema, { name: "", email: "nope", age: "30" })).toEqual({ ok: false, message: FIELD_MESSAGES.required });
    expect(checkForm(Schema, { name: "Asha", email: "nope", age: "12" })).toEqual({
      ok: false,
      message: FIELD_MESSAGES.invalidEmail,
    });
    expect(checkForm(Schema, { name: "Asha Rao", email: "a@b.co", age: "30" })).toEqual({
      ok: false,
      message: FIELD_MESSAGES.tooLong,
    });
  });

  it("words one required text the form's own way, for public and admin forms alike", () => {
    const Schema = z.object({ name: requiredText(5, { required: "Name, please", tooLong: "Shorter, please" }) });
    expect(checkForm(Schema, {}, "Name, please")).toEqual({ ok: false, message: "Name, please" });
    expect(checkForm(Schema, { name: "Asha Rao" })).toEqual({ ok: false, message: "Shorter, please" });
    expect(requiredText().safeParse(" \u0000Asha ").data).toBe("Asha");
    expect(requiredText().safeParse(42).data).toBe("42");
    expect(requiredText(5).safeParse(null).error?.issues[0]?.message).toBe(FIELD_MESSAGES.required);
    expect(optionalText().safeParse("  ").data).toBeNull();
    expect(requiredDate().safeParse("2026-02-30").error?.issues[0]?.message).toBe("Please enter a valid date");
  });
});

describe("mobile numbers in E.164", () => {
  it("reads a number as Indian unless it carries a country code", () => {
    expect(toE164("98450 12376")).toBe("+919845012376");
    expect(toE164("+91 98450-12376")).toBe("+919845012376");
    expect(toE164("09845012376")).toBe("+919845012376");
    expect(toE164("0091 9845012376")).toBe("+919845012376");
    expect(toE164("+1 415 555 2671")).toBe("+14155552671");
    expect(toE164("12345")).toBeNull();
    expect(toE164("")).toBeNull();
  });

  it("stores a valid number in E.164, keeps an older-rule number as typed, and refuses the rest", () => {
    const schema = mobileNumber(20, { required: "required", invalid: "invalid" });
    expect(schema.parse("+91 98450 12376")).toBe("+919845012376");
    expect(schema.parse("  9845012376 ")).toBe("+919845012376");
    expect(schema.parse("1234567")).toBe("1234567"); // passes the 7-15 digit rule, not a valid number
    expect(schema.safeParse("").error?.issues[0]?.message).toBe("required");
    expect(schema.safeParse("98450abc76").error?.issues[0]?.message).toBe("invalid");
    expect(schema.safeParse("123").error?.issues[0]?.message).toBe("invalid");
  });
});
