// The AI Spots directory (spec 3 §2.11): approved venues only, filtered on the server from the URL, a detail
// dialog per spot, and the venue owners' application form (stored pending until an admin approves it).
import { Building2, Loader2, Mail, MapPin, Navigation, Phone, QrCode, Search, Sparkles, Star, Users, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { data, Form, Link, useFetcher, useNavigation, useSearchParams } from "react-router";
import {
  DEFAULT_SPOT_COUNTRY,
  firstOwnerApplicationError,
  hasSpotFilters,
  OWNER_CONSENT_TEXT,
  OWNER_FIELD_LIMITS as LIMITS,
  OWNER_MESSAGES,
  OwnerApplicationSchema,
  ownerSubmitFailedMessage,
  parseSpotFilters,
  SPOT_COUNTRIES,
  typeEmoji,
  TYPES_OF_PLACE,
} from "~/domain/ai-spots";
import { pageNumberFrom } from "~/domain/paging";
import { listApprovedSpots, type PublicSpot } from "~/server/ai-spots/list-approved-spots.server";
import { submitSpotApplication } from "~/server/ai-spots/submit-spot-application.server";
import { getConfig } from "~/server/config.server";
import { db } from "~/server/db/database.server";
import { databaseErrorMessage } from "~/server/db/errors.server";
import { reportFailure } from "~/server/http/failure-reference.server";
import { consumeRateLimit, RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from "~/server/rate-limit.server";
import { clientIp } from "~/server/security/client-ip.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import { SelectField, TextField } from "~/ui/forms/field";
import { ErrorBanner, HoneypotField, SuccessBanner } from "~/ui/forms/form-controls";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { PageHero } from "~/ui/marketing/page-hero";
import { MarketingSection } from "~/ui/marketing/section";
import { ListPagination } from "~/ui/pagination";
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

type OwnerFormResult = { ok: true; message: string } | { ok: false; error: string; values: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 2100) : ""]),
  );
  const failed = (error: string, status: number) => data<OwnerFormResult>({ ok: false, error, values }, { status });
  if ((values.website ?? "") !== "") return { ok: true, message: OWNER_MESSAGES.success } satisfies OwnerFormResult; // honeypot

  const parsed = OwnerApplicationSchema.safeParse(values);
  if (!parsed.success) return failed(parsed.error.issues[0]!.message, 400);
  const database = await db();
  if (!(await consumeRateLimit(database, RATE_LIMITS.publicFormPerIp, clientIp(request))))
    return failed(TOO_MANY_ATTEMPTS_MESSAGE, 429);
  try {
    await submitSpotApplication(database, parsed.data);
  } catch (failure) {
    const detail = reportFailure(request, failure, "AI Spot application could not be saved");
    return failed(databaseErrorMessage(failure) ? ownerSubmitFailedMessage(detail) : OWNER_MESSAGES.unexpected, 500);
  }
  return { ok: true, message: OWNER_MESSAGES.success } satisfies OwnerFormResult;
}

const OWNER_FORM_ID = "become-an-ai-spot";

