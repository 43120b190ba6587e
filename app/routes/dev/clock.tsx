import { Form, useActionData, useNavigation } from "react-router";
import { checkClockMove, formatIndiaDateTimeWithZone } from "~/platform";
import {
  appClock,
  appClockOffset,
  assertSameOrigin,
  db,
  moveAppClock,
  requireDevTools,
  runBackgroundJobsNow,
} from "~/platform/index.server";
import { TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/clock";

// The application's clock, outside production only (docs/decisions/0108-app-clock.md): see a month go by.
export function loader({ request }: Route.LoaderArgs) {
  requireDevTools(request);
  return clockReading();
}

export async function action({ request }: Route.ActionArgs) {
  requireDevTools(request);
  assertSameOrigin(request);
  const checked = checkClockMove(await request.formData());
  if (!checked.ok) return { ok: false as const, message: checked.message };
  await moveAppClock(await db(), checked.move);
  runBackgroundJobsNow();
  const moved = checked.move.kind === "real-time" ? "The clock is back to real time." : "The clock moved forward.";
  return { ok: true as const, message: `${moved} The jobs are running now.` };
}

function clockReading() {
  const offsetMs = appClockOffset();
  return { now: appClock().toISOString(), offsetHours: Math.round(offsetMs / 36_000) / 100 };
}

export const meta = () => [{ title: "Dev clock" }, { name: "robots", content: "noindex" }];

export default function DevClock({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">Development clock</h1>
      <p className="mt-1 text-sm text-gray-600">
        Due dates, reminders, the grace period, the jobs and the payment sandbox&apos;s charges follow this clock.
      </p>
      <p className="mt-4 text-lg" data-testid="app-time">
        It is <strong>{formatIndiaDateTimeWithZone(loaderData.now)}</strong>
      </p>
      <p className="text-sm text-gray-600">
        {loaderData.offsetHours === 0 ? "Real time." : `${loaderData.offsetHours} hours ahead of real time.`}
      </p>
      <div className="mt-4">
        {result?.ok ? <SuccessBanner message={result.message} /> : <ErrorBanner message={result?.message} />}
      </div>
      <Form method="post" className="mt-4 grid grid-cols-2 gap-4">
        <TextField label="Days" name="days" inputMode="numeric" defaultValue="" />
        <TextField label="Hours" name="hours" inputMode="numeric" defaultValue="" />
        <SubmitButton busy={busy} busyLabel="Moving…" name="intent" value="forward" className="col-span-2">
          Move forward
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-3">
        <SubmitButton busy={busy} busyLabel="Moving…" name="intent" value="real-time" className="bg-gray-700">
          Back to real time
        </SubmitButton>
      </Form>
    </main>
  );
}
