import { BookOpen, Home, MessageCircle, Sparkles, Trophy, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QUIZ_MAX_SCORE, quizChallengeMessage, readinessBand, type QuizResult } from "~/leads/quiz";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { ReferralOffer } from "~/ui/marketing/referral-offer";
import { ProgressTrack } from "../progress-track";

/** Score, level, next steps and the challenge to share (spec 3 §4 "Quiz flow"). */
export function QuizResults({ result, quizUrl, enrollButton }: { result: QuizResult; quizUrl: string; enrollButton: ReactNode }) {
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
        <ProgressTrack
          label="Your score"
          percent={percent}
          className="mx-auto mt-4 h-3 max-w-sm"
          fillClassName="bg-gradient-to-r from-brand-500 to-indigo-700"
        />
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
        {enrollButton}
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
      <ReferralOffer className="mt-4 w-full" />

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
