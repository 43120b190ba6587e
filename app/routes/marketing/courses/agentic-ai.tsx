import { agenticAiCourse } from "~/content/courses";
import { coursePageMeta, monthlyFee } from "~/ui/seo";
import type { Route } from "./+types/agentic-ai";
import { AgenticAiProjectsSection, CoursesArea, FlagshipCourseDetail, HeroEnrollButton } from "./courses-area";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return coursePageMeta(
    args,
    {
      title: "Agentic AI Development Course: Build 12 Live AI Agent Projects",
      description:
        "A 4-month live course in LLMs, RAG, LangChain, LangGraph and CrewAI. Build 12 live projects worth $2.5M+ in market value and earn Intermediate and Expert certificates. ₹2,999/month.",
      path: "/courses/agentic-ai",
    },
    {
      name: agenticAiCourse.title,
      description: agenticAiCourse.description,
      price: monthlyFee(agenticAiCourse.pricePerMonth, 4),
      duration: "P4M",
    },
  );
}

export default function AgenticAiPage() {
  return (
    <CoursesArea view="agentic-ai" heroActions={<HeroEnrollButton course={agenticAiCourse} />}>
      <FlagshipCourseDetail course={agenticAiCourse} />
      <AgenticAiProjectsSection />
    </CoursesArea>
  );
}
