import { data } from "react-router";
import { getOptionalUser, type SessionUser } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import { optionalStaff, type StaffUser } from "./staff-access.server";
import { ADMIN_ONLY, type StaffAccess, staffMay, STAFF_TEXT } from "./staff-roles";

/** The signed-in admin, or null for anyone else: admin pages show the gate instead of their data. */
export async function optionalAdmin(request: Request): Promise<SessionUser | null> {
  const user = await getOptionalUser(request);
  return user?.role === "admin" ? user : null;
}

/** A staff member's refusal: 403 with the page's words, never the sign-in gate (they are signed in). */
export function staffForbidden(staff: StaffUser) {
  return data(
    { forbidden: true as const, title: STAFF_TEXT.forbiddenTitle, message: STAFF_TEXT.forbidden(staff.role) },
    { status: 403 },
  );
}

/**
 * A screen's loader: null for anyone who is not staff (the page shows the gate), a 403 thrown for staff whose
 * role may not open it (STAFF_ACCESS), else the staff member.
 */
export async function staffForScreen(request: Request, access: StaffAccess = ADMIN_ONLY): Promise<StaffUser | null> {
  const staff = await optionalStaff(request);
  if (!staff) return null;
  if (!staffMay(staff.role, access)) throw staffForbidden(staff);
  return staff;
}

/** A download or data route: 403 for anyone whose role may not have it. */
export async function requireStaff(request: Request, access: StaffAccess = ADMIN_ONLY): Promise<StaffUser> {
  const staff = await optionalStaff(request);
  if (!staff) throw data({ error: "Admin access required" }, { status: 403 });
  if (!staffMay(staff.role, access)) throw data({ error: STAFF_TEXT.forbiddenAction }, { status: 403 });
  return staff;
}

/** First line of every admin action: a cross-site post, or anyone whose role may not do it, gets 403 and changes nothing. */
export async function requireStaffAction(request: Request, access: StaffAccess = ADMIN_ONLY): Promise<StaffUser> {
  assertSameOrigin(request);
  return requireStaff(request, access);
}

/** The admin-only action check (the default of requireStaffAction). */
export const requireAdminAction = (request: Request) => requireStaffAction(request, ADMIN_ONLY);

/** Admin pages hold personal data: never kept by a shared cache. */
export const ADMIN_CACHE_HEADERS = { "Cache-Control": "private, no-store" };
