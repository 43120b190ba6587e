// The AI-readiness quiz (spec 3 §2.9, §4 "Quiz flow"): one question at a time, then 'Almost Done!', then results.
// The browser moves through the questions; without JavaScript the action does the same moves. Only the
// server scores the answers, and it keeps a spot only when ?spot_id= names an approved one.
import { MapPin, Sparkles } from "lucide-react";
import { data } from "react-router";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { checkForm } from "~/platform";
import {
  moveQuiz,
  QUIZ_MESSAGES,
  QuizDetailsSchema,
  quizSaveFailedMessage,
  readQuizAnswers,
  scoreQuiz,
  type QuizFormState,
  type QuizMove,
  type QuizPosition,
} from "~/leads";
import { EnrollButton } from "~/payments/ui";
import { findApprovedSpotOrNone } from "~/ai-spots/index.server";
import { db, getConfig, handlePublicForm, readPublicForm } from "~/platform/index.server";
import { saveQuizResponse } from "~/leads/index.server";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { QuizForm, QuizResults } from "~/leads/ui";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/ai-readiness-quiz";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "AI Readiness Quiz",
    description:
      "Eight quick questions, about 2 minutes: find out whether you are an AI Tool-User, Builder or Innovator, with next steps for your level.",
    path: "/ai-readiness-quiz",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const spotId = new URL(request.url).searchParams.get("spot_id");
  const spot = await findApprovedSpotOrNone(await db(), spotId);
  return {
    spot: spot && { id: spot.aispotId, name: spot.name, city: spot.city },
    quizUrl: `${getConfig().appUrl}/ai-readiness-quiz`,
  };
}

const DETAIL_FIELDS = ["name", "email", "mobile", "age", "occupation"] as const;
const MOVES = new Set<string>(["next", "previous", "back-to-quiz"]);
const QUESTION_COUNT = aiReadinessQuestions.length;

export async function action({ request }: Route.ActionArgs) {
  const form = await readPublicForm(request);
  const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]));
  const answers = readQuizAnswers(fields, aiReadinessQuestions);
  // Echoed back into the form; the schema's limits apply on save.
  const values = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, (fields[field] ?? "").slice(0, 300)]));
  const position: QuizPosition = {
    phase: fields.phase === "details" ? "details" : "questions",
    step: Math.min(Math.max(Number.parseInt(fields.step ?? "0", 10) || 0, 0), QUESTION_COUNT - 1),
  };
  const state = (next: QuizPosition, error: string | null): QuizFormState => ({
    kind: "quiz",
    position: next,
    answers,
    values,
    error,
  });

  const intent = fields.intent ?? "submit";
  if (MOVES.has(intent)) {
    const moved = moveQuiz(position, intent as QuizMove, answers, QUESTION_COUNT);
    return state(moved.position, moved.error);
  }

  const scored = scoreQuiz(answers, aiReadinessQuestions);
  if (!scored) {
    const firstGap = Math.max(
      answers.findIndex((answer) => answer === null),
      0,
    );
    return data(state({ phase: "questions", step: firstGap }, QUIZ_MESSAGES.selectAnswer), { status: 400 });
  }
  return handlePublicForm({
    request,
    form,
    checked: checkForm(QuizDetailsSchema, values),
    save: (database, details) => saveQuizResponse({ database, answers, details, spotId: fields.spot_id }),
    // A bot that fills the honeypot sees results too; nothing is stored.
    saved: (details) => ({
      kind: "results" as const,
      name: details.name,
      score: scored.score,
      readinessLevel: scored.readinessLevel,
    }),
    refused: (message, status) => data(state({ phase: "details", step: QUESTION_COUNT - 1 }, message), { status }),
    failureMessage: quizSaveFailedMessage,
    context: "quiz response could not be saved",
  });
}

export default function AiReadinessQuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const { spot, quizUrl } = loaderData;
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" /> About 2 minutes
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">AI Readiness Quiz</h1>
          <p className="mt-3 text-lg text-gray-700">
            Eight quick questions about how you use AI at work. Get your readiness level and the next steps that fit it.
          </p>
          {spot ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm text-gray-800 shadow-sm ring-1 ring-gray-200">
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              Welcome from {spot.name}, {spot.city}!
            </p>
          ) : null}
        </header>
        <div className="mt-8">
          {actionData?.kind === "results" ? (
            <QuizResults
              result={actionData}
              quizUrl={quizUrl}
              enrollButton={<EnrollButton className={buttonStyles.primary}>Enroll Now</EnrollButton>}
            />
          ) : (
            <QuizForm spotId={spot?.id ?? null} serverState={actionData?.kind === "quiz" ? actionData : undefined} />
          )}
        </div>
      </div>
    </main>
  );
}
