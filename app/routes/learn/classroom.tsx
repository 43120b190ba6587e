import { ClipboardList, type LucideIcon, Megaphone } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { siteConfig } from "~/content/site-config";
import { type AssignmentState, type RubricCriterion } from "~/classroom";
import { formatIndiaDateTime, formatIndiaDateTimeWithZone } from "~/platform";
import { requireVerifiedUser } from "~/accounts/index.server";
import { appClock, assertSameOrigin, db } from "~/platform/index.server";
import {
  type ClassroomAssignment,
  type ClassroomHandIn,
  handInWork,
  loadClassroom,
  notFound,
  readClassroomViewer,
  readProgress,
} from "~/classroom/index.server";
import { AssignmentStateBadge, BriefText, HandedInWork, ProgressPanel } from "~/classroom/ui";
import { JoinClassForm, SessionsSection } from "~/classes/ui";
import { DashboardSection, EmptyNote } from "~/ui/dashboard/dashboard-section";
import { linkButtonClass } from "~/ui/dashboard/link-styles";
import { TextField } from "~/ui/forms/field";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/classroom";

// /learn/{batchId}: a batch's classroom for its students, instructors and admins (docs/decisions/0105-classroom.md).

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Classroom ${params.batchId} | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const database = await db();
  const viewer = await readClassroomViewer(database, request, params.batchId);
  const now = appClock();
  const [classroom, progress] = await Promise.all([
    loadClassroom(database, { viewer, batchId: params.batchId, now }),
    viewer.kind === "student" ? readProgress(database, { batchId: params.batchId, studentEmail: viewer.user.email, now }) : null,
  ]);
  if (!classroom) throw notFound();
  return { ...classroom, progress };
}

/** A hand-in: multipart, an https link and/or one file (an empty file input is no file). */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireVerifiedUser(request);
  const form = await request.formData();
  const posted = form.get("file");
  const file =
    posted instanceof File && (posted.size > 0 || posted.name !== "")
      ? { name: posted.name, size: posted.size, bytes: async () => new Uint8Array(await posted.arrayBuffer()) }
      : null;
  const assignmentId = String(form.get("assignment_id") ?? "");
  const outcome = await handInWork(await db(), {
    user,
    batchId: params.batchId,
    assignmentId,
    link: typeof form.get("link") === "string" ? String(form.get("link")) : "",
    file,
    now: appClock(),
  });
  return data({ ok: outcome.ok, message: outcome.message, assignmentId }, { status: outcome.ok ? 200 : outcome.status });
}

export default function ClassroomPage({ loaderData, actionData }: Route.ComponentProps) {
  const classroom = loaderData;
  const student = classroom.viewer === "student";
  return (
    <main id="main" className="bg-gray-50 pb-16">
      <div className="bg-gradient-to-br from-brand-700 to-indigo-900 px-4 py-10 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">Classroom: {classroom.batch.id}</h1>
          <p className="mt-2 text-indigo-100">{classroom.batch.course ?? "Your batch"}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-6 px-4 pt-6">
        {classroom.progress ? <ProgressPanel progress={classroom.progress} /> : null}
        {student ? (
          <div>
            <JoinClassForm label="Join Your Class" newTab />
          </div>
        ) : null}
        <SessionsSection dashboard={{ sessions: classroom.sessions, calendar: null, student: { batchId: classroom.batch.id } }} />
        <ClassroomList title="Announcements" icon={Megaphone} items={classroom.announcements} empty="No announcements yet.">
          {(announcement) => (
            <li key={announcement.id} className="rounded-xl border border-gray-200 p-4">
              <h3 className="font-semibold text-gray-900">{announcement.title}</h3>
              <p className="text-xs text-gray-600">{formatIndiaDateTimeWithZone(announcement.createdAt)}</p>
              <BriefText text={announcement.body} className="mt-2" />
            </li>
          )}
        </ClassroomList>
        <ClassroomList title="Assignments" icon={ClipboardList} items={classroom.assignments} empty="No assignments yet.">
          {(assignment) => (
            <AssignmentItem
              key={assignment.id}
              assignment={assignment}
              student={student}
              answer={actionData?.assignmentId === assignment.id ? actionData : null}
            />
          )}
        </ClassroomList>
      </div>
    </main>
  );
}

