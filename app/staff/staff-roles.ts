// Who works on the site and what each may open (docs/decisions/0104-staff-roles.md).
// STAFF_ACCESS is the one table: every admin screen, action and download names its entry, and the server checks it.

export const STAFF_ROLES = ["admin", "instructor", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: string | null | undefined): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  instructor: "Instructor",
  support: "Support",
};

const ADMIN: readonly StaffRole[] = ["admin"];
const ADMIN_SUPPORT: readonly StaffRole[] = ["admin", "support"];
const TEACHING: readonly StaffRole[] = ["admin", "instructor"];
const EVERY_STAFF: readonly StaffRole[] = STAFF_ROLES;

interface StaffAccessRule {
  roles: readonly StaffRole[];
  /** An instructor sees only their own batches' rows here (checked against `batch_instructors`). */
  ownBatchesOnly?: true;
  /** Its entry in the admin navigation, in this table's order. */
  nav?: { to: string; label: string; end?: true };
}

/** The one table of who may open each admin screen and do each action; anything not named here is admin only. */
export const STAFF_ACCESS = {
  "admin-only": { roles: ADMIN },
  overview: { roles: ADMIN, nav: { to: "/admin", label: "Overview", end: true } },
  sessions: { roles: EVERY_STAFF, ownBatchesOnly: true, nav: { to: "/admin/sessions", label: "Sessions" } },
  "sessions.change": { roles: TEACHING, ownBatchesOnly: true },
  "session-attendance": { roles: TEACHING, ownBatchesOnly: true },
  "batch-attendance.download": { roles: TEACHING, ownBatchesOnly: true },
  students: { roles: EVERY_STAFF, ownBatchesOnly: true, nav: { to: "/admin/students", label: "Students" } },
  "students.assign-batch": { roles: ADMIN },
  "student-details": { roles: ADMIN_SUPPORT },
  "student-details.change": { roles: ADMIN },
  batches: { roles: ADMIN, nav: { to: "/admin/batches", label: "Batches" } },
  "batches.change": { roles: ADMIN },
  "batches.instructors": { roles: ADMIN },
  classroom: { roles: TEACHING, ownBatchesOnly: true, nav: { to: "/admin/classroom", label: "Classroom" } },
  reviews: { roles: TEACHING, ownBatchesOnly: true, nav: { to: "/admin/reviews", label: "Reviews" } },
  cohorts: { roles: TEACHING, ownBatchesOnly: true, nav: { to: "/admin/cohorts", label: "Cohorts" } },
  "session-links": { roles: ADMIN, nav: { to: "/admin/session-links", label: "Session Links" } },
  certificates: { roles: ADMIN, nav: { to: "/admin/certificates", label: "Certificates" } },
  "completion-rules": { roles: ADMIN, nav: { to: "/admin/completion-rules", label: "Completion Rules" } },
  library: { roles: ADMIN, nav: { to: "/admin/library", label: "Library" } },
  "ai-spots": { roles: ADMIN, nav: { to: "/admin/ai-spot-management", label: "AI Spots" } },
  "ai-spot-analytics": { roles: ADMIN, nav: { to: "/admin/ai-spot-analytics", label: "AI Spot Analytics" } },
  payments: { roles: ADMIN_SUPPORT, nav: { to: "/admin/payments", label: "Payments" } },
  "payments.download": { roles: ADMIN_SUPPORT },
  "payments.check-with-provider": { roles: ADMIN },
  "payments.refund": { roles: ADMIN },
  collections: { roles: ADMIN_SUPPORT, nav: { to: "/admin/collections", label: "Collections" } },
  "collections.download": { roles: ADMIN_SUPPORT },
  "collections.change": { roles: ADMIN },
  referrals: { roles: ADMIN, nav: { to: "/admin/referrals", label: "Referrals" } },
  "referrals.payout": { roles: ADMIN },
  leads: { roles: ADMIN_SUPPORT, nav: { to: "/admin/leads", label: "Leads" } },
  "leads.work": { roles: ADMIN_SUPPORT },
  "leads.download": { roles: ADMIN_SUPPORT },
  staff: { roles: ADMIN, nav: { to: "/admin/admins", label: "Admins" } },
  "staff.manage": { roles: ADMIN },
  /** Each staff member's own two-factor sign-in, on /admin/admins. */
  "own-two-factor": { roles: EVERY_STAFF },
  messages: { roles: ADMIN, nav: { to: "/admin/messages", label: "Messages" } },
  audit: { roles: ADMIN, nav: { to: "/admin/audit", label: "Audit Log" } },
  system: { roles: ADMIN, nav: { to: "/admin/system", label: "System" } },
  "system.retry-message": { roles: ADMIN },
} as const satisfies Record<string, StaffAccessRule>;

