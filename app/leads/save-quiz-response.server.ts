import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { scoreQuiz, type QuizDetails } from "~/leads/quiz";
import { findApprovedSpot } from "~/ai-spots/index.server";
import { type Database, quizResponses } from "~/platform/index.server";

export class IncompleteQuizError extends Error {}

/**
 * Scores the answers and stores one response (spec 3 §3 quiz_responses, §7 "insert one row").
 * The spot is kept only when `spotId` names an approved spot; otherwise the quiz counts as taken directly.
 */
export async function saveQuizResponse({
  database,
  answers,
  details,
  spotId,
}: {
  database: Database;
  answers: readonly (number | null)[];
  details: QuizDetails;
  spotId: unknown;
}) {
  const scored = scoreQuiz(answers, aiReadinessQuestions);
  if (!scored) throw new IncompleteQuizError("the quiz answers are incomplete");
  const spot = await findApprovedSpot(database, spotId);
  const [q1, q2, q3, q4, q5, q6, q7, q8] = scored.answerTexts as [string, string, string, string, string, string, string, string];
  const [saved] = await database
    .insert(quizResponses)
    .values({
      name: details.name,
      email: details.email,
      mobile: details.mobile,
      age: details.age,
      occupation: details.occupation,
      q1,
      q2,
      q3,
      q4,
      q5,
      q6,
      q7,
      q8,
      score: scored.score,
      readinessLevel: scored.readinessLevel,
      aispotId: spot?.aispotId ?? null,
    })
    .returning({
      id: quizResponses.id,
      score: quizResponses.score,
      readinessLevel: quizResponses.readinessLevel,
      aispotId: quizResponses.aispotId,
    });
  return saved!;
}
