// The free AI certificate application (spec 3 §2.10): seven sections in order, one schema checked in the
// browser and again here, stored in lead_gen_responses with the declaration and its timestamp.
import { ArrowLeft, Award, BookOpen, CheckCircle2, Circle, GraduationCap, Star, UserPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import {
  APPLICATION_FIELD_LIMITS as LIMITS,
  applicationDatabaseErrorMessage,
  applicationProgress,
  applicationUnexpectedErrorMessage,
  applicationValuesFromForm,
  CERTIFICATE_NEEDS,
  CertificateApplicationSchema,
  firstApplicationError,
  INTEREST_AREAS,
  TIMELINES,
  YES_NO_CHOICES,
} from "~/domain/certificate-application";
import { EnrollButton } from "~/features/payment-dialog/enroll-button";
import { submitCertificateApplication } from "~/server/certificate-application/submit-certificate-application.server";
import { db } from "~/server/db/database.server";
import { databaseErrorMessage } from "~/server/db/errors.server";
import { reportFailure } from "~/server/http/failure-reference.server";
import { consumeRateLimit, RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from "~/server/rate-limit.server";
import { clientIp } from "~/server/security/client-ip.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import { TextAreaField, TextField } from "~/ui/forms/field";
import { ErrorBanner, HoneypotField } from "~/ui/forms/form-controls";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/ai-certificate-application";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Apply for a Free AI Certificate",
    description: "Attended our AI webinar or want to start your AI journey? Apply for a free AI certificate in a few minutes.",
    path: "/ai-certificate-application",
  });
}

const ENQUIRY_COURSE = "4 Months AI Certification For Professionals";
type FormValues = Record<string, unknown>;

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = applicationValuesFromForm(form);
  // Sent back so nothing typed is lost; long entries are cut, the schema refuses them anyway.
  const echoed: FormValues = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 2100) : value]),
  );
  if (String(form.get("website") ?? "") !== "") return { submitted: true as const }; // honeypot: a bot

  const parsed = CertificateApplicationSchema.safeParse(values);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values: echoed }, { status: 400 });

  const database = await db();
  if (!(await consumeRateLimit(database, RATE_LIMITS.publicFormPerIp, clientIp(request)))) {
    return data({ error: TOO_MANY_ATTEMPTS_MESSAGE, values: echoed }, { status: 429 });
  }
  try {
    await submitCertificateApplication(database, parsed.data);
  } catch (failure) {
    const detail = reportFailure(request, failure, "certificate application could not be saved");
    const error = databaseErrorMessage(failure)
      ? applicationDatabaseErrorMessage(detail)
      : applicationUnexpectedErrorMessage(detail);
    return data({ error, values: echoed }, { status: 500 });
  }
  return { submitted: true as const };
}

export default function CertificateApplicationPage({ actionData }: Route.ComponentProps) {
  const submitted = actionData !== undefined && "submitted" in actionData;
  return (
    <main id="main" className="bg-gray-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Home
        </Link>
        {submitted ? (
          <ApplicationSubmitted />
        ) : (
          <ApplicationForm
            serverError={actionData && "error" in actionData ? actionData.error : null}
            values={actionData && "values" in actionData ? actionData.values : {}}
          />
        )}
      </div>
    </main>
  );
}

function ApplicationSubmitted() {
  return (
    <section
      aria-labelledby="submitted-title"
      className="mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
      <h1 id="submitted-title" className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">
        Application Submitted Successfully!
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-gray-700">
        Thank you for applying for your free AI certificate. Our team will review your application and contact you by email or
        phone. Meanwhile, keep learning with us.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/library" className={buttonStyles.secondary}>
          <BookOpen aria-hidden="true" className="size-4" /> Explore Free Library
        </Link>
        <EnrollButton className={buttonStyles.primary}>Enroll Now</EnrollButton>
        <Link to="/signup" className={buttonStyles.secondary}>
          <UserPlus aria-hidden="true" className="size-4" /> Sign Up Free
        </Link>
      </div>
    </section>
  );
}

function textValue(values: FormValues, field: string) {
  const value = values[field];
  return typeof value === "string" ? value : "";
}

