// The AI-readiness quiz (spec 3 §2.9, §4 "Quiz flow"): one question at a time, then 'Almost Done!', then results.
// The browser moves through the questions; without JavaScript the action does the same moves. Only the
// server scores the answers, and it keeps a spot only when ?spot_id= names an approved one.
import { ArrowLeft, ArrowRight, BookOpen, Home, MapPin, MessageCircle, Sparkles, Trophy, UserPlus } from "lucide-react";
import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import {
  firstQuizDetailsError,
  moveQuiz,
  QUIZ_FIELD_LIMITS,
  QUIZ_MAX_SCORE,
  QUIZ_MESSAGES,
  QuizDetailsSchema,
  quizAnswerField,
  quizChallengeMessage,
  quizSaveFailedMessage,
  readinessBand,
  readQuizAnswers,
  scoreQuiz,
  type QuizMove,
  type QuizPosition,
} from "~/domain/quiz";
import { EnrollButton } from "~/features/payment-dialog/enroll-button";
import { findApprovedSpot } from "~/server/ai-spots/find-approved-spot.server";
import { getConfig } from "~/server/config.server";
import { db } from "~/server/db/database.server";
import { reportFailure } from "~/server/http/failure-reference.server";
import { saveQuizResponse } from "~/server/quiz/save-quiz-response.server";
import { consumeRateLimit, RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from "~/server/rate-limit.server";
import { clientIp } from "~/server/security/client-ip.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import { TextField } from "~/ui/forms/field";
import { ErrorBanner, HoneypotField } from "~/ui/forms/form-controls";
import { buttonStyles } from "~/ui/marketing/button-styles";
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
  const spot = await findApprovedSpot(await db(), spotId);
  return {
    spot: spot && { id: spot.aispotId, name: spot.name, city: spot.city },
    quizUrl: `${getConfig().appUrl}/ai-readiness-quiz`,
  };
}

const DETAIL_FIELDS = ["name", "email", "mobile", "age", "occupation"] as const;
type DetailValues = Partial<Record<(typeof DETAIL_FIELDS)[number], string>>;
const MOVES = new Set<string>(["next", "previous", "back-to-quiz"]);
const QUESTION_COUNT = aiReadinessQuestions.length;

type QuizState = { kind: "quiz"; position: QuizPosition; answers: (number | null)[]; values: DetailValues; error: string | null };
type QuizResult = { kind: "results"; name: string; score: number; readinessLevel: string };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]));
  const answers = readQuizAnswers(fields, aiReadinessQuestions);
  // Echoed back into the form; the schema's limits apply on save.
  const values: DetailValues = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, (fields[field] ?? "").slice(0, 300)]));
  const position: QuizPosition = {
    phase: fields.phase === "details" ? "details" : "questions",
    step: Math.min(Math.max(Number.parseInt(fields.step ?? "0", 10) || 0, 0), QUESTION_COUNT - 1),
  };
  const state = (next: QuizPosition, error: string | null): QuizState => ({
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
  const detailsError = firstQuizDetailsError(values);
  if (detailsError) return data(state({ phase: "details", step: QUESTION_COUNT - 1 }, detailsError), { status: 400 });
  const details = QuizDetailsSchema.parse(values);
  const result: QuizResult = { kind: "results", name: details.name, score: scored.score, readinessLevel: scored.readinessLevel };
  if ((fields.website ?? "") !== "") return result; // honeypot: a bot sees results, nothing is stored

  const database = await db();
  if (!(await consumeRateLimit(database, RATE_LIMITS.publicFormPerIp, clientIp(request)))) {
    return data(state({ phase: "details", step: QUESTION_COUNT - 1 }, TOO_MANY_ATTEMPTS_MESSAGE), { status: 429 });
  }
  try {
    await saveQuizResponse({ database, answers, details, spotId: fields.spot_id });
  } catch (failure) {
    const message = reportFailure(request, failure, "quiz response could not be saved");
    return data(state({ phase: "details", step: QUESTION_COUNT - 1 }, quizSaveFailedMessage(message)), { status: 500 });
  }
  return result;
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
            <QuizResults result={actionData} quizUrl={quizUrl} />
          ) : (
            <QuizForm spotId={spot?.id ?? null} serverState={actionData?.kind === "quiz" ? actionData : undefined} />
          )}
        </div>
      </div>
    </main>
  );
}

