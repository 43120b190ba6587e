// The search engines' structured data of the catalogue pages (/courses and /courses/other).
import type { Course } from "~/content/courses";
import { courseJsonLd, monthlyFee } from "~/ui/seo";

/** The priced courses of a catalogue page as schema.org Course records; a course without its own page is on /courses/other. */
export function catalogueJsonLd(appUrl: string, courses: readonly Course[]) {
  return courses
    .filter((course) => course.pricePerMonth)
    .map((course) =>
      courseJsonLd(appUrl, {
        name: course.title,
        description: course.description,
        path: course.href ?? `/courses/other#${course.id}`,
        price: monthlyFee(course.pricePerMonth, 4),
        duration: "P4M",
      }),
    );
}
