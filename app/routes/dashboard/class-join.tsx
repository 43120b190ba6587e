import { data, Link, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import { CLASS_JOIN_TEXT } from "~/classes";
import { COLLECTIONS_TEXT } from "~/collections";
import { formatClockTime, formatDisplayDate } from "~/platform";
import { joinClass, loadClassToJoin } from "~/classes/index.server";
import { requireVerifiedUser } from "~/accounts/index.server";
import { appClock, assertSameOrigin, db } from "~/platform/index.server";
import { AccountCard, inlineLinkClass } from "~/accounts/ui";
import { ErrorBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/class-join";
import { JoinClassForm } from "~/classes/ui";

// 'Join Your Class' (docs/decisions/0088-join-class-by-post.md): GET shows the class and records nothing, since a link
// must not mark a student present; the button POSTs, records attendance and answers with the batch's https Teams link.

export function meta() {
  return [{ title: `${CLASS_JOIN_TEXT.title} | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  const classToJoin = await loadClassToJoin(await db(), { user, now: appClock() });
  if (!classToJoin) throw redirect("/dashboard#join-class");
  return classToJoin;
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireVerifiedUser(request);
  const outcome = await joinClass(await db(), { user, now: appClock() });
  if (outcome.kind === "no-class-link") throw redirect("/dashboard#join-class");
  if (outcome.kind === "paused") return data({ error: COLLECTIONS_TEXT.joinPaused }, { status: 403 });
  if (outcome.kind === "unsafe-link") return data({ error: CLASS_JOIN_TEXT.unsafeLink }, { status: 409 });
  return redirect(outcome.teamsMeetingLink, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ClassJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courseName, batchId, meetingId, passcode, session } = loaderData;
  return (
    <AccountCard title={CLASS_JOIN_TEXT.title}>
      <div className="space-y-5">
        {actionData?.error ? <ErrorBanner message={actionData.error} /> : null}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-600">Course</dt>
            <dd className="font-semibold text-gray-900">{courseName}</dd>
          </div>
          <div>
            <dt className="text-gray-600">Batch</dt>
            <dd className="font-semibold text-gray-900">{batchId}</dd>
          </div>
          {session ? (
            <div className="sm:col-span-2">
              <dt className="text-gray-600">{session.onNow ? CLASS_JOIN_TEXT.onNow : CLASS_JOIN_TEXT.next}</dt>
              <dd className="font-semibold text-gray-900">
                {session.title ? `${session.title}, ` : ""}
                {formatDisplayDate(session.sessionDate)}, {formatClockTime(session.sessionStartTime)} IST
              </dd>
            </div>
          ) : null}
          {meetingId ? (
            <div>
              <dt className="text-gray-600">Meeting ID</dt>
              <dd className="font-mono font-semibold text-gray-900">{meetingId}</dd>
            </div>
          ) : null}
          {passcode ? (
            <div>
              <dt className="text-gray-600">Passcode</dt>
              <dd className="font-mono font-semibold text-gray-900">{passcode}</dd>
            </div>
          ) : null}
        </dl>
        {session ? null : <p className="text-sm text-gray-700">{CLASS_JOIN_TEXT.noSession}</p>}
        <JoinClassForm label={CLASS_JOIN_TEXT.button} />
        <p className="text-sm text-gray-700">{CLASS_JOIN_TEXT.attendance}</p>
        <p className="text-sm">
          <Link to="/dashboard" className={inlineLinkClass}>
            Back to your dashboard
          </Link>
        </p>
      </div>
    </AccountCard>
  );
}
