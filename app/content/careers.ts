// The AI-jobs portal pitch of /find-ai-job (spec 2 §2.4, §3 "Careers data", §9 "Careers").
// The countries also feed the job-access block of the certification landing pages.
import {
  Building2,
  Car,
  Clapperboard,
  Factory,
  GraduationCap,
  HeartPulse,
  House,
  Landmark,
  Laptop,
  type LucideIcon,
  Package,
  Pill,
  Plane,
  RadioTower,
  ShieldCheck,
  ShoppingCart,
  Truck,
  Zap,
} from "lucide-react";
import type { SalaryRangeUsd } from "~/content/salary-range";
import type { BenefitItem, Statistic } from "./page-blocks";

// Badge colours: app/ui/marketing/badge-tones.ts (spec 2 §4); "Moderate" shows gray.
export type DemandLevel = "Very High" | "High" | "Growing" | "Moderate";

export interface JobCountry {
  name: string;
  /** ISO country code, shown as the country's badge (flag emoji do not render on every system). */
  code: string;
  description: string;
  sectors: readonly string[];
}

export interface Industry {
  name: string;
  icon: LucideIcon;
}

export interface JobRole {
  title: string;
  demand: DemandLevel;
  /** Tentative annual salary; the INR figure is derived from it. */
  salary: SalaryRangeUsd;
}

export interface CareerStep {
  title: string;
  description: string;
}

/** spec 2 §1: 8000+ partner/hiring companies. */
export const HIRING_COMPANIES = "8000+";

export const careerStats: readonly Statistic[] = [
  { value: HIRING_COMPANIES, label: "Hiring Companies" },
  { value: "17", label: "Industry Sectors" },
  { value: "3", label: "Countries" },
  { value: "340%", label: "Higher Chance of Being Hired into AI-Augmented Jobs" },
];

export const jobCountries: readonly JobCountry[] = [
  {
    name: "India",
    code: "IN",
    description:
      "Global capability centres, IT services majors and fast-growing startups in Bengaluru, Hyderabad, Pune, Gurugram and Mumbai are hiring AI talent faster than colleges can train it.",
    sectors: ["IT Services", "Banking & Fintech", "Pharma", "E-commerce"],
  },
  {
    name: "United States",
    code: "US",
    description:
      "The largest market for AI roles, from Fortune 500 enterprises to venture-funded product companies, with many remote-friendly positions.",
    sectors: ["Technology", "Financial Services", "Healthcare", "Consulting"],
  },
  {
    name: "Canada",
    code: "CA",
    description:
      "AI hubs in Toronto, Montréal and Vancouver, backed by national research institutes, keep demand high for applied AI engineers and analysts.",
    sectors: ["Banking", "Insurance", "Telecom", "Public Sector"],
  },
];

export const industries: readonly Industry[] = [
  { name: "Banking & Financial Services", icon: Landmark },
  { name: "Insurance", icon: ShieldCheck },
  { name: "Healthcare", icon: HeartPulse },
  { name: "Pharma & Life Sciences", icon: Pill },
  { name: "FMCG & Retail", icon: ShoppingCart },
  { name: "E-commerce", icon: Package },
  { name: "IT Services & Consulting", icon: Laptop },
  { name: "Telecommunications", icon: RadioTower },
  { name: "Manufacturing", icon: Factory },
  { name: "Automotive", icon: Car },
  { name: "Energy & Utilities", icon: Zap },
  { name: "Logistics & Supply Chain", icon: Truck },
  { name: "Media & Entertainment", icon: Clapperboard },
  { name: "Education & EdTech", icon: GraduationCap },
  { name: "Real Estate", icon: House },
  { name: "Government & Public Sector", icon: Building2 },
  { name: "Travel & Hospitality", icon: Plane },
];

// spec 2 §9: from $80K-$130K (AI Trainer/Educator) up to $150K-$250K (AI Solutions Architect).
export const jobRoles: readonly JobRole[] = [
  { title: "AI Solutions Architect", demand: "Very High", salary: { minThousands: 150, maxThousands: 250 } },
  { title: "Machine Learning Engineer", demand: "Very High", salary: { minThousands: 130, maxThousands: 210 } },
  { title: "Agentic AI Developer", demand: "Very High", salary: { minThousands: 130, maxThousands: 200 } },
  { title: "Generative AI Engineer", demand: "Very High", salary: { minThousands: 125, maxThousands: 200 } },
  { title: "AI Product Manager", demand: "High", salary: { minThousands: 120, maxThousands: 190 } },
  { title: "MLOps Engineer", demand: "High", salary: { minThousands: 115, maxThousands: 185 } },
  { title: "NLP Engineer", demand: "High", salary: { minThousands: 115, maxThousands: 180 } },
  { title: "Data Scientist", demand: "High", salary: { minThousands: 110, maxThousands: 180 } },
  { title: "AI Automation Specialist", demand: "High", salary: { minThousands: 90, maxThousands: 150 } },
  { title: "Computer Vision Engineer", demand: "Growing", salary: { minThousands: 110, maxThousands: 175 } },
  { title: "AI Ethics & Governance Specialist", demand: "Growing", salary: { minThousands: 100, maxThousands: 165 } },
  { title: "Prompt Engineer", demand: "Growing", salary: { minThousands: 95, maxThousands: 160 } },
  { title: "AI Business Analyst", demand: "Growing", salary: { minThousands: 85, maxThousands: 140 } },
  { title: "AI Trainer/Educator", demand: "Moderate", salary: { minThousands: 80, maxThousands: 130 } },
];

export const careerBenefits: readonly BenefitItem[] = [
  {
    title: "Premium Job Matching",
    description:
      "Your skills, projects and preferred locations are matched against open AI roles, so you see openings that fit instead of scrolling through thousands.",
  },
  {
    title: "Direct Employer Connect",
    description: "Introductions to hiring managers at our partner companies, without waiting in a generic applicant queue.",
  },
  {
    title: "Portfolio Showcase",
    description: "The projects you build in class are presented as a portfolio employers can review before the first interview.",
  },
  {
    title: "Career Acceleration",
    description:
      "Résumé and LinkedIn reviews, mock interviews and salary-negotiation guidance from mentors who hire for AI roles.",
  },
];

export const careerSteps: readonly CareerStep[] = [
  {
    title: "Enroll",
    description: "Join any eligible AI programme. Portal access starts with your enrolment.",
  },
  {
    title: "Build Profile",
    description: "Add your skills, completed projects and certificates; we help you polish them for recruiters.",
  },
  {
    title: "Get Matched",
    description: "Receive matched openings in India, the USA and Canada, and connect directly with employers.",
  },
];

export const careerEligibility: readonly string[] = [
  "Students enrolled in any AI certification program",
  "Agentic AI or Vibe Coding course completers",
  "Python for ML & AI students",
  "Build AI Projects participants",
];
