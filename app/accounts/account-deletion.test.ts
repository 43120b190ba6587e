import { describe, expect, it } from "vitest";
import { anonymisedIdentity } from "./account-deletion";

describe("the details that replace a deleted account's on the payments kept", () => {
  it("names nobody, reaches no inbox, and stays one per account", () => {
    expect(anonymisedIdentity("Ab12Cd34")).toEqual({
      name: "Deleted user",
      email: "deleted-ab12cd34@deleted.invalid",
      mobile: "",
    });
    expect(anonymisedIdentity("one")).not.toEqual(anonymisedIdentity("two"));
  });

  it("keeps only what an e-mail address may hold", () => {
    expect(anonymisedIdentity("a b<c>@d_e").email).toBe("deleted-abcde@deleted.invalid");
  });
});
