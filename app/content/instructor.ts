// The instructor as the marketing pages present them (spec 2 §1: 15+ years; 10,000+ professionals
// trained; 3 continents). The name and contact details live in site-config.ts.
import type { Stat } from "./stats";

export const instructorStats: readonly Stat[] = [
  { value: "15+", label: "Years in AI & Software" },
  { value: "10,000+", label: "Professionals Trained" },
  { value: "3", label: "Continents" },
  { value: "4.9/5", label: "Average Rating" },
];

export const instructorHighlights: readonly string[] = [
  "Architect of AI and data platforms for banking, healthcare and retail enterprises",
  "Has trained teams in India, the USA and Canada, from graduates to CXOs",
  "Teaches every live session personally and reviews capstone projects one to one",
  "Known for turning complex AI ideas into simple, practical steps",
];
