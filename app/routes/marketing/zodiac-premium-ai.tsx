import { BadgePercent } from "lucide-react";
import { zodiacPremiumCourse as course } from "~/content/zodiac-premium-ai";
import { formatInr, formatUsd } from "~/payments";
import { EnrollButton } from "~/payments/ui";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand, FreeConsultationLink } from "~/ui/marketing/cta-band";
import { CheckList } from "~/ui/marketing/lists";
import { PageHero } from "~/ui/marketing/page-hero";
import { StruckPrice } from "~/ui/marketing/price-tag";
import { MarketingSection } from "~/ui/marketing/section";
import { coursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/zodiac-premium-ai";
import { hydrateOnInteraction } from "~/ui/document-scripts";
import { CardGrid } from "~/ui/marketing/card-grid";

const listPrice = formatInr(course.listPriceInrPaise);
const monthlyPrice = formatInr(course.monthlyPrice.inrPaise);
const fullCoursePrice = formatInr(course.fullCoursePrice.inrPaise);
const upfrontPrice = formatInr(course.upfrontPrice.inrPaise);

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return coursePageMeta(
    args,
    {
      title: "Zodiac Premium AI Course: Special Pricing for Zodiac Applicants",
      description: `A 4-month, job-focused live AI programme for applicants of our recruiting partner. List price ${listPrice}; offer ${monthlyPrice}/month for 4 months, ${fullCoursePrice} for the full course.`,
      path: "/zodiac-premium-ai",
    },
    {
      name: course.title,
      description: course.subtitle,
      price: { kind: "monthly", months: course.months, amounts: course.monthlyPrice },
      duration: "P4M",
    },
  );
}

/** The dialog on this page offers this course only (spec 2 §2.9). */
function ZodiacEnrollButton({ tone }: { tone: "onDark" | "primary" }) {
  return (
    <EnrollButton defaultCourse={course.dialogCourse} variant="zodiac-only" className={buttonStyles[tone]}>
      Enroll Now
    </EnrollButton>
  );
}

export default function ZodiacPremiumAiPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <BadgePercent aria-hidden="true" className="size-4" /> Exclusive pricing for Zodiac applicants
          </>
        }
        title={course.title}
        subtitle={course.subtitle}
        actions={<ZodiacEnrollButton tone="onDark" />}
        aside={
          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25">
            <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">Partner offer</p>
            <p className="mt-3">
              <StruckPrice tone="dark" original={listPrice} offer={fullCoursePrice} suffix="for the full course" />
            </p>
            <p className="mt-3 text-indigo-50">
              <span className="font-bold text-white">{monthlyPrice}</span>/month × {course.months} months
            </p>
          </div>
        }
      />

      <MarketingSection
        title="Special Pricing"
        intro={`The ${course.title} lists at ${listPrice}. Through our recruiting partner the full course is ${fullCoursePrice}: ${monthlyPrice} a month for ${course.months} months. Pay all ${course.months} months at once and another ${course.upfrontPercent}% comes off, ${upfrontPrice} in all.`}
        width="narrow"
      >
        <ul className="grid gap-6 sm:grid-cols-2">
          <li className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold text-gray-900">Pay monthly</h3>
            <p className="mt-3">
              <span className="text-3xl font-extrabold text-gray-900">{monthlyPrice}</span>
              <span className="ml-2 text-gray-700">/month × {course.months} months</span>
            </p>
            <p className="mt-2 text-gray-700">
              <StruckPrice original={listPrice} offer={fullCoursePrice} suffix="for the full course" />
            </p>
            <p className="mt-2 text-gray-700">
              Pay as you learn. Outside India: {formatUsd(course.monthlyPrice.usdCents)}/month.
            </p>
          </li>
          <li className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold text-gray-900">Pay {course.months} months upfront</h3>
            <p className="mt-3">
              <span className="text-3xl font-extrabold text-gray-900">{upfrontPrice}</span>
              <span className="ml-2 text-gray-700">once</span>
            </p>
            <p className="mt-2 text-gray-700">
              {fullCoursePrice} less an extra {course.upfrontPercent}% for paying all {course.months} months at once. Outside
              India: {formatUsd(course.upfrontPrice.usdCents)}.
            </p>
          </li>
        </ul>
        <div className="mt-8 flex justify-center">
          <ZodiacEnrollButton tone="primary" />
        </div>
      </MarketingSection>

      <MarketingSection tone="muted" title="What You Will Learn" intro={`${course.duration} · ${course.format}`}>
        <CardGrid
          items={course.modules}
          itemKey={(module) => module.month}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
          ordered
        >
          {(module) => (
            <>
              <p className="text-sm font-semibold text-brand-700">{module.month}</p>
              <h3 className="mt-1 text-lg font-bold text-gray-900">{module.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </>
          )}
        </CardGrid>
      </MarketingSection>

      <MarketingSection title="Included in Your Programme" width="narrow">
        <CheckList items={course.benefits} columns={2} />
      </MarketingSection>

      <CtaBand
        title="Secure your partner pricing"
        text={`${monthlyPrice}/month for ${course.months} months, ${fullCoursePrice} for the full course, or ${upfrontPrice} paid upfront.`}
      >
        <ZodiacEnrollButton tone="onDark" />
        <FreeConsultationLink tone="outlineOnDark" />
      </CtaBand>
    </main>
  );
}
