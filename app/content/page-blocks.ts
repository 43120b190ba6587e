// Small content shapes shared by the certification, CXO, careers and about pages (spec 2 §3).
import type { Stat } from "./stats";

/** A figure with its caption and, optionally, one sentence of context. */
export interface Statistic extends Stat {
  detail?: string;
}

/** An AI tool taught in a programme (spec 2 §3 "Tool: name, purpose"). */
export interface ToolItem {
  name: string;
  purpose: string;
}

/** A benefit or reason card (spec 2 §3 "Benefit: title, description"). */
export interface BenefitItem {
  title: string;
  description: string;
}
