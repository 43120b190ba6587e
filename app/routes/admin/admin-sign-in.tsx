import { data, redirect } from "react-router";
import { adminReturnPath, readAdminCredentials } from "~/domain/admin/admin-gate";
import { optionalAdmin } from "~/server/admin/admin-access.server";
import { signInAdmin } from "~/server/admin/sign-in-admin.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import type { Route } from "./+types/admin-sign-in";
import { AdminGate, type AdminGateAnswer } from "./ui/admin-gate";

// Where the admin gate posts (spec 3 §2.2). Visited by address, it shows the gate (or the first screen);
// after a failed post without JavaScript, the gate again with the answer.

export async function loader({ request }: Route.LoaderArgs) {
  if (await optionalAdmin(request)) throw redirect("/admin/sessions");
  return { gate: true as const };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const credentials = readAdminCredentials({ username: form.get("username"), password: form.get("password") });
  const result = await signInAdmin({ credentials, request });
  const redirectTo = adminReturnPath(form.get("redirectTo"));
  if (!result.ok) return data<AdminGateAnswer>({ message: result.message, redirectTo }, { status: result.status });
  return redirect(redirectTo, { headers: result.headers });
}

export function meta() {
  return [{ title: "Admin Access Required" }, { name: "robots", content: "noindex" }];
}

export default function AdminSignIn({ actionData }: Route.ComponentProps) {
  return <AdminGate failed={actionData} />;
}
