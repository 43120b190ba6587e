// Project tables (spec 2 §3 "Project showcase item", §9 "Agentic AI projects" and "Project-based program").
// Market values are what a comparable commissioned solution is typically worth, in whole US dollars.

export interface ShowcaseProject {
  name: string;
  /** When it is built: "Sessions 3-5", "Session 40", "Month 1". */
  schedule: string;
  marketValueUsd: number;
  technologies: readonly string[];
  targetIndustry: string;
}

/** The 12 live projects of the Agentic AI course, in build order; the capstone is session 40. */
export const agenticAiProjects: readonly ShowcaseProject[] = [
  {
    name: "Intelligent Document Q&A Assistant",
    schedule: "Sessions 3-5",
    marketValueUsd: 50_000,
    technologies: ["Python", "OpenAI API", "LangChain", "ChromaDB"],
    targetIndustry: "Legal & Professional Services",
  },
  {
    name: "Customer Support Agent with Ticket Routing",
    schedule: "Sessions 7-9",
    marketValueUsd: 75_000,
    technologies: ["LangChain", "Function Calling", "FastAPI", "Helpdesk API"],
    targetIndustry: "E-commerce & Retail",
  },
  {
    name: "AI Recruitment Screening Agent",
    schedule: "Sessions 11-13",
    marketValueUsd: 85_000,
    technologies: ["LlamaIndex", "OpenAI API", "Streamlit", "PostgreSQL"],
    targetIndustry: "Human Resources",
  },
  {
    name: "Financial Research Analyst Agent",
    schedule: "Sessions 15-17",
    marketValueUsd: 100_000,
    technologies: ["LangGraph", "Market Data APIs", "pandas", "Pinecone"],
    targetIndustry: "Banking & Finance",
  },
  {
    name: "Sales Outreach & CRM Automation Agent",
    schedule: "Sessions 18-19",
    marketValueUsd: 120_000,
    technologies: ["CrewAI", "CRM API", "Gmail API", "Claude"],
    targetIndustry: "Sales & Marketing",
  },
  {
    name: "Healthcare Appointment & Triage Voice Assistant",
    schedule: "Session 20",
    marketValueUsd: 150_000,
    technologies: ["Voice AI", "Twilio", "LangChain", "FastAPI"],
    targetIndustry: "Healthcare",
  },
  {
    name: "Supply Chain Demand Forecasting Agents",
    schedule: "Sessions 22-25",
    marketValueUsd: 200_000,
    technologies: ["AutoGen", "Prophet", "pandas", "Power BI"],
    targetIndustry: "Manufacturing & Logistics",
  },
  {
    name: "Multi-Agent Marketing Content Studio",
    schedule: "Sessions 27-29",
    marketValueUsd: 250_000,
    technologies: ["CrewAI", "Claude", "Image Generation", "CMS API"],
    targetIndustry: "Media & Advertising",
  },
  {
    name: "Insurance Claims Processing System",
    schedule: "Sessions 31-33",
    marketValueUsd: 300_000,
    technologies: ["LangGraph", "Document AI", "OCR", "AWS Lambda"],
    targetIndustry: "Insurance",
  },
  {
    name: "Legal Contract Review Agents",
    schedule: "Sessions 35-36",
    marketValueUsd: 350_000,
    technologies: ["LlamaIndex", "GPT-4o", "Pinecone", "Guardrails"],
    targetIndustry: "Legal",
  },
  {
    name: "Autonomous IT Operations Agent",
    schedule: "Sessions 38-39",
    marketValueUsd: 400_000,
    technologies: ["LangGraph", "MCP", "Kubernetes", "Prometheus"],
    targetIndustry: "Information Technology",
  },
  {
    name: "Capstone: Enterprise Multi-Agent Operations Platform",
    schedule: "Session 40",
    marketValueUsd: 450_000,
    technologies: ["LangGraph", "CrewAI", "FastAPI", "Docker", "AWS"],
    targetIndustry: "Cross-industry Enterprise",
  },
];

/** Headline figures of the Agentic AI project section (spec 2 §9). */
export const agenticAiProjectStats = [
  { value: "12", label: "Live Projects" },
  { value: "$2.5M+", label: "Total Market Value" },
  { value: "40", label: "Training Sessions" },
  { value: "15+", label: "Industries" },
] as const;

/** Business and SME projects of the project-based programme, spread over months 1-8. */
export const businessProjects: readonly ShowcaseProject[] = [
  {
    name: "Restaurant Reservation & Review Assistant",
    schedule: "Month 1",
    marketValueUsd: 35_000,
    technologies: ["Chatbot", "Google Sheets API", "WhatsApp Business API"],
    targetIndustry: "Hospitality",
  },
  {
    name: "Real Estate Lead Qualification Agent",
    schedule: "Month 1",
    marketValueUsd: 50_000,
    technologies: ["LangChain", "OpenAI API", "CRM API"],
    targetIndustry: "Real Estate",
  },
  {
    name: "Clinic Appointment Scheduler",
    schedule: "Month 2",
    marketValueUsd: 45_000,
    technologies: ["Voice AI", "Calendar API", "Twilio"],
    targetIndustry: "Healthcare Clinics",
  },
  {
    name: "Retail Inventory Alert Assistant",
    schedule: "Month 2",
    marketValueUsd: 30_000,
    technologies: ["Python", "pandas", "E-mail Automation"],
    targetIndustry: "Retail",
  },
  {
    name: "E-commerce Product Description Generator",
    schedule: "Month 3",
    marketValueUsd: 75_000,
    technologies: ["Claude", "Shopify API", "Image AI"],
    targetIndustry: "E-commerce",
  },
  {
    name: "Invoice Processing Agent",
    schedule: "Month 4",
    marketValueUsd: 100_000,
    technologies: ["OCR", "LlamaIndex", "Accounting API"],
    targetIndustry: "Accounting & Finance",
  },
  {
    name: "Personal Tutor & Quiz Agent",
    schedule: "Month 5",
    marketValueUsd: 125_000,
    technologies: ["RAG", "Streamlit", "OpenAI API"],
    targetIndustry: "Education",
  },
  {
    name: "Shipment Tracking & Customer Update Agent",
    schedule: "Month 6",
    marketValueUsd: 90_000,
    technologies: ["LangGraph", "Maps API", "SMS API"],
    targetIndustry: "Logistics",
  },
  {
    name: "Visual Quality Inspection System",
    schedule: "Month 7",
    marketValueUsd: 150_000,
    technologies: ["Computer Vision", "YOLO", "FastAPI"],
    targetIndustry: "Manufacturing",
  },
  {
    name: "SME Business Intelligence Copilot",
    schedule: "Month 8",
    marketValueUsd: 200_000,
    technologies: ["Multi-Agent", "SQL", "Power BI", "Claude"],
    targetIndustry: "Small & Medium Businesses",
  },
];
