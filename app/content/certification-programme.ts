// What every 4-month AI certification landing page shows alike (spec 2 §2.6): the programme's course
// name for the payment dialog, its headline figures, the job-market figures, benefits and instructor facts.
// The per-audience records are in certification-landings.ts.
import type { BenefitItem, Statistic } from "./page-blocks";

/** The dialog's course for every landing page's 'Get Certified Now' (spec 2 §2.6, spec 1 §9). */
export const CERTIFICATION_COURSE = "4 Months AI Certification For Professionals";

export const certificationHighlights: readonly Statistic[] = [
  { value: "4", label: "Months of Live, Instructor-Led Training" },
  { value: "20", label: "Live Sessions, 5 per Month" },
  { value: "32", label: "AI Tools Mastered" },
  { value: "10,000+", label: "Professionals Trained" },
];

// spec 2 §2.6: the figures are given; the labels are ours.
export const jobMarketStats: readonly Statistic[] = [
  {
    value: "85M",
    label: "Jobs Disappear",
    detail: "Roles expected to be displaced as companies shift routine work to machines.",
  },
  { value: "97M", label: "New Roles Created", detail: "New roles emerging for people who can work alongside AI and automation." },
  {
    value: "340%",
    label: "Salary Hike",
    detail:
      "The pay jump professionals can reach by moving into AI-augmented roles, with a 340% higher chance of being hired into them.",
  },
  {
    value: "1600%",
    label: "Higher Fortune 500 Hiring",
    detail: "Growth in hiring for AI-skilled talent at Fortune 500 companies.",
  },
  {
    value: "75%",
    label: "Companies Adopting AI",
    detail: "Of companies plan to adopt AI in their operations within the next five years.",
  },
  {
    value: "78%",
    label: "Organisations Already Using AI",
    detail: "Of organisations use AI in at least one business function today.",
  },
  { value: "3500%", label: "Growth in AI Job Postings", detail: "Rise in job postings that ask for generative-AI skills." },
  { value: "12%", label: "Professionals AI-Ready", detail: "Of professionals feel fully trained to use AI in their daily work." },
  {
    value: "72%",
    label: "Leaders Prefer AI Skills",
    detail: "Of leaders would rather hire a candidate with AI skills than one with more experience but none.",
  },
];

export const certificationBenefits: readonly BenefitItem[] = [
  {
    title: "Industry-Recognised Certificate",
    description:
      "A certificate issued within 7 days of completion as a downloadable PDF with a verification QR code any employer can check.",
  },
  {
    title: "Portfolio of 20 Projects",
    description: "Every session ends with something you built, so you finish with a portfolio that proves what you can do.",
  },
  {
    title: "AI Jobs Portal Access",
    description: "Certified learners join our jobs portal with 8000+ hiring companies across India, the USA and Canada.",
  },
  {
    title: "Lifetime Access to Recordings",
    description: "Every live session is recorded; rewatch any class and download the materials whenever you need them.",
  },
  {
    title: "Live Mentoring",
    description: "Ask questions in class and on chat. You learn directly from an instructor with 18+ years in the industry.",
  },
  {
    title: "No Coding Required",
    description: "Designed for non-technical professionals: every tool is taught from first principles, at your pace.",
  },
];

export const instructorFacts: readonly Statistic[] = [
  { value: "18+", label: "Years of Experience" },
  { value: "10,000+", label: "Professionals Trained" },
  { value: "3", label: "Continents" },
];
