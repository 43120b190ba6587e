import { LEADS_PAGE_SIZE, type LeadFilters, type LeadListRow } from "~/leads/leads";
import { pageWindow, type PageWindow } from "~/platform";
import type { Database } from "~/platform/index.server";
import { countLeads, queryLeads } from "./leads-query.server";

export interface LeadList extends PageWindow {
  leads: LeadListRow[];
}

/** One page of the filtered leads of all three kinds, newest first, paged by the database. */
export async function listLeads(
  database: Database,
  { filters, page }: { filters: LeadFilters; page: number },
): Promise<LeadList> {
  const window = pageWindow({ total: await countLeads(database, { filters }), requested: page, pageSize: LEADS_PAGE_SIZE });
  const rows = window.total === 0 ? [] : await queryLeads(database, { filters, limit: window.limit, offset: window.offset });
  return { ...window, leads: rows.map(({ cursor: _cursor, ...row }) => row) };
}
