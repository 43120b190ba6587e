// The 4-month AI certification landings (spec 2 §2.6, §9), one record per audience, each with 32 tools and 4 months × 5
// sessions. The loader of app/routes/marketing/ai-certification.tsx picks one, so only that record reaches the browser.
// Months 1-2 are the same for every audience, months 3-4 written for each; what every page shows alike is in
// certification-programme.ts.
import { withoutTrailingSlash } from "~/content/url-path";
import type { ToolItem } from "./page-blocks";

export interface CurriculumSession {
  /** 1 to 20 across the whole programme. */
  number: number;
  title: string;
  topics: readonly string[];
  project: string;
}

export interface CurriculumMonth {
  month: 1 | 2 | 3 | 4;
  title: string;
  sessions: readonly CurriculumSession[];
}

export interface CertificationLanding {
  /** The URL of the page. */
  path: string;
  /** Who the page is for, in a few words ("Sales Professionals"). */
  audience: string;
  seo: { title: string; description: string };
  hero: { eyebrow: string; headline: string; subheadline: string };
  /** The sentence that introduces 'Perfect for Roles Like', written out so names keep their capitals (HR, FMCG). */
  rolesIntro: string;
  /** 'Perfect for Roles Like'. */
  roles: readonly string[];
  tools: readonly ToolItem[];
  curriculum: readonly CurriculumMonth[];
  /** Heading of the closing call to action. */
  closingHeadline: string;
}

const coreTools: readonly ToolItem[] = [
  { name: "ChatGPT", purpose: "Drafting, analysis and everyday problem solving" },
  { name: "Claude", purpose: "Reading, summarising and reasoning over long documents" },
  { name: "Google Gemini", purpose: "Research and writing across Google Workspace" },
  { name: "Microsoft Copilot", purpose: "AI help inside Word, Excel, PowerPoint, Outlook and Teams" },
  { name: "Perplexity", purpose: "Web research with cited sources" },
  { name: "NotebookLM", purpose: "Question-and-answer over your own documents" },
  { name: "Gamma", purpose: "Presentations and one-pagers from a prompt" },
  { name: "Canva Magic Studio", purpose: "On-brand visuals and social creatives" },
  { name: "Midjourney", purpose: "High-quality images for reports and campaigns" },
  { name: "Napkin AI", purpose: "Turning text into diagrams and infographics" },
  { name: "Otter.ai", purpose: "Meeting transcripts and action items" },
  { name: "Fireflies.ai", purpose: "Searchable call notes and summaries" },
  { name: "Notion AI", purpose: "Team wikis, notes and project documents" },
  { name: "Grammarly", purpose: "Clear, professional writing and tone checks" },
  { name: "Zapier", purpose: "No-code automation between everyday apps" },
  { name: "Make", purpose: "Visual, multi-step workflow automation" },
  { name: "n8n", purpose: "AI agent workflows you can host yourself" },
  { name: "Power Automate", purpose: "Automating Microsoft 365 processes" },
  { name: "Julius AI", purpose: "Data analysis and charts in plain English" },
  { name: "Power BI Copilot", purpose: "Dashboards and insights from business data" },
  { name: "Custom GPTs", purpose: "Task-specific assistants built without code" },
  { name: "Copilot Studio", purpose: "Internal chatbots grounded in company content" },
  { name: "Synthesia", purpose: "AI presenter videos for training and updates" },
  { name: "ElevenLabs", purpose: "Natural voice-overs and audio content" },
];

const withCoreTools = (audienceTools: readonly ToolItem[]): readonly ToolItem[] => [...coreTools, ...audienceTools];

