// The AI-jobs portal pitch (spec 2 §2.4). Signed-in visitors see other buttons than signed-out ones (§6);
// the root loader knows who is signed in, so the server renders the right ones.
import { BadgeCheck, Briefcase } from "lucide-react";
import { Link } from "react-router";
import {
  careerBenefits,
  careerEligibility,
  careerStats,
  careerSteps,
  HIRING_COMPANIES,
  industries,
  jobCountries,
  jobRoles,
} from "~/content/careers";
import { formatInrEquivalent, formatUsdRange } from "~/content/salary-range";
import { EnrollButton } from "~/payments/ui";
import { useOptionalUser } from "~/ui/account/use-optional-user";
import { DemandBadge } from "~/ui/marketing/badge";
import { BenefitCardGrid } from "~/ui/marketing/benefit-card-grid";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand } from "~/ui/marketing/cta-band";
import { JobCountryCards } from "~/ui/marketing/job-country-cards";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { StatsBand } from "~/ui/marketing/stats-band";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/find-ai-job";
import { hydrateOnInteraction } from "~/ui/document-scripts";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Find AI Jobs: Exclusive Jobs Portal for Our Students",
    description: `Our students get matched with ${HIRING_COMPANIES} employers across ${industries.length} sectors in India, the USA and Canada: ${jobRoles.length} in-demand AI roles with salary ranges.`,
    path: "/find-ai-job",
  });
}

export default function FindAiJobPage() {
  const user = useOptionalUser();
  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <BadgeCheck aria-hidden="true" className="size-4" /> Exclusive to Enrolled Students
          </>
        }
        title="Find Your Next AI Job"
        subtitle={`Our AI jobs portal connects students with ${HIRING_COMPANIES} employers across ${industries.length} sectors in the USA, Canada and India.`}
        actions={
          user ? (
            <>
              <Link to="/dashboard" className={buttonStyles.onDark}>
                Go to Dashboard
              </Link>
              <EnrollButton defaultCourse="" className={buttonStyles.outlineOnDark}>
                Enroll in More Courses
              </EnrollButton>
            </>
          ) : (
            <>
              <Link to="/signup" className={buttonStyles.onDark}>
                Sign Up
              </Link>
              <EnrollButton defaultCourse="" className={buttonStyles.outlineOnDark}>
                Enroll Now
              </EnrollButton>
            </>
          )
        }
      />

      <StatsBand stats={careerStats} label="The jobs portal in numbers" />

      <MarketingSection
        title="In-Demand AI Job Roles"
        intro="Tentative annual salary ranges. Rupee figures are equivalents of the dollar ranges; actual offers depend on experience, company and city."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobRoles.map((role) => (
            <li key={role.title} className="flex min-w-0 flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="flex items-start gap-2 text-lg font-bold text-gray-900">
                <Briefcase aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                {role.title}
              </h3>
              <p className="mt-2">
                <DemandBadge demand={role.demand} />
              </p>
              <dl className="mt-4 divide-y divide-gray-200 rounded-lg bg-gray-50 px-3 text-sm">
                <div className="flex flex-wrap justify-between gap-x-3 py-2">
                  <dt className="text-gray-700">USA / Canada</dt>
                  <dd className="font-bold text-gray-900">{formatUsdRange(role.salary)}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-3 py-2">
                  <dt className="text-gray-700">India (INR equivalent)</dt>
                  <dd className="font-bold text-gray-900">{formatInrEquivalent(role.salary)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection tone="muted" title={`Hiring Across ${industries.length} Industries`}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {industries.map((industry) => (
            <li
              key={industry.name}
              className="flex min-w-0 items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 font-medium text-gray-900"
            >
              <industry.icon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
              {industry.name}
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection title={`Jobs in ${jobCountries.length} Countries`}>
        <JobCountryCards countries={jobCountries} />
      </MarketingSection>

      <MarketingSection tone="muted" title="Placement Support Benefits">
        <BenefitCardGrid items={careerBenefits} columns={4} />
      </MarketingSection>

      <MarketingSection title="How It Works">
        <ol className="grid gap-6 md:grid-cols-3">
          {careerSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm">
              <span
                aria-hidden="true"
                className="mx-auto grid size-12 place-items-center rounded-full bg-brand-600 text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-gray-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-gray-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title="Who Is Eligible"
        intro="The portal is exclusive to our students. You qualify if you are one of the following:"
        width="narrow"
      >
        <ul className="mx-auto max-w-2xl space-y-3">
          {careerEligibility.map((rule) => (
            <li key={rule} className="flex gap-3 rounded-xl bg-white p-4 text-gray-900 shadow-sm">
              <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
              {rule}
            </li>
          ))}
        </ul>
      </MarketingSection>

      {user ? (
        <CtaBand title="Ready for your next role?" text="Tell us what you are looking for and we will open your job access.">
          <Link to="/contact" className={buttonStyles.onDark}>
            Contact for Job Access
          </Link>
        </CtaBand>
      ) : (
        <CtaBand
          title="Start your AI career today"
          text="Create a free account, enrol in an eligible course and unlock the jobs portal."
        >
          <Link to="/signup" className={buttonStyles.onDark}>
            Sign Up Now
          </Link>
          <EnrollButton defaultCourse="" className={buttonStyles.outlineOnDark}>
            Enroll in Course
          </EnrollButton>
        </CtaBand>
      )}
    </main>
  );
}
