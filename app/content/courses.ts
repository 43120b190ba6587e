// The course catalogue (spec 2 §3 "Course" and "Catalogue", spec 1 §9 prices). Fixed page data.
import { type DualPrice, monthlyPrice, QUANTUM_COURSE, STANDARD_COURSE } from "~/payments";
import { agenticAiCurriculum, vibeCodingCurriculum, type Curriculum } from "./curricula";

export interface CourseTool {
  name: string;
  /** Tailwind classes for the tool chip. */
  color: string;
}

export interface Course {
  /** Stable id; also the card's #anchor on the courses pages. */
  id: string;
  title: string;
  subtitle: string;
  description: string;
  duration: string;
  format: string;
  /** Price per month, billed monthly over 4 months; null when set per enquiry (corporate training). */
  pricePerMonth: DualPrice | null;
  /** Card header gradient (Tailwind classes). */
  gradient: string;
  features: readonly string[];
  /** Corporate training: no enrolment, prices are agreed per client. */
  isCustom: boolean;
  /** Course name the payment dialog preselects (exactly an item of spec 1 §9), null when there is no enrolment. */
  dialogCourse: string | null;
  /** Its own page, when it has one. */
  href?: string;
  /** Its own page's title and description for search engines and link previews. */
  seo?: { title: string; description: string };
}

/** A course with a page of its own. */
export type CourseWithPage = Course & Required<Pick<Course, "href" | "seo">>;

export interface FlagshipCourse extends Course {
  technologies: readonly string[];
  curriculum: Curriculum;
}

export interface SpecialisedCourse extends Course {
  tools: readonly CourseTool[];
}

// The payment catalogue's prices (spec 1 §9), so a page never shows a price the checkout does not charge.
const monthlyPriceOf = (course: string): DualPrice => ({
  inrPaise: monthlyPrice(course, "INR"),
  usdCents: monthlyPrice(course, "USD"),
});
const STANDARD_MONTHLY_PRICE = monthlyPriceOf(STANDARD_COURSE);
const QUANTUM_MONTHLY_PRICE = monthlyPriceOf(QUANTUM_COURSE);

export const agenticAiCourse: FlagshipCourse & CourseWithPage = {
  id: "agentic-ai",
  title: "Agentic AI Development",
  subtitle: "Build autonomous AI agents that plan, use tools and get work done",
  description:
    "Go from your first LLM call to production multi-agent systems. You learn prompt engineering, retrieval-augmented generation, tool calling, LangChain, LangGraph and CrewAI by building 12 live projects for real industries, with an Intermediate and an Expert certificate along the way.",
  duration: "4 Months",
  format: "Live + Recorded",
  pricePerMonth: STANDARD_MONTHLY_PRICE,
  gradient: "from-indigo-600 to-purple-700",
  features: [
    "24 live sessions across 4 modules, with recordings of every class",
    "12 live projects with a combined market value of $2.5M+",
    "Intermediate and Expert certificates",
    "Weekend batches that fit around a full-time job",
    "Mentor support on chat between sessions",
    "Access to the exclusive AI jobs portal",
  ],
  isCustom: false,
  dialogCourse: "Agentic AI",
  href: "/courses/agentic-ai",
  seo: {
    title: "Agentic AI Development Course: Build 12 Live AI Agent Projects",
    description:
      "A 4-month live course in LLMs, RAG, LangChain, LangGraph and CrewAI. Build 12 live projects worth $2.5M+ in market value and earn Intermediate and Expert certificates. ₹2,999/month.",
  },
  technologies: [
    "Python",
    "OpenAI API",
    "Claude",
    "Gemini",
    "LangChain",
    "LangGraph",
    "CrewAI",
    "AutoGen",
    "LlamaIndex",
    "Pinecone",
    "ChromaDB",
    "FastAPI",
    "Streamlit",
    "Docker",
    "AWS",
  ],
  curriculum: agenticAiCurriculum,
};

