import { Link } from "react-router";
import { atRiskText } from "~/classroom";
import { type CohortFigures, loadCohortFigures } from "~/classroom/index.server";
import { appClock, db } from "~/platform/index.server";
import { requireBatchStaff } from "~/staff/index.server";
import { adminLoader } from "./admin-loader.server";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { DailyBarChart } from "~/ui/admin/daily-bar-chart";
import type { Route } from "./+types/cohorts";

// Cohort figures per batch: admins see every batch, instructors theirs (docs/decisions/0106-earned-certificates.md).

export const meta = () => adminMeta("Cohorts");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (url, staff) => {
      const database = await db();
      const selected = url.searchParams.get("batch");
      // A batch named in the address is checked like any batch's classroom: 403 for an instructor of other batches.
      if (selected) await requireBatchStaff(database, request, selected);
      const figures = await loadCohortFigures(database, { viewer: staff, selected, now: appClock() });
      return { isAdmin: staff.role === "admin", figures };
    },
    { access: "cohorts" },
  );
}

const shownPercent = (percent: number | null) => (percent === null ? "—" : `${percent}%`);

export default function Cohorts({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <CohortsScreen figures={loaderData.figures} isAdmin={loaderData.isAdmin} />;
}

function CohortsScreen({ figures, isAdmin }: { figures: CohortFigures; isAdmin: boolean }) {
  const { batches, selected } = figures;
  return (
    <AdminPage title="Cohorts" intro="Per batch: students, attendance, hand-ins, pass rate, completion and who is at risk.">
      <div className="space-y-6">
        <AdminPanel title="Batches" id="cohort-batches">
          {batches.length === 0 ? (
            <p className="text-gray-700">No batches to show.</p>
          ) : (
            <AdminTable
              label="Cohort figures"
              headings={["Batch", "Course", "Students", "Sessions held", "Hand-ins on time", "Pass rate", "Completed", "At risk"]}
            >
              {batches.map((batch) => (
                <tr key={batch.batchId} aria-current={selected?.batchId === batch.batchId ? "true" : undefined}>
                  <td className={tdClass}>
                    <Link
                      to={`?batch=${encodeURIComponent(batch.batchId)}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {batch.batchId}
                    </Link>
                  </td>
                  <td className={tdClass}>{batch.course ?? "—"}</td>
                  <td className={tdClass}>{batch.students}</td>
                  <td className={tdClass}>{batch.sessionsHeld}</td>
                  <td className={tdClass}>{shownPercent(batch.handInsOnTimePercent)}</td>
                  <td className={tdClass}>{shownPercent(batch.passRatePercent)}</td>
                  <td className={tdClass}>
                    {batch.completed} ({shownPercent(batch.completionPercent)})
                  </td>
                  <td className={tdClass}>{batch.atRisk}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </AdminPanel>
        {selected ? (
          <>
            <AdminPanel title={`Attendance per session: ${selected.batchId}`} id="cohort-attendance">
              <DailyBarChart
                title={`Students attending each session of ${selected.batchId}`}
                valueLabel="Attended"
                emptyText="No sessions held yet."
                series={selected.sessions.map((session) => ({ day: session.sessionDate, count: session.attended }))}
              />
            </AdminPanel>
            <AdminPanel title={`Students at risk: ${selected.batchId}`} id="cohort-at-risk">
              {selected.atRisk.length === 0 ? (
                <p className="text-gray-700">No student is at risk.</p>
              ) : (
                <AdminTable label="Students at risk" headings={["Student", "E-mail", "Why"]}>
                  {selected.atRisk.map((student) => (
                    <tr key={student.email}>
                      <td className={tdClass}>
                        {isAdmin && student.studentId !== null ? (
                          <Link
                            to={`/admin/students/${student.studentId}`}
                            className="font-semibold text-brand-700 hover:underline"
                          >
                            {student.name}
                          </Link>
                        ) : (
                          student.name
                        )}
                      </td>
                      <td className={`${tdClass} break-all`}>{student.email}</td>
                      <td className={tdClass}>{atRiskText(student)}</td>
                    </tr>
                  ))}
                </AdminTable>
              )}
            </AdminPanel>
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
