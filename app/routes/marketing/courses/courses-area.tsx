// The courses area (spec 2 §2.1): one screen whose content, heading and breadcrumb depend on the route.
// Used by /courses, /courses/agentic-ai, /courses/vibe-coding and /courses/other.
import { ArrowRight, Layers } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { agenticAiCourse, flagshipCourses, specialisedCourses, vibeCodingCourse, type FlagshipCourse } from "~/content/courses";
import { agenticAiProjects, agenticAiProjectStats } from "~/content/project-showcase";
import { academyStats } from "~/content/stats";
import { formatUsd, monthlyInrLabel } from "~/payments";
import { EnrollButton } from "~/payments/ui";
import { Breadcrumb, type BreadcrumbItem } from "~/ui/marketing/breadcrumb";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CourseCard, CourseCardList } from "../ui/course-card";
import { CtaBand, FreeConsultationLink } from "~/ui/marketing/cta-band";
import { CurriculumAccordion } from "~/ui/marketing/curriculum-accordion";
import { FigureList } from "~/ui/marketing/figure-list";
import { ChipList } from "~/ui/marketing/lists";
import { PageHero } from "~/ui/marketing/page-hero";
import { ProjectTable } from "~/ui/marketing/project-table";
import { MarketingSection } from "~/ui/marketing/section";
import { StatsBand } from "~/ui/marketing/stats-band";

export type CoursesView = "all" | "agentic-ai" | "vibe-coding" | "other";

interface ViewHeader {
  path: string;
  tabLabel: string;
  heading: string;
  subheading: string;
  /** Last breadcrumb item; none on /courses (spec 2 §2.1). */
  crumb?: string;
}

export const COURSES_VIEWS: Record<CoursesView, ViewHeader> = {
  all: {
    path: "/courses",
    tabLabel: "All Courses",
    heading: "All Courses",
    subheading:
      "Live, instructor-led programmes in AI, coding, analytics and quantum computing. Four months, pay monthly, learn with real projects.",
  },
  "agentic-ai": {
    path: "/courses/agentic-ai",
    tabLabel: "Agentic AI",
    heading: "Agentic AI Development",
    subheading: agenticAiCourse.subtitle,
    crumb: "Agentic AI Development",
  },
  "vibe-coding": {
    path: "/courses/vibe-coding",
    tabLabel: "Vibe Coding",
    heading: "Vibe Coding",
    subheading: vibeCodingCourse.subtitle,
    crumb: "Vibe Coding",
  },
  other: {
    path: "/courses/other",
    tabLabel: "Other Courses",
    heading: "Other Courses",
    subheading:
      "Specialised programmes in quantum computing, business intelligence and Office automation, plus corporate training for teams.",
    crumb: "Other Courses",
  },
};

const TAB_ORDER: CoursesView[] = ["all", "agentic-ai", "vibe-coding", "other"];
const SPECIALISED_ANCHORS = new Set(specialisedCourses.map((course) => course.id));

/** Where /courses#quantum-computing-style links go: the 'other' tab, scrolled to the card. */
export function otherTabTarget(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return SPECIALISED_ANCHORS.has(id) ? `/courses/other#${id}` : null;
}

