// The 8-month AI programme for CXOs at /ai-certification/cxo (spec 2 §2.7, §9 "CXO programme").
import { formatInr, formatUsd, monthlyPrice } from "~/payments";
import type { Currency } from "~/platform";
import type { BenefitItem, Statistic, ToolItem } from "./page-blocks";

/**
 * Course preselected in the payment dialog. It bills the same ₹2,999 / $149 a month as this programme.
 * Why: docs/decisions/0007-copy-and-wording.md.
 */
export const CXO_DIALOG_COURSE = "4 Months AI Certification For Professionals";

export const CXO_PROGRAMME_MONTHS = 8;

export interface LearningPath {
  /** "CEO / COO". */
  roles: string;
  focus: string;
  outcomes: readonly string[];
}

export interface CurriculumBlock {
  /** "Months 1-2". */
  months: string;
  title: string;
  topics: readonly string[];
  projects: readonly string[];
}

export interface RegionalPrice {
  region: string;
  currency: Currency;
  /** Price of one month in minor units (paise or cents). */
  monthlyMinor: number;
}

export const cxoHighlights: readonly Statistic[] = [
  { value: "8 Months", label: "Executive Programme" },
  { value: "17", label: "AI Tools for Leaders" },
  { value: "12+", label: "Strategic Projects" },
  { value: "Live", label: "Weekend Sessions, Lifetime Recordings" },
];

export const cxoReasons: readonly BenefitItem[] = [
  {
    title: "AI Is a Board-Level Agenda",
    description: "Boards and investors now expect a clear AI strategy. Leaders who can explain theirs keep the room.",
  },
  {
    title: "Faster, Better-Informed Decisions",
    description:
      "AI-assisted analysis turns weeks of reporting into hours, so you act on fresh evidence instead of last quarter's deck.",
  },
  {
    title: "You Cannot Govern What You Don't Understand",
    description: "Brief, challenge and evaluate your AI teams and vendors with confidence instead of relying on their word.",
  },
  {
    title: "Risk and Regulation Are Rising",
    description: "Data privacy, bias and new AI rules make AI governance a leadership duty, not an IT project.",
  },
  {
    title: "Talent Follows AI-Ready Leaders",
    description: "The best people want to work where AI is used well. Your example sets the pace for the whole organisation.",
  },
  {
    title: "Investments Need ROI Discipline",
    description: "Separate hype from value and put budget where AI pays back, with metrics you can defend.",
  },
];

export const cxoLearningPaths: readonly LearningPath[] = [
  {
    roles: "CEO / COO",
    focus: "Strategy, operating model and enterprise transformation",
    outcomes: [
      "Build an enterprise AI strategy and roadmap",
      "Redesign operations with AI agents and automation",
      "Communicate the AI vision to the board and the company",
    ],
  },
  {
    roles: "CFO / CRO",
    focus: "Finance, forecasting and risk",
    outcomes: [
      "AI-assisted forecasting and scenario planning",
      "Fraud detection, risk and controls with AI",
      "Measuring the return on AI investments",
    ],
  },
  {
    roles: "CMO",
    focus: "Growth, brand and customer experience",
    outcomes: [
      "AI-driven campaigns and personalisation",
      "Customer insight from data and conversations",
      "Brand safety and responsible AI content",
    ],
  },
  {
    roles: "CHRO",
    focus: "Talent, culture and workforce transformation",
    outcomes: [
      "A reskilling strategy for an AI-ready workforce",
      "Fair, AI-assisted hiring and performance management",
      "Policies for employees' use of AI",
    ],
  },
  {
    roles: "CTO / CIO",
    focus: "Architecture, data and AI platforms",
    outcomes: [
      "Build-versus-buy decisions for AI platforms",
      "Data foundations and security for AI",
      "Governing models, agents and vendors",
    ],
  },
];

export const cxoTools: readonly ToolItem[] = [
  { name: "ChatGPT Enterprise", purpose: "Strategy drafts, analysis and research with company data kept private" },
  { name: "Claude", purpose: "Reading and summarising board papers and long reports" },
  { name: "Microsoft 365 Copilot", purpose: "AI across Outlook, Teams, Word, Excel and PowerPoint" },
  { name: "Google Gemini", purpose: "AI across Google Workspace" },
  { name: "Perplexity", purpose: "Market and competitor research with sources" },
  { name: "NotebookLM", purpose: "Briefings grounded in your own documents" },
  { name: "AlphaSense", purpose: "Intelligence from filings, earnings calls and expert interviews" },
  { name: "Power BI Copilot", purpose: "Executive dashboards and KPI questions in plain English" },
  { name: "Tableau Pulse", purpose: "Automated alerts when a key metric moves" },
  { name: "Julius AI", purpose: "Quick analysis of any dataset" },
  { name: "Gamma", purpose: "Board and investor presentations" },
  { name: "Otter.ai", purpose: "Meeting notes, decisions and action items" },
  { name: "Notion AI", purpose: "Leadership wikis, plans and decision logs" },
  { name: "Zapier", purpose: "No-code automation between business apps" },
  { name: "n8n", purpose: "AI agent workflows for operations" },
  { name: "Copilot Studio", purpose: "Internal assistants grounded in company policies" },
  { name: "Synthesia", purpose: "Video messages and training for large teams" },
];

