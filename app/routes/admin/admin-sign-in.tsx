import { data, redirect } from "react-router";
import { adminReturnPath, readAdminCredentials } from "~/domain/admin/admin-gate";
import { optionalAdmin } from "~/server/admin/admin-access.server";
import { signInAdmin } from "~/server/admin/sign-in-admin.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import type { Route } from "./+types/admin-sign-in";

// Where the admin gate posts (spec 3 §2.2). Visited by address, it shows the gate (or the first screen).

export async function loader({ request }: Route.LoaderArgs) {
  if (await optionalAdmin(request)) throw redirect("/admin/sessions");
  return { gate: true as const };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const credentials = readAdminCredentials({ username: form.get("username"), password: form.get("password") });
  const result = await signInAdmin({ credentials, request });
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  return redirect(adminReturnPath(form.get("redirectTo")), { headers: result.headers });
}

export function meta() {
  return [{ title: "Admin Access Required" }, { name: "robots", content: "noindex" }];
}

// The layout draws the gate; this screen has nothing of its own.
export default function AdminSignIn() {
  return null;
}
