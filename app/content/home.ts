// Home page content (spec 1 §2 "Home page"): the executive programme and the additional courses.

export const executiveProgramme = {
  title: "AI for CXOs: Executive Programme",
  duration: "8 Months",
  description:
    "A leadership programme for CEOs, CFOs, CMOs, CHROs and CTOs: set AI strategy, make better decisions with AI tools, and lead transformation with confidence. Live weekend sessions with lifetime access to recordings.",
  facts: ["8 months, pay monthly", "Live weekend sessions", "12+ projects", "17 AI tools"],
  href: "/ai-certification/cxo",
} as const;

export interface AdditionalCourse {
  title: string;
  description: string;
  href: string;
  label: string;
}

export const additionalCourses: readonly AdditionalCourse[] = [
  {
    title: "4 Months AI Certification For Professionals",
    description:
      "Non-technical professionals learn 32 AI tools in 20 live sessions, with tracks for sales, marketing, HR, pharma and startups.",
    href: "/ai-certification",
    label: "View certification",
  },
  {
    title: "Build AI Projects",
    description: "A 16-week, project-first programme: 22+ enterprise and business projects that go straight into your portfolio.",
    href: "/build-ai-projects",
    label: "See the projects",
  },
  {
    title: "2-Hour Live Masterclass",
    description: "Build an AI agent and try vibe coding in one Sunday session, with an instant certificate. Just ₹199.",
    href: "/masterclass",
    label: "Book a seat",
  },
  {
    title: "Quantum Computing",
    description: "Qubits, quantum circuits and quantum machine learning on real IBM Quantum hardware.",
    href: "/courses#quantum-computing",
    label: "Course details",
  },
  {
    title: "Business Intelligence with Power BI & Tableau",
    description: "Model data, write DAX and design dashboards that leaders act on.",
    href: "/courses#business-intelligence",
    label: "Course details",
  },
  {
    title: "Excel & O365 Automation with Python, VBA & AI",
    description: "Automate reports, spreadsheets and e-mails with VBA, Python, Power Automate and Copilot.",
    href: "/courses#excel-automation",
    label: "Course details",
  },
  {
    title: "Corporate Training",
    description: "AI upskilling for your team, on-site or remote, designed around your tools and data.",
    href: "/courses#corporate-training",
    label: "Talk to us",
  },
];
