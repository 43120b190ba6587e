import { ArrowLeft, Download } from "lucide-react";
import { Link } from "react-router";
import { attendanceRate, parseSessionId } from "~/classes";
import { formatClockTime, formatDisplayDate, formatIndiaDateTime } from "~/platform";
import { loadSessionAttendance } from "~/classes/index.server";
import { staffForbidden, teachesBatch } from "~/staff/index.server";
import { db } from "~/platform/index.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/session-attendance";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, secondaryButtonClass, tdClass } from "~/ui/admin/admin-page";

// Admins and the batch's instructors: who of the batch joined one session through 'Join Your Class', and when.

export const meta = () => adminMeta("Session Attendance");

export async function loader({ request, params }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (_url, staff) => {
      const database = await db();
      const sessionId = parseSessionId(params.sessionId);
      const attendance = sessionId === null ? null : await loadSessionAttendance(database, sessionId, new Date());
      if (!attendance) throw new Response("Not Found", { status: 404 });
      // An instructor sees the attendance of their own batches' sessions only.
      if (!(await teachesBatch(database, staff, attendance.session.batchId))) throw staffForbidden(staff);
      return {
        ...attendance,
        rows: attendance.rows.map((row) => ({ ...row, joinedAt: row.joinedAt?.toISOString() ?? null })),
      };
    },
    { access: "session-attendance" },
  );
}

export default function SessionAttendancePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { session, rows, held } = loaderData;
  const attended = rows.filter((row) => row.joinedAt !== null).length;
  const inBatch = rows.filter((row) => !row.leftBatch).length;
  const rate = attendanceRate(inBatch, rows.filter((row) => row.joinedAt !== null && !row.leftBatch).length);
  const batchPath = encodeURIComponent(session.batchId);
  return (
    <AdminPage
      title={`Attendance: Session ${session.sessionId}${session.sessionTitle ? `: ${session.sessionTitle}` : ""}`}
      intro={
        <>
          Batch {session.batchId} · {formatDisplayDate(session.sessionDate)} {formatClockTime(session.sessionStartTime)} IST ·{" "}
          {attended} attended
          {held && rate.percent !== null ? ` · ${rate.percent}% of the batch's ${inBatch} students` : ""}
        </>
      }
      actions={
        <>
          <Link to={`/admin/sessions?batch=${batchPath}`} className={`${secondaryButtonClass} gap-2`}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Sessions
          </Link>
          <a href={`/admin/batches/${batchPath}/attendance.csv`} download className={`${secondaryButtonClass} gap-2`}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export batch attendance CSV
          </a>
        </>
      }
    >
      <AdminPanel title="Students">
        {rows.length === 0 ? (
          <p className="text-gray-700">This batch has no students with an active enrolment yet.</p>
        ) : (
          <AdminTable label="Attendance" headings={["Student", "Email", held ? "Attended" : "Joined so far", "Joined at (IST)"]}>
            {rows.map((row) => (
              <tr key={row.email}>
                <td className={tdClass}>
                  {row.name}
                  {row.leftBatch ? <span className="block text-xs text-gray-600">No longer in this batch</span> : null}
                </td>
                <td className={`${tdClass} break-all`}>{row.email}</td>
                <td className={tdClass}>
                  {row.joinedAt ? (
                    <span className="font-semibold text-green-800">Yes</span>
                  ) : (
                    <span className="text-gray-700">{held ? "Missed" : "Not yet"}</span>
                  )}
                </td>
                <td className={tdClass}>{row.joinedAt ? formatIndiaDateTime(row.joinedAt) : "—"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
