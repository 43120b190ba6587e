// spec 2 §4: badge colours. Difficulty: Beginner green, Intermediate yellow, Advanced red, other gray.
// Demand: Very High red, High orange, Growing green, other gray.

export type BadgeTone = "green" | "yellow" | "red" | "orange" | "gray";

export function difficultyTone(difficulty: string): BadgeTone {
  switch (difficulty) {
    case "Beginner":
      return "green";
    case "Intermediate":
      return "yellow";
    case "Advanced":
      return "red";
    default:
      return "gray";
  }
}

export function demandTone(demand: string): BadgeTone {
  switch (demand) {
    case "Very High":
      return "red";
    case "High":
      return "orange";
    case "Growing":
      return "green";
    default:
      return "gray";
  }
}

/** Tailwind classes per tone; the -800 text on -100 backgrounds keeps contrast above 4.5:1. */
export const badgeToneClasses: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-800 ring-green-600/20",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  orange: "bg-orange-100 text-orange-800 ring-orange-600/20",
  gray: "bg-gray-100 text-gray-800 ring-gray-500/20",
};