const foundationMonths: readonly CurriculumMonth[] = [
  {
    month: 1,
    title: "AI Foundations & Prompt Engineering",
    sessions: [
      {
        number: 1,
        title: "How Generative AI Works",
        topics: [
          "Large language models in plain English",
          "Tokens, context windows and hallucinations",
          "Where AI helps and where it fails",
          "Setting up your AI toolkit",
        ],
        project: "Personal AI toolkit and use-case map for your role",
      },
      {
        number: 2,
        title: "Prompt Engineering Fundamentals",
        topics: [
          "Role, task, context and format",
          "Few-shot examples",
          "Step-by-step reasoning and self-checks",
          "Reusable prompt templates",
        ],
        project: "Prompt library of 25 templates for your daily work",
      },
      {
        number: 3,
        title: "AI for Research & Analysis",
        topics: [
          "Cited search with Perplexity",
          "NotebookLM on your own documents",
          "Verifying facts and sources",
          "Summarising long reports",
        ],
        project: "Cited industry research brief",
      },
      {
        number: 4,
        title: "AI Writing & Communication",
        topics: [
          "Emails, reports and proposals",
          "Writing for your audience and tone",
          "Copilot in Word and Grammarly",
          "Reviewing and correcting AI drafts",
        ],
        project: "Executive email and report pack",
      },
      {
        number: 5,
        title: "Responsible AI at Work",
        topics: ["Data privacy and confidentiality", "Bias and fairness", "Company AI policies", "Keeping a human in the loop"],
        project: "AI usage guidelines for your team",
      },
    ],
  },
  {
    month: 2,
    title: "AI Productivity, Data & Automation",
    sessions: [
      {
        number: 6,
        title: "AI in Excel & Spreadsheets",
        topics: [
          "Copilot in Excel",
          "Formulas and pivot tables by prompt",
          "Cleaning messy data",
          "Spotting trends and outliers",
        ],
        project: "Automated monthly performance tracker",
      },
      {
        number: 7,
        title: "Data Analysis Without Code",
        topics: [
          "Julius AI and ChatGPT data analysis",
          "Charts and written summaries",
          "Asking better questions of data",
          "Checking the numbers AI gives you",
        ],
        project: "Insight report from a real dataset",
      },
      {
        number: 8,
        title: "Presentations & Visual Storytelling",
        topics: [
          "Gamma and Copilot in PowerPoint",
          "Diagrams with Napkin AI",
          "Canva Magic Studio",
          "Structuring a story for leadership",
        ],
        project: "Board-ready 10-slide presentation",
      },
      {
        number: 9,
        title: "Meetings & Knowledge Management",
        topics: ["Otter.ai and Fireflies.ai", "Action items and follow-ups", "Notion AI team wikis", "Searchable team knowledge"],
        project: "Meeting-to-action workflow",
      },
      {
        number: 10,
        title: "No-Code Workflow Automation",
        topics: [
          "Zapier and Make basics",
          "Triggers, actions and filters",
          "Adding AI steps to a workflow",
          "Power Automate for Microsoft 365",
        ],
        project: "Automated request-to-report workflow",
      },
    ],
  },
];

const strategySession: CurriculumSession = {
  number: 19,
  title: "AI Strategy, ROI & Governance",
  topics: [
    "Building the business case",
    "Measuring return on investment",
    "Risk, compliance and governance",
    "Leading the change with your team",
  ],
  project: "AI adoption roadmap for your department",
};

function capstoneSession(project: string): CurriculumSession {
  return {
    number: 20,
    title: "Capstone Presentation & Certification",
    topics: ["Completing your capstone", "Peer and instructor review", "Polishing your portfolio", "Certification assessment"],
    project,
  };
}

function curriculum(month3: CurriculumMonth, month4: CurriculumMonth): readonly CurriculumMonth[] {
  return [...foundationMonths, month3, month4];
}

// ——— One record per audience ———

