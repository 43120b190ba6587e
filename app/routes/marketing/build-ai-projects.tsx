import { Clock, Hammer, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  BUILD_AI_PROJECTS_DIALOG_COURSE,
  learningPhases,
  projectProgrammeStats,
  sampleProjects,
  whyProjectBased,
} from "~/content/build-ai-projects";
import { agenticAiProjects, businessProjects } from "~/content/project-showcase";
import { siteConfig } from "~/content/site-config";
import { EnrollButton } from "~/payments/ui";
import { DifficultyBadge } from "~/ui/marketing/badge";
import { BenefitCardGrid } from "~/ui/marketing/benefit-card-grid";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand, FreeConsultationLink } from "~/ui/marketing/cta-band";
import { GoToDashboardLink } from "~/ui/marketing/dashboard-link";
import { InstructorProfile } from "~/ui/marketing/instructor-profile";
import { ChipList } from "~/ui/marketing/lists";
import { PageHero } from "~/ui/marketing/page-hero";
import { ProjectTable } from "~/ui/marketing/project-table";
import { MarketingSection } from "~/ui/marketing/section";
import { StatsBand } from "~/ui/marketing/stats-band";
import { coursePageMeta } from "~/ui/seo";
import type { Route } from "./+types/build-ai-projects";
import { hydrateOnInteraction } from "~/ui/document-scripts";
import { CardGrid } from "~/ui/marketing/card-grid";

const DESCRIPTION =
  "A 16-week, project-based AI programme: build 22+ enterprise and business projects across 40+ live sessions, production ready and portfolio ready, with a personal mentor.";

export const handle = hydrateOnInteraction;

export function meta(args: Route.MetaArgs) {
  return coursePageMeta(
    args,
    {
      title: "Build AI Projects: 16-Week Project-Based AI Programme",
      description: DESCRIPTION,
      path: "/build-ai-projects",
    },
    {
      name: "Build AI Projects",
      description: DESCRIPTION,
      duration: "P16W",
    },
  );
}

function StartBuildingButton({ tone }: { tone: "onDark" | "primary" }) {
  return (
    <EnrollButton defaultCourse={BUILD_AI_PROJECTS_DIALOG_COURSE} className={buttonStyles[tone]}>
      <Hammer aria-hidden="true" className="size-5" />
      Start Building Now
    </EnrollButton>
  );
}

export default function BuildAiProjectsPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Project-based learning · 16 weeks"
        title="Build Real AI Projects, Not Just Certificates"
        subtitle="Learn AI the way companies use it: by shipping working systems. Build 22+ enterprise and business projects with a mentor at your side, and graduate with a portfolio that proves your skills."
        actions={
          <>
            <StartBuildingButton tone="onDark" />
            <GoToDashboardLink />
            <Link to="/about" className={buttonStyles.outlineOnDark}>
              <UserRound aria-hidden="true" className="size-5" />
              Meet Your Mentor
            </Link>
          </>
        }
      />

      <StatsBand stats={projectProgrammeStats} label="The programme in numbers" tone="light" />

      <MarketingSection
        title="Sample Projects"
        intro="Six of the projects you can build, from beginner-friendly assistants to advanced multi-agent platforms."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sampleProjects.map((project) => {
            const Icon = project.icon;
            return (
              <li key={project.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <DifficultyBadge difficulty={project.difficulty} />
                </div>
                <h3 className="mt-4 text-lg font-bold text-gray-900">{project.title}</h3>
                <p className="mt-2 text-gray-700">{project.description}</p>
                <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-gray-700">
                  <Clock aria-hidden="true" className="size-4" /> {project.duration}
                </p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
                  {project.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <div className="mt-auto pt-4">
                  <ChipList items={project.technologies} label={`Technologies for ${project.title}`} />
                </div>
              </li>
            );
          })}
        </ul>
      </MarketingSection>

      <MarketingSection
        tone="muted"
        title="Your 16-Week Journey"
        intro="Four phases take you from foundations to a job-ready portfolio."
      >
        <CardGrid
          items={learningPhases}
          itemKey={(phase) => phase.name}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
          ordered
        >
          {(phase, index) => (
            <>
              <p className="text-sm font-semibold text-brand-700">
                Phase {index + 1} · {phase.duration}
              </p>
              <h3 className="mt-1 text-lg font-bold text-gray-900">{phase.name}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
                {phase.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </>
          )}
        </CardGrid>
      </MarketingSection>

      <MarketingSection
        id="enterprise-projects"
        title="Enterprise Projects"
        intro="Large-scale systems of the kind enterprises commission, built across the 40 training sessions. Market values are typical prices of a comparable custom solution."
      >
        <ProjectTable caption="Enterprise projects with sessions and market values" projects={agenticAiProjects} />
      </MarketingSection>

      <MarketingSection
        id="business-projects"
        tone="muted"
        title="Business & SME Projects"
        intro="Practical solutions for small and medium businesses, spread over months 1-8, which you can offer to clients as a freelancer."
      >
        <ProjectTable
          caption="Business and SME projects with timeline and market values"
          projects={businessProjects}
          scheduleLabel="Timeline"
        />
      </MarketingSection>

      <MarketingSection title="Why Project-Based Learning Works">
        <BenefitCardGrid items={whyProjectBased} columns={4} />
      </MarketingSection>

      <InstructorProfile
        heading="Your Mentor"
        intro={
          <p>
            {siteConfig.instructorName} reviews your projects, unblocks you on chat and helps you present your work to employers
            and clients. Reach out before you join to discuss which projects suit your goals.
          </p>
        }
        chatMessage="Hello! I am interested in the Build AI Projects programme. Could you tell me more?"
      />

      <CtaBand
        title="Ready to build your AI portfolio?"
        text="Start with the next batch, or book a free consultation to plan your projects first."
      >
        <StartBuildingButton tone="onDark" />
        <FreeConsultationLink tone="outlineOnDark" />
      </CtaBand>
    </main>
  );
}
