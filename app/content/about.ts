// The instructor page /about (spec 2 §2.11). The instructor's name and title come from site-config.ts.
import type { BenefitItem, Statistic } from "./page-blocks";
import type { Testimonial } from "./testimonials";

export interface TimelineEntry {
  year: string;
  role: string;
  description: string;
}

export const instructorSummary =
  "An AI architect and educator with 18+ years of building data, machine-learning and AI systems for banks, insurers, pharma companies and technology firms, who has trained 10,000+ professionals across 3 continents.";

export const instructorBio: readonly string[] = [
  "Every course on this site is designed and taught live by the same person: an engineer who spent the first half of his career building production systems and the second half teaching others to do it. That is why the courses start from business problems and end with working projects, not slides.",
  "Today the focus is generative AI and agentic systems: how to design them, ship them and govern them. Learners range from final-year students and analysts to CXOs, in India, the USA, Canada and beyond.",
];

export const instructorStats: readonly Statistic[] = [
  { value: "18+", label: "Years in Industry & Teaching" },
  { value: "10,000+", label: "Professionals Trained" },
  { value: "3", label: "Continents" },
  { value: "4.9/5", label: "Average Learner Rating" },
];

export const instructorExpertise: readonly string[] = [
  "Agentic AI & multi-agent systems",
  "Generative AI & LLM applications",
  "Machine learning & deep learning",
  "Python & data engineering",
  "Business intelligence with Power BI & Tableau",
  "Automation with Python, VBA & AI",
  "Quantum computing fundamentals",
  "AI strategy & governance for enterprises",
];

export const instructorTimeline: readonly TimelineEntry[] = [
  {
    year: "2006",
    role: "Software & Data Engineer",
    description: "Built data warehouses and reporting systems for banking and insurance clients.",
  },
  {
    year: "2010",
    role: "Analytics Lead",
    description: "Led teams delivering forecasting and risk models for enterprises in India and the United States.",
  },
  {
    year: "2014",
    role: "Machine Learning Architect",
    description:
      "Designed production machine-learning platforms and began training corporate teams across Asia, North America and Europe.",
  },
  {
    year: "2018",
    role: "Founder & Lead Instructor",
    description: "Started live, project-based cohorts in Python, data science and machine learning.",
  },
  {
    year: "2021",
    role: "Generative AI & Agents",
    description:
      "Rebuilt the curriculum around large language models and agents, including a 40-session Agentic AI programme with 12 live projects.",
  },
  {
    year: "2024",
    role: "10,000+ Professionals Trained",
    description:
      "Certification programmes for banking, pharma, sales, marketing, HR, startups and CXOs, and an AI jobs portal for learners.",
  },
];

export const teachingPhilosophy: readonly BenefitItem[] = [
  {
    title: "Build, Don't Just Watch",
    description: "Every session ends with something you made yourself. Understanding comes from building.",
  },
  {
    title: "Business First, Technology Second",
    description: "We start from a real problem in a real industry, then pick the simplest tool that solves it.",
  },
  {
    title: "Live and Interactive",
    description: "Small live cohorts where questions are answered on the spot, with recordings for when life gets busy.",
  },
  {
    title: "Honest About Limits",
    description: "AI makes mistakes. You learn where it fails, how to check its work and when to keep a human in charge.",
  },
];

export const instructorTestimonials: readonly Testimonial[] = [
  {
    name: "Karthik Nair",
    role: "Credit Risk Manager, Chennai",
    text: "He explains AI the way a senior colleague would: no jargon, straight to how it changes your work. My credit memo turnaround dropped from two days to an afternoon.",
    rating: 5,
  },
  {
    name: "Jennifer Walsh",
    role: "Director of Operations, Chicago",
    text: "I have sat through many AI workshops. This was the first where every session ended with something I could use at work the next Monday.",
    rating: 5,
  },
  {
    name: "Arjun Kapoor",
    role: "Software Engineer, Toronto",
    text: "The agentic AI projects were genuinely production-grade. The code reviews during live sessions taught me more than a year of tutorials.",
    rating: 5,
  },
  {
    name: "Meera Joshi",
    role: "HR Business Partner, Pune",
    text: "Patient, practical and always reachable on chat. I came in afraid of AI and left running an onboarding assistant for my whole business unit.",
    rating: 5,
  },
];