export default function AiSpotsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { spots, approvedCount, filters, total, page, pageCount } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/ai-spots";
  const fetcher = useFetcher<OwnerFormResult>({ key: "ai-spot-application" });
  // Without JavaScript the form posts the whole page, and the answer arrives as the page's action data.
  const result = fetcher.data ?? (actionData as OwnerFormResult | undefined);
  const [formOpen, setFormOpen] = useState(() => searchParams.get("apply") === "1" || result?.ok === false);
  const [formKey, setFormKey] = useState(0);
  const [successMessage, setSuccessMessage] = useState<string | null>(result?.ok ? result.message : null);
  const [selected, setSelected] = useState<PublicSpot | null>(null);
  const formSectionRef = useRef<HTMLElement>(null);

  const [answerShown, setAnswerShown] = useState(result);
  if (result !== answerShown) {
    setAnswerShown(result);
    if (result?.ok) {
      // spec 3 §4 "Owner form": on success it clears, resets the country to India, hides, and shows the message.
      setFormKey((key) => key + 1);
      setFormOpen(false);
      setSuccessMessage(result.message);
    }
  }

  function openForm() {
    setSuccessMessage(null);
    setFormOpen(true);
    requestAnimationFrame(() => {
      formSectionRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      document.getElementById("Name")?.focus({ preventScroll: true });
    });
  }

  const applyLink = (() => {
    const query = new URLSearchParams(searchParams);
    query.set("apply", "1");
    return `/ai-spots?${query}#${OWNER_FORM_ID}`;
  })();

  const stats = [
    { value: `${approvedCount}+`, label: "AI Spots" },
    { value: "10000+", label: "Quiz Submissions" },
    { value: "50+", label: "Cities" },
    { value: "4.8", label: "Average Rating" },
  ];

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
            <Link
              to={applyLink}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                openForm();
              }}
              className={buttonStyles.outlineOnDark}
            >
              <Building2 aria-hidden="true" className="size-4" /> Become an AI Spot
            </Link>
          </>
        }
      />

      <section aria-label="AI Spots in numbers" className="bg-gray-900 px-4 py-10 text-white">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-gray-300">{stat.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <MarketingSection
        title="How AI Spots Work"
        intro="An AI Spot is a venue that displays our quiz code. Your AI journey can start over a coffee."
        tone="muted"
      >
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {[
            {
              icon: MapPin,
              title: "Visit an AI Spot",
              text: "Drop in at a partner cafe, restaurant, library or co-working space.",
            },
            {
              icon: QrCode,
              title: "Scan the code",
              text: "Find the AI Spot code on your table or at the counter and scan it with your phone.",
            },
            {
              icon: Sparkles,
              title: "Take the 2-minute quiz",
              text: "Eight quick questions about how you use AI at work today.",
            },
            {
              icon: Navigation,
              title: "Get your AI roadmap",
              text: "See your readiness level with recommended next steps and free resources.",
            },
          ].map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <span className="grid size-10 place-items-center rounded-full bg-brand-100 text-brand-800">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-bold text-gray-900">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-1 text-sm text-gray-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection id="find-ai-spots" title="Find AI Spots Near You">
        <SpotFiltersForm key={JSON.stringify(filters)} filters={filters} />
        <div className="mt-8">
          {loading ? (
            <p role="status" className="flex items-center justify-center gap-3 py-16 text-gray-700">
              <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" /> Loading AI Spots...
            </p>
          ) : spots.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center">
              <MapPin aria-hidden="true" className="mx-auto size-10 text-gray-500" />
              <p className="mt-3 text-xl font-semibold text-gray-900">No AI Spots in this area yet</p>
              <p className="mt-1 text-gray-700">Know a great venue here? It could be the first.</p>
              <Link
                to={applyLink}
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  openForm();
                }}
                className={`${buttonStyles.primary} mt-6`}
              >
                Apply to Become an AI Spot
              </Link>
            </div>
          ) : (
            <>
              <p className="sr-only" role="status">
                {total === 1 ? "1 AI Spot found" : `${total} AI Spots found`}
              </p>
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {spots.map((spot) => (
                  <li key={spot.id}>
                    <SpotCard spot={spot} onViewDetails={() => setSelected(spot)} />
                  </li>
                ))}
              </ul>
              <ListPagination page={page} pageCount={pageCount} label="AI Spots" anchor="find-ai-spots" />
            </>
          )}
        </div>
      </MarketingSection>

      <MarketingSection
        title="Why Become an AI Spot?"
        intro="Join a growing network of venues helping people start their AI journey."
        tone="brand"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {[
            {
              icon: Users,
              title: "New, curious guests",
              text: "Professionals and students visit to take the quiz and stay for the coffee.",
            },
            {
              icon: Star,
              title: "Free listing",
              text: "Your venue appears in this directory with its photo, price and map, at no cost.",
            },
            { icon: Sparkles, title: "A modern image", text: "Show your guests that your venue is part of the AI movement." },
            {
              icon: QrCode,
              title: "Ready-made code",
              text: "We send you the quiz code to display once your application is approved.",
            },
          ].map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <benefit.icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 font-bold text-gray-900">{benefit.title}</h3>
              <p className="mt-1 text-sm text-gray-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to={applyLink}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              openForm();
            }}
            className={buttonStyles.primary}
          >
            Become an AI Spot
          </Link>
        </p>
      </MarketingSection>

      <section ref={formSectionRef} id={OWNER_FORM_ID} aria-label="AI Spot application" className="scroll-mt-20 px-4">
        <div className="mx-auto max-w-3xl">
          {successMessage ? (
            <div className="py-8">
              <SuccessBanner message={successMessage} />
            </div>
          ) : null}
          {formOpen ? (
            <OwnerApplicationForm
              key={formKey}
              fetcher={fetcher}
              failure={result?.ok === false ? result : null}
              onCancel={() => setFormOpen(false)}
            />
          ) : null}
        </div>
      </section>

      <SpotDetailDialog spot={selected} onClose={() => setSelected(null)} />
    </main>
  );
}

