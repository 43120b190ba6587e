import { describe, expect, it } from "vitest";
import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import {
  APPLICATION_MESSAGES as M,
  applicationDatabaseErrorMessage,
  applicationProgress,
  applicationUnexpectedErrorMessage,
  applicationValuesFromForm,
  CertificateApplicationSchema,
  firstApplicationError,
  INTEREST_AREAS,
  isValidApplicationMobile,
  TIMELINES,
} from "./certificate-application";

const noWebinar = {
  needs_certificate: "For my own learning",
  name: " Priya Sharma ",
  email: "Priya@Example.com",
  mobile: "+91 98765 43210",
  age: "",
  occupation: "Analyst",
  organization: "",
  city: "Pune",
  interest_areas: ["AI Tools for Productivity", "AI for Business Strategy"],
  timeline: "Within 3-6 months",
  webinar_attended: "no",
  positiveFeedback: "Typed before changing my mind",
  negativeFeedback: "",
  rating: "4",
  recommend: "yes",
  permissionPublishFeedback: "yes",
  ref1Name: "Arjun",
  ref1Mobile: "9812345678",
  ref2Name: "Meera",
  ref2Mobile: "(022) 2345-6789",
};
const withWebinar = { ...noWebinar, webinar_attended: "yes", positiveFeedback: "Clear examples", negativeFeedback: "Longer Q&A" };

