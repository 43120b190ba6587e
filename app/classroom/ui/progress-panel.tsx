import { Award } from "lucide-react";
import { COMPLETION_TEXT } from "~/classroom/completion";
import type { StudentProgress } from "~/classroom/read-progress.server";
import { DashboardSection } from "~/ui/dashboard/dashboard-section";
import { textLinkClass } from "~/ui/dashboard/link-styles";

/** The student's way to the batch's certificate: attendance, required assignments passed, and what remains. */
export function ProgressPanel({ progress }: { progress: StudentProgress }) {
  const { rule } = progress;
  const revoked = progress.certificate?.revokedAt != null;
  const summary = revoked ? COMPLETION_TEXT.revoked : progress.certificate ? COMPLETION_TEXT.earned : progress.summary;
  return (
    <DashboardSection
      id="certificate-progress"
      title={COMPLETION_TEXT.panelTitle}
      icon={<Award aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      <p role="status" className="text-lg font-semibold text-gray-900">
        {summary}
      </p>
      {progress.certificate && !revoked ? (
        <p className="mt-1 text-sm">
          <a href={`/verify/${encodeURIComponent(progress.certificate.verificationId)}`} className={textLinkClass}>
            View your certificate
          </a>
        </p>
      ) : null}
      {!progress.certificate && progress.attendanceOutOfReach ? (
        <p className="mt-1 text-sm text-red-800">{COMPLETION_TEXT.attendanceOutOfReach}</p>
      ) : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">Attendance</dt>
          <dd className="font-semibold text-gray-900">
            {progress.attendancePercent === null
              ? "No sessions held yet"
              : `${progress.attendancePercent}% (${progress.sessionsAttended} of ${progress.sessionsHeld} sessions held)`}
            <span className="block font-normal text-gray-700">Needed: {rule.minAttendancePercent}%</span>
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Required assignments passed</dt>
          <dd className="font-semibold text-gray-900">
            {progress.requiredPassed} of {progress.requiredAssignments}
            <span className="block font-normal text-gray-700">
              {rule.requireRequiredAssignments ? "Needed: all of them" : "Not needed for this course's certificate"}
            </span>
          </dd>
        </div>
      </dl>
    </DashboardSection>
  );
}