function QuizForm({ spotId, serverState }: { spotId: string | null; serverState: QuizState | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/ai-readiness-quiz") === true;
  const [position, setPosition] = useState<QuizPosition>(serverState?.position ?? { phase: "questions", step: 0 });
  const [answers, setAnswers] = useState<(number | null)[]>(serverState?.answers ?? Array(QUESTION_COUNT).fill(null));
  const [error, setError] = useState<string | null>(serverState?.error ?? null);

  // An answer from the server (a failed save, or a move without JavaScript) replaces the local state.
  const [appliedServerState, setAppliedServerState] = useState(serverState);
  if (serverState !== appliedServerState) {
    setAppliedServerState(serverState);
    if (serverState) {
      setPosition(serverState.position);
      setAnswers(serverState.answers);
      setError(serverState.error);
    }
  }

  function move(event: MouseEvent<HTMLButtonElement> | KeyboardEvent, to: QuizMove) {
    event.preventDefault();
    const moved = moveQuiz(position, to, answers, QUESTION_COUNT);
    setPosition(moved.position);
    setError(moved.error);
    if (moved.position.phase !== position.phase || moved.position.step !== position.step) {
      // Keyboard and screen-reader users land on the new question or form.
      requestAnimationFrame(() =>
        document
          .getElementById(moved.position.phase === "details" ? "quiz-details-title" : `quiz-question-${moved.position.step}`)
          ?.focus(),
      );
    }
  }

  const onQuestions = position.phase === "questions";
  const isLast = position.step === QUESTION_COUNT - 1;
  const progress = Math.round(((position.step + 1) / QUESTION_COUNT) * 100);

  return (
    <Form
      method="post"
      noValidate
      aria-label="AI Readiness Quiz"
      className="relative rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:p-8"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter && submitter.value !== "submit") return;
        const message = firstQuizDetailsError(Object.fromEntries(new FormData(event.currentTarget)));
        if (message) {
          event.preventDefault();
          setError(message);
        }
      }}
      onChange={() => setError(null)}
    >
      <HoneypotField />
      <input type="hidden" name="phase" value={position.phase} />
      <input type="hidden" name="step" value={position.step} />
      {spotId ? <input type="hidden" name="spot_id" value={spotId} /> : null}

      <div hidden={!onQuestions}>
        <div className="flex items-center justify-between text-sm font-medium text-gray-700">
          <span>
            Question {position.step + 1} of {QUESTION_COUNT}
          </span>
          <span>{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
        </div>

        {aiReadinessQuestions.map((item, questionIndex) => (
          // Enter on one of the question's options (the keydown bubbles up here) moves to the next question.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- listens to its radio buttons
          <fieldset
            key={item.question}
            hidden={questionIndex !== position.step}
            className="mt-6"
            onKeyDown={(event) => {
              if (event.key === "Enter") move(event, "next");
            }}
          >
            <legend
              id={`quiz-question-${questionIndex}`}
              tabIndex={-1}
              className="text-xl font-bold text-gray-900 focus:outline-none"
            >
              {item.question}
            </legend>
            <div className="mt-4 space-y-3">
              {item.options.map((option, optionIndex) => {
                const id = `${quizAnswerField(questionIndex)}-${optionIndex}`;
                const checked = answers[questionIndex] === optionIndex;
                return (
                  <label
                    key={option.text}
                    htmlFor={id}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-gray-900 transition-colors ${
                      checked ? "border-brand-600 bg-brand-50" : "border-gray-200 hover:border-brand-300"
                    }`}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={quizAnswerField(questionIndex)}
                      value={optionIndex}
                      checked={checked}
                      onChange={() =>
                        setAnswers((current) => current.map((answer, index) => (index === questionIndex ? optionIndex : answer)))
                      }
                      className="size-4 accent-brand-600"
                    />
                    {option.text}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}

        {onQuestions ? (
          <>
            <div className="mt-5">
              <ErrorBanner message={error} />
            </div>
            <div className="mt-6 flex items-center justify-between gap-3">
              <button
                type="submit"
                name="intent"
                value="previous"
                disabled={position.step === 0}
                onClick={(event) => move(event, "previous")}
                className={`${buttonStyles.secondary} disabled:cursor-not-allowed disabled:opacity-50`}
              >
                <ArrowLeft aria-hidden="true" className="size-4" /> Previous
              </button>
              <button
                type="submit"
                name="intent"
                value="next"
                onClick={(event) => move(event, "next")}
                className={buttonStyles.primary}
              >
                {isLast ? "Complete Quiz" : "Next"}
                {isLast ? null : <ArrowRight aria-hidden="true" className="size-4" />}
              </button>
            </div>
          </>
        ) : null}
      </div>

      <div hidden={onQuestions}>
        <h2 id="quiz-details-title" tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
          Almost Done!
        </h2>
        <p className="mt-2 text-gray-700">Tell us a little about yourself to see your AI readiness score and recommendations.</p>
        <div className="mt-6 space-y-4">
          <TextField
            label="Full Name"
            name="name"
            required
            autoComplete="name"
            maxLength={QUIZ_FIELD_LIMITS.name}
            defaultValue={serverState?.values.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={QUIZ_FIELD_LIMITS.email}
              defaultValue={serverState?.values.email}
            />
            <TextField
              label="Mobile"
              name="mobile"
              type="tel"
              required
              autoComplete="tel"
              maxLength={QUIZ_FIELD_LIMITS.mobile}
              defaultValue={serverState?.values.mobile}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Age"
              name="age"
              type="number"
              inputMode="numeric"
              min={16}
              max={100}
              required
              defaultValue={serverState?.values.age}
            />
            <TextField
              label="Occupation"
              name="occupation"
              required
              autoComplete="organization-title"
              maxLength={QUIZ_FIELD_LIMITS.occupation}
              defaultValue={serverState?.values.occupation}
            />
          </div>
        </div>
        {onQuestions ? null : (
          <>
            <div className="mt-5">
              <ErrorBanner message={error} />
            </div>
            <div className="mt-6 space-y-3">
              {/* First in the form: Enter in a field submits. */}
              <button
                type="submit"
                name="intent"
                value="submit"
                disabled={saving}
                aria-busy={saving}
                className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {saving ? "Calculating Your Results..." : "See My Results"}
              </button>
              <button
                type="submit"
                name="intent"
                value="back-to-quiz"
                onClick={(event) => move(event, "back-to-quiz")}
                className={`${buttonStyles.secondary} w-full`}
              >
                <ArrowLeft aria-hidden="true" className="size-4" /> Back to Quiz
              </button>
            </div>
          </>
        )}
      </div>
    </Form>
  );
}

function QuizResults({ result, quizUrl }: { result: QuizResult; quizUrl: string }) {
  const band = readinessBand(result.score);
  const challenge = `https://wa.me/?text=${encodeURIComponent(quizChallengeMessage({ score: result.score, level: band.level, quizUrl }))}`;
  const percent = Math.round((result.score / QUIZ_MAX_SCORE) * 100);
  return (
    <section aria-labelledby="quiz-results-title" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:p-8">
      <div className="text-center">
        <Trophy aria-hidden="true" className="mx-auto size-12 text-amber-500" />
        <h2 id="quiz-results-title" className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">
          Your AI Readiness Results
        </h2>
        <p className="mt-1 text-gray-700">Thank you, {result.name}!</p>
        <p className="mt-6 text-5xl font-extrabold text-brand-700">
          {result.score}
          <span className="text-2xl text-gray-700">/{QUIZ_MAX_SCORE}</span>
        </p>
        <div
          role="progressbar"
          aria-label="Your score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mx-auto mt-4 h-3 max-w-sm overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-indigo-700" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-5 inline-block rounded-full bg-brand-100 px-4 py-1.5 text-lg font-bold text-brand-800">{band.level}</p>
        <p className="mx-auto mt-3 max-w-xl text-gray-700">{band.summary}</p>
      </div>

      <h3 className="mt-8 text-xl font-bold text-gray-900">Recommended Next Steps</h3>
      <ul className="mt-3 space-y-2">
        {band.recommendations.map((recommendation) => (
          <li key={recommendation} className="flex items-start gap-2 text-gray-800">
            <Sparkles aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
            {recommendation}
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <EnrollButton className={buttonStyles.primary}>Enroll Now</EnrollButton>
        <Link to="/library" className={buttonStyles.secondary}>
          <BookOpen aria-hidden="true" className="size-4" /> Explore the Library
        </Link>
        <Link to="/signup" className={buttonStyles.secondary}>
          <UserPlus aria-hidden="true" className="size-4" /> Sign Up Free
        </Link>
        <Link to="/" className={buttonStyles.secondary}>
          <Home aria-hidden="true" className="size-4" /> Back to Home
        </Link>
      </div>

      <div className="mt-8 rounded-xl bg-green-50 p-5 text-center ring-1 ring-green-200">
        <h3 className="text-lg font-bold text-gray-900">Challenge Your Friends</h3>
        <p className="mt-1 text-gray-700">
          Think your colleagues can beat {result.score}/{QUIZ_MAX_SCORE}? Send them the quiz.
        </p>
        <a
          href={challenge}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
        >
          <MessageCircle aria-hidden="true" className="size-5" /> Share the Challenge
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
