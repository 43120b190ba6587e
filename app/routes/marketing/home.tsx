import { ArrowRight, Briefcase, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { homeCourses } from "~/content/courses";
import { additionalCourses, executiveProgramme } from "~/content/home";
import { siteConfig } from "~/content/site-config";
import { academyStats } from "~/content/stats";
import { homeTestimonials } from "~/content/testimonials";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CourseCardList } from "./ui/course-card";
import { CtaBand, FreeConsultationLink } from "~/ui/marketing/cta-band";
import { DatabaseStatusLine } from "~/ui/marketing/database-status-line";
import { InstructorProfile } from "~/ui/marketing/instructor-profile";
import { CheckList } from "~/ui/marketing/lists";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { StatsBand } from "~/ui/marketing/stats-band";
import { TestimonialGrid } from "~/ui/marketing/testimonial-card";
import { organizationJsonLd, pageMeta, appUrlFrom } from "~/ui/seo";
import type { Route } from "./+types/home";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: `${siteConfig.name}: Live AI, Agentic AI & Vibe Coding Courses`,
    description:
      "Live, instructor-led courses in Agentic AI, Vibe Coding, Python for ML & AI, Power BI and Quantum Computing. 10000+ students trained, 4.9/5 rating. From ₹2,999/month.",
    path: "/",
    jsonLd: [organizationJsonLd(appUrlFrom(args))],
  });
}

export default function Home() {
  return (
    <main id="main">
      <PageHero
        eyebrow={<>Live classes for learners in India, USA and Canada</>}
        title="Master AI with Live, Project-Based Courses"
        subtitle={`Learn Agentic AI, Vibe Coding and machine learning from ${siteConfig.instructorName} in small live batches. Build real projects every month and finish with certificates and a portfolio employers trust.`}
        actions={
          <>
            <Link to="/courses" className={buttonStyles.onDark}>
              Explore Courses <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/masterclass" className={buttonStyles.outlineOnDark}>
              Join the ₹199 Masterclass
            </Link>
          </>
        }
      />

      <StatsBand stats={academyStats} />

      <MarketingSection
        title="Our Flagship Courses"
        intro="Four months, live sessions every week, recordings of every class and projects you can show. Pay monthly and start with the next batch."
      >
        <CourseCardList courses={homeCourses} className="grid gap-8 lg:grid-cols-3" showPriceOnEnroll={false} />
      </MarketingSection>

      <section aria-labelledby="executive-heading" className="bg-white px-4 pb-14 sm:pb-20">
        <div className="mx-auto grid max-w-7xl items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-r from-gray-900 to-indigo-950 p-8 text-white sm:p-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-300 uppercase">
              <Briefcase aria-hidden="true" className="size-4" /> Executive Programme · {executiveProgramme.duration}
            </p>
            <h2 id="executive-heading" className="mt-3 text-2xl font-bold sm:text-4xl">
              {executiveProgramme.title}
            </h2>
            <p className="mt-4 text-lg text-indigo-100">{executiveProgramme.description}</p>
          </div>
          <div className="space-y-6">
            <CheckList items={executiveProgramme.facts} tone="dark" />
            <Link to={executiveProgramme.href} className={buttonStyles.onDark}>
              Explore the CXO Programme <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </section>

      <MarketingSection
        tone="muted"
        title="More Ways to Learn"
        intro="Specialised courses, industry certifications and short formats for every goal and schedule."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {additionalCourses.map((course) => (
            <li key={course.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <GraduationCap aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-3 text-lg font-bold text-gray-900">{course.title}</h3>
              <p className="mt-2 flex-1 text-gray-700">{course.description}</p>
              <Link to={course.href} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                {course.label}
                <span className="sr-only">: {course.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        title="What Our Students Say"
        intro="Professionals, students and founders from India, the USA and Canada."
      >
        <TestimonialGrid testimonials={homeTestimonials} />
      </MarketingSection>

      <InstructorProfile
        heading="Learn from an Industry Expert"
        intro={
          <p>
            {siteConfig.instructorName} has spent 15+ years building AI and software systems for enterprises and has trained
            10,000+ professionals across 3 continents. Every live class is taught by them personally, and you can reach them on
            chat or by phone with questions about courses or your career.
          </p>
        }
        chatMessage="Hello! I would like to know which course is right for me."
      />

      <CtaBand
        title="Not sure where to start?"
        text="Tell us about your background and goals. We will recommend the right course and batch, free of charge."
      >
        <FreeConsultationLink />
        <Link to="/courses" className={buttonStyles.outlineOnDark}>
          Explore Courses
        </Link>
      </CtaBand>

      <DatabaseStatusLine />
    </main>
  );
}
