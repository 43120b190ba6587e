import { and, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts/index.server";
import { composeEmail } from "~/email/index.server";
import { sendNotice } from "~/messaging/index.server";
import { isUuid } from "~/platform";
import { assignments, type Database, handIns, logger, users } from "~/platform/index.server";
import { checkCompletion } from "./check-completion.server";
import { recordAudit, teachesBatch } from "~/staff/index.server";
import { rubricTotal } from "./assignment-form";
import { checkReview, REVIEW_TEXT } from "./hand-in-rules";
import { lockHandIns } from "./hand-in-work.server";

export type ReviewOutcome = { ok: true; message: string } | { ok: false; message: string; status: number };

const refused = (message: string, status = 400): ReviewOutcome => ({ ok: false, message, status });

/**
 * An instructor's review of one version: a score per criterion, feedback, passed or needs revision. Only the newest
 * version, only once: of two instructors at once, the first to commit wins and the other is told.
 */
export async function reviewHandIn(
  database: Database,
  { user, handInId, form, appUrl }: { user: SessionUser; handInId: string; form: Record<string, unknown>; appUrl: string },
): Promise<ReviewOutcome> {
  if (!isUuid(handInId)) return refused(REVIEW_TEXT.notFound, 404);
  const [found] = await database
    .select({ handIn: handIns, assignment: assignments })
    .from(handIns)
    .innerJoin(assignments, eq(assignments.id, handIns.assignmentId))
    .where(eq(handIns.id, handInId));
  // An instructor of another batch learns nothing about this hand-in.
  if (!found || !(await teachesBatch(database, user, found.assignment.batchId))) return refused(REVIEW_TEXT.notFound, 404);
  const { handIn, assignment } = found;
  const checked = checkReview(form, assignment);
  if (!checked.ok) return refused(checked.message);
  const review = checked.value;

  const outcome = await database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockHandIns(tx, assignment.id, handIn.studentUserId);
    const [newest] = await tx
      .select({ version: handIns.version })
      .from(handIns)
      .where(and(eq(handIns.assignmentId, assignment.id), eq(handIns.studentUserId, handIn.studentUserId)))
      .orderBy(desc(handIns.version))
      .limit(1);
    if (newest && newest.version !== handIn.version) return refused(REVIEW_TEXT.notLatest, 409);
    const [reviewed] = await tx
      .update(handIns)
      .set({
        status: review.decision,
        scores: review.scores,
        score: review.score,
        feedback: review.feedback || null,
        reviewedBy: user.id,
        reviewedAt: sql`now()`,
      })
      .where(and(eq(handIns.id, handIn.id), eq(handIns.status, "submitted")))
      .returning({ id: handIns.id });
    if (!reviewed) return refused(REVIEW_TEXT.alreadyReviewed, 409);
    await recordAudit(tx, {
      actor: user,
      action: "update",
      tableName: "hand_ins",
      rowId: handIn.id,
      details: { review: review.decision, score: review.score, version: handIn.version },
    });
    const [student] = await tx.select({ name: users.name }).from(users).where(eq(users.userId, handIn.studentUserId));
    await sendNotice(tx, {
      template: "feedback-ready",
      parameters: { student_name: student?.name ?? "there", assignment_title: assignment.title },
      email: handInReviewedEmail({
        to: handIn.studentEmail,
        assignmentTitle: assignment.title,
        passed: review.decision === "passed",
        score: review.score,
        total: rubricTotal(assignment.rubric),
        feedback: review.feedback,
        classroomUrl: `${appUrl}/learn/${encodeURIComponent(assignment.batchId)}#assignment-${assignment.id}`,
      }),
    });
    return { ok: true as const, message: review.decision === "passed" ? REVIEW_TEXT.passed : REVIEW_TEXT.needsRevision };
  });
  // A pass may complete the course: checked once the grade is committed; should the check fail, the daily job issues it.
  if (outcome.ok && review.decision === "passed") {
    await checkCompletion(database, { batchId: assignment.batchId, studentEmail: handIn.studentEmail }).catch((error: unknown) =>
      logger.warn({ err: error }, "completion check after a review failed"),
    );
  }
  return outcome;
}

function handInReviewedEmail(review: {
  to: string;
  assignmentTitle: string;
  passed: boolean;
  score: number;
  total: number;
  feedback: string;
  classroomUrl: string;
}) {
  const verdict = review.passed
    ? `Your work on ${review.assignmentTitle} passed with ${review.score} of ${review.total} points.`
    : `Your work on ${review.assignmentTitle} needs revision (${review.score} of ${review.total} points). Please hand in a new version.`;
  return composeEmail({
    to: review.to,
    subject: `${review.passed ? "Passed" : "Needs revision"}: ${review.assignmentTitle}`,
    heading: review.passed ? "Your assignment passed" : "Your assignment needs revision",
    preview: verdict,
    blocks: [
      { kind: "paragraph", text: verdict },
      ...(review.feedback ? [{ kind: "paragraph" as const, text: `Feedback: ${review.feedback}` }] : []),
      { kind: "button", label: "See the scores and feedback", url: review.classroomUrl },
    ],
  });
}
