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

// spec 3 §1 "Claims shown", as the library's stats tiles (spec 3 §2.8).
export const libraryClaims: readonly Stat[] = [
  { value: "10000+", label: "Students Benefited" },
  { value: "24/7", label: "Access" },
  { value: "4-Month", label: "Certification Program" },
  { value: "25-Week", label: "Recurring Class Schedule" },
];
