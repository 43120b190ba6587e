import { describe, expect, it } from "vitest";
import { IMAGE_LINK_HTTPS_MESSAGE } from "~/platform/web-link";
import {
  firstOwnerApplicationError,
  OWNER_CONSENT_TEXT,
  missingFieldMessage,
  OWNER_APPLICATION_REQUIRED_FIELDS,
  OWNER_MESSAGES,
  OwnerApplicationSchema,
  ownerSubmitFailedMessage,
  parseSpotFilters,
  ratingBadge,
  spotDisplayName,
  typeEmoji,
  TYPES_OF_PLACE,
} from "./ai-spots";

const application = {
  Name: "Chai & Code",
  Type_of_Place: "Cafes",
  Address: "12 MG Road",
  Country: "India",
  State: "Karnataka",
  City: "Bengaluru",
  Pin_Zip: "560001",
  Telephone: "080 1234 5678",
  AISpot_Email: "Hello@ChaiCode.example",
  Owner_Manager_Name: "Ravi Kumar",
  Mobile: "9876543210",
  Email: "Ravi@Example.com",
  Price: "₹400 for a table of 2",
  Map_Link: "",
  Image_URL: "",
  Consent: "on",
};

describe("the owner application (spec 3 §5)", () => {
  it("words the missing-field message with the first underscore as a space", () => {
    expect(OWNER_APPLICATION_REQUIRED_FIELDS.map(missingFieldMessage)).toEqual([
      "Please fill in the Name field",
      "Please fill in the Type of_Place field",
      "Please fill in the Address field",
      "Please fill in the Country field",
      "Please fill in the State field",
      "Please fill in the City field",
      "Please fill in the Pin Zip field",
      "Please fill in the Telephone field",
      "Please fill in the AISpot Email field",
      "Please fill in the Owner Manager_Name field",
      "Please fill in the Mobile field",
      "Please fill in the Email field",
      "Please fill in the Price field",
    ]);
  });

  it.each(OWNER_APPLICATION_REQUIRED_FIELDS)("asks for %s", (field) => {
    expect(firstOwnerApplicationError({ ...application, [field]: "  " })).toBe(missingFieldMessage(field));
  });

  it("names the first missing field in the form's order", () => {
    expect(firstOwnerApplicationError({ ...application, City: "", Address: "" })).toBe("Please fill in the Address field");
  });

  it("refuses a type or country outside the lists as missing", () => {
    expect(firstOwnerApplicationError({ ...application, Type_of_Place: "Casino" })).toBe(
      "Please fill in the Type of_Place field",
    );
    expect(firstOwnerApplicationError({ ...application, Country: "Atlantis" })).toBe("Please fill in the Country field");
  });

  it("needs the consent box ticked", () => {
    expect(firstOwnerApplicationError({ ...application, Consent: undefined })).toBe("Please agree to the terms and conditions");
  });

  it("stores empty optional links as null, lower-cases e-mails, and is consenting", () => {
    expect(OwnerApplicationSchema.parse(application)).toMatchObject({
      name: "Chai & Code",
      typeOfPlace: "Cafes",
      aispotEmail: "hello@chaicode.example",
      email: "ravi@example.com",
      mapLink: null,
      imageUrl: null,
      consent: true,
    });
    expect(
      OwnerApplicationSchema.parse({
        ...application,
        Map_Link: "https://maps.google.com/?q=Chai",
        Image_URL: "https://img.example/a.jpg",
      }),
    ).toMatchObject({ mapLink: "https://maps.google.com/?q=Chai", imageUrl: "https://img.example/a.jpg" });
  });

  it("refuses links that are not web addresses, e-mails without a domain and overlong text", () => {
    expect(firstOwnerApplicationError({ ...application, Map_Link: "javascript:alert(1)" })).toBe(OWNER_MESSAGES.invalidUrl);
    expect(firstOwnerApplicationError({ ...application, Image_URL: "not a url" })).toBe(OWNER_MESSAGES.invalidUrl);
    expect(firstOwnerApplicationError({ ...application, Email: "ravi@" })).toBe(OWNER_MESSAGES.invalidEmail);
    expect(firstOwnerApplicationError({ ...application, Address: "x".repeat(301) })).toBe(OWNER_MESSAGES.tooLong);
  });

  // spec 3 §5 "Email inputs use email type": what such an input takes is taken here too.
  it("takes the e-mails an email-typed input takes", () => {
    expect(firstOwnerApplicationError({ ...application, Email: "ravi.k+spots@cafe.example.in" })).toBeNull();
    expect(firstOwnerApplicationError({ ...application, AISpot_Email: "o'neil@cafe" })).toBeNull();
    expect(firstOwnerApplicationError({ ...application, AISpot_Email: "hello@cafe example.in" })).toBe(
      OWNER_MESSAGES.invalidEmail,
    );
  });

  it("takes a photo link on https only, saying so, since the page cannot show pictures from http (its security policy)", () => {
    expect(firstOwnerApplicationError({ ...application, Image_URL: "http://img.example/a.jpg" })).toBe(IMAGE_LINK_HTTPS_MESSAGE);
    expect(firstOwnerApplicationError({ ...application, Image_URL: "https://img.example/a.jpg" })).toBeNull();
    // A map link only opens in a new tab: http is fine there.
    expect(firstOwnerApplicationError({ ...application, Map_Link: "http://maps.example/?q=Chai" })).toBeNull();
  });

  it("has the spec's messages", () => {
    expect(OWNER_MESSAGES.success).toBe(
      "Thank you! Your AI Spot application has been received. Our team will review it shortly.",
    );
    expect(OWNER_MESSAGES.unexpected).toBe("An unexpected error occurred. Please try again.");
    expect(ownerSubmitFailedMessage("duplicate key")).toBe("Failed to submit application: duplicate key");
  });
});

