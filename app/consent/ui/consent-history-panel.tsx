import { formatIndiaDateTime } from "~/platform";
import { AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { CONSENT_CHANNEL_LABELS, CONSENT_PURPOSE_LABELS, CONSENT_SOURCE_LABELS, type ConsentSource } from "../consent";
import type { ConsentEntry } from "../consent-ledger.server";

/** A student's consent ledger for the back office, newest first: every row as recorded, never edited. */
export function ConsentHistoryPanel({ history }: { history: readonly ConsentEntry[] }) {
  return (
    <AdminPanel title={`Consent history (${history.length})`} id="consents">
      {history.length === 0 ? (
        <p className="text-gray-700">No consents given or withdrawn</p>
      ) : (
        <AdminTable
          label="Consent history table"
          headings={["Date & Time (IST)", "Purpose", "Channel", "Choice", "Where", "Notice"]}
        >
          {history.map((entry) => (
            <tr key={entry.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(entry.recordedAt)}</td>
              <td className={tdClass}>{CONSENT_PURPOSE_LABELS[entry.purpose]}</td>
              <td className={tdClass}>{CONSENT_CHANNEL_LABELS[entry.channel]}</td>
              <td className={`${tdClass} font-semibold ${entry.given ? "text-green-800" : "text-gray-800"}`}>
                {entry.given ? "Given" : "Withdrawn"}
              </td>
              <td className={tdClass}>{CONSENT_SOURCE_LABELS[entry.source as ConsentSource] ?? entry.source}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {entry.noticeVersion === null ? "—" : `Version ${entry.noticeVersion}`}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPanel>
  );
}
