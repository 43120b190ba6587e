import { specialisedCourses } from "~/content/courses";
import { appUrlFrom, pageMeta } from "~/ui/seo";
import type { Route } from "./+types/other";
import { CoursesArea, SpecialisedCoursesSection } from "./courses-area";
import { catalogueJsonLd } from "./catalogue-json-ld";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Other Courses: Quantum Computing, Power BI & Tableau, Excel Automation, Corporate Training",
    description:
      "Specialised live courses: Quantum Computing (₹11,999/month), Business Intelligence with Power BI & Tableau and Excel & O365 Automation (₹2,999/month), plus corporate AI training.",
    path: "/courses/other",
    jsonLd: catalogueJsonLd(appUrlFrom(args), specialisedCourses),
  });
}

export default function OtherCoursesPage() {
  return (
    <CoursesArea view="other">
      <SpecialisedCoursesSection />
    </CoursesArea>
  );
}
