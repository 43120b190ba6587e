import { describe, expect, it } from "vitest";
import { CONTACT_PURPOSES, ContactSchema, firstContactError, initialPurpose, purposeLabel } from "./contact";

const valid = {
  name: " Asha Rao ",
  email: " Asha@Example.COM ",
  mobile: "+91 98765 43210",
  purpose: "free_session",
  additional_details: "",
};

describe("contact form rules", () => {
  it("lists the eight purposes of the spec with their labels", () => {
    expect(CONTACT_PURPOSES).toHaveLength(8);
    expect(purposeLabel("request_referral_commission")).toBe("Request for referral commission payout");
    expect(purposeLabel("join_vive_coding")).toBe("Join Vive Coding Course");
  });

  it("trims, lower-cases the e-mail and stores empty details as null", () => {
    const parsed = ContactSchema.parse(valid);
    expect(parsed).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      mobile: "+91 98765 43210",
      purpose: "free_session",
      additional_details: null,
    });
  });

  it.each(["name", "email", "mobile", "purpose"])("asks for all required fields when %s is missing", (field) => {
    expect(firstContactError({ ...valid, [field]: "  " })).toBe("Please fill in all required fields");
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstContactError(rest)).toBe("Please fill in all required fields");
  });

  it("rejects an unknown purpose, and an e-mail that an email-typed input would not take", () => {
    expect(firstContactError({ ...valid, purpose: "hack" })).toBe("Please fill in all required fields");
    expect(firstContactError({ ...valid, email: "not-an-email" })).toBe("Please enter a valid email address");
    expect(firstContactError({ ...valid, email: "asha@" })).toBe("Please enter a valid email address");
  });

  // spec 2 §5: the mobile input is tel-typed and required, with no format of its own.
  it.each(["98765 43210", "12345", "080-2345678", "+44 (0)20 7946 0958", "98765 43210 (WhatsApp)", "9876.543.210"])(
    "takes the mobile %s as typed",
    (mobile) => {
      expect(firstContactError({ ...valid, mobile })).toBeNull();
      expect(ContactSchema.parse({ ...valid, mobile }).mobile).toBe(mobile);
    },
  );

  it("takes an e-mail an email-typed input takes, stricter checkers aside", () => {
    expect(ContactSchema.parse({ ...valid, email: "A!B@Example.c" }).email).toBe("a!b@example.c");
    expect(firstContactError({ ...valid, email: "ops@localhost" })).toBeNull();
  });

  it("limits the length of every text field", () => {
    expect(firstContactError({ ...valid, additional_details: "x".repeat(2001) })).toBe("Please shorten your message");
    expect(firstContactError({ ...valid, name: "x".repeat(101) })).toBe("Please shorten your message");
    expect(firstContactError({ ...valid, mobile: "9".repeat(31) })).toBe("Please shorten your message");
  });

  it("preselects the referral payout only for ?referral=claim", () => {
    expect(initialPurpose(new URLSearchParams("referral=claim"))).toBe("request_referral_commission");
    expect(initialPurpose(new URLSearchParams("referral=other"))).toBe("");
    expect(initialPurpose(new URLSearchParams(""))).toBe("");
  });
});
