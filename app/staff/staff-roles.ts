// Who works on the site and what each may open (docs/decisions/0104-staff-roles.md).

export const STAFF_ROLES = ["admin", "instructor", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: string | null | undefined): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  instructor: "Instructor",
  support: "Support",
};
