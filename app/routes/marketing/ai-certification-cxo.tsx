// The 8-month AI programme for CXOs (spec 2 §2.7, §9 "CXO programme").
import { TickList } from "~/ui/marketing/lists";
import {
  CXO_DIALOG_COURSE,
  CXO_PROGRAMME_MONTHS,
  cxoBenefits,
  cxoCurriculum,
  cxoHighlights,
  cxoLearningPaths,
  cxoPaymentTerms,
  cxoPriceRow,
  cxoPrices,
  cxoReasons,
  cxoTools,
} from "~/content/cxo";
import { EnrollButton } from "~/payments/ui";
import { BenefitCardGrid } from "~/ui/marketing/benefit-card-grid";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand, FreeConsultationLink, MeetTheInstructorLink } from "~/ui/marketing/cta-band";
import { GoToDashboardLink } from "~/ui/marketing/dashboard-link";
import { InstructorSpotlight } from "~/ui/marketing/instructor-spotlight";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { StatsBand } from "~/ui/marketing/stats-band";
import { ToolGrid } from "~/ui/marketing/tool-grid";
import { coursePageMeta, monthlyFee } from "~/ui/seo";
import type { Route } from "./+types/ai-certification-cxo";
import { hydrateOnInteraction } from "~/ui/document-scripts";
import { CardGrid } from "~/ui/marketing/card-grid";

const PATH = "/ai-certification/cxo";
const TITLE = "AI Leadership Programme for CXOs";
const [indiaPrice, internationalPrice] = cxoPrices;
const DESCRIPTION = `An ${CXO_PROGRAMME_MONTHS}-month live AI programme for CEOs, CFOs, CMOs, CHROs and CTOs: AI strategy, ${cxoTools.length} tools, 12+ projects. ${
  cxoPriceRow(indiaPrice).monthly
} or ${cxoPriceRow(internationalPrice).monthly} a month, no upfront fee.`;

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return coursePageMeta(
    args,
    {
      title: TITLE,
      description: DESCRIPTION,
      path: PATH,
    },
    {
      name: TITLE,
      description: DESCRIPTION,
      price: monthlyFee({ inrPaise: indiaPrice.monthlyMinor, usdCents: internationalPrice.monthlyMinor }, CXO_PROGRAMME_MONTHS),
      duration: `P${CXO_PROGRAMME_MONTHS}M`,
    },
  );
}

function EnrollCxoButton() {
  return (
    <EnrollButton defaultCourse={CXO_DIALOG_COURSE} programme="cxo" className={buttonStyles.onDark}>
      ENROLL NOW - LEAD WITH AI
    </EnrollButton>
  );
}

export default function CxoPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow="8-Month Executive Programme · AI for CXOs"
        title={TITLE}
        subtitle="For CEOs, COOs, CFOs, CROs, CMOs, CHROs, CTOs and CIOs: set your AI strategy, decide faster with 17 AI tools and lead your organisation's transformation. Live weekend sessions with lifetime access to recordings."
        actions={
          <>
            <EnrollCxoButton />
            <GoToDashboardLink />
            <MeetTheInstructorLink />
          </>
        }
      />

      <StatsBand stats={cxoHighlights} label="The programme at a glance" />

      <MarketingSection title="Why Leaders Must Upskill in AI Now">
        <BenefitCardGrid items={cxoReasons} />
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title="Learning Paths for Every C-Suite Role"
        intro="A shared core, with projects and case studies chosen for your seat at the table."
      >
        <CardGrid items={cxoLearningPaths} itemKey={(path) => path.roles} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(path) => (
            <>
              <h3 className="text-xl font-bold text-brand-700">{path.roles}</h3>
              <p className="mt-1 font-medium text-gray-900">{path.focus}</p>
              <TickList items={path.outcomes} className="mt-4 space-y-2 text-gray-700" />
            </>
          )}
        </CardGrid>
      </MarketingSection>

      <MarketingSection
        title={`${cxoTools.length} AI Tools for Leaders`}
        intro="The tools you will use yourself, and know well enough to ask the right questions of your teams."
      >
        <ToolGrid tools={cxoTools} />
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title={`${CXO_PROGRAMME_MONTHS}-Month Curriculum`}
        intro="Four 2-month blocks, each ending with projects built on your own organisation's challenges: 12+ projects in all."
      >
        <CardGrid items={cxoCurriculum} itemKey={(block) => block.title} className="grid gap-6 md:grid-cols-2" ordered>
          {(block) => (
            <>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{block.months}</p>
              <h3 className="mt-1 text-xl font-bold text-gray-900">{block.title}</h3>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-gray-700">
                {block.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              <h4 className="mt-5 font-semibold text-gray-900">Projects</h4>
              <TickList items={block.projects} className="mt-2 space-y-1 text-gray-700" />
            </>
          )}
        </CardGrid>
      </MarketingSection>

      <MarketingSection title="Pricing" intro="One price for the whole programme, paid month by month." width="narrow">
        <div className="overflow-hidden rounded-2xl border border-gray-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">Programme prices by region</caption>
            <thead className="bg-brand-50 text-gray-900">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Region
                </th>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Per Month
                </th>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Total ({CXO_PROGRAMME_MONTHS} Months)
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 bg-white">
              {cxoPrices.map((price) => {
                const row = cxoPriceRow(price);
                return (
                  <tr key={price.region}>
                    <th scope="row" className="px-3 py-4 sm:px-5 font-semibold text-gray-900">
                      {price.region}
                    </th>
                    <td className="px-3 py-4 sm:px-5 text-xl font-extrabold text-brand-700 sm:text-2xl">
                      {row.monthly}
                      <span className="text-sm font-medium text-gray-700 sm:text-base">/month</span>
                    </td>
                    <td className="px-3 py-4 sm:px-5 font-semibold text-gray-900">{row.total}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <TickList items={cxoPaymentTerms} className="mt-6 grid gap-3 sm:grid-cols-2" itemClassName="flex gap-2 text-gray-800" />
      </MarketingSection>

      <MarketingSection tone="muted" title="Programme Benefits">
        <BenefitCardGrid items={cxoBenefits} />
      </MarketingSection>

      <InstructorSpotlight chatMessage="Hi, I'd like to know more about the AI programme for CXOs." />

      <CtaBand
        title="Lead your organisation into the AI era"
        text="Eight months, weekend sessions, no upfront fee. Start with the next batch."
      >
        <EnrollCxoButton />
        <FreeConsultationLink tone="outlineOnDark" />
      </CtaBand>
    </main>
  );
}