function ApplicationForm({ serverError, values }: { serverError: string | null; values: FormValues }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/ai-certificate-application";
  const [error, setError] = useState<string | null>(serverError);
  const [current, setCurrent] = useState<FormValues>(values);
  const [rating, setRating] = useState(() => Number(textValue(values, "rating")) || 0);
  // A new answer from the server shows its error again.
  const [shownServerError, setShownServerError] = useState(serverError);
  if (serverError !== shownServerError) {
    setShownServerError(serverError);
    setError(serverError);
  }

  const webinar = textValue(current, "webinar_attended");
  const progress = applicationProgress(current);
  const percent = Math.round((progress.completed / progress.total) * 100);
  const interests = Array.isArray(values.interest_areas) ? (values.interest_areas as string[]) : [];

  return (
    <>
      <header className="mt-6 text-center">
        <Award aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
          Apply for Your Free AI Certificate
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-700">
          Tell us about yourself, your interests and, if you joined one, our AI webinar. It takes about five minutes.
        </p>
      </header>

      <aside
        aria-label="Course enquiry"
        className="mt-6 flex flex-col items-center justify-between gap-3 rounded-2xl bg-brand-700 p-5 text-white sm:flex-row"
      >
        <p className="flex items-center gap-2 font-medium">
          <GraduationCap aria-hidden="true" className="size-5 shrink-0" /> Want the complete {ENQUIRY_COURSE} program?
        </p>
        <EnrollButton defaultCourse={ENQUIRY_COURSE} className={buttonStyles.onDark}>
          Enquire Now
        </EnrollButton>
      </aside>

      <Form
        method="post"
        noValidate
        aria-label="Free AI certificate application"
        className="relative mt-6 space-y-6"
        onChange={(event) => {
          setError(null);
          setCurrent(applicationValuesFromForm(new FormData(event.currentTarget)));
        }}
        onSubmit={(event) => {
          const message = firstApplicationError(applicationValuesFromForm(new FormData(event.currentTarget)));
          if (message) {
            event.preventDefault();
            setError(message);
          }
        }}
      >
        <HoneypotField />
        <div className="sticky top-16 z-10 rounded-2xl bg-white/95 p-4 shadow-sm ring-1 ring-gray-200 backdrop-blur">
          <div className="flex items-center justify-between text-sm font-semibold text-gray-800">
            <span>
              {progress.completed} of {progress.total} sections complete
            </span>
            <span>{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Application progress"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.completed}
            aria-valuetext={`${progress.completed} of ${progress.total} sections complete`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <ol className="mt-3 hidden flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 md:flex">
            {progress.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex items-center gap-1 hover:text-brand-700">
                  {section.complete ? (
                    <CheckCircle2 aria-hidden="true" className="size-3.5 text-green-700" />
                  ) : (
                    <Circle aria-hidden="true" className="size-3.5" />
                  )}
                  {section.title}
                  <span className="sr-only">{section.complete ? " (complete)" : " (not complete)"}</span>
                </a>
              </li>
            ))}
          </ol>
        </div>

        <FormSection id="certificate-need" number={1} title="Certificate Need">
          <RadioGroup
            legend="Why do you need an AI certificate?"
            name="needs_certificate"
            options={CERTIFICATE_NEEDS.map((need) => ({ value: need, label: need }))}
            defaultValue={textValue(values, "needs_certificate")}
          />
        </FormSection>

        <FormSection id="personal-information" number={2} title="Personal Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full Name"
              name="name"
              required
              autoComplete="name"
              maxLength={LIMITS.name}
              defaultValue={textValue(values, "name")}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={LIMITS.email}
              defaultValue={textValue(values, "email")}
            />
            <TextField
              label="Mobile"
              name="mobile"
              type="tel"
              required
              autoComplete="tel"
              maxLength={LIMITS.mobile}
              defaultValue={textValue(values, "mobile")}
            />
            <TextField
              label="Age"
              name="age"
              type="number"
              inputMode="numeric"
              min={16}
              max={100}
              defaultValue={textValue(values, "age")}
            />
            <TextField
              label="Occupation"
              name="occupation"
              required
              maxLength={LIMITS.occupation}
              defaultValue={textValue(values, "occupation")}
            />
            <TextField
              label="Organization"
              name="organization"
              autoComplete="organization"
              maxLength={LIMITS.organization}
              defaultValue={textValue(values, "organization")}
            />
            <TextField
              label="City"
              name="city"
              autoComplete="address-level2"
              maxLength={LIMITS.city}
              defaultValue={textValue(values, "city")}
            />
          </div>
        </FormSection>

        <FormSection id="interest-and-timeline" number={3} title="Interest & Timeline">
          <fieldset>
            <legend className="text-sm font-medium text-gray-800">
              Which areas interest you most?
              <RequiredMark />
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {INTEREST_AREAS.map((area, index) => (
                <label
                  key={area}
                  htmlFor={`interest-${index}`}
                  className="flex items-start gap-2 rounded-lg border border-gray-200 px-3 py-2.5 text-gray-900"
                >
                  <input
                    id={`interest-${index}`}
                    type="checkbox"
                    name="interest_areas"
                    value={area}
                    defaultChecked={interests.includes(area)}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  {area}
                </label>
              ))}
            </div>
          </fieldset>
          <RadioGroup
            legend="When do you plan to start?"
            required
            name="timeline"
            options={TIMELINES.map((timeline) => ({ value: timeline, label: timeline }))}
            defaultValue={textValue(values, "timeline")}
          />
        </FormSection>

        <FormSection id="webinar-experience" number={4} title="Webinar Experience">
          <RadioGroup
            legend="Have you attended our AI webinar?"
            name="webinar_attended"
            options={[
              { value: "yes", label: "Yes, I attended" },
              { value: "no", label: "No, not yet" },
            ]}
            defaultValue={textValue(values, "webinar_attended")}
          />
        </FormSection>

        <div hidden={webinar !== "yes"}>
          <FormSection id="feedback" number={5} title="Feedback & Rating" note="Optional feedback: tell us how the webinar went.">
            <TextAreaField
              label="What did you like about the webinar?"
              name="positiveFeedback"
              rows={3}
              maxLength={LIMITS.positiveFeedback}
              defaultValue={textValue(values, "positiveFeedback")}
            />
            <TextAreaField
              label="Areas for Improvement"
              name="negativeFeedback"
              rows={3}
              maxLength={LIMITS.negativeFeedback}
              defaultValue={textValue(values, "negativeFeedback")}
            />
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">
                Overall Rating
                <RequiredMark />
              </legend>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <div className="flex gap-1">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <label
                      key={star}
                      htmlFor={`rating-${star}`}
                      className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                    >
                      <input
                        id={`rating-${star}`}
                        type="radio"
                        name="rating"
                        value={star}
                        checked={rating === star}
                        onChange={() => setRating(star)}
                        className="sr-only"
                      />
                      <Star
                        aria-hidden="true"
                        className={`size-8 ${star <= rating ? "fill-amber-400 text-amber-500" : "fill-gray-100 text-gray-400"}`}
                      />
                      <span className="sr-only">
                        {star} {star === 1 ? "star" : "stars"}
                      </span>
                    </label>
                  ))}
                </div>
                <span className="font-semibold text-gray-900">{rating}/5</span>
                <span className="text-sm text-gray-700">{rating === 0 ? "Click to rate" : "Thank you!"}</span>
              </div>
            </fieldset>
            <RadioGroup
              legend="Would you recommend this webinar to others?"
              required
              name="recommend"
              options={[
                { value: "yes", label: YES_NO_CHOICES.recommend.yes },
                { value: "no", label: YES_NO_CHOICES.recommend.no },
              ]}
              defaultValue={textValue(values, "recommend")}
            />
            <RadioGroup
              legend="May we publish your positive feedback?"
              required
              name="permissionPublishFeedback"
              options={[
                { value: "yes", label: YES_NO_CHOICES.permissionPublishFeedback.yes },
                { value: "no", label: YES_NO_CHOICES.permissionPublishFeedback.no },
              ]}
              defaultValue={textValue(values, "permissionPublishFeedback")}
            />
          </FormSection>
        </div>

        <FormSection
          id="references"
          number={webinar === "yes" ? 6 : 5}
          title="Required References"
          note="Share two friends or colleagues who would enjoy learning AI. We will invite them to sign up for free learning resources or to enroll in our courses."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Reference 1 Name"
              name="ref1Name"
              required
              maxLength={LIMITS.ref1Name}
              defaultValue={textValue(values, "ref1Name")}
            />
            <TextField
              label="Reference 1 Mobile"
              name="ref1Mobile"
              type="tel"
              required
              maxLength={LIMITS.ref1Mobile}
              defaultValue={textValue(values, "ref1Mobile")}
            />
            <TextField
              label="Reference 2 Name"
              name="ref2Name"
              required
              maxLength={LIMITS.ref2Name}
              defaultValue={textValue(values, "ref2Name")}
            />
            <TextField
              label="Reference 2 Mobile"
              name="ref2Mobile"
              type="tel"
              required
              maxLength={LIMITS.ref2Mobile}
              defaultValue={textValue(values, "ref2Mobile")}
            />
          </div>
        </FormSection>

        <FormSection id="declaration" number={webinar === "yes" ? 7 : 6} title="Final Declaration">
          <p className="rounded-lg bg-gray-50 p-4 text-sm leading-relaxed text-gray-800">{DECLARATION_TEXT}</p>
        </FormSection>

        <div className="space-y-4">
          <ErrorBanner message={error} />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3.5 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {busy ? "Submitting Application..." : "Submit Application"}
          </button>
          <p className="text-center text-sm text-gray-700">
            By submitting this application, you agree to our{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </Form>
    </>
  );
}

function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

function FormSection({
  id,
  number,
  title,
  note,
  children,
}: {
  id: string;
  number: number;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-44 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold text-gray-900">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm text-brand-800"
        >
          {number}
        </span>
        {title}
      </h2>
      {note ? <p className="mt-2 text-sm text-gray-700">{note}</p> : null}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}

function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  required,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  defaultValue: string;
  required?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${name}-${index}`}
            className="flex items-start gap-2 rounded-lg border border-gray-200 px-3 py-2.5 text-gray-900"
          >
            <input
              id={`${name}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              className="mt-1 size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
