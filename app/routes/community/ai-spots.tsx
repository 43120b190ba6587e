// The AI Spots directory (spec 3 §2.11): approved venues only, filtered on the server from the URL, a detail
// dialog per spot, and the venue owners' application form (stored pending until an admin approves it).
import { Building2, QrCode, Search } from "lucide-react";
import { data } from "react-router";
import { AI_SPOT_BENEFITS, HOW_AI_SPOTS_WORK } from "~/content/ai-spots";
import {
  OWNER_MESSAGES,
  OwnerApplicationSchema,
  ownerSubmitFailedMessage,
  parseSpotFilters,
  type OwnerFormResult,
} from "~/ai-spots";
import { checkForm, pageNumberFrom } from "~/platform";
import { listApprovedSpots, submitSpotApplication } from "~/ai-spots/index.server";
import { db, getConfig, handlePublicForm, readPublicForm } from "~/platform/index.server";
import {
  ApplyLink,
  OwnerApplicationSection,
  SpotBenefits,
  SpotDirectory,
  SpotFigures,
  SpotSteps,
  useOwnerApplication,
} from "~/ai-spots/ui";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/ai-spots";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "AI Spots: Take the AI Readiness Quiz Near You",
    description:
      "Find cafes, restaurants, co-working spaces and more where a quick scan opens our 2-minute AI Readiness Quiz, or apply to make your venue an AI Spot.",
    path: "/ai-spots",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const filters = parseSpotFilters(searchParams);
  const directory = await listApprovedSpots({
    database: await db(),
    filters,
    page: pageNumberFrom(searchParams),
    mapsEmbedKey: getConfig().mapsEmbedKey,
  });
  return { ...directory, filters };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readPublicForm(request);
  const values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 2100) : ""]),
  );
  return handlePublicForm({
    request,
    form,
    checked: checkForm(OwnerApplicationSchema, values),
    save: submitSpotApplication,
    saved: () => ({ ok: true, message: OWNER_MESSAGES.success }) satisfies OwnerFormResult,
    refused: (error, status) => data<OwnerFormResult>({ ok: false, error, values }, { status }),
    failureMessage: (detail, fromDatabase) => (fromDatabase ? ownerSubmitFailedMessage(detail) : OWNER_MESSAGES.unexpected),
    context: "AI Spot application could not be saved",
  });
}

export default function AiSpotsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { spots, approvedCount, filters, total, page, pageCount } = loaderData;
  const application = useOwnerApplication(actionData as OwnerFormResult | undefined);
  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <QrCode aria-hidden="true" className="size-4" /> Scan, take the 2-minute quiz, discover your AI level
          </>
        }
        title="AI Spots"
        subtitle="Cafes, restaurants, co-working spaces and more where a quick scan opens our 2-minute AI Readiness Quiz. Find one near you, or make your venue an AI Spot."
        actions={
          <>
            <a href="#find-ai-spots" className={buttonStyles.onDark}>
              <Search aria-hidden="true" className="size-4" /> Find AI Spots Near You
            </a>
            <ApplyLink application={application} className={buttonStyles.outlineOnDark}>
              <Building2 aria-hidden="true" className="size-4" /> Become an AI Spot
            </ApplyLink>
          </>
        }
      />
      <SpotFigures approvedCount={approvedCount} />
      <MarketingSection
        title="How AI Spots Work"
        intro="An AI Spot is a venue that displays our quiz code. Your AI journey can start over a coffee."
        tone="muted"
      >
        <SpotSteps steps={HOW_AI_SPOTS_WORK} />
      </MarketingSection>
      <MarketingSection id="find-ai-spots" title="Find AI Spots Near You">
        <SpotDirectory
          spots={spots}
          filters={filters}
          total={total}
          page={page}
          pageCount={pageCount}
          applyLink={
            <ApplyLink application={application} className={`${buttonStyles.primary} mt-6`}>
              Apply to Become an AI Spot
            </ApplyLink>
          }
        />
      </MarketingSection>
      <MarketingSection
        title="Why Become an AI Spot?"
        intro="Join a growing network of venues helping people start their AI journey."
        tone="brand"
      >
        <SpotBenefits benefits={AI_SPOT_BENEFITS} />
        <p className="mt-8 text-center">
          <ApplyLink application={application} className={buttonStyles.primary}>
            Become an AI Spot
          </ApplyLink>
        </p>
      </MarketingSection>
      <OwnerApplicationSection application={application} />
    </main>
  );
}
