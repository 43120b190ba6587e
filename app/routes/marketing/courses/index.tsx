import { flagshipCourses, specialisedCourses } from "~/content/courses";
import { appUrlFrom, courseJsonLd, monthlyFee, pageMeta } from "~/ui/seo";
import type { Route } from "./+types/index";
import {
  AcademyStatsBand,
  CoursesArea,
  FlagshipCoursesSection,
  QuickLinksSection,
  SpecialisedCoursesSection,
} from "./courses-area";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  const appUrl = appUrlFrom(args);
  return pageMeta(args, {
    title: "All Courses: Agentic AI, Vibe Coding, Quantum Computing, Power BI & More",
    description:
      "Compare our live 4-month courses: Agentic AI Development, Vibe Coding, Quantum Computing, Power BI & Tableau, Excel & O365 Automation and corporate training. From ₹2,999/month.",
    path: "/courses",
    jsonLd: [...flagshipCourses, ...specialisedCourses]
      .filter((course) => course.pricePerMonth)
      .map((course) =>
        courseJsonLd(appUrl, {
          name: course.title,
          description: course.description,
          path: course.href ?? `/courses/other#${course.id}`,
          price: monthlyFee(course.pricePerMonth, 4),
          duration: "P4M",
        }),
      ),
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
