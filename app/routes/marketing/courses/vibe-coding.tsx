import { CalendarRange, Sparkles } from "lucide-react";
import { vibeCodingCourse } from "~/content/courses";
import { vibeFeatures, vibeMethodology, vibePlan, vibeProjects, vibeTechnologies, vibeTestimonials } from "~/content/vibe-coding";
import { EnrollButton } from "~/payments/ui";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CheckList, TechnologyGroups } from "~/ui/marketing/lists";
import { MarketingSection } from "~/ui/marketing/section";
import { TestimonialGrid } from "~/ui/marketing/testimonial-card";
import { monthlyCoursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/vibe-coding";
import { AcademyStatsBand, CourseOverviewSection, CoursesArea, CurriculumSection } from "./courses-area";
import { hydrateOnInteraction } from "~/ui/document-scripts";
import { CardGrid } from "~/ui/marketing/card-grid";

export const handle = hydrateOnInteraction;

export const meta = (args: Route.MetaArgs) => monthlyCoursePageMeta(args, vibeCodingCourse);

function StartVibeJourneyButton({ tone }: { tone: "onDark" | "primary" }) {
  return (
    <EnrollButton defaultCourse="Vibe Coding" className={buttonStyles[tone]}>
      <Sparkles aria-hidden="true" className="size-5" />
      Start Your Vibe Journey
    </EnrollButton>
  );
}

export default function VibeCodingPage() {
  return (
    <CoursesArea view="vibe-coding" heroActions={<StartVibeJourneyButton tone="onDark" />}>
      <CourseOverviewSection course={vibeCodingCourse} showTechnologies={false} />

      <MarketingSection
        tone="muted"
        title="The Vibe Coding Method"
        intro="You lead with ideas; AI handles the typing. You still learn what the code does, so you can fix it, extend it and explain it."
      >
        <CardGrid
          items={vibeMethodology}
          itemKey={(step) => step.title}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          ordered
        >
          {(step, index) => (
            <>
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-pink-100 font-bold text-pink-800"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-bold text-gray-900">{step.title}</h3>
              <p className="mt-2 text-gray-700">{step.description}</p>
            </>
          )}
        </CardGrid>
      </MarketingSection>

      <MarketingSection title="What Makes It Different">
        <div className="mx-auto max-w-3xl">
          <CheckList items={vibeFeatures} columns={2} />
        </div>
      </MarketingSection>

      <MarketingSection tone="muted" title="Technologies You Will Use">
        <TechnologyGroups groups={vibeTechnologies} tone="pink" />
      </MarketingSection>

      <MarketingSection id="plan" title="Your 16-Week Plan" intro="Five blocks, from your first prompt to a launched product.">
        <ol className="relative space-y-6 border-l-2 border-pink-200 pl-6 sm:pl-8">
          {vibePlan.map((block) => (
            <li key={block.weeks} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.1rem] grid size-6 place-items-center rounded-full bg-pink-600 text-white sm:-left-[2.6rem]"
              >
                <CalendarRange className="size-3.5" />
              </span>
              <p className="text-sm font-semibold text-pink-800">{block.weeks}</p>
              <h3 className="text-lg font-bold text-gray-900">{block.title}</h3>
              <p className="mt-1 text-gray-700">{block.topics.join(" · ")}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title="Five Creative Projects"
        intro="Each block ends with something you can show, share and put in your portfolio."
      >
        <CardGrid items={vibeProjects} itemKey={(project) => project.title} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(project) => (
            <>
              <p className="text-sm font-semibold text-pink-800">{project.weeks}</p>
              <h3 className="mt-1 text-lg font-bold text-gray-900">{project.title}</h3>
              <p className="mt-2 text-gray-700">{project.description}</p>
            </>
          )}
        </CardGrid>
      </MarketingSection>

      <CurriculumSection course={vibeCodingCourse} tone="white" />

      <AcademyStatsBand />

      <MarketingSection tone="muted" title="Learners Who Found Their Vibe">
        <div className="mx-auto max-w-4xl">
          <TestimonialGrid testimonials={vibeTestimonials} columns={2} />
        </div>
        <div className="mt-10 flex justify-center">
          <StartVibeJourneyButton tone="primary" />
        </div>
      </MarketingSection>
    </CoursesArea>
  );
}
