import { appClock } from "~/platform/index.server";
import { batchStaffScreen, loadGradebook } from "~/classroom/index.server";
import { batchExists } from "~/classes/index.server";
import { ADMIN_CACHE_HEADERS } from "~/staff/index.server";
import { AdminGate } from "~/staff/ui";
import { AssignmentStateBadge } from "~/classroom/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminLinkButton, AdminPage, AdminPanel, AdminTable, secondaryButtonClass, tdClass } from "~/ui/admin/admin-page";
import type { Route } from "./+types/classroom-gradebook";

export const meta = () => adminMeta("Gradebook");

export function headers() {
  return ADMIN_CACHE_HEADERS;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return batchStaffScreen(request, params.batchId, async (database) =>
    (await batchExists(database, params.batchId))
      ? { gradebook: await loadGradebook(database, { batchId: params.batchId, now: appClock() }) }
      : null,
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export default function AdminGradebook({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gradebook } = loaderData;
  const batchPath = `/admin/classroom/${encodeURIComponent(gradebook.batchId)}`;
  return (
    <AdminPage
      title={`Gradebook: ${gradebook.batchId}`}
      intro={`${count(gradebook.rows.length, "student")}, ${count(gradebook.assignments.length, "assignment")}, ${count(gradebook.sessionsHeld, "session")} held so far.`}
      actions={
        <>
          <a href={`${batchPath}/gradebook.csv`} className={secondaryButtonClass} download>
            Export CSV
          </a>
          <AdminLinkButton to={batchPath}>Back to the classroom</AdminLinkButton>
        </>
      }
    >
      <AdminPanel title="Students × assignments" id="gradebook">
        {gradebook.rows.length === 0 ? (
          <p className="text-gray-700">The batch has no students yet.</p>
        ) : (
          <AdminTable
            label="Gradebook"
            headings={[
              "Student",
              "Attendance",
              ...gradebook.assignments.map((assignment) => `${assignment.title}${assignment.required ? "" : " (optional)"}`),
              "Required passed",
            ]}
          >
            {gradebook.rows.map((row) => (
              <tr key={row.email}>
                <td className={tdClass}>
                  <span className="font-medium">{row.name}</span>
                  <br />
                  <span className="text-xs text-gray-600">{row.email}</span>
                </td>
                <td className={tdClass}>
                  {row.attendancePercent === null ? "—" : `${row.attendancePercent}% (${row.attended}/${gradebook.sessionsHeld})`}
                </td>
                {row.cells.map((cell, index) => (
                  <td key={gradebook.assignments[index]!.id} className={tdClass}>
                    <AssignmentStateBadge state={cell} />
                  </td>
                ))}
                <td className={tdClass}>
                  {row.requiredPassed}/{gradebook.requiredCount}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