export function CoursesArea({
  view,
  heroActions,
  children,
}: {
  view: CoursesView;
  heroActions?: ReactNode;
  /** The view's own content, between the tabs and the closing call to action. */
  children: ReactNode;
}) {
  const header = COURSES_VIEWS[view];
  const location = useLocation();
  const navigate = useNavigate();

  // Without JavaScript /courses shows every section, so #quantum-computing still scrolls to its card.
  // With JavaScript the anchor also switches to the 'other' tab (spec 1 §2, spec 2 §2.1).
  useEffect(() => {
    if (view !== "all") return;
    const target = otherTabTarget(location.hash);
    if (target) navigate(target, { replace: true });
  }, [view, location.hash, navigate]);

  useEffect(() => {
    if (!location.hash) return;
    const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    element?.scrollIntoView({ block: "start" });
  }, [location.hash, view]);

  const crumbs: BreadcrumbItem[] = [
    { label: "Home", href: "/" },
    { label: "Courses", href: "/courses" },
  ];
  if (header.crumb) crumbs.push({ label: header.crumb });

  return (
    <main id="main">
      <PageHero
        breadcrumb={<Breadcrumb items={crumbs} />}
        title={header.heading}
        subtitle={header.subheading}
        actions={heroActions}
      />
      <nav aria-label="Course categories" className="sticky top-16 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
        <ul className="mx-auto grid max-w-7xl grid-cols-4 px-2 sm:flex sm:gap-1 sm:px-4">
          {TAB_ORDER.map((tab) => {
            const current = tab === view;
            return (
              <li key={tab} className="flex">
                <Link
                  to={COURSES_VIEWS[tab].path}
                  aria-current={current ? "page" : undefined}
                  className={`flex w-full items-center justify-center border-b-2 px-1 py-3 text-center text-sm leading-tight font-semibold sm:px-4 sm:text-base sm:whitespace-nowrap ${
                    current
                      ? "border-brand-600 text-brand-700"
                      : "border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900"
                  }`}
                >
                  {COURSES_VIEWS[tab].tabLabel}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
      <CtaBand
        title="Not sure which course fits you?"
        text="Book a free consultation. We will look at your background and goals and recommend the right course and batch."
      >
        <FreeConsultationLink />
      </CtaBand>
    </main>
  );
}

export function FlagshipCoursesSection() {
  return (
    <MarketingSection
      id="flagship-courses"
      title="Flagship Courses"
      intro="Our two signature programmes: 4 months, 24 live sessions in 4 modules, an Intermediate and an Expert certificate."
    >
      <CourseCardList courses={flagshipCourses} className="grid gap-8 lg:grid-cols-2" anchor />
    </MarketingSection>
  );
}

export function SpecialisedCoursesSection() {
  return (
    <MarketingSection
      id="specialised-courses"
      tone="muted"
      title="Specialised Courses"
      intro="Deep dives for specific careers and industries, and training designed for your whole team."
    >
      <CourseCardList courses={specialisedCourses} className="grid gap-8 lg:grid-cols-2" anchor />
    </MarketingSection>
  );
}

const QUICK_LINKS = [
  { label: "Agentic AI Development", href: "/courses/agentic-ai" },
  { label: "Vibe Coding", href: "/courses/vibe-coding" },
  { label: "Quantum Computing", href: "/courses#quantum-computing" },
  { label: "Business Intelligence", href: "/courses#business-intelligence" },
  { label: "Excel & O365 Automation", href: "/courses#excel-automation" },
  { label: "Corporate Training", href: "/courses#corporate-training" },
] as const;

export function QuickLinksSection() {
  return (
    <MarketingSection title="Jump to a Course" intro="Go straight to the programme you are interested in.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {QUICK_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white p-5 font-semibold text-gray-900 shadow-sm hover:border-brand-600 hover:text-brand-700"
            >
              <span className="flex items-center gap-3">
                <Layers aria-hidden="true" className="size-5 text-brand-600" />
                {link.label}
              </span>
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

export function AcademyStatsBand() {
  return <StatsBand stats={academyStats} />;
}

/** A flagship course on its own page: overview, then the curriculum. */
export function FlagshipCourseDetail({ course }: { course: FlagshipCourse }) {
  return (
    <>
      <CourseOverviewSection course={course} />
      <CurriculumSection course={course} />
    </>
  );
}

/** The course card with at-a-glance facts and, unless the page lists them elsewhere, its technologies. */
export function CourseOverviewSection({
  course,
  showTechnologies = true,
}: {
  course: FlagshipCourse;
  showTechnologies?: boolean;
}) {
  const sessionCount = course.curriculum.modules.reduce((sum, module) => sum + module.sessions.length, 0);
  const price = course.pricePerMonth;
  return (
    <MarketingSection id="overview" title="Course Overview">
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <CourseCard course={course} learnMoreHref="#curriculum" />
        </div>
        <aside aria-label="At a glance" className="space-y-6 lg:col-span-2">
          <div className="rounded-2xl border border-gray-200 bg-gray-50 p-6">
            <h3 className="text-lg font-bold text-gray-900">At a glance</h3>
            <dl className="mt-4 space-y-3 text-gray-800">
              <Fact term="Duration" value={course.duration} />
              <Fact term="Format" value={course.format} />
              <Fact term="Sessions" value={`${sessionCount} live sessions in ${course.curriculum.modules.length} modules`} />
              <Fact term="Certificates" value="Intermediate and Expert" />
              {price ? (
                <Fact
                  term="Fee"
                  value={`${monthlyInrLabel(price)} or ${formatUsd(price.usdCents)}/month, billed monthly for 4 months`}
                />
              ) : null}
            </dl>
          </div>
          {showTechnologies ? (
            <div className="rounded-2xl border border-gray-200 bg-white p-6">
              <h3 className="text-lg font-bold text-gray-900">Technologies you will use</h3>
              <div className="mt-4">
                <ChipList items={course.technologies} label={`Technologies in ${course.title}`} />
              </div>
            </div>
          ) : null}
        </aside>
      </div>
    </MarketingSection>
  );
}

export function CurriculumSection({ course, tone = "muted" }: { course: FlagshipCourse; tone?: "white" | "muted" }) {
  return (
    <MarketingSection
      id="curriculum"
      tone={tone}
      width="narrow"
      title="Curriculum"
      intro={`${course.curriculum.modules.length} modules × 6 sessions. Modules 1-2 form the Intermediate track and modules 3-4 the Expert track, each with its own certificate.`}
    >
      <CurriculumAccordion curriculum={course.curriculum} />
    </MarketingSection>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 font-semibold text-gray-600">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function AgenticAiProjectsSection() {
  return (
    <MarketingSection
      id="live-projects"
      title="12 Live Projects You Will Build"
      intro="Each project solves a real business problem. Market values show what companies typically pay for a comparable custom solution."
    >
      <FigureList
        figures={agenticAiProjectStats}
        className="mb-10 grid grid-cols-2 gap-4 md:grid-cols-4"
        itemClassName="rounded-2xl bg-brand-50 p-5 text-center"
        labelClassName="text-sm text-gray-700"
        valueClassName="text-2xl font-extrabold text-brand-700 sm:text-3xl"
      />
      <ProjectTable caption="Agentic AI live projects with sessions and market values" projects={agenticAiProjects} />
    </MarketingSection>
  );
}

/** The enrol button for a hero on a dark background, with the monthly INR price. */
export function HeroEnrollButton({ course, label = "Enroll Now" }: { course: FlagshipCourse; label?: string }) {
  if (!course.dialogCourse || !course.pricePerMonth) return null;
  return (
    <EnrollButton defaultCourse={course.dialogCourse} className={buttonStyles.onDark}>
      {label} · {monthlyInrLabel(course.pricePerMonth)}
    </EnrollButton>
  );
}
