// The 4-month AI certification landing pages (spec 2 §2.6): one module, mounted once per audience in
// app/routes.ts, rendering the record of app/content/certification-landings.ts that matches the URL.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { findCertificationLanding } from "~/content/certification-landings";
import {
  CERTIFICATION_COURSE,
  certificationBenefits,
  certificationHighlights,
  jobMarketStats,
} from "~/content/certification-programme";
import { HIRING_COMPANIES, industries, jobCountries } from "~/content/careers";
import { EnrollButton } from "~/payments/ui";
import { BenefitCardGrid } from "~/ui/marketing/benefit-card-grid";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand, FreeConsultationLink, MeetTheInstructorLink } from "~/ui/marketing/cta-band";
import { CurriculumMonthTables } from "~/ui/marketing/curriculum-month-table";
import { GoToDashboardLink } from "~/ui/marketing/dashboard-link";
import { InstructorSpotlight } from "~/ui/marketing/instructor-spotlight";
import { JobCountryCards } from "~/ui/marketing/job-country-cards";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { StatCardGrid } from "~/ui/marketing/stat-card-grid";
import { StatsBand } from "~/ui/marketing/stats-band";
import { ToolGrid } from "~/ui/marketing/tool-grid";
import { coursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/ai-certification";
import { hydrateOnInteraction } from "~/ui/document-scripts";

// `url` is the page's URL even when the client fetches the data (`request.url` then ends in `.data`).
export const handle = hydrateOnInteraction;

export function loader({ url }: Route.LoaderArgs) {
  const landing = findCertificationLanding(url.pathname);
  if (!landing) throw new Response("Not Found", { status: 404 });
  return { landing };
}

export function meta(args: Route.MetaArgs) {
  const landing = args.loaderData?.landing;
  if (!landing) return [];
  return coursePageMeta(
    args,
    {
      ...landing.seo,
      path: landing.path,
    },
    {
      name: landing.hero.headline,
      description: landing.seo.description,
      // No price: these pages show none (spec 2 §9 "Prices on the industry landing pages: not shown").
      duration: "P4M",
    },
  );
}

export default function CertificationLandingPage({ loaderData: { landing } }: Route.ComponentProps) {
  const totalSessions = landing.curriculum.reduce((count, month) => count + month.sessions.length, 0);
  return (
    <main id="main">
      <PageHero
        eyebrow={landing.hero.eyebrow}
        title={landing.hero.headline}
        subtitle={landing.hero.subheadline}
        actions={
          <>
            <EnrollButton defaultCourse={CERTIFICATION_COURSE} className={buttonStyles.onDark}>
              Get Certified Now
            </EnrollButton>
            <GoToDashboardLink />
            <MeetTheInstructorLink />
          </>
        }
      />

      <StatsBand stats={certificationHighlights} label="The programme at a glance" />

      <MarketingSection title="Perfect for Roles Like" intro={landing.rolesIntro}>
        <ul className="flex flex-wrap justify-center gap-3">
          {landing.roles.map((role) => (
            <li key={role} className="rounded-full border border-brand-100 bg-brand-50 px-4 py-2 font-medium text-brand-800">
              {role}
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title="Why This Course Is Critical"
        intro="AI is reshaping every job description. These figures show how fast the market is moving, and why waiting is the riskiest option."
      >
        <StatCardGrid stats={jobMarketStats} />
      </MarketingSection>

      <MarketingSection
        title="Job Access in India, USA & Canada"
        intro={`Certified learners get access to our AI jobs portal: ${HIRING_COMPANIES} hiring companies across ${industries.length} sectors in three countries.`}
      >
        <JobCountryCards countries={jobCountries} />
        <p className="mt-8 text-center">
          <Link to="/find-ai-job" className={buttonStyles.secondary}>
            Explore the AI Jobs Portal
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </p>
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title={`${landing.tools.length} AI Tools You Will Master`}
        intro="Hands-on with the tools professionals actually use, taught live and practised in every session."
      >
        <ToolGrid tools={landing.tools} />
      </MarketingSection>

      <MarketingSection
        title={`Curriculum: ${landing.curriculum.length} Months, ${totalSessions} Live Sessions`}
        intro="Five live sessions a month. Every session ends with a project you keep in your portfolio."
        width="wide"
      >
        <CurriculumMonthTables months={landing.curriculum} />
      </MarketingSection>

      <MarketingSection tone="muted" title="Certification Benefits">
        <BenefitCardGrid items={certificationBenefits} />
      </MarketingSection>

      <InstructorSpotlight chatMessage={`Hi, I'd like to know more about the AI certification for ${landing.audience}.`} />

      <CtaBand
        title={landing.closingHeadline}
        text="Four months, twenty live sessions and a certificate employers can verify. Book your seat in the next batch."
      >
        <EnrollButton defaultCourse={CERTIFICATION_COURSE} className={buttonStyles.onDark}>
          Get Certified Now
        </EnrollButton>
        <FreeConsultationLink tone="outlineOnDark" />
      </CtaBand>
    </main>
  );
}