// The main page (spec 2 §2.6 "plus the main /ai-certification"): for every non-technical professional of spec 2 §1.
const professionals: CertificationLanding = {
  path: "/ai-certification",
  audience: "Working Professionals",
  seo: {
    title: "4 Months AI Certification For Professionals",
    description:
      "Live 4-month AI certification for non-technical professionals in sales, marketing, HR, finance and more: 20 sessions, 32 AI tools. No coding.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "AI Certification for Working Professionals",
    subheadline:
      "Master 32 AI tools in 20 live sessions and build real projects for the work you already do, in sales, marketing, HR, finance, operations or management. No coding background needed.",
  },
  rolesIntro: "Built for non-technical professionals in every function who want to put AI to work in their current role.",
  roles: [
    "Sales Leaders",
    "Product & Project Managers",
    "Business & Data Analysts",
    "HR Professionals",
    "Marketing Managers",
    "Audit & Risk Professionals",
    "Credit Managers",
    "Actuaries",
    "Finance Managers",
    "Consultants",
    "Legal Advisors",
    "Operations Managers",
  ],
  tools: withCoreTools([
    { name: "HubSpot AI", purpose: "CRM insights, sales e-mails and campaign drafts" },
    { name: "Jasper", purpose: "On-brand marketing copy at scale" },
    { name: "Gong", purpose: "Sales-call insights and deal risks" },
    { name: "Eightfold AI", purpose: "Skills-based hiring and talent matching" },
    { name: "DataRobot", purpose: "Predictions from business data without code" },
    { name: "Tableau Pulse", purpose: "Automated metric alerts and explanations" },
    { name: "Spellbook", purpose: "Drafting and reviewing contracts" },
    { name: "Asana AI", purpose: "Project plans, status updates and risk flags" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI Across Business Functions",
      sessions: [
        {
          number: 11,
          title: "AI for Sales & Customer Work",
          topics: [
            "Account research and call preparation",
            "Personalised outreach at scale",
            "Call summaries and CRM updates with HubSpot AI and Gong",
            "Proposals and follow-ups",
          ],
          project: "AI-assisted account plan and outreach sequence",
        },
        {
          number: 12,
          title: "AI for Marketing & Content",
          topics: [
            "Campaign ideas and briefs",
            "On-brand copy with Jasper",
            "Visuals with Canva Magic Studio and Midjourney",
            "Measuring what works",
          ],
          project: "One-month campaign kit",
        },
        {
          number: 13,
          title: "AI for HR & People Teams",
          topics: [
            "Job descriptions and screening questions",
            "Skills-based matching with Eightfold AI",
            "Onboarding and policy assistants",
            "Fairness and privacy in people decisions",
          ],
          project: "Hiring and onboarding toolkit",
        },
        {
          number: 14,
          title: "AI for Finance, Risk & Audit",
          topics: [
            "Reading financial statements with AI",
            "Variance analysis and forecasts",
            "Anomalies and red flags",
            "Contract and policy review with Spellbook",
          ],
          project: "Monthly finance and risk review pack",
        },
        {
          number: 15,
          title: "AI for Projects, Products & Operations",
          topics: [
            "Plans, status reports and risk logs with Asana AI",
            "Requirements and user stories",
            "Process mapping and bottlenecks",
            "Stakeholder updates",
          ],
          project: "AI-assisted project status system",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, Dashboards & Capstone",
      sessions: [
        {
          number: 16,
          title: "Custom GPTs & Copilot Studio for Your Team",
          topics: [
            "Designing a team assistant",
            "Grounding answers in your documents",
            "Guardrails for sensitive data",
            "Sharing it with colleagues",
          ],
          project: "Team knowledge assistant",
        },
        {
          number: 17,
          title: "AI Agents for Everyday Workflows",
          topics: ["What an AI agent is", "Building an n8n agent with tools", "Approvals in the loop", "Monitoring and logs"],
          project: "Request-handling agent for your department",
        },
        {
          number: 18,
          title: "AI Dashboards & Decision Support",
          topics: [
            "Power BI Copilot",
            "Metric alerts with Tableau Pulse",
            "Predictions with DataRobot",
            "Presenting uncertainty to decision makers",
          ],
          project: "Department performance dashboard",
        },
        strategySession,
        capstoneSession("Capstone: an end-to-end AI solution for a process in your own role"),
      ],
    },
  ),
  closingHeadline: "Put AI to work in the job you already do",
};

const bankingFinance: CertificationLanding = {
  path: "/ai-certification/banking-finance",
  audience: "Banking, Finance & Business Professionals",
  seo: {
    title: "AI Certification for Banking & Finance Professionals",
    description:
      "Live 4-month AI certification for banking, finance and business professionals: 20 sessions, 32 AI tools, 20 projects. No coding needed.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "AI Certification for Banking, Finance & Business Professionals",
    subheadline:
      "Master 32 AI tools in 20 live sessions and build real projects for credit, risk, audit, finance and analysis work. No coding background needed.",
  },
  rolesIntro: "Built for banking, finance and business professionals who want to put AI to work in their current role.",
  roles: [
    "Credit Managers",
    "Risk & Audit Professionals",
    "Finance Managers",
    "Actuaries",
    "Business & Financial Analysts",
    "Relationship Managers",
    "Compliance Officers",
    "Consultants",
    "Legal Advisors",
    "Sales Leaders",
    "Product & Project Managers",
    "Operations Managers",
  ],
  tools: withCoreTools([
    { name: "AlphaSense", purpose: "Market and company intelligence from filings and transcripts" },
    { name: "DataRobot", purpose: "Predictive models for credit and risk without code" },
    { name: "Akkio", purpose: "Quick forecasts and classifications from spreadsheets" },
    { name: "Datarails", purpose: "Financial planning, budgeting and month-end reporting" },
    { name: "Rossum", purpose: "Extracting data from invoices and statements" },
    { name: "UiPath", purpose: "Automating repetitive back-office steps" },
    { name: "Spellbook", purpose: "Drafting and reviewing contracts" },
    { name: "Tableau Pulse", purpose: "Automated metric alerts and explanations" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI for Banking & Finance",
      sessions: [
        {
          number: 11,
          title: "AI in Credit Appraisal",
          topics: [
            "Reading financial statements with AI",
            "Ratio analysis and red flags",
            "Drafting credit memos",
            "Human review checkpoints",
          ],
          project: "AI-assisted credit appraisal memo",
        },
        {
          number: 12,
          title: "Risk, Fraud & Anomaly Detection",
          topics: [
            "How fraud models work",
            "Spotting anomalies in transactions",
            "Early-warning signals",
            "Explaining model outputs to auditors",
          ],
          project: "Transaction anomaly review sheet",
        },
        {
          number: 13,
          title: "Financial Analysis & Forecasting",
          topics: ["Variance analysis with AI", "Driver-based forecasts", "Scenario planning", "Datarails and Copilot in Excel"],
          project: "Rolling 12-month forecast model",
        },
        {
          number: 14,
          title: "Compliance, Audit & Regulatory Reporting",
          topics: [
            "Summarising circulars and regulations",
            "KYC and AML document checks",
            "Audit sampling with AI",
            "Keeping an audit trail",
          ],
          project: "Regulatory change tracker",
        },
        {
          number: 15,
          title: "Document Intelligence for Finance",
          topics: [
            "Extracting data from invoices and statements",
            "Rossum and UiPath basics",
            "Contract review with Spellbook",
            "Accuracy checks",
          ],
          project: "Invoice and statement extraction pipeline",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, Dashboards & Capstone",
      sessions: [
        {
          number: 16,
          title: "Custom GPTs & Copilot Studio for Finance",
          topics: [
            "Designing a finance assistant",
            "Grounding answers in your policies",
            "Guardrails for sensitive data",
            "Sharing it with your team",
          ],
          project: "Finance policy assistant",
        },
        {
          number: 17,
          title: "AI Agents for Finance Workflows",
          topics: ["What an AI agent is", "Building an n8n agent with tools", "Approvals in the loop", "Monitoring and logs"],
          project: "Month-end close helper agent",
        },
        {
          number: 18,
          title: "AI Dashboards & Predictive Insights",
          topics: [
            "Power BI Copilot",
            "Metric alerts with Tableau Pulse",
            "Predictive models with DataRobot and Akkio",
            "Presenting uncertainty",
          ],
          project: "Portfolio risk dashboard",
        },
        strategySession,
        capstoneSession("Capstone: an end-to-end AI solution for a banking or finance process"),
      ],
    },
  ),
  closingHeadline: "Lead the AI shift in banking and finance",
};

const pharmaFmcg: CertificationLanding = {
  path: "/ai-certification/pharma-fmcg",
  audience: "Pharma & FMCG Professionals",
  seo: {
    title: "AI Certification for Pharma & FMCG Professionals",
    description:
      "Live 4-month AI certification for pharma and FMCG teams: demand forecasting, research, compliance and field-force analytics with 32 AI tools.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "AI Certification for Pharma & FMCG Professionals",
    subheadline:
      "From demand forecasting to scientific research and regulatory documents: learn 32 AI tools in 20 live sessions and apply them to your brand, plant or territory.",
  },
  rolesIntro: "Built for pharma and FMCG professionals who want to put AI to work in their current role.",
  roles: [
    "Brand & Product Managers",
    "Medical Representatives & Area Managers",
    "Regulatory Affairs Specialists",
    "Quality Assurance Managers",
    "Supply Chain & Demand Planners",
    "Category Managers",
    "Trade Marketing Managers",
    "Market Research Analysts",
    "Medical Affairs Professionals",
    "Plant & Operations Managers",
    "Key Account Managers",
    "Sales & Distribution Heads",
  ],
  tools: withCoreTools([
    { name: "Elicit", purpose: "Finding and summarising research papers" },
    { name: "Consensus", purpose: "Evidence answers drawn from scientific studies" },
    { name: "Scite", purpose: "Checking how a paper has been cited" },
    { name: "Brandwatch", purpose: "Consumer and social listening" },
    { name: "Akkio", purpose: "Demand forecasts from sales history" },
    { name: "Crayon", purpose: "Tracking competitor moves" },
    { name: "UiPath", purpose: "Automating regulatory and supply-chain paperwork" },
    { name: "Tableau Pulse", purpose: "Sales and distribution metric alerts" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI for Pharma & FMCG",
      sessions: [
        {
          number: 11,
          title: "AI for Market & Consumer Insights",
          topics: [
            "Social listening with Brandwatch",
            "Analysing surveys and reviews",
            "Consumer personas",
            "Spotting category trends",
          ],
          project: "Consumer insight report for a product category",
        },
        {
          number: 12,
          title: "Demand Forecasting & Supply Chain",
          topics: ["Forecasting basics", "Seasonality and promotions", "Forecasts with Akkio", "Inventory alerts"],
          project: "SKU-level demand forecast",
        },
        {
          number: 13,
          title: "Scientific & Medical Research with AI",
          topics: ["Elicit, Consensus and Scite", "Literature summaries", "Evidence tables", "Citing sources correctly"],
          project: "Evidence summary for a therapy area",
        },
        {
          number: 14,
          title: "Regulatory, Quality & Compliance Documents",
          topics: ["Drafting and reviewing SOPs", "Deviation and CAPA summaries", "Labelling checks", "GxP-aware use of AI"],
          project: "SOP review assistant workflow",
        },
        {
          number: 15,
          title: "Field Force & Distribution Analytics",
          topics: [
            "Territory performance",
            "Distributor and retailer data",
            "Metric alerts with Tableau Pulse",
            "Call planning for field teams",
          ],
          project: "Territory performance tracker",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, Launch Planning & Capstone",
      sessions: [
        {
          number: 16,
          title: "Custom GPTs for Pharma & FMCG Teams",
          topics: [
            "Product-knowledge assistants",
            "Grounding answers in approved content",
            "Medical and legal review guardrails",
            "Rolling it out to field teams",
          ],
          project: "Product knowledge assistant for field teams",
        },
        {
          number: 17,
          title: "AI Agents for Operations",
          topics: ["Agents in n8n", "Purchase-order and stock alerts", "UiPath for paperwork", "Human approvals"],
          project: "Stock-out early-warning agent",
        },
        {
          number: 18,
          title: "Competitive Intelligence & Launch Planning",
          topics: ["Competitor tracking with Crayon", "Launch checklists", "Pricing scenarios", "Campaign ideas with AI"],
          project: "Product launch intelligence pack",
        },
        strategySession,
        capstoneSession("Capstone: an AI solution for a pharma or FMCG business problem"),
      ],
    },
  ),
  closingHeadline: "Bring AI to your brand, plant and territory",
};

const sales: CertificationLanding = {
  path: "/ai-certification/sales",
  audience: "Sales Professionals",
  seo: {
    title: "AI Certification for Sales Professionals",
    description:
      "Live 4-month AI certification for sales teams: AI prospecting, outreach, CRM intelligence and forecasting with 32 AI tools and 20 projects.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "AI Certification for Sales Professionals",
    subheadline:
      "Research accounts in minutes, personalise outreach at scale and forecast with confidence. Learn 32 AI tools in 20 live sessions built around your pipeline.",
  },
  rolesIntro: "Built for sales professionals who want to put AI to work in their current role.",
  roles: [
    "Sales Leaders & Directors",
    "Account Executives",
    "Business Development Managers",
    "Inside Sales Representatives",
    "Key Account Managers",
    "Sales Operations Analysts",
    "Pre-Sales Consultants",
    "Channel & Partner Managers",
    "Customer Success Managers",
    "Regional Sales Managers",
    "Sales Enablement Leads",
    "Founders Who Sell",
  ],
  tools: withCoreTools([
    { name: "Salesforce Agentforce", purpose: "AI agents and insights inside Salesforce" },
    { name: "HubSpot Breeze", purpose: "AI assistance across the HubSpot CRM" },
    { name: "Apollo.io", purpose: "Prospect data and outreach sequences" },
    { name: "Clay", purpose: "Account research and data enrichment" },
    { name: "Gong", purpose: "Call analysis and deal insights" },
    { name: "Lavender", purpose: "Coaching for sales e-mails" },
    { name: "Outreach", purpose: "Sequences and deal forecasting" },
    { name: "Crystal", purpose: "Personality insights for better conversations" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI for Sales",
      sessions: [
        {
          number: 11,
          title: "AI Prospecting & Lead Research",
          topics: [
            "Apollo.io and Clay",
            "Defining your ideal customer profile",
            "Account research in minutes",
            "Keeping data clean",
          ],
          project: "Targeted list of 100 qualified prospects",
        },
        {
          number: 12,
          title: "Personalised Outreach at Scale",
          topics: ["AI-written sequences", "E-mail coaching with Lavender", "LinkedIn messages", "A/B testing your outreach"],
          project: "Multi-touch outreach sequence",
        },
        {
          number: 13,
          title: "AI in Discovery & Sales Calls",
          topics: ["Call analysis with Gong", "Discovery question banks", "Handling objections", "Call summaries into the CRM"],
          project: "Objection-handling playbook",
        },
        {
          number: 14,
          title: "CRM Intelligence",
          topics: ["Salesforce Agentforce and HubSpot Breeze", "Lead scoring", "Next-best actions", "Clean pipeline data"],
          project: "AI lead-scoring model in your CRM",
        },
        {
          number: 15,
          title: "Proposals, Pricing & Negotiation",
          topics: ["Drafting proposals", "Pricing scenarios", "Negotiation role-play with AI", "Reviewing deal risk"],
          project: "Proposal and negotiation preparation kit",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, Forecasting & Capstone",
      sessions: [
        {
          number: 16,
          title: "Sales Assistant GPTs",
          topics: [
            "Product and competitor assistant",
            "Battle cards on demand",
            "Grounding answers in price lists",
            "Sharing it with the team",
          ],
          project: "Sales battle-card assistant",
        },
        {
          number: 17,
          title: "AI Agents for Sales Operations",
          topics: ["Agents in n8n and Make", "Lead routing", "Follow-up reminders", "Booking meetings automatically"],
          project: "Inbound lead follow-up agent",
        },
        {
          number: 18,
          title: "Sales Forecasting & Dashboards",
          topics: [
            "Forecasts in Outreach",
            "Pipeline dashboards with Power BI Copilot",
            "Win-rate analysis",
            "Forecast accuracy",
          ],
          project: "Pipeline and forecast dashboard",
        },
        strategySession,
        capstoneSession("Capstone: an AI-powered sales process for your territory"),
      ],
    },
  ),
  closingHeadline: "Sell smarter with AI, starting this month",
};

const marketing: CertificationLanding = {
  path: "/ai-certification/marketing",
  audience: "Marketing Managers",
  seo: {
    title: "AI Certification for Marketing Managers",
    description:
      "Live 4-month AI certification for marketing managers: AI content, SEO, creative, performance marketing and analytics with 32 AI tools.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "AI Certification for Marketing Managers",
    subheadline:
      "Plan, create and measure campaigns with AI. Learn 32 AI tools in 20 live sessions and build a portfolio of real marketing work along the way.",
  },
  rolesIntro: "Built for marketing managers who want to put AI to work in their current role.",
  roles: [
    "Marketing Managers",
    "Brand Managers",
    "Digital Marketing Specialists",
    "Content & Social Media Managers",
    "SEO Specialists",
    "Performance Marketers",
    "Product Marketing Managers",
    "Marketing Analysts",
    "Communications & PR Managers",
    "Growth Marketers",
    "E-commerce Managers",
    "Agency Account Leads",
  ],
  tools: withCoreTools([
    { name: "Jasper", purpose: "On-brand marketing copy" },
    { name: "Copy.ai", purpose: "Copy and go-to-market workflows" },
    { name: "Surfer SEO", purpose: "Content optimised for search" },
    { name: "Semrush Copilot", purpose: "Keyword and competitor insights" },
    { name: "HubSpot Breeze", purpose: "Campaigns, segments and nurturing in HubSpot" },
    { name: "Adobe Firefly", purpose: "Commercially safe images and edits" },
    { name: "Runway", purpose: "AI video generation and editing" },
    { name: "AdCreative.ai", purpose: "Ad creatives and performance predictions" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI for Marketing Management",
      sessions: [
        {
          number: 11,
          title: "AI Content Strategy & Copywriting",
          topics: ["Jasper and Copy.ai", "Brand voice guides", "Content calendars", "Editing AI drafts"],
          project: "30-day content calendar in your brand voice",
        },
        {
          number: 12,
          title: "SEO & Search in the AI Era",
          topics: ["Surfer SEO and Semrush Copilot", "Keyword clusters", "Visibility in AI search answers", "Content briefs"],
          project: "SEO content brief set",
        },
        {
          number: 13,
          title: "AI Visuals & Video",
          topics: ["Adobe Firefly and Midjourney", "Video with Runway", "Canva brand kits", "Usage rights and disclosure"],
          project: "Campaign creative set",
        },
        {
          number: 14,
          title: "Performance Marketing with AI",
          topics: ["Ad creatives with AdCreative.ai", "Audience targeting", "Budget allocation", "Testing ad copy"],
          project: "Paid campaign plan with a test matrix",
        },
        {
          number: 15,
          title: "Customer Insights & Segmentation",
          topics: ["Segments in HubSpot Breeze", "Mining surveys and reviews", "Personas", "Personalisation at scale"],
          project: "Customer segment and persona pack",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, Analytics & Capstone",
      sessions: [
        {
          number: 16,
          title: "Marketing Assistant GPTs",
          topics: ["A brand-voice assistant", "A campaign brief generator", "Guardrails for claims", "Sharing it with your team"],
          project: "Brand voice assistant",
        },
        {
          number: 17,
          title: "Marketing Automation Agents",
          topics: ["Agents in n8n and Make", "Lead nurturing flows", "Social scheduling", "Automated reporting"],
          project: "Lead nurturing automation",
        },
        {
          number: 18,
          title: "Marketing Analytics & Attribution",
          topics: ["Power BI Copilot", "Campaign dashboards", "Attribution basics", "Insights for leadership"],
          project: "Marketing performance dashboard",
        },
        strategySession,
        capstoneSession("Capstone: an AI-driven go-to-market campaign"),
      ],
    },
  ),
  closingHeadline: "Make AI your marketing team's advantage",
};

const hrProject: CertificationLanding = {
  path: "/ai-certification/hr-project",
  audience: "HR, Project & Product Managers",
  seo: {
    title: "AI Certification for HR, Project & Product Managers",
    description:
      "Live 4-month AI certification for HR, project and product managers: hiring, people analytics, planning and product discovery with 32 AI tools.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "AI Certification for HR, Project & Product Managers",
    subheadline:
      "Hire fairly and faster, run projects with less overhead and ship better products. Learn 32 AI tools in 20 live sessions built around people and delivery work.",
  },
  rolesIntro: "Built for HR, project and product managers who want to put AI to work in their current role.",
  roles: [
    "HR Managers & Business Partners",
    "Talent Acquisition Specialists",
    "Learning & Development Managers",
    "HR Operations Leads",
    "Project Managers",
    "Programme Managers",
    "PMO Leads",
    "Scrum Masters",
    "Product Managers",
    "Product Owners",
    "Business Analysts",
    "Delivery Managers",
  ],
  tools: withCoreTools([
    { name: "Textio", purpose: "Inclusive job descriptions and feedback" },
    { name: "LinkedIn Recruiter AI", purpose: "AI-assisted candidate search and outreach" },
    { name: "Eightfold AI", purpose: "Skills-based talent matching" },
    { name: "Leena AI", purpose: "HR helpdesk assistant for employees" },
    { name: "Asana AI", purpose: "Project status and risk summaries" },
    { name: "ClickUp Brain", purpose: "Tasks, documents and updates with AI" },
    { name: "Atlassian Intelligence", purpose: "Backlogs and sprint summaries in Jira" },
    { name: "Productboard AI", purpose: "Customer-feedback insights for roadmaps" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI for HR, Project & Product Management",
      sessions: [
        {
          number: 11,
          title: "AI in Talent Acquisition",
          topics: [
            "Job descriptions with Textio",
            "LinkedIn Recruiter AI",
            "Screening with fairness checks",
            "Structured interview guides",
          ],
          project: "Inclusive hiring kit for one role",
        },
        {
          number: 12,
          title: "Employee Experience & HR Operations",
          topics: ["HR helpdesk with Leena AI", "Onboarding plans", "Policy questions and answers", "Engagement survey analysis"],
          project: "New-joiner onboarding assistant",
        },
        {
          number: 13,
          title: "Skills, Learning & Performance",
          topics: ["Skills mapping with Eightfold AI", "Learning paths", "Drafting performance reviews", "Checking for bias"],
          project: "Team skills matrix and learning plan",
        },
        {
          number: 14,
          title: "AI for Project Management",
          topics: ["Asana AI and ClickUp Brain", "Plans and schedules from a brief", "Risk logs", "Status reports"],
          project: "AI-generated project plan and risk register",
        },
        {
          number: 15,
          title: "AI for Product Management",
          topics: [
            "Feedback analysis with Productboard AI",
            "Product requirement documents with AI",
            "Prioritisation frameworks",
            "Jira with Atlassian Intelligence",
          ],
          project: "Product requirements document and prioritised backlog",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, People Analytics & Capstone",
      sessions: [
        {
          number: 16,
          title: "Custom GPTs for People & Delivery Teams",
          topics: [
            "An HR policy or PMO assistant",
            "Grounding answers in your documents",
            "Privacy guardrails",
            "Rolling it out",
          ],
          project: "HR policy or PMO assistant",
        },
        {
          number: 17,
          title: "AI Agents for HR & PMO Workflows",
          topics: ["Agents in n8n", "Leave and onboarding workflows", "Chasing status updates", "Approvals in the loop"],
          project: "Weekly status-report agent",
        },
        {
          number: 18,
          title: "People & Delivery Analytics",
          topics: ["Attrition signals", "Delivery dashboards", "Power BI Copilot", "Sharing insights responsibly"],
          project: "Attrition and delivery health dashboard",
        },
        strategySession,
        capstoneSession("Capstone: an AI transformation of an HR, project or product process"),
      ],
    },
  ),
  closingHeadline: "Lead people and projects in the age of AI",
};

const startups: CertificationLanding = {
  path: "/ai-certification/startups",
  audience: "Startup Founders & Entrepreneurs",
  seo: {
    title: "AI Certification for Startup Founders & Entrepreneurs",
    description:
      "Live 4-month AI certification for founders: validate ideas, build an MVP, raise funds and run operations with 32 AI tools. No coding needed.",
  },
  hero: {
    eyebrow: "4 Months AI Certification For Professionals",
    headline: "Build, Launch and Scale Your Startup with AI",
    subheadline:
      "Validate your idea, ship an MVP without a large team, pitch investors and automate operations. Learn 32 AI tools in 20 live sessions designed for founders.",
  },
  rolesIntro: "Built for startup founders and entrepreneurs who want to put AI to work in their business.",
  roles: [
    "Startup Founders",
    "Co-founders",
    "Aspiring Entrepreneurs",
    "Solo Founders & Indie Hackers",
    "Small Business Owners",
    "D2C Brand Owners",
    "Founders' Office & Chiefs of Staff",
    "Early-Stage Product Leads",
    "Growth Leads",
    "Freelancers Building Agencies",
    "Family Business Successors",
    "Startup Operations Leads",
  ],
  tools: withCoreTools([
    { name: "Lovable", purpose: "Web-app prototypes from a description" },
    { name: "Bolt.new", purpose: "Full-stack apps built in the browser" },
    { name: "v0 by Vercel", purpose: "Interface components from a prompt" },
    { name: "Cursor", purpose: "AI code editor for changes to your MVP" },
    { name: "Framer AI", purpose: "Landing pages and websites" },
    { name: "Intercom Fin", purpose: "AI customer-support agent" },
    { name: "Relevance AI", purpose: "Teams of AI agents for research and outreach" },
    { name: "Apollo.io", purpose: "Prospect data and outbound sequences" },
  ]),
  curriculum: curriculum(
    {
      month: 3,
      title: "AI for Startups & Founders",
      sessions: [
        {
          number: 11,
          title: "Idea Validation & Market Research",
          topics: [
            "Market sizing with Perplexity",
            "Synthesising customer interviews",
            "Competitor maps",
            "Problem-solution fit",
          ],
          project: "Validated opportunity brief",
        },
        {
          number: 12,
          title: "Build an MVP Without a Big Team",
          topics: ["Lovable, Bolt.new and v0", "Changes with Cursor", "Data and sign-in basics", "Shipping safely"],
          project: "Working MVP web app",
        },
        {
          number: 13,
          title: "Landing Pages, Branding & Growth",
          topics: [
            "Landing pages with Framer AI",
            "Brand identity with Canva and Midjourney",
            "Growth experiments",
            "Outbound with Apollo.io",
          ],
          project: "Launch-ready landing page and outbound list",
        },
        {
          number: 14,
          title: "Pitch Decks & Fundraising",
          topics: ["Pitch decks with Gamma", "A financial model with AI", "Researching investors", "Pitch practice with AI"],
          project: "Investor pitch deck and financial model",
        },
        {
          number: 15,
          title: "AI Customer Support & Operations",
          topics: [
            "A support agent with Intercom Fin",
            "FAQs from your documents",
            "Operations automation with Zapier",
            "Measuring customer satisfaction",
          ],
          project: "AI support agent for your product",
        },
      ],
    },
    {
      month: 4,
      title: "AI Agents, Metrics & Capstone",
      sessions: [
        {
          number: 16,
          title: "Your Founder Co-pilot GPTs",
          topics: [
            "Assistants for investor updates, hiring and SOPs",
            "Grounding answers in your documents",
            "Guardrails",
            "Sharing with your team",
          ],
          project: "Founder operating assistant",
        },
        {
          number: 17,
          title: "Multi-Agent Workflows",
          topics: [
            "Agent teams with Relevance AI and n8n",
            "From research to outreach",
            "Quality checks",
            "Keeping costs under control",
          ],
          project: "Lead-research agent team",
        },
        {
          number: 18,
          title: "Metrics, Dashboards & Unit Economics",
          topics: ["Startup KPIs", "Dashboards with Power BI Copilot and Julius AI", "Cohorts and churn", "Unit economics"],
          project: "Investor metrics dashboard",
        },
        strategySession,
        capstoneSession("Capstone: an AI-first launch plan with a live MVP"),
      ],
    },
  ),
  closingHeadline: "Turn your idea into an AI-powered company",
};

export const certificationLandings: readonly CertificationLanding[] = [
  professionals,
  bankingFinance,
  pharmaFmcg,
  sales,
  marketing,
  hrProject,
  startups,
];

/** The landing record for a URL path (a trailing slash is ignored), or undefined. */
export function findCertificationLanding(pathname: string): CertificationLanding | undefined {
  const path = withoutTrailingSlash(pathname);
  return certificationLandings.find((landing) => landing.path === path);
}