describe("certificate application rules (spec 3 §5)", () => {
  it("stores feedback null, rating 0, recommend and permission false without a webinar", () => {
    expect(CertificateApplicationSchema.parse(noWebinar)).toEqual({
      needsCertificate: "For my own learning",
      name: "Priya Sharma",
      email: "priya@example.com",
      mobile: "+91 98765 43210",
      age: null,
      occupation: "Analyst",
      organization: null,
      city: "Pune",
      interestAreas: ["AI Tools for Productivity", "AI for Business Strategy"],
      timeline: "Within 3-6 months",
      webinarAttended: false,
      positiveFeedback: null,
      negativeFeedback: null,
      rating: 0,
      recommend: false,
      permissionPublishFeedback: false,
      ref1Name: "Arjun",
      ref1Mobile: "9812345678",
      ref2Name: "Meera",
      ref2Mobile: "(022) 2345-6789",
    });
  });

  it("keeps the feedback of someone who attended the webinar", () => {
    expect(
      CertificateApplicationSchema.parse({ ...withWebinar, recommend: "no", permissionPublishFeedback: "no", age: "42" }),
    ).toMatchObject({
      age: 42,
      webinarAttended: true,
      positiveFeedback: "Clear examples",
      negativeFeedback: "Longer Q&A",
      rating: 4,
      recommend: false,
      permissionPublishFeedback: false,
    });
  });

  it.each(["name", "email", "mobile", "occupation"])("asks for the required field %s", (field) => {
    expect(firstApplicationError({ ...noWebinar, [field]: "  " })).toBe("Please fill in all required fields marked with *");
  });

  it.each([
    ["an invalid e-mail", { email: "priya@example" }, "Please enter a valid email address"],
    ["a short mobile", { mobile: "98765" }, "Please enter a valid mobile number (10-15 digits)"],
    ["a mobile with letters", { mobile: "98765abcde" }, "Please enter a valid mobile number (10-15 digits)"],
    ["a long mobile", { mobile: "+91 98765 43210 123" }, "Please enter a valid mobile number (10-15 digits)"],
    ["a young age", { age: "15" }, "Please enter a valid age between 16 and 100"],
    ["an old age", { age: "101" }, "Please enter a valid age between 16 and 100"],
    ["a non-number age", { age: "twenty" }, "Please enter a valid age between 16 and 100"],
    ["no interest area", { interest_areas: [] }, "Please select at least one interest area"],
    ["an unknown interest area", { interest_areas: ["Crypto"] }, "Please select at least one interest area"],
    ["no timeline", { timeline: "" }, "Please select a timeline"],
    ["an unknown timeline", { timeline: "Next year" }, "Please select a timeline"],
    ["a missing reference name", { ref2Name: "" }, "Please provide both references with names and mobile numbers"],
    ["a missing reference mobile", { ref1Mobile: "" }, "Please provide both references with names and mobile numbers"],
    ["an invalid reference mobile", { ref2Mobile: "12345" }, "Please enter valid mobile numbers for both references"],
    ["a text too long", { city: "x".repeat(101) }, M.tooLong],
  ])("refuses %s", (_case, change, message) => {
    expect(firstApplicationError({ ...noWebinar, ...change })).toBe(message);
  });

  it.each([
    ["no rating", { rating: "0" }, "Please provide a rating"],
    ["a rating above 5", { rating: "6" }, "Please provide a rating"],
    ["no recommendation", { recommend: "" }, "Please indicate if you would recommend this to others"],
    ["no publishing permission", { permissionPublishFeedback: "maybe" }, "Please indicate permission to publish feedback"],
  ])("after a webinar, refuses %s", (_case, change, message) => {
    expect(firstApplicationError({ ...withWebinar, ...change })).toBe(message);
    // Without a webinar the same gaps do not matter.
    expect(firstApplicationError({ ...noWebinar, ...change })).toBeNull();
  });

  it("shows the messages in the spec's order", () => {
    expect(firstApplicationError({ ...withWebinar, name: "", email: "bad", interest_areas: [], rating: "" })).toBe(M.required);
    expect(firstApplicationError({ ...withWebinar, email: "bad", mobile: "1", timeline: "" })).toBe(M.invalidEmail);
    expect(firstApplicationError({ ...withWebinar, timeline: "", rating: "" })).toBe(M.timeline);
    expect(firstApplicationError({ ...withWebinar, rating: "", ref1Name: "" })).toBe(M.rating);
  });

  it("checks mobiles with spaces removed, as the spec says", () => {
    expect(isValidApplicationMobile("98 76 54 32 10")).toBe(true);
    expect(isValidApplicationMobile("+1 (416) 555-0199")).toBe(true);
    expect(isValidApplicationMobile("123456789")).toBe(false);
    expect(isValidApplicationMobile("1234567890123456")).toBe(false);
  });

  it("reads the interest areas of a submitted form as a list", () => {
    const form = new FormData();
    form.append("name", "Priya");
    form.append("interest_areas", INTEREST_AREAS[0]);
    form.append("interest_areas", INTEREST_AREAS[4]);
    expect(applicationValuesFromForm(form)).toEqual({ name: "Priya", interest_areas: [INTEREST_AREAS[0], INTEREST_AREAS[4]] });
  });

  it("has the spec's lists, declaration and failure wording", () => {
    expect(INTEREST_AREAS).toHaveLength(5);
    expect(TIMELINES).toEqual(["Immediately (next 1 month)", "Within 3-6 months", "Exploring, not sure yet"]);
    expect(DECLARATION_TEXT).toMatch(/true.*consent.*events, news, courses and offers/is);
    expect(applicationDatabaseErrorMessage("x")).toBe("Database error: x. Please try again or contact support.");
    expect(applicationUnexpectedErrorMessage("y")).toBe("Unexpected error: y. Please try again or contact support.");
  });
});

describe("progress through the sections", () => {
  it("counts nothing done on an empty form, and five sections without a webinar", () => {
    expect(applicationProgress({})).toMatchObject({ completed: 0, total: 5 });
  });

  it("adds the feedback section once a webinar was attended", () => {
    const progress = applicationProgress(withWebinar);
    expect(progress.sections.map((section) => section.title)).toEqual([
      "Certificate Need",
      "Personal Information",
      "Interest & Timeline",
      "Webinar Experience",
      "Feedback & Rating",
      "Required References",
    ]);
    expect(progress).toMatchObject({ completed: 6, total: 6 });
    expect(applicationProgress({ ...withWebinar, rating: "" })).toMatchObject({ completed: 5, total: 6 });
  });

  it("counts a section only when its answers are valid", () => {
    expect(applicationProgress({ ...noWebinar, mobile: "123" }).sections[1]!.complete).toBe(false);
    expect(applicationProgress(noWebinar)).toMatchObject({ completed: 5, total: 5 });
  });
});
