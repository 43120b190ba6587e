import { Award, GraduationCap } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import {
  applicationProgress,
  applicationValuesFromForm,
  firstApplicationError,
  textValue,
  type ApplicationValues,
} from "~/leads/certificate-application";
import { ErrorBanner, HoneypotField, SubmitButton } from "~/ui/forms/form-controls";
import { ApplicantSections } from "./applicant-sections";
import { ApplicationProgress } from "./application-progress";
import { FeedbackSection } from "./feedback-section";
import { ReferencesSections } from "./references-section";

/**
 * The application in its sections, checked in the browser with the action's own schema. `enquiryButton` opens the
 * enrolment dialog for the full programme (a feature the route passes in).
 */
export function ApplicationForm({
  serverError,
  values,
  enquiryCourse,
  enquiryButton,
}: {
  serverError: string | null;
  values: ApplicationValues;
  enquiryCourse: string;
  enquiryButton: ReactNode;
}) {
  const busy = useFormBusy({ action: "/ai-certificate-application" });
  const [error, setError] = useState<string | null>(serverError);
  const [current, setCurrent] = useState<ApplicationValues>(values);
  // A new answer from the server shows its error again.
  const [shownServerError, setShownServerError] = useState(serverError);
  if (serverError !== shownServerError) {
    setShownServerError(serverError);
    setError(serverError);
  }
  const webinarAttended = textValue(current, "webinar_attended") === "yes";

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
          <GraduationCap aria-hidden="true" className="size-5 shrink-0" /> Want the complete {enquiryCourse} program?
        </p>
        {enquiryButton}
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
        <ApplicationProgress progress={applicationProgress(current)} />
        <ApplicantSections values={values} />
        <div hidden={!webinarAttended}>
          <FeedbackSection values={values} />
        </div>
        <ReferencesSections values={values} webinarAttended={webinarAttended} />

        <div className="space-y-4">
          <ErrorBanner message={error} />
          <SubmitButton busy={busy} busyLabel="Submitting Application..." className="py-3.5 text-lg">
            Submit Application
          </SubmitButton>
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
