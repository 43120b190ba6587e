// Valid applications of the community forms, as the browser sends them: each test changes only what it is about.
import { randomUUID } from "node:crypto";

/** An AI Spot owner's application, from a fresh owner's address. */
export function spotApplication(overrides: Record<string, string> = {}) {
  return {
    Name: "Filter Coffee Club",
    Type_of_Place: "Cafes",
    Address: "45 Church Street",
    Country: "India",
    State: "Karnataka",
    City: "Bengaluru",
    Pin_Zip: "560001",
    Telephone: "080 2222 3333",
    AISpot_Email: "hello@filtercoffee.example",
    Owner_Manager_Name: "Lakshmi",
    Mobile: "9876543210",
    Email: `owner.${randomUUID().slice(0, 8)}@example.com`,
    Price: "₹300 for a table of 2",
    Map_Link: "",
    Image_URL: "",
    Consent: "on",
    ...overrides,
  };
}

type Fields = Record<string, string | string[]>;

/** A free-certificate application by someone who did not attend a webinar, from a fresh applicant's address. */
export function certificateApplication(overrides: Fields = {}): Fields & { email: string } {
  return {
    needs_certificate: "To move into an AI role",
    name: "Farah Khan",
    email: `applicant.${randomUUID().slice(0, 8)}@example.com`,
    mobile: "+91 99887 66554",
    age: "31",
    occupation: "Product Manager",
    organization: "Acme Pharma",
    city: "Hyderabad",
    interest_areas: ["Python + AI Agent Development", "AI for Business Strategy"],
    timeline: "Immediately (next 1 month)",
    webinar_attended: "no",
    positiveFeedback: "",
    negativeFeedback: "",
    ref1Name: "Imran",
    ref1Mobile: "9876512345",
    ref2Name: "Sana",
    ref2Mobile: "+1 (416) 555-0199",
    ...overrides,
  } as Fields & { email: string };
}
