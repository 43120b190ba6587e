// The project-based learning page (spec 2 §2.2, §3 "Sample project card" and "Learning phase", §9).
import { Bot, Eye, FileText, MessageSquare, PenTool, TrendingUp, type LucideIcon } from "lucide-react";
import type { Stat } from "./stats";

/**
 * What 'Start Building Now' preselects: spec 2 names a 'Build AI Projects' course the price list lacks; the programme
 * is the Agentic AI course's 40 project sessions over the same 16 weeks (docs/decisions/0007-copy-and-wording.md).
 */
export const BUILD_AI_PROJECTS_DIALOG_COURSE = "Agentic AI";

export type Difficulty = "Beginner" | "Intermediate" | "Advanced";

export interface SampleProject {
  title: string;
  description: string;
  technologies: readonly string[];
  difficulty: Difficulty;
  duration: string;
  icon: LucideIcon;
  features: readonly string[];
}

export const sampleProjects: readonly SampleProject[] = [
  {
    title: "AI Customer Service Chatbot",
    description: "A chatbot that answers questions from your company's FAQs and policies and hands difficult cases to a human.",
    technologies: ["Python", "OpenAI API", "LangChain", "Streamlit"],
    difficulty: "Beginner",
    duration: "2-3 weeks",
    icon: MessageSquare,
    features: ["Answers grounded in your documents", "Escalation to a human agent", "Chat history and feedback buttons"],
  },
  {
    title: "Smart Document Analyzer",
    description: "Upload contracts, invoices or reports and get summaries, key fields and answers to follow-up questions.",
    technologies: ["Python", "LlamaIndex", "ChromaDB", "FastAPI"],
    difficulty: "Beginner",
    duration: "2-3 weeks",
    icon: FileText,
    features: ["PDF and Word upload", "Key-field extraction to a table", "Question answering with citations"],
  },
  {
    title: "Sales Forecasting Dashboard",
    description: "Predict next quarter's sales from historical data and explain the drivers in plain language.",
    technologies: ["pandas", "scikit-learn", "Prophet", "Power BI"],
    difficulty: "Intermediate",
    duration: "3-4 weeks",
    icon: TrendingUp,
    features: ["Time-series forecasting", "Interactive dashboard", "AI-written insight summaries"],
  },
  {
    title: "AI Content Generation Studio",
    description: "Plan, write and illustrate blog posts and social media campaigns in your brand's voice.",
    technologies: ["Claude", "Image Generation API", "React", "Supabase"],
    difficulty: "Intermediate",
    duration: "3-4 weeks",
    icon: PenTool,
    features: ["Brand voice profiles", "Content calendar", "Image generation and review workflow"],
  },
  {
    title: "Computer Vision Quality Inspector",
    description: "Detect defects in product photos on a production line and report them in real time.",
    technologies: ["PyTorch", "YOLO", "OpenCV", "FastAPI"],
    difficulty: "Advanced",
    duration: "4-5 weeks",
    icon: Eye,
    features: ["Custom-trained defect detector", "Live camera feed", "Defect reports and alerts"],
  },
  {
    title: "Multi-Agent Business Automation Platform",
    description: "A team of AI agents that researches leads, drafts proposals and updates the CRM with human approval.",
    technologies: ["LangGraph", "CrewAI", "CRM API", "Docker"],
    difficulty: "Advanced",
    duration: "5-6 weeks",
    icon: Bot,
    features: ["Supervisor and specialist agents", "Human-in-the-loop approvals", "Deployed to the cloud with monitoring"],
  },
];

export interface LearningPhase {
  name: string;
  duration: string;
  topics: readonly string[];
}

/** The 16-week journey (spec 2 §9). */
export const learningPhases: readonly LearningPhase[] = [
  {
    name: "Foundation",
    duration: "Weeks 1-2",
    topics: ["Python and API essentials", "How large language models work", "Prompt engineering", "Your first AI app"],
  },
  {
    name: "Core Development",
    duration: "Weeks 3-8",
    topics: [
      "Retrieval-augmented generation",
      "AI agents and tool calling",
      "Data analysis and machine learning",
      "Building web interfaces",
    ],
  },
  {
    name: "Advanced Projects",
    duration: "Weeks 9-12",
    topics: ["Multi-agent systems", "Computer vision and voice", "Evaluation and guardrails", "Cloud deployment"],
  },
  {
    name: "Portfolio & Career",
    duration: "Weeks 13-16",
    topics: ["Capstone project", "GitHub portfolio and demo videos", "Interview preparation", "Access to the AI jobs portal"],
  },
];

export const projectProgrammeStats: readonly Stat[] = [
  { value: "22+", label: "Enterprise Projects" },
  { value: "40+", label: "Sessions" },
  { value: "100%", label: "Production Ready" },
  { value: "16", label: "Weeks" },
];

export const whyProjectBased = [
  {
    title: "Learn by shipping",
    description: "Every concept is applied the same week in a project you deploy, so knowledge sticks.",
  },
  {
    title: "A portfolio employers trust",
    description: "Recruiters see working systems with real users, not certificates alone.",
  },
  {
    title: "Real business problems",
    description: "Projects come from enterprise and SME use cases, with the constraints real clients have.",
  },
  {
    title: "Production habits from day one",
    description: "Version control, testing, security and deployment are part of every build, not an afterthought.",
  },
] as const;
