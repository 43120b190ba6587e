import { ArrowLeft, ArrowRight } from "lucide-react";
import type { KeyboardEvent, MouseEvent } from "react";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { quizAnswerField, type QuizMove } from "~/leads/quiz";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { ProgressCaption, ProgressTrack } from "../progress-track";
import { QuizMoveButton, QuizStepActions } from "./quiz-step-actions";

const QUESTION_COUNT = aiReadinessQuestions.length;

/** The questions, one on screen at a time, with the progress bar and the Previous / Next buttons. */
export function QuizQuestions({
  step,
  answers,
  error,
  active,
  onAnswer,
  onMove,
}: {
  step: number;
  answers: readonly (number | null)[];
  error: string | null;
  /** The questions are on screen (not the details form). */
  active: boolean;
  onAnswer: (questionIndex: number, optionIndex: number) => void;
  onMove: (event: MouseEvent<HTMLButtonElement> | KeyboardEvent, to: QuizMove) => void;
}) {
  const isLast = step === QUESTION_COUNT - 1;
  const progress = Math.round(((step + 1) / QUESTION_COUNT) * 100);
  return (
    <div hidden={!active}>
      <ProgressCaption className="font-medium text-gray-700" percent={progress}>
        Question {step + 1} of {QUESTION_COUNT}
      </ProgressCaption>
      <ProgressTrack
        label="Quiz progress"
        percent={progress}
        className="mt-2 h-2.5"
        fillClassName="bg-brand-600 transition-all"
      />

      {aiReadinessQuestions.map((item, questionIndex) => (
        // Enter on one of the question's options (the keydown bubbles up here) moves to the next question.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- listens to its radio buttons
        <fieldset
          key={item.question}
          hidden={questionIndex !== step}
          className="mt-6"
          onKeyDown={(event) => {
            if (event.key === "Enter") onMove(event, "next");
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
                    onChange={() => onAnswer(questionIndex, optionIndex)}
                    className="size-4 accent-brand-600"
                  />
                  {option.text}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      <QuizStepActions active={active} error={error} className="flex items-center justify-between gap-3">
        <QuizMoveButton
          to="previous"
          onMove={onMove}
          disabled={step === 0}
          className={`${buttonStyles.secondary} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Previous
        </QuizMoveButton>
        <QuizMoveButton to="next" onMove={onMove} className={buttonStyles.primary}>
          {isLast ? "Complete Quiz" : "Next"}
          {isLast ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        </QuizMoveButton>
      </QuizStepActions>
    </div>
  );
}
