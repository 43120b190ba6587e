// The masterclass (spec 2 §2.3, §3 "Masterclass", §9; spec 1 §9 price 199 INR / 4.99 USD, was 3999 INR / 19.99 USD).
import { Award, Bot, Code2, FileCode2, FolderDown, MessagesSquare, Sparkles, Users, type LucideIcon } from "lucide-react";
import { type DualPrice, findCatalogueItem, MASTERCLASS_COURSE } from "~/payments";

const masterclassItem = findCatalogueItem(MASTERCLASS_COURSE)!;

export interface MasterclassHighlight {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const masterclass = {
  /** The payment dialog's course name (spec 1 §9). */
  dialogCourse: MASTERCLASS_COURSE,
  title: "AI Agents & Vibe Coding Live Masterclass",
  subtitle: "A 2-hour live masterclass combining AI agent development and interactive coding",
  duration: "2 Hours",
  format: "Live Online",
  description:
    "In one Sunday session you build a working AI agent step by step and learn to code with AI tools as your partner. No prior skill required: if you can use a browser, you can follow along. Bring your questions; the last part of the session is open Q&A with the instructor.",
  // The payment catalogue's prices, so the page shows what the checkout charges.
  price: { inrPaise: masterclassItem.price.INR, usdCents: masterclassItem.price.USD } satisfies DualPrice,
  originalPrice: { inrPaise: masterclassItem.wasPrice!.INR, usdCents: masterclassItem.wasPrice!.USD } satisfies DualPrice,
  sessionTimes: [
    { audience: "India", time: "Sunday, 12:30 PM IST" },
    { audience: "US/Canada", time: "Sunday, 10:00 AM ET" },
  ],
  nextSession: "Every Sunday: 12:30 PM IST for India, 10:00 AM ET for US/Canada",
  gradient: "from-fuchsia-700 to-indigo-800",
  highlights: [
    {
      icon: Bot,
      title: "Build a Live AI Agent",
      description: "Create an agent that researches a topic and writes a report, from an empty file to a working demo.",
    },
    {
      icon: Code2,
      title: "Interactive Vibe Coding",
      description: "Describe an app in plain language and watch it come to life with AI coding tools, then build your own.",
    },
    {
      icon: Sparkles,
      title: "No Prior Skill Required",
      description:
        "Everything is explained from first principles; beginners and experienced developers both leave with something new.",
    },
    {
      icon: Award,
      title: "Instant Certificate",
      description: "Your certificate of participation is issued instantly after the session.",
    },
    {
      icon: FileCode2,
      title: "Bonus Codes",
      description: "Ready-to-run code templates for agents and apps so you can keep building after the session.",
    },
    {
      icon: FolderDown,
      title: "Resources Package",
      description: "Slides, prompt libraries, tool guides and a reading list to continue learning.",
    },
    {
      icon: Users,
      title: "Community Access",
      description: "Join the learner community to share projects and get help from peers and mentors.",
    },
    {
      icon: MessagesSquare,
      title: "Live Q&A",
      description: "Ask the instructor anything about AI careers, tools and your own project ideas.",
    },
  ] satisfies MasterclassHighlight[],
  technologies: [
    { category: "AI models", items: ["ChatGPT", "Claude", "Gemini"] },
    { category: "Agent frameworks", items: ["LangChain", "CrewAI"] },
    { category: "AI coding tools", items: ["Cursor", "GitHub Copilot", "Bolt"] },
    { category: "Languages & deployment", items: ["Python", "JavaScript", "Vercel"] },
  ],
  agenda: [
    { minutes: "0:00-0:20", topic: "How AI agents work, and what vibe coding is" },
    { minutes: "0:20-1:00", topic: "Build a research agent together, step by step" },
    { minutes: "1:00-1:35", topic: "Vibe-code a web app that uses your agent" },
    { minutes: "1:35-2:00", topic: "Career paths, next steps and live Q&A" },
  ],
} as const;