// spec 2 §2.7: four 2-month blocks, in this order.
export const cxoCurriculum: readonly CurriculumBlock[] = [
  {
    months: "Months 1-2",
    title: "AI Strategy and Leadership Foundations",
    topics: [
      "How generative AI and agents work, without the jargon",
      "Where AI creates value in your industry",
      "Building an AI vision and strategy",
      "Prompting for executives",
      "Assessing your organisation's AI readiness",
    ],
    projects: ["AI opportunity map for your organisation", "Executive AI strategy one-pager", "AI readiness assessment"],
  },
  {
    months: "Months 3-4",
    title: "AI Tools for Executive Decision Making",
    topics: [
      "Research and market intelligence with AI",
      "Dashboards and KPIs with Power BI Copilot",
      "Scenario planning and forecasting",
      "Board papers and presentations with AI",
      "Meeting intelligence and decision logs",
    ],
    projects: ["Executive KPI dashboard", "Scenario plan for a strategic decision", "AI-assisted board presentation"],
  },
  {
    months: "Months 5-6",
    title: "AI-Powered Operations and Innovation",
    topics: [
      "Mapping processes for automation",
      "AI agents and no-code workflows",
      "Customer experience with AI",
      "Innovation pipelines and pilots",
      "Build, buy or partner",
    ],
    projects: [
      "Automated workflow for a core process",
      "AI agent pilot with success metrics",
      "Innovation portfolio and pilot plan",
    ],
  },
  {
    months: "Months 7-8",
    title: "AI Governance and Future Leadership",
    topics: [
      "Responsible AI principles",
      "Regulation, privacy and risk",
      "AI policies and controls",
      "Reskilling and leading the change",
      "The next wave: multi-agent enterprises",
    ],
    projects: [
      "AI governance framework and policy",
      "Workforce reskilling plan",
      "Capstone: a 3-year AI transformation roadmap presented to a mock board",
    ],
  },
];

// spec 2 §9: ₹2,999 a month (₹23,992 in total) or $149 a month ($1,192 in total) over 8 months.
export const cxoPrices: readonly RegionalPrice[] = [
  { region: "India / South Asia", currency: "INR", monthlyMinor: monthlyPrice(CXO_DIALOG_COURSE, "INR") },
  { region: "US / Canada / Europe", currency: "USD", monthlyMinor: monthlyPrice(CXO_DIALOG_COURSE, "USD") },
];

export const cxoPaymentTerms: readonly string[] = [
  "No upfront fee",
  "Pay monthly",
  "Discontinue anytime",
  "Live weekend sessions with lifetime access to recordings",
];

/** What a price row shows: the monthly amount and the total over the programme. */
export function cxoPriceRow(price: RegionalPrice): { monthly: string; total: string } {
  const format = price.currency === "INR" ? formatInr : formatUsd;
  return { monthly: format(price.monthlyMinor), total: format(price.monthlyMinor * CXO_PROGRAMME_MONTHS) };
}

export const cxoBenefits: readonly BenefitItem[] = [
  {
    title: "Executive Certificate in AI Leadership",
    description: "A verifiable certificate with a QR code, issued within 7 days of completing the programme.",
  },
  {
    title: "12+ Strategic Projects",
    description: "Strategy, dashboards, pilots and a governance framework built on your own organisation's challenges.",
  },
  {
    title: "Built Around a Leader's Calendar",
    description: "Live sessions on weekends, and every session recorded for lifetime access when travel gets in the way.",
  },
  {
    title: "Direct Access to the Instructor",
    description: "Bring live questions from your business to class or to chat and get a practitioner's answer.",
  },
  {
    title: "A Network of Peers",
    description: "Learn alongside senior leaders from banking, pharma, technology, manufacturing and startups.",
  },
  {
    title: "No Long-Term Lock-In",
    description: "No upfront fee: pay monthly and discontinue anytime if the programme is not right for you.",
  },
];
