import { Form } from "react-router";
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_TEMPLATE_LABELS,
  type MessageFilters,
  readMessageFilters,
  WHATSAPP_MESSAGE_STATUSES,
  WHATSAPP_TEMPLATE_KINDS,
} from "~/messaging";
import { formatIndiaDateTime } from "~/platform";
import { listWhatsAppMessages, type WhatsAppMessageRow } from "~/messaging/index.server";
import { adminListLoader } from "./admin-loader.server";
import type { Route } from "./+types/messages";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { FilterButtons } from "~/ui/admin/admin-search";
import { SelectField, TextField } from "~/ui/forms/field";
import { Pagination } from "~/ui/admin/pagination";

export const meta = () => adminMeta("Messages");

export const loader = ({ request }: Route.LoaderArgs) =>
  adminListLoader(request, readMessageFilters, listWhatsAppMessages, { access: "messages" });

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, filters, ...list } = loaderData;
  return <MessagesScreen filters={filters} list={list} />;
}

const TEMPLATE_OPTIONS = WHATSAPP_TEMPLATE_KINDS.map((kind) => ({ value: kind, label: MESSAGE_TEMPLATE_LABELS[kind] }));
const STATUS_OPTIONS = WHATSAPP_MESSAGE_STATUSES.map((status) => ({ value: status, label: MESSAGE_STATUS_LABELS[status] }));

function MessagesScreen({
  filters,
  list,
}: {
  filters: MessageFilters;
  list: { messages: WhatsAppMessageRow[]; total: number; page: number; pageCount: number };
}) {
  const filtered = Boolean(filters.person || filters.template || filters.status);
  return (
    <AdminPage
      title="Messages"
      intro="Every WhatsApp message the site sent or queued, newest first, with what WhatsApp last reported. A failed message's e-mail went instead."
    >
      <AdminPanel title="Filters" id="message-filters">
        <Form method="get" role="search" aria-label="Filter messages" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Person"
              id="messages-person"
              name="person"
              type="search"
              defaultValue={filters.person}
              placeholder="Name, e-mail or number"
              compact
            />
            <SelectField
              label="Template"
              id="messages-template"
              name="template"
              defaultValue={filters.template}
              placeholder="All templates"
              options={TEMPLATE_OPTIONS}
              compact
            />
            <SelectField
              label="Status"
              id="messages-status"
              name="status"
              defaultValue={filters.status}
              placeholder="All statuses"
              options={STATUS_OPTIONS}
              compact
            />
          </div>
          <FilterButtons listPath="/admin/messages" />
        </Form>
      </AdminPanel>
      <AdminPanel title={`WhatsApp messages (${list.total})`} id="messages" className="mt-6">
        {list.messages.length === 0 ? (
          <p className="py-6 text-center text-gray-700">
            {filtered ? "No messages match these filters." : "No WhatsApp messages yet."}
          </p>
        ) : (
          <AdminTable
            label="WhatsApp messages table"
            headings={["Queued (IST)", "Person", "Number", "Template", "Status", "Attempts", "Last error"]}
          >
            {list.messages.map((message) => (
              <tr key={message.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(message.createdAt)}</td>
                <td className={`${tdClass} min-w-[12rem] break-all`}>
                  {message.name ?? "—"}
                  {message.email ? <span className="block text-xs text-gray-600">{message.email}</span> : null}
                </td>
                <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{message.toNumber}</td>
                <td className={tdClass}>{MESSAGE_TEMPLATE_LABELS[message.template]}</td>
                <td className={tdClass}>
                  <span className="font-semibold">{MESSAGE_STATUS_LABELS[message.status]}</span>
                  {message.fallbackEmailed ? <span className="block text-xs text-gray-700">E-mailed instead</span> : null}
                </td>
                <td className={`${tdClass} text-right tabular-nums`}>{message.attempts}</td>
                <td className={`${tdClass} max-w-xs break-words text-xs`}>{message.lastError ?? "—"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Messages" />
      </AdminPanel>
    </AdminPage>
  );
}