export const vibeCodingCourse: FlagshipCourse & CourseWithPage = {
  id: "vibe-coding",
  title: "Vibe Coding",
  subtitle: "Create software by describing it: AI-assisted, creative programming",
  description:
    "Learn to build websites, games, creative tools and full-stack apps with AI as your pair programmer. You practise turning ideas into clear instructions, reviewing what the AI writes, and shipping real projects to the web, with no computer-science degree required.",
  duration: "4 Months",
  format: "Live Interactive",
  pricePerMonth: STANDARD_MONTHLY_PRICE,
  gradient: "from-pink-600 to-orange-600",
  features: [
    "24 live, hands-on sessions across 4 modules",
    "Five creative portfolio projects, from a personal site to an AI-powered app",
    "Cursor, GitHub Copilot, v0, Bolt and Lovable in real workflows",
    "Intermediate and Expert certificates",
    "Code reviews from the instructor in every project block",
    "Beginner friendly: start from zero coding experience",
  ],
  isCustom: false,
  dialogCourse: "Vibe Coding",
  href: "/courses/vibe-coding",
  seo: {
    title: "Vibe Coding Course: Build Apps, Games & Art with AI",
    description:
      "A 16-week live course in AI-assisted, creative programming with Cursor, Copilot, v0 and Bolt. Five portfolio projects, no coding experience needed. ₹2,999/month.",
  },
  technologies: [
    "Cursor",
    "GitHub Copilot",
    "Claude",
    "ChatGPT",
    "v0",
    "Bolt",
    "Lovable",
    "React",
    "Tailwind CSS",
    "p5.js",
    "Three.js",
    "Supabase",
    "Vercel",
  ],
  curriculum: vibeCodingCurriculum,
};

export const flagshipCourses: readonly FlagshipCourse[] = [agenticAiCourse, vibeCodingCourse];

export const quantumComputingCourse: SpecialisedCourse = {
  id: "quantum-computing",
  title: "Quantum Computing",
  subtitle: "From qubits to quantum algorithms and quantum machine learning",
  description:
    "A rigorous but approachable path into quantum computing for developers, engineers and researchers. You program real quantum hardware in the cloud and finish with a research-style capstone.",
  duration: "4 Months",
  format: "Live + Recorded",
  pricePerMonth: QUANTUM_MONTHLY_PRICE,
  gradient: "from-cyan-700 to-blue-800",
  features: [
    "Qubits, superposition, entanglement and measurement",
    "Quantum gates and circuit design",
    "Grover's search, Shor's algorithm and quantum Fourier transform",
    "Variational algorithms and quantum machine learning",
    "Run circuits on real IBM Quantum hardware",
    "Capstone project with a written report",
  ],
  isCustom: false,
  dialogCourse: "Quantum Computing",
  tools: [
    { name: "Qiskit", color: "bg-blue-100 text-blue-800" },
    { name: "Cirq", color: "bg-cyan-100 text-cyan-800" },
    { name: "PennyLane", color: "bg-violet-100 text-violet-800" },
    { name: "IBM Quantum", color: "bg-indigo-100 text-indigo-800" },
    { name: "Python", color: "bg-yellow-100 text-yellow-800" },
    { name: "NumPy", color: "bg-sky-100 text-sky-800" },
  ],
};

export const businessIntelligenceCourse: SpecialisedCourse = {
  id: "business-intelligence",
  title: "Business Intelligence with Power BI & Tableau",
  subtitle: "Turn raw data into dashboards that leaders act on",
  description:
    "Model data, write DAX, design interactive dashboards and tell stories with data. Every module ends with a dashboard built on a realistic business dataset: sales, finance, HR and operations.",
  duration: "4 Months",
  format: "Live + Recorded",
  pricePerMonth: STANDARD_MONTHLY_PRICE,
  gradient: "from-amber-600 to-yellow-700",
  features: [
    "Data cleaning and shaping with Power Query",
    "Data modelling and DAX measures",
    "Interactive dashboards in Power BI and Tableau",
    "SQL for analysts",
    "AI-assisted insights and natural-language queries",
    "Portfolio of four business dashboards",
  ],
  isCustom: false,
  dialogCourse: "PowerBI & Tableau",
  tools: [
    { name: "Power BI", color: "bg-yellow-100 text-yellow-800" },
    { name: "Tableau", color: "bg-blue-100 text-blue-800" },
    { name: "DAX", color: "bg-amber-100 text-amber-800" },
    { name: "Power Query", color: "bg-green-100 text-green-800" },
    { name: "SQL", color: "bg-slate-100 text-slate-800" },
    { name: "Excel", color: "bg-emerald-100 text-emerald-800" },
  ],
};

