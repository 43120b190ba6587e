import type { MouseEvent, ReactNode } from "react";
import type { QuizMove } from "~/leads/quiz";

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
