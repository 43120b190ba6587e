import { redirect } from "react-router";
import { joinClass } from "~/server/attendance/join-class.server";
import { requireVerifiedUser } from "~/server/auth/session.server";
import { db } from "~/server/db/database.server";
import type { Route } from "./+types/class-join";

// 'Join Your Class' on the dashboard and in the class reminders. Signed out → sign in and come back; an
// unverified account, or a student without an active enrolment and class link → the dashboard, which says why.
// Otherwise the batch's Teams link, with the session on now recorded as attended.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  const outcome = await joinClass(await db(), { user, now: new Date() });
  if (outcome.kind === "no-class-link") throw redirect("/dashboard#join-class");
  return redirect(outcome.teamsMeetingLink, { headers: { "Cache-Control": "private, no-store" } });
}
