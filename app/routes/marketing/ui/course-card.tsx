import { CalendarDays, MonitorPlay } from "lucide-react";
import { Link } from "react-router";
import type { Course, SpecialisedCourse } from "~/content/courses";
import { corporateTrainingChatMessage } from "~/content/courses";
import { formatUsd, monthlyInrLabel } from "~/payments";
import { EnrollButton } from "~/payments/ui";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CallButton, ChatButton } from "~/ui/marketing/contact-buttons";
import { IconDetail } from "~/ui/marketing/icon-detail";
import { CheckList, ChipList } from "~/ui/marketing/lists";

interface CourseCardProps {
  course: Course | SpecialisedCourse;
  headingLevel?: "h2" | "h3";
  learnMoreHref?: string;
  enrollLabel?: string;
  showPriceOnEnroll?: boolean;
  /** Give the card the course id as its element id. */
  anchor?: boolean;
}

/** A grid of course cards, one list item each; `card` are the options every card shares. */
export function CourseCardList({
  courses,
  className,
  ...card
}: { courses: readonly (Course | SpecialisedCourse)[]; className: string } & Omit<CourseCardProps, "course">) {
  return (
    <ul className={className}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} {...card} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One catalogue course; it opens the payment dialog, a feature, so it lives with its routes rather than in app/ui.
 * A custom course offers chat and phone instead (spec 2 §2.1).
 */
export function CourseCard({
  course,
  headingLevel = "h3",
  learnMoreHref = course.href,
  enrollLabel = "Enroll Now",
  showPriceOnEnroll = true,
  anchor = false,
}: CourseCardProps) {
  const Heading = headingLevel;
  const tools = "tools" in course ? course.tools : null;
  return (
    <article
      id={anchor ? course.id : undefined}
      className="flex h-full scroll-mt-32 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <div className={`bg-gradient-to-br ${course.gradient} p-6 text-white`}>
        <Heading className="text-xl font-bold sm:text-2xl">{course.title}</Heading>
        <p className="mt-2 text-white/90">{course.subtitle}</p>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <p className="text-gray-700">{course.description}</p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <IconDetail icon={CalendarDays} term="Duration" compact>
            {course.duration}
          </IconDetail>
          <IconDetail icon={MonitorPlay} term="Format" compact>
            {course.format}
          </IconDetail>
          <div className="col-span-2">
            <dt className="sr-only">Price</dt>
            <dd className="text-gray-900">
              {course.pricePerMonth ? (
                <>
                  <span className="text-2xl font-extrabold">{monthlyInrLabel(course.pricePerMonth)}</span>
                  <span className="ml-2 text-gray-600">or {formatUsd(course.pricePerMonth.usdCents)}/month</span>
                </>
              ) : (
                <span className="text-lg font-semibold">Custom pricing for your team</span>
              )}
            </dd>
          </div>
        </dl>
        <CheckList items={course.features} />
        {tools ? <ChipList items={tools} label={`Tools covered in ${course.title}`} /> : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          {course.isCustom || !course.dialogCourse ? (
            <>
              <ChatButton message={corporateTrainingChatMessage} label="Chat About Corporate Training" />
              <CallButton label="Call Us" />
            </>
          ) : (
            <>
              <EnrollButton defaultCourse={course.dialogCourse} className={buttonStyles.primary}>
                {enrollLabel}
                {showPriceOnEnroll && course.pricePerMonth ? <> · {monthlyInrLabel(course.pricePerMonth)}</> : null}
                <span className="sr-only"> for {course.title}</span>
              </EnrollButton>
              {learnMoreHref ? (
                <Link to={learnMoreHref} className={buttonStyles.secondary}>
                  Learn More<span className="sr-only"> about {course.title}</span>
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