export type StaffAccess = keyof typeof STAFF_ACCESS;

/** The default of every admin check: only an admin passes, so nothing opens by accident. */
export const ADMIN_ONLY = "admin-only" satisfies StaffAccess;

/** Whether a role may open this screen or do this action. */
export function staffMay(role: string | null | undefined, access: StaffAccess): boolean {
  return isStaffRole(role) && (STAFF_ACCESS[access].roles as readonly StaffRole[]).includes(role);
}

/** Whether this role sees only the batches it teaches here (an instructor on a per-batch screen). */
export const limitedToOwnBatches = (role: StaffRole, access: StaffAccess) =>
  role === "instructor" && "ownBatchesOnly" in STAFF_ACCESS[access];

export interface StaffScreenLink {
  to: string;
  label: string;
  end?: true;
}

/** The navigation a role sees: the screens it may open, in the table's order; a non-admin's own sign-in security last. */
export function staffScreens(role: StaffRole): StaffScreenLink[] {
  const screens: StaffScreenLink[] = [];
  for (const [access, rule] of Object.entries(STAFF_ACCESS) as [StaffAccess, StaffAccessRule][]) {
    if (rule.nav && staffMay(role, access)) screens.push(rule.nav);
  }
  if (!staffMay(role, "staff")) screens.push({ to: "/admin/admins", label: STAFF_TEXT.ownSecurityNav });
  return screens;
}

export const STAFF_TEXT = {
  forbiddenTitle: "Your role cannot open this page",
  forbidden: (role: StaffRole) => `You are signed in as ${STAFF_ROLE_LABELS[role]}. Ask an admin if you need this page.`,
  forbiddenAction: "Your role cannot do this.",
  notYourBatch: (batchId: string) => `You do not teach batch ${batchId}: choose one of your batches.`,
  headerRole: (role: StaffRole) => STAFF_ROLE_LABELS[role],
  ownSecurityNav: "Sign-in security",
  roleLabel: "Role",
  changeRole: "Change role",
  roleChanged: (email: string, role: StaffRole) => `${email} is now ${STAFF_ROLE_LABELS[role]}.`,
  roleUnchanged: (email: string, role: StaffRole) => `${email} is already ${STAFF_ROLE_LABELS[role]}.`,
  cannotChangeLastAdmin: "You cannot change the role of the last admin: invite another admin first.",
  cannotChangeOwnRole: "You cannot change your own role. Ask another admin to do it.",
  unknownRole: "Please choose a role: Admin, Instructor or Support.",
  alreadyStaff: "This e-mail address already belongs to staff: change their role in the list instead.",
  notStaff: "This account is not staff (any more).",
  acceptedAs: (role: StaffRole) =>
    `You are now on the staff as ${STAFF_ROLE_LABELS[role]}. Sign in with your e-mail address and password.`,
  invitedAs: (role: StaffRole) => ` as ${STAFF_ROLE_LABELS[role]}`,
  existingAccountAs: (role: StaffRole) =>
    `This address already has an account: enter its password to join the staff as ${STAFF_ROLE_LABELS[role]}.`,
  instructorsLabel: "Instructors",
  noInstructors: "No instructor accounts yet: invite one on the Admins page with the role Instructor.",
  unknownInstructor: "One of the chosen instructors is not an instructor account (any more). Reload and choose again.",
  unknownBatch: (batchId: string) => `Batch ${batchId} does not exist.`,
  instructorsOf: (batchId: string) => `Instructors of batch ${batchId}`,
  saveInstructors: "Save instructors",
  instructorsSaved: (batchId: string) => `Instructors of batch ${batchId} saved.`,
} as const;

/** The role chosen on a form, or null when it is not one of the staff roles. */
export function readStaffRole(value: unknown): StaffRole | null {
  return typeof value === "string" && isStaffRole(value) ? value : null;
}

export type StaffChangeRefusal = "yourself" | "last-admin" | "not-staff";

/**
 * Whether `actorId` may move `targetId` to role `to` (null: remove them from the staff), given every staff member now
 * (read under lock): never yourself, never the last admin away from admin.
 */
export function staffChangeRefusal({
  actorId,
  targetId,
  staff,
  to,
}: {
  actorId: string;
  targetId: string;
  staff: readonly { id: string; role: string }[];
  to: StaffRole | null;
}): StaffChangeRefusal | null {
  if (targetId === actorId) return "yourself";
  const member = staff.find((person) => person.id === targetId);
  if (!member || !isStaffRole(member.role)) return "not-staff";
  const admins = staff.filter((person) => person.role === "admin").length;
  if (member.role === "admin" && to !== "admin" && admins <= 1) return "last-admin";
  return null;
}
