import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { Form } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { firstQuizDetailsError, moveQuiz, type QuizFormState, type QuizMove, type QuizPosition } from "~/leads/quiz";
import { HoneypotField } from "~/ui/forms/form-controls";
import { QuizDetails } from "./quiz-details";
import { QuizQuestions } from "./quiz-questions";

const QUESTION_COUNT = aiReadinessQuestions.length;

/**
 * The quiz as one form: the browser moves between questions itself (moveQuiz); without JavaScript each move is a
 * post the action answers with the same rules. The details are checked here before the form is sent.
 */
export function QuizForm({ spotId, serverState }: { spotId: string | null; serverState: QuizFormState | undefined }) {
  const saving = useFormBusy({ action: "/ai-readiness-quiz" });
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
      <QuizQuestions
        step={position.step}
        answers={answers}
        error={error}
        active={onQuestions}
        onAnswer={(questionIndex, optionIndex) =>
          setAnswers((current) => current.map((answer, index) => (index === questionIndex ? optionIndex : answer)))
        }
        onMove={move}
      />
      <QuizDetails values={serverState?.values} error={error} active={!onQuestions} saving={saving} onMove={move} />
    </Form>
  );
}
