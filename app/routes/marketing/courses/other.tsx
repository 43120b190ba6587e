import { specialisedCourses } from "~/content/courses";
import { appUrlFrom, courseJsonLd, monthlyFee, pageMeta } from "~/ui/seo";
import type { Route } from "./+types/other";
import { CoursesArea, SpecialisedCoursesSection } from "./courses-area";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  const appUrl = appUrlFrom(args);
  return pageMeta(args, {
    title: "Other Courses: Quantum Computing, Power BI & Tableau, Excel Automation, Corporate Training",
    description:
      "Specialised live courses: Quantum Computing (₹11,999/month), Business Intelligence with Power BI & Tableau and Excel & O365 Automation (₹2,999/month), plus corporate AI training.",
    path: "/courses/other",
    jsonLd: specialisedCourses
      .filter((course) => course.pricePerMonth)
      .map((course) =>
        courseJsonLd(appUrl, {
          name: course.title,
          description: course.description,
          path: `/courses/other#${course.id}`,
          price: monthlyFee(course.pricePerMonth, 4),
          duration: "P4M",
        }),
      ),
  });
}

export default function OtherCoursesPage() {
  return (
    <CoursesArea view="other">
      <SpecialisedCoursesSection />
    </CoursesArea>
  );
}
