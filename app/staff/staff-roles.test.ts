import { describe, expect, it } from "vitest";
import {
  ADMIN_ONLY,
  limitedToOwnBatches,
  readStaffRole,
  STAFF_ACCESS,
  STAFF_ROLES,
  STAFF_TEXT,
  type StaffAccess,
  staffChangeRefusal,
  staffMay,
  staffScreens,
} from "./staff-roles";

const allowed = (access: StaffAccess) => STAFF_ROLES.filter((role) => staffMay(role, access));

describe("the staff access table", () => {
  it("lets an admin open and do everything in it", () => {
    for (const access of Object.keys(STAFF_ACCESS) as StaffAccess[]) expect(staffMay("admin", access), access).toBe(true);
  });

  it("keeps 'admin only' as the default, and lets no one but staff in", () => {
    expect(allowed(ADMIN_ONLY)).toEqual(["admin"]);
    for (const role of ["student", "", null, undefined, "Admin", "superadmin"]) {
      for (const access of Object.keys(STAFF_ACCESS) as StaffAccess[]) expect(staffMay(role, access)).toBe(false);
    }
  });

  it("gives an instructor their batches' sessions, attendance and students, and nothing about money, leads or staff", () => {
    const instructor = (Object.keys(STAFF_ACCESS) as StaffAccess[]).filter((access) => staffMay("instructor", access));
    expect(instructor.sort()).toEqual(
      [
        "batch-attendance.download",
        "classroom",
        "cohorts",
        "own-two-factor",
        "reviews",
        "session-attendance",
        "sessions",
        "sessions.change",
        "students",
      ].sort(),
    );
    for (const access of instructor) {
      if (access !== "own-two-factor") expect(limitedToOwnBatches("instructor", access), access).toBe(true);
    }
    expect(limitedToOwnBatches("admin", "sessions")).toBe(false);
    expect(limitedToOwnBatches("support", "students")).toBe(false);
  });

  it("gives support leads (worked), students, payments and sessions read only; no refunds, payouts, staff or instructors", () => {
    const support = (Object.keys(STAFF_ACCESS) as StaffAccess[]).filter((access) => staffMay("support", access));
    expect(support.sort()).toEqual(
      [
        "collections",
        "collections.download",
        "leads",
        "leads.download",
        "leads.work",
        "own-two-factor",
        "payments",
        "payments.download",
        "sessions",
        "student-details",
        "students",
      ].sort(),
    );
    for (const refused of [
      "payments.refund",
      "referrals.payout",
      "staff.manage",
      "batches.instructors",
      "sessions.change",
      "student-details.change",
      "payments.check-with-provider",
      "collections.change",
    ] as const) {
      expect(staffMay("support", refused), refused).toBe(false);
    }
  });

  it("builds each role's navigation from the table, in its order", () => {
    expect(staffScreens("admin").map((screen) => screen.to)).toEqual([
      "/admin",
      "/admin/sessions",
      "/admin/students",
      "/admin/batches",
      "/admin/classroom",
      "/admin/reviews",
      "/admin/cohorts",
      "/admin/session-links",
      "/admin/certificates",
      "/admin/completion-rules",
      "/admin/library",
      "/admin/ai-spot-management",
      "/admin/ai-spot-analytics",
      "/admin/payments",
      "/admin/collections",
      "/admin/referrals",
      "/admin/leads",
      "/admin/admins",
      "/admin/messages",
      "/admin/audit",
      "/admin/system",
    ]);
    expect(staffScreens("instructor")).toEqual([
      { to: "/admin/sessions", label: "Sessions" },
      { to: "/admin/students", label: "Students" },
      { to: "/admin/classroom", label: "Classroom" },
      { to: "/admin/reviews", label: "Reviews" },
      { to: "/admin/cohorts", label: "Cohorts" },
      { to: "/admin/admins", label: STAFF_TEXT.ownSecurityNav },
    ]);
    expect(staffScreens("support").map((screen) => screen.label)).toEqual([
      "Sessions",
      "Students",
      "Payments",
      "Collections",
      "Leads",
      STAFF_TEXT.ownSecurityNav,
    ]);
  });

  it("reads a posted role, and nothing else", () => {
    expect(readStaffRole("instructor")).toBe("instructor");
    expect(readStaffRole("support")).toBe("support");
    for (const value of ["student", "ADMIN", "", undefined, 3]) expect(readStaffRole(value)).toBeNull();
  });
});

describe("changing or removing a staff member", () => {
  const staff = [
    { id: "a1", role: "admin" },
    { id: "a2", role: "admin" },
    { id: "i1", role: "instructor" },
    { id: "s1", role: "support" },
  ];

  it("never touches yourself, nor someone who is not staff", () => {
    expect(staffChangeRefusal({ actorId: "a1", targetId: "a1", staff, to: "support" })).toBe("yourself");
    expect(staffChangeRefusal({ actorId: "a1", targetId: "student", staff, to: "support" })).toBe("not-staff");
  });

  it("never leaves the site without an admin", () => {
    const oneAdmin = staff.filter((person) => person.id !== "a2");
    expect(staffChangeRefusal({ actorId: "i1", targetId: "a1", staff: oneAdmin, to: "instructor" })).toBe("last-admin");
    expect(staffChangeRefusal({ actorId: "i1", targetId: "a1", staff: oneAdmin, to: null })).toBe("last-admin");
    expect(staffChangeRefusal({ actorId: "i1", targetId: "a1", staff: oneAdmin, to: "admin" })).toBeNull();
    expect(staffChangeRefusal({ actorId: "a1", targetId: "a2", staff, to: "support" })).toBeNull();
  });

  it("moves instructors and support freely", () => {
    expect(staffChangeRefusal({ actorId: "a1", targetId: "i1", staff, to: "support" })).toBeNull();
    expect(staffChangeRefusal({ actorId: "a1", targetId: "s1", staff, to: null })).toBeNull();
  });
});
