import { LEAD_STATUS_LABELS, type LeadStatus } from "~/leads/leads";

const STATUS_COLOURS: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  enrolled: "bg-green-100 text-green-900",
  closed: "bg-gray-100 text-gray-800",
};

/** A lead's status as a coloured pill, its word always written out (the colour is never the only sign). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
