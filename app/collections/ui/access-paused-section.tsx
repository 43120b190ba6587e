import { PauseCircle } from "lucide-react";
import { COLLECTIONS_TEXT } from "~/collections/collections";
import type { DashboardEnrolment } from "~/enrolments";
import { PayNextInstalmentButton } from "~/enrolments/ui";
import { DashboardSection } from "~/ui/dashboard/dashboard-section";

/**
 * In place of 'Join Your Class' while an instalment is unpaid past the grace period: why access is paused, and
 * 'Pay now', which opens the instalment payment of the enrolment that owes it.
 */
export function AccessPausedSection({ dueDate, enrolment }: { dueDate: string; enrolment: DashboardEnrolment | undefined }) {
  return (
    <DashboardSection
      id="join-class"
      title="Join Your Class"
      icon={<PauseCircle aria-hidden="true" className="h-5 w-5 text-amber-700" />}
    >
      <p id="access-paused" role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        {COLLECTIONS_TEXT.paused(dueDate)}
      </p>
      {enrolment && enrolment.monthsRemaining > 0 ? (
        <div className="mt-4">
          <PayNextInstalmentButton enrolment={enrolment} describedBy="access-paused" label={COLLECTIONS_TEXT.payNow} />
        </div>
      ) : null}
    </DashboardSection>
  );
}
