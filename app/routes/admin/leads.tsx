import { Form, Link } from "react-router";
import {
  hasLeadFilters,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadFilterParamName,
  leadFilterQuery,
  LEADS_TEXT,
  readLeadFilters,
  type LeadFilters,
} from "~/leads";
import { formatIndiaDateTime } from "~/platform";
import { listLeads, type LeadList } from "~/leads/index.server";
import { adminListLoader } from "./admin-loader.server";
import type { Route } from "./+types/leads";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { FilterButtons } from "~/ui/admin/admin-search";
import { SelectField, TextField } from "~/ui/forms/field";
import { LeadStatusBadge } from "~/leads/ui";
import { Pagination } from "~/ui/admin/pagination";

export const meta = () => adminMeta(LEADS_TEXT.title);

export const loader = ({ request }: Route.LoaderArgs) =>
  adminListLoader(request, readLeadFilters, listLeads, { access: "leads" });

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, filters, ...list } = loaderData;
  return <LeadsScreen filters={filters} list={list} />;
}

const KIND_OPTIONS = LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }));
const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

function LeadsScreen({ filters, list }: { filters: LeadFilters; list: LeadList }) {
  // Each filter's control, named as the address names it.
  const control = (key: keyof LeadFilters) => ({
    id: `leads-${key}`,
    name: leadFilterParamName(key),
    defaultValue: filters[key],
    compact: true,
  });
  return (
    <AdminPage title={LEADS_TEXT.title} intro={LEADS_TEXT.intro}>
      <AdminPanel title="Filters" id="lead-filters">
        <Form method="get" role="search" aria-label="Filter leads" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField
              label={LEADS_TEXT.searchLabel}
              {...control("search")}
              type="search"
              placeholder={LEADS_TEXT.searchPlaceholder}
              className="sm:col-span-2 lg:col-span-4"
            />
            <SelectField label="Kind" {...control("kind")} placeholder="All kinds" options={KIND_OPTIONS} />
            <SelectField label="Status" {...control("status")} placeholder="All statuses" options={STATUS_OPTIONS} />
            <TextField label="From (India date)" {...control("from")} type="date" />
            <TextField label="To (India date)" {...control("to")} type="date" />
          </div>
          <FilterButtons listPath="/admin/leads" exportPath="/admin/leads/export.csv" query={leadFilterQuery(filters)} />
        </Form>
      </AdminPanel>

      <AdminPanel title={`Leads (${list.total})`} id="leads" className="mt-6">
        {list.leads.length === 0 ? (
          <p className="py-6 text-center text-gray-700">{hasLeadFilters(filters) ? LEADS_TEXT.noMatches : LEADS_TEXT.noLeads}</p>
        ) : (
          <AdminTable
            label="Leads table"
            headings={["Date & Time (IST)", "Status", "Kind", "Name", "Email", "Mobile", "Summary"]}
          >
            {list.leads.map((lead) => (
              <tr key={`${lead.kind}-${lead.id}`}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/leads/${lead.kind}/${lead.id}`}
                    className="font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {formatIndiaDateTime(lead.createdAt)}
                  </Link>
                </td>
                <td className={tdClass}>
                  <LeadStatusBadge status={lead.status} />
                </td>
                <td className={`${tdClass} min-w-[8rem]`}>{LEAD_KIND_LABELS[lead.kind]}</td>
                <td className={`${tdClass} min-w-[9rem]`}>{lead.name}</td>
                <td className={`${tdClass} min-w-[12rem] break-all`}>{lead.email}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{lead.mobile}</td>
                <td className={`${tdClass} min-w-[14rem]`}>{lead.summary}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Leads" />
      </AdminPanel>
    </AdminPage>
  );
}