function SpotFiltersForm({ filters }: { filters: { country: string; state: string; city: string; type: string } }) {
  const controlClass =
    "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 placeholder:text-gray-500";
  return (
    <Form
      method="get"
      action="/ai-spots"
      preventScrollReset
      role="search"
      aria-label="Filter AI Spots"
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="spot-filter-country" className="block text-sm font-medium text-gray-800">
          Country
        </label>
        <select id="spot-filter-country" name="country" defaultValue={filters.country} className={controlClass}>
          <option value="">All Countries</option>
          {SPOT_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="spot-filter-state" className="block text-sm font-medium text-gray-800">
          State
        </label>
        <input
          id="spot-filter-state"
          name="state"
          type="text"
          maxLength={100}
          defaultValue={filters.state}
          placeholder="e.g. Karnataka"
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="spot-filter-city" className="block text-sm font-medium text-gray-800">
          City
        </label>
        <input
          id="spot-filter-city"
          name="city"
          type="text"
          maxLength={100}
          defaultValue={filters.city}
          placeholder="e.g. Bengaluru"
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="spot-filter-type" className="block text-sm font-medium text-gray-800">
          Type of Place
        </label>
        <select id="spot-filter-type" name="type" defaultValue={filters.type} className={controlClass}>
          <option value="">All Types</option>
          {TYPES_OF_PLACE.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={`${buttonStyles.primary} flex-1 lg:flex-none`}>
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
        {hasSpotFilters(filters) ? (
          <Link to="/ai-spots#find-ai-spots" preventScrollReset className={buttonStyles.secondary}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function SpotCard({ spot, onViewDetails }: { spot: PublicSpot; onViewDetails: () => void }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="relative h-44 bg-gradient-to-br from-brand-50 to-indigo-100">
        {spot.imageUrl ? (
          <img src={spot.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <span role="img" aria-label={spot.typeOfPlace} className="grid h-full place-items-center text-6xl">
            {typeEmoji(spot.typeOfPlace)}
          </span>
        )}
        {spot.rating ? (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-sm font-bold text-gray-900 shadow">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">Rated </span>
            {spot.rating}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{spot.typeOfPlace}</p>
        <h3 className="mt-1 text-lg font-bold text-gray-900">{spot.name}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" /> {spot.city}, {spot.state}
        </p>
        <p className="mt-3 text-sm text-gray-700">
          Cost for a table of 2: <span className="font-semibold text-gray-900">{spot.price}</span>
        </p>
        {spot.mapLink ? (
          <iframe
            src={spot.mapEmbedUrl}
            title={`Map of ${spot.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="mt-4 h-32 w-full rounded-lg border-0"
          />
        ) : null}
        <div className="mt-auto pt-4">
          <button type="button" onClick={onViewDetails} className={`${buttonStyles.primary} w-full`}>
            View Details<span className="sr-only"> of {spot.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-gray-900">{children}</dd>
    </div>
  );
}

function SpotDetailDialog({ spot, onClose }: { spot: PublicSpot | null; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (spot && dialog && !dialog.open) dialog.showModal();
  }, [spot]);
  const close = () => dialogRef.current?.close();
  const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline break-all";

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop does what Escape does, which <dialog> handles itself
    <dialog
      ref={dialogRef}
      aria-labelledby="spot-detail-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close(); // a click on the backdrop
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-2xl p-0 shadow-xl backdrop:bg-gray-900/60"
    >
      {spot ? (
        // What the owner typed may be one long word: it wraps anywhere rather than push the dialog sideways.
        <div className="max-h-[90vh] overflow-y-auto wrap-anywhere">
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-gray-200 bg-white p-5">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {typeEmoji(spot.typeOfPlace)} {spot.typeOfPlace}
              </p>
              <h2 id="spot-detail-title" className="mt-1 text-xl font-bold text-gray-900">
                {spot.name}
              </h2>
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-gray-700">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                {spot.rating ?? "0.0"} / 5.0
              </p>
            </div>
            <button type="button" onClick={close} aria-label="Close" className="rounded-lg p-2 text-gray-700 hover:bg-gray-100">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="space-y-6 p-5">
            {spot.imageUrl ? <img src={spot.imageUrl} alt={spot.name} className="h-56 w-full rounded-xl object-cover" /> : null}
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-gray-900">
              Cost for a table of 2: <span className="font-semibold">{spot.price}</span>
            </p>
            <div className="grid gap-6 sm:grid-cols-2">
              <section aria-labelledby="spot-contact-person">
                <h3 id="spot-contact-person" className="font-bold text-gray-900">
                  Contact Person
                </h3>
                <dl className="mt-2 space-y-2">
                  <DetailRow label="Name">{spot.ownerManagerName}</DetailRow>
                  <DetailRow label="Mobile">
                    <a href={`tel:${spot.mobile.replace(/[^\d+]/g, "")}`} className={linkClass}>
                      {spot.mobile}
                    </a>
                  </DetailRow>
                  <DetailRow label="Email">
                    <a href={`mailto:${spot.email}`} className={linkClass}>
                      {spot.email}
                    </a>
                  </DetailRow>
                </dl>
              </section>
              <section aria-labelledby="spot-location">
                <h3 id="spot-location" className="font-bold text-gray-900">
                  Location
                </h3>
                <dl className="mt-2 space-y-2">
                  <DetailRow label="Address">{spot.address}</DetailRow>
                  <DetailRow label="City and state">
                    {spot.city}, {spot.state}
                  </DetailRow>
                  <DetailRow label="Pin / Zip">{spot.pinZip}</DetailRow>
                  <DetailRow label="Country">{spot.country}</DetailRow>
                </dl>
              </section>
              <section aria-labelledby="spot-venue-contact">
                <h3 id="spot-venue-contact" className="font-bold text-gray-900">
                  Venue Contact
                </h3>
                <dl className="mt-2 space-y-2">
                  <DetailRow label="Telephone">{spot.telephone}</DetailRow>
                  <DetailRow label="Email">{spot.aispotEmail}</DetailRow>
                </dl>
              </section>
            </div>
            <iframe
              src={spot.mapEmbedUrl}
              title={`Map of ${spot.name}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="h-[300px] w-full rounded-xl border-0"
            />
            {spot.hasQuizCode ? (
              <div className="rounded-xl bg-gradient-to-r from-brand-700 to-indigo-900 p-5 text-white">
                <h3 className="flex items-center gap-2 text-lg font-bold">
                  <QrCode aria-hidden="true" className="size-5" /> Take the AI Readiness Quiz
                </h3>
                <p className="mt-1 text-sm text-indigo-100">Visiting this spot? Find out your AI level in 2 minutes.</p>
                <Link to={`/ai-readiness-quiz?spot_id=${spot.id}`} className={`${buttonStyles.onDark} mt-4`}>
                  Take Quiz Now
                </Link>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {spot.mapLink ? (
                <a href={spot.mapLink} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
                  <Navigation aria-hidden="true" className="size-4" /> Open Map
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <a href={`tel:${spot.telephone.replace(/[^\d+]/g, "")}`} className={buttonStyles.secondary}>
                <Phone aria-hidden="true" className="size-4" /> Call
              </a>
              <a href={`mailto:${spot.aispotEmail}`} className={buttonStyles.secondary}>
                <Mail aria-hidden="true" className="size-4" /> Email
              </a>
            </div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

function OwnerApplicationForm({
  fetcher,
  failure,
  onCancel,
}: {
  fetcher: ReturnType<typeof useFetcher<OwnerFormResult>>;
  failure: { error: string; values: Record<string, string> } | null;
  onCancel: () => void;
}) {
  const submitting = fetcher.state === "submitting";
  const [error, setError] = useState<string | null>(failure?.error ?? null);
  const [failureShown, setFailureShown] = useState(failure);
  if (failure !== failureShown) {
    setFailureShown(failure);
    setError(failure?.error ?? null);
  }
  const value = (field: string) => failure?.values[field] ?? "";

  return (
    <fetcher.Form
      method="post"
      action="/ai-spots"
      noValidate
      aria-labelledby="owner-form-title"
      className="relative my-12 space-y-5 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:p-8"
      onChange={() => setError(null)}
      onSubmit={(event) => {
        const message = firstOwnerApplicationError(Object.fromEntries(new FormData(event.currentTarget)));
        if (message) {
          event.preventDefault();
          setError(message);
        }
      }}
    >
      <div>
        <h2 id="owner-form-title" className="text-2xl font-bold text-gray-900">
          Apply to Become an AI Spot
        </h2>
        <p className="mt-1 text-gray-700">
          Tell us about your venue. Our team reviews every application before it appears in the directory.
        </p>
      </div>
      <HoneypotField />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Spot Name" name="Name" required maxLength={LIMITS.Name} defaultValue={value("Name")} />
        <SelectField
          label="Type of Place"
          name="Type_of_Place"
          required
          placeholder="Select type of place"
          options={TYPES_OF_PLACE.map((type) => ({ value: type, label: type }))}
          defaultValue={value("Type_of_Place")}
        />
      </div>
      <TextField
        label="Address"
        name="Address"
        required
        autoComplete="address-line1"
        maxLength={LIMITS.Address}
        defaultValue={value("Address")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Country"
          name="Country"
          required
          options={SPOT_COUNTRIES.map((country) => ({ value: country, label: country }))}
          defaultValue={value("Country") || DEFAULT_SPOT_COUNTRY}
        />
        <TextField label="State" name="State" required maxLength={LIMITS.State} defaultValue={value("State")} />
        <TextField label="City" name="City" required maxLength={LIMITS.City} defaultValue={value("City")} />
        <TextField
          label="Pin / Zip Code"
          name="Pin_Zip"
          required
          autoComplete="postal-code"
          maxLength={LIMITS.Pin_Zip}
          defaultValue={value("Pin_Zip")}
        />
        <TextField
          label="Telephone"
          name="Telephone"
          type="tel"
          required
          maxLength={LIMITS.Telephone}
          defaultValue={value("Telephone")}
        />
        <TextField
          label="Spot Email"
          name="AISpot_Email"
          type="email"
          required
          maxLength={LIMITS.AISpot_Email}
          defaultValue={value("AISpot_Email")}
        />
        <TextField
          label="Owner / Manager Name"
          name="Owner_Manager_Name"
          required
          autoComplete="name"
          maxLength={LIMITS.Owner_Manager_Name}
          defaultValue={value("Owner_Manager_Name")}
        />
        <TextField
          label="Mobile"
          name="Mobile"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.Mobile}
          defaultValue={value("Mobile")}
        />
        <TextField
          label="Email"
          name="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.Email}
          defaultValue={value("Email")}
        />
        <TextField
          label="Cost for a table of 2"
          name="Price"
          required
          maxLength={LIMITS.Price}
          placeholder="e.g. ₹600 for 2, or ₹200 for 30 minutes"
          defaultValue={value("Price")}
        />
      </div>
      <TextField
        label="Google Maps Link (optional)"
        name="Map_Link"
        type="url"
        maxLength={LIMITS.Map_Link}
        placeholder="https://maps.google.com/..."
        defaultValue={value("Map_Link")}
      />
      <TextField
        label="Image URL (optional)"
        name="Image_URL"
        type="url"
        maxLength={LIMITS.Image_URL}
        placeholder="https://..."
        hint="A link starting with https:// to a photo of your venue."
        defaultValue={value("Image_URL")}
      />
      <div className="flex items-start gap-3">
        <input
          id="Consent"
          type="checkbox"
          name="Consent"
          defaultChecked={value("Consent") === "on"}
          aria-required="true"
          className="mt-1 size-4 accent-brand-600"
        />
        <label htmlFor="Consent" className="text-sm text-gray-800">
          {OWNER_CONSENT_TEXT}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
      </div>
      <ErrorBanner message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting ? "Submitting..." : "Submit Application"}
        </button>
        <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} flex-1`}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
