import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { QUIZ_FIELD_LIMITS, type QuizFormState, type QuizMove } from "~/leads/quiz";
import { AgeField, TextField } from "~/ui/forms/field";
import { SubmitButton } from "~/ui/forms/form-controls";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { QuizMoveButton, QuizStepActions } from "./quiz-step-actions";

/** 'Almost Done!': the quiz taker's details, then 'See My Results' (spec 3 §4 "Quiz flow", §5 "Quiz details"). */
export function QuizDetails({
  values,
  error,
  active,
  saving,
  onMove,
}: {
  values: QuizFormState["values"] | undefined;
  error: string | null;
  /** The details form is on screen (not the questions). */
  active: boolean;
  saving: boolean;
  onMove: (event: MouseEvent<HTMLButtonElement>, to: QuizMove) => void;
}) {
  /** A field's name, its length limit, and what was typed before a refused send. */
  const fieldOf = (name: keyof typeof QUIZ_FIELD_LIMITS) => ({
    name,
    maxLength: QUIZ_FIELD_LIMITS[name],
    defaultValue: values?.[name],
  });
  return (
    <div hidden={!active}>
      <h2 id="quiz-details-title" tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        Almost Done!
      </h2>
      <p className="mt-2 text-gray-700">Tell us a little about yourself to see your AI readiness score and recommendations.</p>
      <div className="mt-6 space-y-4">
        <TextField label="Full Name" required autoComplete="name" {...fieldOf("name")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Email" type="email" required autoComplete="email" {...fieldOf("email")} />
          <TextField label="Mobile" type="tel" required autoComplete="tel" {...fieldOf("mobile")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <AgeField required defaultValue={values?.age} />
          <TextField label="Occupation" required autoComplete="organization-title" {...fieldOf("occupation")} />
        </div>
      </div>
      <QuizStepActions active={active} error={error} className="space-y-3">
        {/* First in the form: Enter in a field submits. */}
        <SubmitButton name="intent" value="submit" busy={saving} busyLabel="Calculating Your Results...">
          See My Results
        </SubmitButton>
        <QuizMoveButton to="back-to-quiz" onMove={onMove} className={`${buttonStyles.secondary} w-full`}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Quiz
        </QuizMoveButton>
      </QuizStepActions>
    </div>
  );
}
