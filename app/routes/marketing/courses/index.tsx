import { flagshipCourses, specialisedCourses } from "~/content/courses";
import { appUrlFrom, pageMeta } from "~/ui/seo";
import type { Route } from "./+types/index";
import {
  AcademyStatsBand,
  CoursesArea,
  FlagshipCoursesSection,
  QuickLinksSection,
  SpecialisedCoursesSection,
} from "./courses-area";
import { catalogueJsonLd } from "./catalogue-json-ld";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "All Courses: Agentic AI, Vibe Coding, Quantum Computing, Power BI & More",
    description:
      "Compare our live 4-month courses: Agentic AI Development, Vibe Coding, Quantum Computing, Power BI & Tableau, Excel & O365 Automation and corporate training. From ₹2,999/month.",
    path: "/courses",
    jsonLd: catalogueJsonLd(appUrlFrom(args), [...flagshipCourses, ...specialisedCourses]),
  });
}

export default function CoursesPage() {
  return (
    <CoursesArea view="all">
      <FlagshipCoursesSection />
      <SpecialisedCoursesSection />
      <QuickLinksSection />
      <AcademyStatsBand />
    </CoursesArea>
  );
}
