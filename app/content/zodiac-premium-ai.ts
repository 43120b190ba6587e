// The recruiting-partner page (spec 2 §2.9, §9): list price ₹34,999; offer ₹3,999 per month for
// 4 months, or ₹15,996 for the full course. The dialog offers this course only.
import type { DualPrice } from "~/domain/price-display";

export const zodiacPremiumCourse = {
  /** The payment dialog's course name (spec 1 §9). */
  dialogCourse: "Zodiac Premium AI Course",
  title: "Zodiac Premium AI Course",
  subtitle: "A 4-month, job-focused AI programme with special pricing for applicants of our recruiting partner Zodiac",
  listPriceInrPaise: 3_499_900,
  monthlyPrice: { inrPaise: 399_900, usdCents: 19_900 } satisfies DualPrice,
  months: 4,
  fullCourseInrPaise: 1_599_600,
  duration: "4 Months",
  format: "Live + Recorded",
  modules: [
    {
      month: "Month 1",
      title: "AI Foundations & Productivity",
      topics: ["How generative AI and large language models work", "Prompt engineering for daily work", "AI tools for research, writing and analysis", "Python essentials for AI"],
    },
    {
      month: "Month 2",
      title: "Building with AI",
      topics: ["LLM APIs and structured outputs", "Retrieval-augmented generation on your documents", "No-code and low-code automation", "Your first AI assistant project"],
    },
    {
      month: "Month 3",
      title: "Agentic AI",
      topics: ["Tool calling and AI agents", "LangChain and LangGraph workflows", "Multi-agent systems with CrewAI", "An industry agent project"],
    },
    {
      month: "Month 4",
      title: "Portfolio & Placement Readiness",
      topics: ["Capstone project and deployment", "GitHub portfolio and project demos", "AI interview preparation and mock interviews", "Profile review for the recruiting partner"],
    },
  ],
  benefits: [
    "Live weekend classes with recordings of every session",
    "Hands-on projects for your portfolio",
    "Certificate of completion",
    "Interview preparation aligned with the recruiting partner's hiring process",
    "Access to the exclusive AI jobs portal",
    "Mentor support on chat throughout the course",
  ],
} as const;
