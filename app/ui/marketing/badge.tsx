import type { ReactNode } from "react";
import { badgeToneClasses, demandTone, difficultyTone, type BadgeTone } from "./badge-tones";

export function Badge({ tone = "gray", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badgeToneClasses[tone]}`}
    >
      {children}
    </span>
  );
}

/** Beginner / Intermediate / Advanced, coloured as spec 2 §4 says. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return <Badge tone={difficultyTone(difficulty)}>{difficulty}</Badge>;
}

/** Very High / High / Growing demand, coloured as spec 2 §4 says. */
export function DemandBadge({ demand, suffix = " Demand" }: { demand: string; suffix?: string }) {
  return (
    <Badge tone={demandTone(demand)}>
      {demand}
      {suffix}
    </Badge>
  );
}
