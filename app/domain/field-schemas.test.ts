import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OWNER_MESSAGES } from "./ai-spots";
import { APPLICATION_MESSAGES } from "./certificate-application";
import { CONTACT_MESSAGES } from "./contact";
import {
  checkForm,
  FIELD_MESSAGES,
  isAge,
  isEmailAddress,
  isMobileNumber,
  requiredAge,
  requiredEmail,
  requiredText,
} from "./field-schemas";
import { QUIZ_MESSAGES } from "./quiz";

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
      invalidMobile: "Please enter a valid mobile number (10-15 digits)",
      tooLong: "Please shorten your message",
    });
  });

  it("of the quiz (spec 3 §9 'Quiz')", () => {
    expect(QUIZ_MESSAGES).toEqual({
      selectAnswer: "Please select an answer before proceeding",
      required: "Please fill in all required fields",
      invalidAge: "Please enter a valid age between 16 and 100",
      invalidEmail: "Please enter a valid email address",
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
    expect(isMobileNumber("+91 (98765) 43210")).toBe(true);
    expect(isMobileNumber("12345")).toBe(false);
    expect(isMobileNumber("98765x43210")).toBe(false);
    expect(["16", "100"].every(isAge)).toBe(true);
    expect(["15", "101", "20.5", "-20", "0030"].some(isAge)).toBe(false);
  });

  it("builds a form whose first message is the required-fields one", () => {
    const Schema = z.object({ name: requiredText(5), email: requiredEmail(), age: requiredAge() });
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
});
