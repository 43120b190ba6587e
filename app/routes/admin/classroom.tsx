import { Link } from "react-router";
import { listTaughtBatches, optionalClassroomStaff } from "~/classroom/index.server";
import { db } from "~/platform/index.server";
import { ADMIN_CACHE_HEADERS } from "~/staff/index.server";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { ActiveBadge, AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import type { Route } from "./+types/classroom";

export const meta = () => adminMeta("Classroom");

export function headers() {
  return ADMIN_CACHE_HEADERS;
}

/** The batches the signed-in instructor teaches (an admin: every batch); anyone else sees the gate. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await optionalClassroomStaff(request);
  if (!staff) return { gate: true as const };
  return { gate: false as const, batches: await listTaughtBatches(await db(), staff) };
}

const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

export default function AdminClassroom({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return (
    <AdminPage
      title="Classroom"
      intro="Announcements, assignments, the gradebook and the review queue of the batches you teach."
      actions={
        <Link to="/admin/reviews" className={linkClass}>
          Review queue
        </Link>
      }
    >
      <AdminPanel title="Your batches" id="classroom-batches">
        {loaderData.batches.length === 0 ? (
          <p className="text-gray-700">You do not teach any batch yet.</p>
        ) : (
          <AdminTable label="Batches you teach" headings={["Batch", "Course", "Status", "Assignments", "Waiting for review"]}>
            {loaderData.batches.map((batch) => (
              <tr key={batch.id}>
                <td className={tdClass}>
                  <Link to={`/admin/classroom/${encodeURIComponent(batch.id)}`} className={linkClass}>
                    {batch.id}
                  </Link>
                </td>
                <td className={tdClass}>{batch.course ?? "—"}</td>
                <td className={tdClass}>
                  <ActiveBadge active={batch.isActive} />
                </td>
                <td className={tdClass}>{batch.assignments}</td>
                <td className={tdClass}>
                  {batch.waiting > 0 ? (
                    <Link to={`/admin/reviews?batch=${encodeURIComponent(batch.id)}`} className={linkClass}>
                      {batch.waiting}
                    </Link>
                  ) : (
                    0
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
