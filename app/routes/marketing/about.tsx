// The instructor page (spec 2 §2.11): profile, stats, expertise, career timeline, teaching philosophy,
// four testimonials, and ways to get in touch.
import { ExternalLink, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import {
  instructorBio,
  instructorExpertise,
  instructorStats,
  instructorSummary,
  instructorTestimonials,
  instructorTimeline,
  teachingPhilosophy,
} from "~/content/about";
import { siteConfig } from "~/content/site-config";
import { BenefitCardGrid } from "~/ui/marketing/benefit-card-grid";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CallButton, ChatButton } from "~/ui/marketing/contact-buttons";
import { CtaBand } from "~/ui/marketing/cta-band";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { StatsBand } from "~/ui/marketing/stats-band";
import { TestimonialCard } from "~/ui/marketing/testimonial-card";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/about";
import { hydrateOnInteraction } from "~/ui/document-scripts";

const socialSite = new URL(siteConfig.socialUrl).hostname.replace(/^www\./, "");

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: `About ${siteConfig.instructorName}, ${siteConfig.instructorTitle}`,
    description: `Meet ${siteConfig.instructorName}: 18+ years in data and AI, 10,000+ professionals trained across 3 continents. Expertise, career and teaching approach.`,
    path: "/about",
    type: "article",
  });
}

export default function AboutPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <GraduationCap aria-hidden="true" className="size-4" /> Meet Your Instructor
          </>
        }
        title={siteConfig.instructorName}
        subtitle={
          <>
            <span className="block font-semibold text-white">{siteConfig.instructorTitle}</span>
            <span className="mt-3 block">{instructorSummary}</span>
          </>
        }
        actions={
          <>
            <Link to="/courses" className={buttonStyles.onDark}>
              Explore Courses
            </Link>
            <Link to="/contact" className={buttonStyles.outlineOnDark}>
              Contact
            </Link>
          </>
        }
      />

      <StatsBand stats={instructorStats} label="The instructor in numbers" />

      <MarketingSection title="Profile">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-gray-800">
            {instructorBio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-2xl border border-gray-200 bg-gray-50 p-6">
            <h3 className="text-xl font-bold text-gray-900">Areas of Expertise</h3>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {instructorExpertise.map((area) => (
                <li key={area} className="rounded-lg bg-white px-3 py-2 font-medium text-gray-900 shadow-sm">
                  {area}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </MarketingSection>

      <MarketingSection tone="muted" title="Career Journey" width="narrow">
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-6">
          {instructorTimeline.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-600"
              />
              <p className="text-sm font-bold text-brand-700">{entry.year}</p>
              <h3 className="text-lg font-bold text-gray-900">{entry.role}</h3>
              <p className="mt-1 text-gray-700">{entry.description}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection title="Teaching Philosophy">
        <BenefitCardGrid items={teachingPhilosophy} columns={4} />
      </MarketingSection>

      <MarketingSection tone="muted" title="What Learners Say">
        <ul className="grid gap-6 md:grid-cols-2">
          {instructorTestimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        title="Learn live with an industry expert"
        text="Have a question about a course or about your career? Ask directly."
      >
        <Link to="/courses" className={buttonStyles.onDark}>
          Explore Courses
        </Link>
        <ChatButton tone="outlineOnDark" message="Hi, I'd like to talk to the instructor about a course." />
        <CallButton tone="outlineOnDark" label="Call Now" />
        <a href={siteConfig.socialUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.outlineOnDark}>
          <ExternalLink aria-hidden="true" className="size-5" />
          Follow on {socialSite}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </CtaBand>
    </main>
  );
}
