import { formatIndiaDateTime } from "~/platform";
import { type AuditEntry, listAuditEntries } from "~/staff/index.server";
import { db } from "~/platform/index.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/audit";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { pageFrom, Pagination } from "~/ui/admin/pagination";

export const meta = () => adminMeta("Audit Log");

export const loader = ({ request }: Route.LoaderArgs) =>
  adminLoader(request, async (url) => listAuditEntries(await db(), { page: pageFrom(url) }));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <AuditScreen {...loaderData} />;
}

function AuditScreen({
  entries,
  page,
  pageCount,
  total,
}: {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
  total: number;
}) {
  return (
    <AdminPage title="Audit Log" intro="Every change made on the admin screens: who, what, which row and when (India time).">
      <AdminPanel title="Recent Changes" id="audit-entries">
        {entries.length === 0 ? (
          <p className="text-gray-700">No changes recorded yet</p>
        ) : (
          <AdminTable label="Audit log table" headings={["When", "Who", "Action", "Table", "Row", "Details"]}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(entry.createdAt)}</td>
                <td className={`${tdClass} break-all`}>{entry.actorEmail}</td>
                <td className={tdClass}>{entry.action}</td>
                <td className={`${tdClass} font-mono text-xs`}>{entry.tableName}</td>
                <td className={`${tdClass} break-all font-mono text-xs`}>{entry.rowId}</td>
                <td className={`${tdClass} max-w-md break-words font-mono text-xs`}>{entry.details ?? "—"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={page} pageCount={pageCount} total={total} label="Audit log" />
      </AdminPanel>
    </AdminPage>
  );
}
