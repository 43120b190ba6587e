import { z } from "zod";
import { checkbox, checkForm, type FormCheck, formText, listedOrKept, optionalText, requiredText } from "~/platform";

// spec 3 §2.5, §5 "Session link", §8, §9 "Session link course choices".
export const SESSION_LINK_MESSAGES = {
  invalidTeamsLink: "Please enter a valid Microsoft Teams meeting link",
  // Students are sent to this link from /class/join: never over plain http.
  teamsLinkNotHttps: "Please enter the Microsoft Teams meeting link that starts with https://",
  unknownCourse: "Please choose a course from the list",
  created: "Session link created successfully!",
  updated: "Session link updated successfully!",
  notFound: "This session link no longer exists. Please reload the page.",
  clearForm: "Clear Form (Create New)",
} as const;

export const SESSION_LINK_COURSES = [
  "Agentic AI",
  "Vibe Coding",
  "Python for ML & AI",
  "4 Months AI Certification For Professionals",
  "PowerBI & Tableau",
  "O365 & Excel Automation",
  "Quantum Computing",
  "Build AI Projects",
  "Masterclass",
] as const;

// The two Microsoft Teams meeting hosts (spec 3 §5): work/school and personal accounts.
export const TEAMS_MEETING_HOSTS = ["teams.microsoft.com", "teams.live.com"] as const;

/** A link on one of the Teams meeting hosts (or a subdomain of one), over https or http. */
function isTeamsMeetingLink(link: string): boolean {
  try {
    const url = new URL(link);
    if (url.protocol !== "https:" && url.protocol !== "http:") return false;
    const host = url.hostname.toLowerCase();
    return TEAMS_MEETING_HOSTS.some((teamsHost) => host === teamsHost || host.endsWith(`.${teamsHost}`));
  } catch {
    return false;
  }
}

/**
 * A Teams meeting link students may be sent to: on a Teams meeting host, over https. The session links form saves
 * nothing else, and /class/join redirects to nothing else (a link saved before this rule may be http).
 */
export function isSecureTeamsMeetingLink(link: string): boolean {
  return isTeamsMeetingLink(link) && new URL(link).protocol === "https:";
}

export interface SessionLinkFormValues {
  id: string;
  batch_id: string;
  course_name: string;
  teams_meeting_link: string;
  meeting_id: string;
  passcode: string;
  recurring_schedule: string;
  is_active: boolean;
}

export const emptySessionLinkForm = (): SessionLinkFormValues => ({
  id: "",
  batch_id: "",
  course_name: "",
  teams_meeting_link: "",
  meeting_id: "",
  passcode: "",
  recurring_schedule: "",
  is_active: true,
});

/** What the link being edited holds now: its course stays selectable even once off the list. */
export interface StoredSessionLinkChoices {
  courseName: string;
}

const sessionLinkSchema = (stored: StoredSessionLinkChoices | null) =>
  z.object({
    id: formText(12).refine((value) => value === "" || /^\d{1,9}$/.test(value), SESSION_LINK_MESSAGES.notFound),
    batch_id: requiredText(100),
    course_name: listedOrKept(SESSION_LINK_COURSES, stored?.courseName, SESSION_LINK_MESSAGES.unknownCourse, 100),
    teams_meeting_link: requiredText(2048)
      .refine((value) => value === "" || isTeamsMeetingLink(value), SESSION_LINK_MESSAGES.invalidTeamsLink)
      .refine(
        (value) => value === "" || !isTeamsMeetingLink(value) || isSecureTeamsMeetingLink(value),
        SESSION_LINK_MESSAGES.teamsLinkNotHttps,
      ),
    meeting_id: optionalText(100),
    passcode: optionalText(100),
    recurring_schedule: optionalText(300),
    is_active: checkbox(),
  });

export interface SessionLinkInput {
  id: number | null;
  batchId: string;
  courseName: string;
  teamsMeetingLink: string;
  meetingId: string | null;
  passcode: string | null;
  recurringSchedule: string | null;
  isActive: boolean;
}

/** The form's check; `stored` is the edited link as saved (null for a new one). */
export function checkSessionLinkForm(
  values: unknown,
  stored: StoredSessionLinkChoices | null = null,
): FormCheck<SessionLinkInput> {
  const checked = checkForm(sessionLinkSchema(stored), values);
  if (!checked.ok) return checked;
  const form = checked.value;
  return {
    ok: true,
    value: {
      id: form.id === "" ? null : Number(form.id),
      batchId: form.batch_id,
      courseName: form.course_name,
      teamsMeetingLink: form.teams_meeting_link,
      meetingId: form.meeting_id,
      passcode: form.passcode,
      recurringSchedule: form.recurring_schedule,
      isActive: form.is_active,
    },
  };
}
