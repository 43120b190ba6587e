// A student's hand-in of an assignment, and what an instructor's review makes of it.

/** submitted: waiting in the review queue; needs-revision: the student may hand in again; passed: final. */
export const HAND_IN_STATUSES = ["submitted", "needs-revision", "passed"] as const;
export type HandInStatus = (typeof HAND_IN_STATUSES)[number];

/** One criterion of an assignment's rubric. */
export interface RubricCriterion {
  name: string;
  maxPoints: number;
}
