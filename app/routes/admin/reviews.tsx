import { data, Form, useNavigation } from "react-router";
import { formatIndiaDateTimeWithZone, formValues } from "~/platform";
import { assertSameOrigin, db, getConfig } from "~/platform/index.server";
import { listReviewQueue, optionalClassroomStaff, type QueuedHandIn, reviewHandIn } from "~/classroom/index.server";
import { HandedInWork } from "~/classroom/ui";
import { ADMIN_CACHE_HEADERS } from "~/staff/index.server";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, primaryButtonClass, secondaryButtonClass } from "~/ui/admin/admin-page";
import { SelectField, TextAreaField, TextField } from "~/ui/forms/field";
import { asOptions } from "~/ui/forms/options";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/reviews";

export const meta = () => adminMeta("Reviews");

export function headers() {
  return ADMIN_CACHE_HEADERS;
}

/** The review queue of the batches the user teaches, oldest first, filtered by batch and assignment in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await optionalClassroomStaff(request);
  if (!staff) return { gate: true as const };
  const params = new URL(request.url).searchParams;
  const filters = { batch: params.get("batch") ?? "", assignment: params.get("assignment") ?? "" };
  return { gate: false as const, ...(await listReviewQueue(await db(), { user: staff, filters })) };
}

/** One review: scores, feedback, passed or needs revision; the server checks the batch and that it is still due. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const staff = await optionalClassroomStaff(request);
  if (!staff) throw data({ error: "You do not teach this batch" }, { status: 403 });
  const form = formValues(await request.formData());
  const handInId = form.hand_in_id ?? "";
  const outcome = await reviewHandIn(await db(), { user: staff, handInId, form, appUrl: getConfig().appUrl });
  return data({ ok: outcome.ok, message: outcome.message, handInId }, { status: outcome.ok ? 200 : outcome.status });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { handIns, batches, assignments, filters } = loaderData;
  return (
    <AdminPage title="Reviews" intro="Hand-ins waiting for review, oldest first.">
      {actionData && !handIns.some((handIn) => handIn.id === actionData.handInId) ? (
        <div className="mb-4">
          {actionData.ok ? <SuccessBanner message={actionData.message} /> : <ErrorBanner message={actionData.message} />}
        </div>
      ) : null}
      <Form method="get" role="search" aria-label="Filter the review queue" className="mb-4 flex flex-wrap items-end gap-2">
        <SelectField
          label="Batch"
          id="reviews-batch"
          name="batch"
          defaultValue={filters.batch}
          compact
          placeholder="All batches"
          options={asOptions(batches)}
        />
        <SelectField
          label="Assignment"
          id="reviews-assignment"
          name="assignment"
          defaultValue={filters.assignment}
          compact
          placeholder="All assignments"
          options={assignments
            .filter((assignment) => !filters.batch || assignment.batchId === filters.batch)
            .map((assignment) => ({ value: assignment.id, label: `${assignment.batchId}: ${assignment.title}` }))}
        />
        <button type="submit" className={secondaryButtonClass}>
          Show
        </button>
      </Form>
      {handIns.length === 0 ? (
        <p className="text-gray-700">Nothing is waiting for review.</p>
      ) : (
        <div className="space-y-4">
          {handIns.map((handIn) => (
            <ReviewItem key={handIn.id} handIn={handIn} answer={actionData?.handInId === handIn.id ? actionData : null} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}

function ReviewItem({ handIn, answer }: { handIn: QueuedHandIn; answer: { ok: boolean; message: string } | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("hand_in_id") === handIn.id;
  const total = handIn.rubric.reduce((sum, criterion) => sum + criterion.maxPoints, 0);
  return (
    <AdminPanel
      // An e-mail address has no spaces: allowed to break anywhere, so a long one never widens a phone's screen.
      title={
        <span className="[overflow-wrap:anywhere]">{`${handIn.assignmentTitle} — ${handIn.studentEmail} (version ${handIn.version})`}</span>
      }
      id={`review-${handIn.id}`}
    >
      <p className="text-sm text-gray-700">
        {handIn.batchId}; handed in {formatIndiaDateTimeWithZone(handIn.submittedAt)}
        {handIn.late ? " (late)" : ""}. Pass mark {handIn.passMark} of {total}.
      </p>
      <div className="mt-2 space-y-1 text-sm">
        <HandedInWork handIn={handIn} />
      </div>
      <Form method="post" className="mt-4 space-y-3">
        {answer ? answer.ok ? <SuccessBanner message={answer.message} /> : <ErrorBanner message={answer.message} /> : null}
        <input type="hidden" name="hand_in_id" value={handIn.id} />
        <div className="grid gap-2 sm:grid-cols-2">
          {handIn.rubric.map((criterion, index) => (
            <TextField
              key={index}
              label={`${criterion.name} (0–${criterion.maxPoints})`}
              name={`score_${index}`}
              id={`score-${handIn.id}-${index}`}
              type="number"
              min={0}
              max={criterion.maxPoints}
              step={1}
              required
              compact
            />
          ))}
        </div>
        <TextAreaField label="Feedback" name="feedback" id={`feedback-${handIn.id}`} rows={4} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="passed" disabled={busy} className={primaryButtonClass}>
            Mark passed
          </button>
          <button type="submit" name="decision" value="needs-revision" disabled={busy} className={secondaryButtonClass}>
            Needs revision
          </button>
        </div>
      </Form>
    </AdminPanel>
  );
}
