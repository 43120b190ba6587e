import { type AssignmentState, assignmentStateLabel } from "~/classroom/hand-in-rules";

const TONES: Record<AssignmentState["kind"], string> = {
  "not-submitted": "bg-gray-100 text-gray-800",
  submitted: "bg-blue-100 text-blue-900",
  "needs-revision": "bg-amber-100 text-amber-900",
  passed: "bg-green-100 text-green-900",
};

/** A student's state on an assignment, as a small badge. */
export function AssignmentStateBadge({ state }: { state: AssignmentState }) {
  const tone = state.kind === "submitted" && state.late ? "bg-orange-100 text-orange-900" : TONES[state.kind];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{assignmentStateLabel(state)}</span>;
}