describe("spot cards and filters", () => {
  it("has an emoji for every listed type and a pin for the rest", () => {
    for (const type of TYPES_OF_PLACE.filter((type) => type !== "Others")) expect(typeEmoji(type)).not.toBe("📍");
    expect(typeEmoji("Others")).toBe("📍");
    expect(typeEmoji("Spaceport")).toBe("📍");
  });

  it("falls back to 'AI Spot - {city}' without a name", () => {
    expect(spotDisplayName({ name: "", city: "Pune" })).toBe("AI Spot - Pune");
    expect(spotDisplayName({ name: "Brew", city: "Pune" })).toBe("Brew");
  });

  it("shows ratings above 0 with one decimal", () => {
    expect(ratingBadge("4.5")).toBe("4.5");
    expect(ratingBadge(4)).toBe("4.0");
    expect(ratingBadge("0.0")).toBeNull();
    expect(ratingBadge(null)).toBeNull();
  });

  it("reads filters from the URL, keeping only listed countries and types", () => {
    expect(parseSpotFilters(new URLSearchParams("country=India&state=%20karna%20&city=Beng&type=Cafes"))).toEqual({
      country: "India",
      state: "karna",
      city: "Beng",
      type: "Cafes",
    });
    expect(parseSpotFilters(new URLSearchParams("country=india&type=cafes"))).toEqual({
      country: "",
      state: "",
      city: "",
      type: "",
    });
  });
});

describe("the owner's consent (spec 3 §2.11: the detail shows the contact person's name, mobile and e-mail)", () => {
  it("tells the owner that the contact person's name, mobile and e-mail are shown to visitors", () => {
    expect(OWNER_CONSENT_TEXT).toMatch(/^I agree to the terms and conditions/);
    expect(OWNER_CONSENT_TEXT).toMatch(/contact person's name, mobile number and e-mail/);
    expect(OWNER_CONSENT_TEXT).toMatch(/shown to visitors/);
  });
});
