import type { MouseEvent, ReactNode } from "react";
import type { QuizMove } from "~/leads/quiz";
import { ErrorBanner } from "~/ui/forms/form-controls";

/** A move through the quiz: a real submit (its intent the move) without JavaScript; with it, `onMove` moves on the page. */
export function QuizMoveButton({
  to,
  onMove,
  disabled,
  className,
  children,
}: {
  to: QuizMove;
  onMove: (event: MouseEvent<HTMLButtonElement>, to: QuizMove) => void;
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={to}
      disabled={disabled}
      onClick={(event) => onMove(event, to)}
      className={className}
    >
      {children}
    </button>
  );
}

/** A step's refusal and its buttons, shown only while the step is on screen. */
export function QuizStepActions({
  active,
  error,
  className,
  children,
}: {
  active: boolean;
  error: string | null;
  className: string;
  children: ReactNode;
}) {
  if (!active) return null;
  return (
    <>
      <div className="mt-5">
        <ErrorBanner message={error} />
      </div>
      <div className={`mt-6 ${className}`}>{children}</div>
    </>
  );
}
