// Quiz submissions and AI Spots as the tests write them.
import type { aispotMaster, quizResponses } from "~/platform/db/schema";

export function quizRow(
  overrides: Partial<typeof quizResponses.$inferInsert> & { email: string },
): typeof quizResponses.$inferInsert {
  return {
    name: "Test Visitor",
    mobile: "9876543210",
    age: 30,
    occupation: "Engineer",
    q1: "a",
    q2: "a",
    q3: "a",
    q4: "a",
    q5: "a",
    q6: "a",
    q7: "a",
    q8: "a",
    score: 12,
    readinessLevel: "Beginner / Tool-User",
    ...overrides,
  };
}

export function spotRow(name: string, typeOfPlace: string, city: string, state: string): typeof aispotMaster.$inferInsert {
  return {
    name,
    typeOfPlace,
    address: "x",
    country: "India",
    state,
    city,
    pinZip: "1",
    telephone: "1",
    aispotEmail: "a@b.c",
    ownerManagerName: "o",
    mobile: "1",
    email: "o@b.c",
    price: "1",
    consent: true,
    isApproved: true,
  };
}

/** A spot as the public directory lists it: an approved cafe in Bengaluru unless overridden. */
export function listedSpot(overrides: Partial<typeof aispotMaster.$inferInsert> = {}): typeof aispotMaster.$inferInsert {
  return {
    name: "Test Cafe",
    typeOfPlace: "Cafes",
    address: "1 Test Street",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    pinZip: "560001",
    telephone: "080 0000 0000",
    aispotEmail: "venue@example.com",
    ownerManagerName: "Owner",
    mobile: "9800000000",
    email: "owner@example.com",
    price: "₹500 for 2",
    consent: true,
    isApproved: true,
    ...overrides,
  };
}
