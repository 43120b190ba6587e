import { getOptionalUser, requireAdmin, type SessionUser } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";

/** The signed-in admin, or null for anyone else: admin pages show the gate instead of their data. */
export async function optionalAdmin(request: Request): Promise<SessionUser | null> {
  const user = await getOptionalUser(request);
  return user?.role === "admin" ? user : null;
}

/** First line of every admin action: a cross-site post or a non-admin gets 403 and changes nothing. */
export async function requireAdminAction(request: Request): Promise<SessionUser> {
  assertSameOrigin(request);
  return requireAdmin(request);
}

/** Admin pages hold personal data: never kept by a shared cache. */
export const ADMIN_CACHE_HEADERS = { "Cache-Control": "private, no-store" };
