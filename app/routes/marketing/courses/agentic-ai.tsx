import { agenticAiCourse } from "~/content/courses";
import { monthlyCoursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/agentic-ai";
import { AgenticAiProjectsSection, CoursesArea, FlagshipCourseDetail, HeroEnrollButton } from "./courses-area";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export const meta = (args: Route.MetaArgs) => monthlyCoursePageMeta(args, agenticAiCourse);

export default function AgenticAiPage() {
  return (
    <CoursesArea view="agentic-ai" heroActions={<HeroEnrollButton course={agenticAiCourse} />}>
      <FlagshipCourseDetail course={agenticAiCourse} />
      <AgenticAiProjectsSection />
    </CoursesArea>
  );
}