/** One of the classroom's lists in its dashboard card (its id the title's), or a quiet note while it is empty. */
function ClassroomList<Item>({
  title,
  icon: Icon,
  items,
  empty,
  children,
}: {
  title: string;
  icon: LucideIcon;
  items: readonly Item[];
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <DashboardSection
      id={title.toLowerCase()}
      title={title}
      icon={<Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {items.length === 0 ? <EmptyNote>{empty}</EmptyNote> : <ul className="space-y-4">{items.map(children)}</ul>}
    </DashboardSection>
  );
}

function AssignmentItem({
  assignment,
  student,
  answer,
}: {
  assignment: ClassroomAssignment;
  student: boolean;
  answer: { ok: boolean; message: string } | null;
}) {
  return (
    <li id={`assignment-${assignment.id}`} className="rounded-xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-gray-900">{assignment.title}</h3>
        {assignment.state ? <AssignmentStateBadge state={assignment.state} /> : null}
        <span className="text-xs text-gray-600">{assignment.required ? "Required" : "Optional"}</span>
      </div>
      <p className="mt-1 text-sm text-gray-700">Due {formatIndiaDateTimeWithZone(assignment.dueAt)}</p>
      <BriefText text={assignment.brief} className="mt-2" />
      <RubricList rubric={assignment.rubric} total={assignment.total} passMark={assignment.passMark} />
      {assignment.handIns.length > 0 ? <HandInVersions handIns={assignment.handIns} rubric={assignment.rubric} /> : null}
      {student && assignment.state && canHandIn(assignment.state) ? (
        <HandInForm assignmentId={assignment.id} answer={answer} />
      ) : answer ? (
        answer.ok ? (
          <SuccessBanner message={answer.message} />
        ) : (
          <ErrorBanner message={answer.message} />
        )
      ) : null}
    </li>
  );
}

const canHandIn = (state: AssignmentState) => state.kind !== "passed";

function RubricList({ rubric, total, passMark }: { rubric: RubricCriterion[]; total: number; passMark: number }) {
  return (
    <div className="mt-3 text-sm">
      <p className="font-medium text-gray-900">
        Rubric ({total} points; pass mark {passMark})
      </p>
      <ul className="ml-5 list-disc text-gray-700">
        {rubric.map((criterion, index) => (
          <li key={index}>
            {criterion.name}: {criterion.maxPoints} points
          </li>
        ))}
      </ul>
    </div>
  );
}

function HandInVersions({ handIns, rubric }: { handIns: ClassroomHandIn[]; rubric: RubricCriterion[] }) {
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-gray-900">Your hand-ins</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {handIns.map((handIn) => (
          <li key={handIn.id} className="rounded-lg bg-gray-50 p-3">
            <p>
              Version {handIn.version}, {formatIndiaDateTime(handIn.submittedAt)} IST{handIn.late ? " (late)" : ""}
              {" — "}
              {handIn.status === "passed"
                ? "Passed"
                : handIn.status === "needs-revision"
                  ? "Needs revision"
                  : "Waiting for review"}
            </p>
            <HandedInWork handIn={handIn} />
            {handIn.scores ? (
              <ul className="mt-1 ml-5 list-disc">
                {handIn.scores.map((score, index) => (
                  <li key={index}>
                    {rubric[index]?.name}: {score} / {rubric[index]?.maxPoints}
                  </li>
                ))}
                <li className="font-semibold">Score: {handIn.score}</li>
              </ul>
            ) : null}
            {handIn.feedback ? <BriefText text={handIn.feedback} className="mt-1" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function HandInForm({ assignmentId, answer }: { assignmentId: string; answer: { ok: boolean; message: string } | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("assignment_id") === assignmentId;
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3 border-t border-gray-200 pt-4">
      {answer ? answer.ok ? <SuccessBanner message={answer.message} /> : <ErrorBanner message={answer.message} /> : null}
      <input type="hidden" name="assignment_id" value={assignmentId} />
      <TextField
        label="Link (https://)"
        name="link"
        id={`link-${assignmentId}`}
        type="url"
        placeholder="https://github.com/you/your-project"
      />
      <TextField
        label="File (PDF, ZIP, IPYNB, PNG or JPEG; at most 10 MB)"
        name="file"
        id={`file-${assignmentId}`}
        type="file"
        accept=".pdf,.zip,.ipynb,.png,.jpg,.jpeg"
      />
      <button type="submit" disabled={busy} className={`${linkButtonClass} disabled:opacity-70`}>
        {busy ? "Handing in..." : "Hand in"}
      </button>
    </Form>
  );
}

/** A classroom held while an instalment is unpaid (403 with its message); anything else is the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status === 403 && typeof error.data?.error === "string" ? error.data.error : null;
  if (!message) throw error;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-gray-900">Classroom</h1>
      <div className="mt-6">
        <ErrorBanner message={message} />
      </div>
      <Link to="/dashboard#course-progress" className={`${linkButtonClass} mt-6`}>
        Open your dashboard
      </Link>
    </main>
  );
}
