import { Award, CalendarDays, Clock, Globe2, MonitorPlay } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { masterclass } from "~/content/masterclass";
import { siteConfig } from "~/content/site-config";
import { formatInr, formatUsd } from "~/payments";
import { EnrollButton, usePaymentDialog } from "~/payments/ui";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand } from "~/ui/marketing/cta-band";
import { StruckPrice } from "~/ui/marketing/price-tag";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { coursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/masterclass";
import { masterclassDialogRequest } from "./masterclass-query";
import { hydrateOnInteraction } from "~/ui/document-scripts";
import { BenefitCardGrid } from "~/ui/marketing/benefit-card-grid";
import { TechnologyGroups } from "~/ui/marketing/lists";
import { IconDetail } from "~/ui/marketing/icon-detail";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return coursePageMeta(
    args,
    {
      title: "2-Hour Live AI Masterclass: AI Agents & Vibe Coding for ₹199",
      description:
        "Build an AI agent and code with AI in a 2-hour live Sunday masterclass: 12:30 PM IST or 10:00 AM ET. No prior skill required, instant certificate. ₹199 (was ₹3,999) or $4.99.",
      path: "/masterclass",
    },
    {
      name: masterclass.title,
      description: masterclass.description,
      price: { kind: "whole", amounts: masterclass.price },
      duration: "PT2H",
    },
  );
}

export default function MasterclassPage() {
  const [searchParams] = useSearchParams();
  const { request, openOnLoad } = masterclassDialogRequest(searchParams);
  const { openPaymentDialog } = usePaymentDialog();
  const { defaultCourse, variant } = request;

  useEffect(() => {
    if (openOnLoad) openPaymentDialog({ defaultCourse, variant });
  }, [openOnLoad, defaultCourse, variant, openPaymentDialog]);

  const payButton = (tone: "onDark" | "primary") => (
    <EnrollButton defaultCourse={defaultCourse} variant={variant} className={buttonStyles[tone]}>
      Pay Now to Book Your Seat
    </EnrollButton>
  );

  return (
    <main id="main">
      <PageHero
        eyebrow="Live masterclass · 2 hours · Every Sunday"
        title={masterclass.title}
        subtitle={masterclass.subtitle}
        actions={payButton("onDark")}
        aside={
          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25">
            <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">Special price</p>
            <div className="mt-3 space-y-2">
              <MasterclassPrices tone="dark" />
            </div>
            <ul className="mt-5 space-y-2 text-indigo-50">
              {masterclass.sessionTimes.map((slot) => (
                <li key={slot.audience} className="flex items-center gap-2">
                  <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                  <span>
                    <span className="font-semibold text-white">{slot.audience}:</span> {slot.time}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <MarketingSection title="Next Session" width="narrow">
        <article className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
          <div className={`bg-gradient-to-r ${masterclass.gradient} p-6 text-white`}>
            <h3 className="text-xl font-bold sm:text-2xl">{masterclass.title}</h3>
            <p className="mt-1 text-white/90">{masterclass.nextSession}</p>
          </div>
          <div className="grid gap-6 p-6 sm:grid-cols-2">
            <p className="text-gray-700 sm:col-span-2">{masterclass.description}</p>
            <dl className="space-y-3 text-gray-800">
              <IconDetail icon={Clock} term="Duration">
                {masterclass.duration}
              </IconDetail>
              <IconDetail icon={MonitorPlay} term="Format">
                {masterclass.format}
              </IconDetail>
              {masterclass.sessionTimes.map((slot) => (
                <div key={slot.audience} className="flex items-center gap-3">
                  <dt className="flex items-center gap-3 font-semibold">
                    <Globe2 aria-hidden="true" className="size-5 text-brand-700" />
                    {slot.audience}
                  </dt>
                  <dd>{slot.time}</dd>
                </div>
              ))}
            </dl>
            <div className="space-y-3">
              <MasterclassPrices />
              {payButton("primary")}
            </div>
          </div>
        </article>
      </MarketingSection>

      <MarketingSection tone="muted" title="What You Get">
        <BenefitCardGrid items={masterclass.highlights} columns={4} />
      </MarketingSection>

      <MarketingSection title="How the Two Hours Run" width="narrow">
        <ol className="space-y-3">
          {masterclass.agenda.map((item) => (
            <li key={item.minutes} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 sm:flex-row sm:gap-6">
              <span className="w-28 shrink-0 font-mono font-semibold text-brand-700">{item.minutes}</span>
              <span className="text-gray-800">{item.topic}</span>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection tone="muted" title="Technologies Covered">
        <TechnologyGroups groups={masterclass.technologies} />
      </MarketingSection>

      <MarketingSection
        title="Your Certificate"
        intro="Every participant receives a certificate of participation, issued instantly after the session."
        width="narrow"
      >
        <figure>
          <div className="mx-auto max-w-2xl rounded-xl border-8 border-double border-amber-400 bg-gradient-to-br from-amber-50 to-white p-6 text-center shadow-md sm:p-10">
            <Award aria-hidden="true" className="mx-auto size-12 text-amber-600" />
            <p className="mt-3 text-sm font-semibold tracking-[0.2em] text-amber-800 uppercase">Certificate of Participation</p>
            <p className="mt-4 text-gray-700">This certifies that</p>
            <p className="mt-1 font-serif text-2xl font-bold text-gray-900 italic sm:text-3xl">Your Name</p>
            <p className="mt-3 text-gray-700">
              attended the 2-hour live <span className="font-semibold">{masterclass.title}</span>
            </p>
            <div className="mt-8 flex flex-col items-center justify-between gap-4 text-sm text-gray-700 sm:flex-row">
              <span>
                <span className="block font-semibold text-gray-900">{siteConfig.instructorName}</span>
                {siteConfig.instructorTitle}
              </span>
              <span>
                <span className="block font-semibold text-gray-900">{siteConfig.name}</span>
                Issued on the day of the session
              </span>
            </div>
          </div>
          <figcaption className="mt-4 text-center text-sm text-gray-600">Sample certificate</figcaption>
        </figure>
      </MarketingSection>

      <CtaBand
        title="Save your seat for Sunday"
        text="Seats are limited so every question gets answered. Want the agenda or joining details first? Ask us."
      >
        {payButton("onDark")}
        <Link to="/contact" className={buttonStyles.outlineOnDark}>
          Get Session Details
        </Link>
      </CtaBand>
    </main>
  );
}

/** The offer in rupees and in dollars, each struck through from its original price. */
function MasterclassPrices({ tone }: { tone?: "light" | "dark" }) {
  return (
    <>
      <p>
        <span className="sr-only">India: </span>
        <StruckPrice
          tone={tone}
          original={formatInr(masterclass.originalPrice.inrPaise)}
          offer={formatInr(masterclass.price.inrPaise)}
        />
      </p>
      <p>
        <span className="sr-only">Outside India: </span>
        <StruckPrice
          tone={tone}
          original={formatUsd(masterclass.originalPrice.usdCents)}
          offer={formatUsd(masterclass.price.usdCents)}
        />
      </p>
    </>
  );
}
