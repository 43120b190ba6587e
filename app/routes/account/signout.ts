import { redirect } from "react-router";
import { signOut } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import type { Route } from "./+types/signout";

// POST only: the header's Sign Out button. Ends the session in the database (and with it any admin access).
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return redirect("/", { headers: await signOut(request) });
}

// A visit by address signs nobody out; it just goes home.
export function loader() {
  return redirect("/");
}
