import { data, redirect } from "react-router";
import { adminReturnPath, readAdminCredentials } from "~/staff";
import {
  carriesTwoFactorChallenge,
  endedChallenge,
  optionalStaff,
  signInAdmin,
  verifyTwoFactorSignIn,
} from "~/staff/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import type { Route } from "./+types/admin-sign-in";
import { AdminGate, type AdminGateAnswer } from "~/staff/ui";

// Where the admin gate posts (spec 3 §2.2). Visited by address, it shows the gate (or the first screen);
// after a failed post without JavaScript, the gate again with the answer. With a pending two-factor sign-in
// (docs/decisions/0046-admin-two-factor.md) it asks for the code: `?code=backup` for a backup code.

export async function loader({ request }: Route.LoaderArgs) {
  // Sessions is the one screen every staff role opens.
  if (await optionalStaff(request)) throw redirect("/admin/sessions");
  if (!carriesTwoFactorChallenge(request)) return { gate: true as const };
  const params = new URL(request.url).searchParams;
  const pending = { redirectTo: adminReturnPath(params.get("redirectTo")), backup: params.get("code") === "backup" };
  return { gate: true as const, pending };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const redirectTo = adminReturnPath(form.get("redirectTo"));
  const step = form.get("step");
  if (step === "start-over") {
    return data<AdminGateAnswer>({ message: null, redirectTo, step: "password" }, { headers: endedChallenge() });
  }
  if (step === "code") {
    const result = await verifyTwoFactorSignIn({ code: form.get("code"), request });
    if (result.ok) return redirect(redirectTo, { headers: result.headers });
    const answer: AdminGateAnswer = { message: result.message, redirectTo, step: result.expired ? "password" : "code" };
    return data(answer, { status: result.status, headers: result.headers });
  }
  const credentials = readAdminCredentials({ username: form.get("username"), password: form.get("password") });
  const result = await signInAdmin({ credentials, request });
  if (!result.ok) return data<AdminGateAnswer>({ message: result.message, redirectTo }, { status: result.status });
  if (result.twoFactorPending) {
    return data<AdminGateAnswer>({ message: null, redirectTo, step: "code" }, { headers: result.headers });
  }
  return redirect(redirectTo, { headers: result.headers });
}

export function meta() {
  return [{ title: "Admin Access Required" }, { name: "robots", content: "noindex" }];
}

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminGate failed={actionData} pending={"pending" in loaderData ? loaderData.pending : undefined} />;
}
