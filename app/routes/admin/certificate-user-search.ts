import { ADMIN_CACHE_HEADERS } from "~/server/admin/admin-access.server";
import { requireAdmin } from "~/server/auth/session.server";
import { searchUsers, type UserSuggestion } from "~/server/admin/search-users.server";
import { db } from "~/server/db/database.server";
import type { Route } from "./+types/certificate-user-search";

export interface UserSearchAnswer {
  users: UserSuggestion[];
}

/** The certificate form's user search (spec 3 §2.6): admin data, so 403 for anyone else. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const users = await searchUsers(await db(), new URL(request.url).searchParams.get("q") ?? "");
  return Response.json({ users } satisfies UserSearchAnswer, { headers: ADMIN_CACHE_HEADERS });
}
