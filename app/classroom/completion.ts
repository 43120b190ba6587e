// A course's completion rule and a student's progress towards the certificate
// (docs/decisions/0106-earned-certificates.md).

export interface CompletionRule {
  /** Whole percent, 0–100, of the batch's sessions held so far. */
  minAttendancePercent: number;
  /** Whether every required assignment must be passed. */
  requireRequiredAssignments: boolean;
}

/** A course without a rule of its own. */
export const DEFAULT_COMPLETION_RULE: CompletionRule = { minAttendancePercent: 75, requireRequiredAssignments: true };

export const COMPLETION_TEXT = {
  earned: "Certificate earned",
  revoked: "Certificate revoked",
  onTrack: "Nothing left to do: the certificate is issued after the batch's last session",
  noSessions: "No sessions scheduled yet",
  attendanceOutOfReach: "Attendance can no longer reach the course's minimum; please contact us.",
  panelTitle: "Your progress to the certificate",
  ruleSaved: "Completion rule saved",
  percentInvalid: "Enter a whole number from 0 to 100",
  unknownCourse: "Choose a course from the list",
  revokeReasonRequired: "Please give the reason for revoking this certificate",
  revokeReasonTooLong: "The reason must be at most 500 characters",
  alreadyRevoked: "This certificate was already revoked",
  revokedNotice: "This certificate has been revoked",
} as const;

export const REVOKE_REASON_MAX_LENGTH = 500;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** "2 sessions and 1 project to go"; empty when nothing is missing. */
export function remainingText(sessionsToGo: number, projectsToGo: number): string {
  const parts = [
    ...(sessionsToGo > 0 ? [plural(sessionsToGo, "session")] : []),
    ...(projectsToGo > 0 ? [plural(projectsToGo, "project")] : []),
  ];
  return parts.length === 0 ? "" : `${parts.join(" and ")} to go`;
}

/** What the database says about one student in one batch. */
export interface ProgressFacts {
  /** Sessions of the batch listed, held or not. */
  sessionsListed: number;
  /** Sessions started before now. */
  sessionsHeld: number;
  /** Of the held sessions, those the student attended. */
  sessionsAttended: number;
  requiredAssignments: number;
  /** Required assignments whose newest hand-in is passed. */
  requiredPassed: number;
}

export interface Progress extends ProgressFacts {
  rule: CompletionRule;
  /** Whole percent of the held sessions attended; null before any was held. */
  attendancePercent: number | null;
  sessionsToGo: number;
  projectsToGo: number;
  /** Even attending every session still to come would not reach the minimum. */
  attendanceOutOfReach: boolean;
  met: boolean;
  /** "Certificate earned", "2 sessions and 1 project to go" … */
  summary: string;
}

/** Sessions attended needed to reach `percent` of `sessions` (integer arithmetic, rounded up). */
const attendedNeeded = (percent: number, sessions: number) => Math.ceil((percent * sessions) / 100);

/**
 * The rule applied to the facts: earned once the batch's last listed session was held, with the minimum attended and
 * (when the rule asks) every required assignment passed; before that, "sessions to go" counts towards that minimum.
 */
export function completionProgress(rule: CompletionRule, facts: ProgressFacts): Progress {
  const { sessionsListed, sessionsHeld, sessionsAttended, requiredAssignments, requiredPassed } = facts;
  const sessionsToGo = Math.max(0, attendedNeeded(rule.minAttendancePercent, sessionsListed) - sessionsAttended);
  const projectsToGo = rule.requireRequiredAssignments ? Math.max(0, requiredAssignments - requiredPassed) : 0;
  const sessionsComing = Math.max(0, sessionsListed - sessionsHeld);
  const allHeld = sessionsListed > 0 && sessionsHeld >= sessionsListed;
  const met = allHeld && sessionsToGo === 0 && projectsToGo === 0;
  const summary = met
    ? COMPLETION_TEXT.earned
    : sessionsListed === 0
      ? COMPLETION_TEXT.noSessions
      : remainingText(sessionsToGo, projectsToGo) || COMPLETION_TEXT.onTrack;
  return {
    ...facts,
    rule,
    attendancePercent: sessionsHeld === 0 ? null : Math.min(100, Math.floor((sessionsAttended * 100) / sessionsHeld)),
    sessionsToGo,
    projectsToGo,
    attendanceOutOfReach: sessionsToGo > sessionsComing,
    met,
    summary,
  };
}

/** The admin's completion rule form: a percent 0–100 and a checkbox; null values mean the form is wrong. */
export function parseCompletionRuleForm(form: {
  min_attendance_percent?: string;
  require_required_assignments?: string;
}): { rule: CompletionRule } | { error: string } {
  const text = (form.min_attendance_percent ?? "").trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return { error: COMPLETION_TEXT.percentInvalid };
  return { rule: { minAttendancePercent: Number(text), requireRequiredAssignments: form.require_required_assignments === "on" } };
}

/** The revoke form's reason: required, trimmed, at most REVOKE_REASON_MAX_LENGTH characters. */
export function parseRevokeReason(value: string | undefined): { reason: string } | { error: string } {
  const reason = (value ?? "").trim();
  if (!reason) return { error: COMPLETION_TEXT.revokeReasonRequired };
  if (reason.length > REVOKE_REASON_MAX_LENGTH) return { error: COMPLETION_TEXT.revokeReasonTooLong };
  return { reason };
}

/** The title of a certificate earned by completing a batch: it names the course and the batch. */
export function earnedCertificateTitle(course: string | null, batchId: string): string {
  return course ? `${course}: batch ${batchId}` : `Batch ${batchId}`;
}

/** Why a student is at risk: "Missed the last two sessions; 1 required assignment overdue". */
export function atRiskText({ missedLastTwo, overdueAssignments }: { missedLastTwo: boolean; overdueAssignments: number }) {
  return [
    ...(missedLastTwo ? ["Missed the last two sessions"] : []),
    ...(overdueAssignments > 0 ? [`${plural(overdueAssignments, "required assignment")} overdue`] : []),
  ].join("; ");
}
