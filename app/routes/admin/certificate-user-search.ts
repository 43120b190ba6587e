import { ADMIN_CACHE_HEADERS, requireStaff } from "~/staff/index.server";
import { searchUsers, type UserSuggestion } from "~/certificates/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/certificate-user-search";

export interface UserSearchAnswer {
  users: UserSuggestion[];
}

/** The certificate form's user search (spec 3 §2.6): admin data, so 403 for anyone else. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "certificates");
  const users = await searchUsers(await db(), new URL(request.url).searchParams.get("q") ?? "");
  return Response.json({ users } satisfies UserSearchAnswer, { headers: ADMIN_CACHE_HEADERS });
}
