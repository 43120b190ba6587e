// Headline figures claimed across the site (spec 1 §1, spec 2 §1). Change them here only.

export interface Stat {
  value: string;
  label: string;
}

export const academyStats: readonly Stat[] = [
  { value: "10000+", label: "Students Trained" },
  { value: "95%", label: "Success Rate" },
  { value: "100+", label: "AI Projects Built" },
  { value: "4.9/5", label: "Average Rating" },
];
