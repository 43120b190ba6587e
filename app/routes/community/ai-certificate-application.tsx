// The free AI certificate application (spec 3 §2.10): seven sections in order, one schema checked in the
// browser and again here, stored in lead_gen_responses with the declaration and its timestamp.
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { APPLICATION_MESSAGES, applicationValuesFromForm, CertificateApplicationSchema, type ApplicationValues } from "~/leads";
import { checkForm, saveFailedMessage } from "~/platform";
import { EnrollButton } from "~/payments/ui";
import { submitCertificateApplication } from "~/leads/index.server";
import { handlePublicForm, readPublicForm } from "~/platform/index.server";
import { ApplicationForm, ApplicationSubmitted } from "~/leads/ui";
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

export async function action({ request }: Route.ActionArgs) {
  const form = await readPublicForm(request);
  const values = applicationValuesFromForm(form);
  // Sent back so nothing typed is lost; long entries are cut, the schema refuses them anyway.
  const echoed: ApplicationValues = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 2100) : value]),
  );
  return handlePublicForm({
    request,
    form,
    checked: checkForm(CertificateApplicationSchema, values, APPLICATION_MESSAGES.required),
    save: submitCertificateApplication,
    saved: () => ({ submitted: true as const }),
    refused: (error, status) => data({ error, values: echoed }, { status }),
    failureMessage: saveFailedMessage,
    context: "certificate application could not be saved",
  });
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
          <ApplicationSubmitted enrollButton={<EnrollButton className={buttonStyles.primary}>Enroll Now</EnrollButton>} />
        ) : (
          <ApplicationForm
            serverError={actionData && "error" in actionData ? actionData.error : null}
            values={actionData && "values" in actionData ? actionData.values : {}}
            enquiryCourse={ENQUIRY_COURSE}
            enquiryButton={
              <EnrollButton defaultCourse={ENQUIRY_COURSE} className={buttonStyles.onDark}>
                Enquire Now
              </EnrollButton>
            }
          />
        )}
      </div>
    </main>
  );
}
