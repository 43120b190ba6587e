import { ArrowRight, BriefcaseBusiness } from "lucide-react";
import { Link } from "react-router";
import { pythonMlAiCourse } from "~/content/courses";
import { pythonJobRoles, pythonOutcomes, pythonTestimonials, pythonTools, pythonTracks } from "~/content/python-ml-ai";
import { formatUsd, monthlyInrLabel } from "~/payments";
import { formatInrEquivalent, formatUsdRange } from "~/content/salary-range";
import { EnrollButton } from "~/payments/ui";
import { DemandBadge } from "~/ui/marketing/badge";
import { Breadcrumb } from "~/ui/marketing/breadcrumb";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand, FreeConsultationLink } from "~/ui/marketing/cta-band";
import { GoToDashboardLink } from "~/ui/marketing/dashboard-link";
import { CheckList, ChipList } from "~/ui/marketing/lists";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { SessionTable } from "~/ui/marketing/session-table";
import { TestimonialGrid } from "~/ui/marketing/testimonial-card";
import { monthlyCoursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/python-ml-ai";
import { hydrateOnInteraction } from "~/ui/document-scripts";
import { CardGrid } from "~/ui/marketing/card-grid";

const DIALOG_COURSE = "Python for ML & AI";

export const handle = hydrateOnInteraction;

export const meta = (args: Route.MetaArgs) => monthlyCoursePageMeta(args, pythonMlAiCourse);

export default function PythonMlAiPage() {
  const price = pythonMlAiCourse.pricePerMonth!;
  return (
    <main id="main">
      <PageHero
        breadcrumb={
          <Breadcrumb
            items={[{ label: "Home", href: "/" }, { label: "Courses", href: "/courses" }, { label: "Python for ML & AI" }]}
          />
        }
        eyebrow="Intermediate & Expert tracks · 20 sessions each"
        title="Python for Machine Learning & AI"
        subtitle="From your first line of Python to deployed deep-learning and LLM applications. Live classes, real datasets and a portfolio that shows what you can do."
        actions={
          <>
            <EnrollButton defaultCourse={DIALOG_COURSE} className={buttonStyles.onDark}>
              Enroll Now
            </EnrollButton>
            <GoToDashboardLink />
            <Link to="/about" className={buttonStyles.outlineOnDark}>
              Meet the Instructor
            </Link>
          </>
        }
      >
        <p className="mt-6 text-indigo-100">
          <span className="font-bold text-white">{monthlyInrLabel(price)}</span> or {formatUsd(price.usdCents)}/month ·{" "}
          {pythonMlAiCourse.duration} · {pythonMlAiCourse.format}
        </p>
      </PageHero>

      <nav aria-label="Tracks" className="border-b border-gray-200 bg-white px-4">
        <ul className="mx-auto flex max-w-7xl gap-6 py-3 text-sm font-semibold">
          {pythonTracks.map((track) => (
            <li key={track.id}>
              <a href={`#${track.id}-track`} className="text-brand-700 hover:underline">
                {track.name}
              </a>
            </li>
          ))}
          <li>
            <a href="#tools" className="text-brand-700 hover:underline">
              Tools
            </a>
          </li>
        </ul>
      </nav>

      {pythonTracks.map((track, index) => (
        <MarketingSection
          key={track.id}
          id={`${track.id}-track`}
          tone={index === 0 ? "white" : "muted"}
          title={track.name}
          intro={`${track.sessions.length} sessions: ${track.summary}`}
        >
          <SessionTable caption={`${track.name} sessions`} sessions={track.sessions} />
        </MarketingSection>
      ))}

      <MarketingSection
        id="tools"
        title="Tools You Will Master"
        intro={`${pythonTools.length} industry-standard tools and libraries, used in every session.`}
      >
        <div className="mx-auto max-w-4xl">
          <ChipList items={pythonTools} label="Tools covered" />
        </div>
      </MarketingSection>

      <MarketingSection tone="muted" title="What You Will Be Able to Do">
        <div className="mx-auto max-w-4xl">
          <CheckList items={pythonOutcomes} columns={2} />
        </div>
      </MarketingSection>

      <MarketingSection
        title="Roles This Course Prepares You For"
        intro="Tentative annual salary ranges for experienced professionals, in US dollars and their rupee equivalents, as on our AI jobs portal."
      >
        <CardGrid items={pythonJobRoles} itemKey={(role) => role.title} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(role) => (
            <>
              <BriefcaseBusiness aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-lg font-bold text-gray-900">{role.title}</h3>
              <p className="mt-2">
                <DemandBadge demand={role.demand} />
              </p>
              <dl className="mt-3 space-y-1 text-sm text-gray-800">
                <div className="flex justify-between gap-2">
                  <dt>USD</dt>
                  <dd className="font-semibold">{formatUsdRange(role.salary)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt>INR equivalent</dt>
                  <dd className="font-semibold">{formatInrEquivalent(role.salary)}</dd>
                </div>
              </dl>
            </>
          )}
        </CardGrid>
        <p className="mt-8 text-center">
          <Link to="/find-ai-job" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            Explore the AI jobs portal <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </MarketingSection>

      <MarketingSection tone="muted" title="Student Reviews">
        <TestimonialGrid testimonials={pythonTestimonials} />
      </MarketingSection>

      <CtaBand
        title="Start your machine-learning journey"
        text={`Join the next batch for ${monthlyInrLabel(price)}, or talk to us first about which track suits you.`}
      >
        <EnrollButton defaultCourse={DIALOG_COURSE} className={buttonStyles.onDark}>
          Enroll Now
        </EnrollButton>
        <FreeConsultationLink tone="outlineOnDark" />
      </CtaBand>
    </main>
  );
}
