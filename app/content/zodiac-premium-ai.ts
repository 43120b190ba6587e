// The recruiting-partner page (spec 2 §2.9, §9): list price ₹34,999; offer ₹3,999 per month for
// 4 months, or ₹15,996 for the full course. The dialog offers this course only. Every figure is the
// payment dialog's own quote (spec 1 §9), so the page never promises what the dialog does not charge.
import { COURSE_MONTHS, type DualPrice, quotePrice, UPFRONT_PERCENT, ZODIAC_COURSE } from "~/payments";

function quoted(options: { payUpfront: boolean }): DualPrice {
  const inIndia = quotePrice({ course: ZODIAC_COURSE, country: "India", ...options });
  const elsewhere = quotePrice({ course: ZODIAC_COURSE, country: "US", ...options });
  if (!inIndia || !elsewhere) throw new Error(`${ZODIAC_COURSE} is missing from the price catalogue`);
  return { inrPaise: inIndia.total, usdCents: elsewhere.total };
}

const monthlyPrice = quoted({ payUpfront: false });

export const zodiacPremiumCourse = {
  /** The payment dialog's course name (spec 1 §9). */
  dialogCourse: ZODIAC_COURSE,
  title: "Zodiac Premium AI Course",
  subtitle: "A 4-month, job-focused AI programme with special pricing for applicants of our recruiting partner Zodiac",
  /** The whole course's list price (spec 2 §9), struck through beside the whole course's offer only. */
  listPriceInrPaise: 3_499_900,
  monthlyPrice,
  months: COURSE_MONTHS,
  /** ₹3,999 × 4, paid month by month. */
  fullCoursePrice: {
    inrPaise: monthlyPrice.inrPaise * COURSE_MONTHS,
    usdCents: monthlyPrice.usdCents * COURSE_MONTHS,
  } satisfies DualPrice,
  /** All 4 months at once: the dialog's '4 months upfront' takes another 7 % off. */
  upfrontPrice: quoted({ payUpfront: true }),
  upfrontPercent: UPFRONT_PERCENT,
  duration: "4 Months",
  format: "Live + Recorded",
  modules: [
    {
      month: "Month 1",
      title: "AI Foundations & Productivity",
      topics: [
        "How generative AI and large language models work",
        "Prompt engineering for daily work",
        "AI tools for research, writing and analysis",
        "Python essentials for AI",
      ],
    },
    {
      month: "Month 2",
      title: "Building with AI",
      topics: [
        "LLM APIs and structured outputs",
        "Retrieval-augmented generation on your documents",
        "No-code and low-code automation",
        "Your first AI assistant project",
      ],
    },
    {
      month: "Month 3",
      title: "Agentic AI",
      topics: [
        "Tool calling and AI agents",
        "LangChain and LangGraph workflows",
        "Multi-agent systems with CrewAI",
        "An industry agent project",
      ],
    },
    {
      month: "Month 4",
      title: "Portfolio & Placement Readiness",
      topics: [
        "Capstone project and deployment",
        "GitHub portfolio and project demos",
        "AI interview preparation and mock interviews",
        "Profile review for the recruiting partner",
      ],
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
