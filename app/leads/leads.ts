import { filterQuery, filterText, spreadsheetSafe } from "~/staff";
import { purposeLabel } from "./contact";
import { type FormCheck, type IndiaDayRange, indiaDayRange, isCalendarDate, withoutNulCharacters } from "~/platform";
import { QUIZ_MAX_SCORE } from "./quiz";

// /admin/leads — one inbox: every contact message, certificate application and quiz submission, with a
// status the admin moves along and notes. docs/decisions/0040-leads-inbox.md holds the choices that were not obvious.

export const LEADS_PAGE_SIZE = 25;

/** The three forms a lead comes from; the address of a lead's page names its kind (/admin/leads/quiz/…). */
export const LEAD_KINDS = ["contact", "certificate", "quiz"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact message",
  certificate: "Certificate application",
  quiz: "Quiz submission",
};

/** Where the admin has got with a lead: every new submission starts as 'new'. */
export const LEAD_STATUSES = ["new", "contacted", "enrolled", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  enrolled: "Enrolled",
  closed: "Closed",
};

export const NOTE_MAX_LENGTH = 2000;

export const LEADS_TEXT = {
  title: "Leads",
  intro:
    "Every contact message, certificate application and quiz submission, newest first. Dates and times are India time (IST).",
  noLeads: "No leads yet",
  noMatches: "No leads match these filters",
  searchLabel: "Search leads",
  searchPlaceholder: "Name, e-mail or mobile",
  notFound: "Lead not found",
  statusSaved: "Status saved",
  noteAdded: "Note added",
  noteRequired: "Please write a note before adding it",
  noteTooLong: `Please keep the note to ${NOTE_MAX_LENGTH} characters or fewer`,
  invalidStatus: "Please choose a status",
  unknownIntent: "Unknown action",
  saveFailed: "The change could not be saved. Please try again in a moment.",
} as const;

const oneOf = <Value extends string>(choices: readonly Value[], value: unknown): Value | "" =>
  typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as Value) : "";

export const isLeadKind = (value: unknown): value is LeadKind => oneOf(LEAD_KINDS, value) !== "";

export interface LeadFilters {
  kind: LeadKind | "";
  status: LeadStatus | "";
  /** India dates 'YYYY-MM-DD', or '' for an open end; `to` is inclusive. */
  from: string;
  to: string;
  /** Matches name, e-mail (contains, any case) or mobile (contains, its digits alone too). */
  search: string;
}

/** No filter at all: every lead. */
export const NO_LEAD_FILTERS: LeadFilters = { kind: "", status: "", from: "", to: "", search: "" };

const FILTER_PARAMS: Record<keyof LeadFilters, string> = { kind: "kind", status: "status", from: "from", to: "to", search: "q" };

export const leadFilterParamName = (key: keyof LeadFilters) => FILTER_PARAMS[key];

/** The filters from the address: a value that is not one of the choices, or not a real day, counts as no filter. */
export function readLeadFilters(params: URLSearchParams): LeadFilters {
  const text = (key: keyof LeadFilters) => filterText(params, FILTER_PARAMS[key]);
  const day = (key: keyof LeadFilters) => (isCalendarDate(text(key)) ? text(key) : "");
  return {
    kind: oneOf(LEAD_KINDS, text("kind")),
    status: oneOf(LEAD_STATUSES, text("status")),
    from: day("from"),
    to: day("to"),
    search: text("search"),
  };
}

/** The address query of a set of filters (empty ones left out): the CSV link carries the screen's filters. */
export const leadFilterQuery = (filters: LeadFilters) => filterQuery(filters, FILTER_PARAMS);

export const hasLeadFilters = (filters: LeadFilters) => leadFilterQuery(filters) !== "";

/** The instants the date filters cover, in India time ('to' inclusive of its whole day). */
export const leadDateRange = (filters: Pick<LeadFilters, "from" | "to">): IndiaDayRange => indiaDayRange(filters);

/** The digits of a search that looks like a phone number (at least 4 digits, nothing but phone characters), else ''. */
export function mobileDigits(search: string): string {
  const digits = search.replace(/\D/g, "");
  return /^[+\d\s()-]+$/.test(search) && digits.length >= 4 ? digits : "";
}

/** What each kind of lead says in its one line: the fields the summary is made of. */
export type LeadSummarySource =
  | { kind: "contact"; purpose: string }
  | { kind: "certificate"; interestAreas: readonly string[]; timeline: string }
  | { kind: "quiz"; score: number; readinessLevel: string; spotName: string | null };

/**
 * The list's one line about a lead: the contact's purpose; the application's interests and timeline; the quiz's
 * score, band and the AI Spot it was taken at (or the website).
 */
export function leadSummary(source: LeadSummarySource): string {
  switch (source.kind) {
    case "contact":
      return purposeLabel(source.purpose);
    case "certificate":
      return `${source.interestAreas.join(", ") || "No interest area"} · ${source.timeline}`;
    case "quiz":
      return `Score ${source.score}/${QUIZ_MAX_SCORE} · ${source.readinessLevel} · ${source.spotName ? `at ${source.spotName}` : "on the website"}`;
  }
}

/** One lead as the list and the export show it. */
export interface LeadListRow {
  kind: LeadKind;
  id: string;
  createdAt: string; // ISO instant
  name: string;
  email: string;
  mobile: string;
  status: LeadStatus;
  summary: string;
}

// The screen's columns in the screen's order: the status second, where a narrow screen still shows it.
export const LEADS_CSV_HEADER = ["Date & Time (IST)", "Status", "Kind", "Name", "Email", "Mobile", "Summary"] as const;

/** The export's rows (without the header): the table's columns, every cell made safe against formula injection. */
export function leadCsvRecords(rows: readonly LeadListRow[], formatTime: (iso: string) => string): string[][] {
  return rows.map((row) =>
    [
      formatTime(row.createdAt),
      LEAD_STATUS_LABELS[row.status],
      LEAD_KIND_LABELS[row.kind],
      row.name,
      row.email,
      row.mobile,
      row.summary,
    ].map(spreadsheetSafe),
  );
}

/** The status a form chose: one of the four, or the message to show. */
export function checkLeadStatus(value: unknown): FormCheck<LeadStatus> {
  const status = oneOf(LEAD_STATUSES, value);
  return status ? { ok: true, value: status } : { ok: false, message: LEADS_TEXT.invalidStatus };
}

/** An admin's note: required, at most NOTE_MAX_LENGTH characters once trimmed. */
export function checkLeadNote(value: unknown): FormCheck<string> {
  const body = typeof value === "string" ? withoutNulCharacters(value).trim() : "";
  if (body === "") return { ok: false, message: LEADS_TEXT.noteRequired };
  if (body.length > NOTE_MAX_LENGTH) return { ok: false, message: LEADS_TEXT.noteTooLong };
  return { ok: true, value: body };
}