export const excelAutomationCourse: SpecialisedCourse = {
  id: "excel-automation",
  title: "Microsoft Excel & O365 Automation with Python, VBA & AI",
  subtitle: "Automate the spreadsheets, reports and e-mails that eat your week",
  description:
    "For professionals who live in Excel and Office 365. Learn advanced Excel, VBA macros, Python with openpyxl and pandas, Power Automate flows and Copilot, and automate your own recurring work as the course project.",
  duration: "4 Months",
  format: "Live + Recorded",
  pricePerMonth: STANDARD_MONTHLY_PRICE,
  gradient: "from-emerald-600 to-green-800",
  features: [
    "Advanced formulas, Power Pivot and dynamic arrays",
    "VBA macros and user forms",
    "Python automation with pandas and openpyxl",
    "Power Automate flows across Outlook, Teams and SharePoint",
    "Microsoft Copilot for Excel, Word and PowerPoint",
    "Automate one of your own workplace processes",
  ],
  isCustom: false,
  dialogCourse: "O365 & Excel Automation",
  tools: [
    { name: "Excel", color: "bg-green-100 text-green-800" },
    { name: "VBA", color: "bg-emerald-100 text-emerald-800" },
    { name: "Python", color: "bg-yellow-100 text-yellow-800" },
    { name: "Power Automate", color: "bg-blue-100 text-blue-800" },
    { name: "Office Scripts", color: "bg-orange-100 text-orange-800" },
    { name: "Microsoft Copilot", color: "bg-violet-100 text-violet-800" },
  ],
};

export const corporateTrainingCourse: SpecialisedCourse = {
  id: "corporate-training",
  title: "Corporate Training",
  subtitle: "AI upskilling designed around your team, tools and data",
  description:
    "Workshops and multi-week programmes for teams of any size, delivered on-site or remotely. We start with a short discovery call, then tailor the syllabus, projects and schedule to your business goals.",
  duration: "Flexible",
  format: "On-site/Remote",
  pricePerMonth: null,
  gradient: "from-slate-700 to-gray-900",
  features: [
    "Syllabus tailored to your industry and tools",
    "Hands-on projects on your own use cases",
    "Leadership briefings and team workshops",
    "On-site or remote delivery, flexible schedule",
    "Progress reports for managers",
    "Certificates for every participant",
  ],
  isCustom: true,
  dialogCourse: null,
  tools: [
    { name: "Generative AI", color: "bg-indigo-100 text-indigo-800" },
    { name: "AI Agents", color: "bg-purple-100 text-purple-800" },
    { name: "Data Analytics", color: "bg-blue-100 text-blue-800" },
    { name: "Automation", color: "bg-green-100 text-green-800" },
  ],
};

export const specialisedCourses: readonly SpecialisedCourse[] = [
  quantumComputingCourse,
  businessIntelligenceCourse,
  excelAutomationCourse,
  corporateTrainingCourse,
];

/** Prefilled chat message for corporate training enquiries (spec 2 §2.1). */
export const corporateTrainingChatMessage =
  "Hello! I would like to know more about corporate AI training for my team. Please share the details.";

export const pythonMlAiCourse: CourseWithPage = {
  id: "python-ml-ai",
  title: "Python for ML & AI",
  subtitle: "Python, data science and machine learning, from first line of code to deployed model",
  description:
    "Two tracks of 20 live sessions each take you from Python basics through pandas, statistics and scikit-learn to deep learning, NLP and deployed machine-learning APIs.",
  duration: "4 Months",
  format: "Live + Recorded",
  pricePerMonth: STANDARD_MONTHLY_PRICE,
  gradient: "from-blue-600 to-indigo-700",
  features: [
    "Intermediate and Expert tracks, 20 sessions each",
    "Real datasets from finance, retail and healthcare",
    "Machine learning, deep learning and NLP",
    "Model deployment with FastAPI and Docker",
  ],
  isCustom: false,
  dialogCourse: "Python for ML & AI",
  href: "/courses/python-ml-ai",
  seo: {
    title: "Python for ML & AI Course: Intermediate and Expert Tracks",
    description:
      "Learn Python, data analysis, machine learning, deep learning and LLMs in two live tracks of 20 sessions each, with 20 tools and portfolio projects. ₹2,999/month or $149/month.",
  },
};

/** The course cards of the home page, in order. */
export const homeCourses: readonly Course[] = [agenticAiCourse, vibeCodingCourse, pythonMlAiCourse];
