import { describe, expect, it } from "vitest";
import {
  ADMIN_ACCOUNTS_TEXT,
  checkAcceptance,
  checkInviteEmail,
  INVITATION_TEXT,
  invitationExpiry,
  invitationState,
  removalRefusal,
} from "./admin-accounts";

const now = new Date("2026-03-01T10:00:00Z");

describe("an invitation's state", () => {
  it("is valid until it expires, then expired; used once accepted; unknown when there is none", () => {
    const expiresAt = invitationExpiry(now);
    expect(expiresAt.toISOString()).toBe("2026-03-02T10:00:00.000Z");
    expect(invitationState({ expiresAt, acceptedAt: null }, now)).toBe("valid");
    expect(invitationState({ expiresAt, acceptedAt: null }, expiresAt)).toBe("expired");
    expect(invitationState({ expiresAt, acceptedAt: now }, now)).toBe("used");
    expect(invitationState(null, now)).toBe("unknown");
  });
});

describe("the invite form", () => {
  it("takes one e-mail address, lower-cased, and refuses anything else", () => {
    expect(checkInviteEmail("  New.Admin@Example.COM ")).toEqual({ ok: true, value: "new.admin@example.com" });
    for (const bad of ["", "not-an-email", "a@b", undefined, "a b@example.com"])
      expect(checkInviteEmail(bad)).toEqual({ ok: false, message: ADMIN_ACCOUNTS_TEXT.invalidEmail });
  });
});

describe("the accept form", () => {
  const form = { name: "Asha Rao", password: "long-enough", confirmPassword: "long-enough" };
  it("asks a new account for a name and a password of 8 or more characters, typed twice", () => {
    expect(checkAcceptance(form, false)).toEqual({ ok: true, value: { name: "Asha Rao", password: "long-enough" } });
    expect(checkAcceptance({ ...form, name: " " }, false)).toEqual({ ok: false, message: INVITATION_TEXT.nameRequired });
    expect(checkAcceptance({ ...form, password: "short", confirmPassword: "short" }, false)).toEqual({
      ok: false,
      message: INVITATION_TEXT.passwordTooShort,
    });
    expect(checkAcceptance({ ...form, confirmPassword: "different" }, false)).toEqual({
      ok: false,
      message: INVITATION_TEXT.passwordsDiffer,
    });
  });

  it("asks an existing account only for its password", () => {
    expect(checkAcceptance({ password: "whatever" }, true)).toEqual({ ok: true, value: { name: "", password: "whatever" } });
    expect(checkAcceptance({}, true)).toEqual({ ok: false, message: INVITATION_TEXT.wrongPassword });
  });
});

describe("removing an admin", () => {
  it("is refused for yourself, for the last admin and for an account that is not an admin", () => {
    expect(removalRefusal({ actorId: "a", targetId: "a", adminIds: ["a", "b"] })).toBe("yourself");
    expect(removalRefusal({ actorId: "x", targetId: "b", adminIds: ["b"] })).toBe("last-admin");
    expect(removalRefusal({ actorId: "a", targetId: "c", adminIds: ["a", "b"] })).toBe("not-admin");
    expect(removalRefusal({ actorId: "a", targetId: "b", adminIds: ["a", "b"] })).toBeNull();
  });
});
