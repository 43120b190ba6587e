import { describe, expect, it } from "vitest";
import { DASHBOARD_MESSAGES, nameFromEmail } from "./messages";

describe("dashboard messages and the fallback profile", () => {
  it("says the spec's words (spec 1 §8)", () => {
    expect(DASHBOARD_MESSAGES.profileFailed).toBe("Failed to create user profile");
    expect(DASHBOARD_MESSAGES.studentFailed).toBe("Failed to load student information");
    expect(DASHBOARD_MESSAGES.dataFailed).toBe("Failed to load dashboard data");
  });

  it("names a fallback profile after the e-mail prefix", () => {
    expect(nameFromEmail("jane.doe@example.com")).toBe("jane.doe");
  });
});
