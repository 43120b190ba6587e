import { Clock, MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { CONTACT_FIELD_LIMITS, CONTACT_PURPOSES, ContactSchema, firstContactError, initialPurpose } from "~/leads";
import { chatLink, phoneLink, siteConfig } from "~/content/site-config";
import { SupportContactItem } from "~/ui/marketing/support-contact";
import { checkForm, saveFailedMessage } from "~/platform";
import { submitContactRequest } from "~/leads/index.server";
import { handlePublicForm, readPublicForm } from "~/platform/index.server";
import { SelectField, TextAreaField, TextField } from "~/ui/forms/field";
import { ErrorBanner, HoneypotField, SubmitButton } from "~/ui/forms/form-controls";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/contact";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact Us",
    description: "Ask about a course, corporate training or AI consulting. We answer course enquiries within 2 hours.",
    path: "/contact",
  });
}

const CONTACT_FIELDS = ["name", "email", "mobile", "purpose", "additional_details"] as const;

export async function action({ request }: Route.ActionArgs) {
  const form = await readPublicForm(request);
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
  return handlePublicForm({
    request,
    form,
    checked: checkForm(ContactSchema, values),
    save: submitContactRequest,
    saved: () => redirect("/contact-success"),
    refused: (error, status) => data({ error, values }, { status }),
    failureMessage: saveFailedMessage,
    context: "contact submission failed",
  });
}

const RESPONSE_TIMES = [
  { topic: "Course enquiries", time: "2 hours" },
  { topic: "Corporate training", time: "4 hours" },
  { topic: "General questions", time: "24 hours" },
];

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const busy = useFormBusy({ action: "/contact" });
  const [errorVisible, setErrorVisible] = useState(true);
  // The form's own check in the browser, with the spec's messages (the browser's tooltips are switched off).
  const [clientError, setClientError] = useState<string | null>(null);
  // Each answer from the action shows its error again.
  const [answerShown, setAnswerShown] = useState(actionData);
  if (actionData !== answerShown) {
    setAnswerShown(actionData);
    setErrorVisible(true);
  }

  const values = actionData?.values;
  const purposeDefault = values?.purpose ?? initialPurpose(searchParams);

  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-700 to-indigo-900 px-4 py-14 text-white">
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">Get in Touch</h1>
          <p className="mx-auto mt-3 max-w-2xl text-indigo-100">
            Questions about a course, a corporate batch or your referral payout? Send us a message and we will get back to you by
            email.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-5">
        <aside className="space-y-6 lg:col-span-2" aria-label="Contact details">
          <div className="rounded-xl border border-gray-200 p-5">
            <h2 className="text-lg font-semibold">Talk to us</h2>
            <ul className="mt-3 space-y-3 text-gray-800">
              <SupportContactItem way="phone" className="flex items-center gap-3" iconClassName="h-5 w-5 text-brand-700" />
              <SupportContactItem way="email" className="flex items-center gap-3" iconClassName="h-5 w-5 text-brand-700" />
            </ul>
          </div>
          <div className="rounded-xl border border-gray-200 p-5">
            <h2 className="text-lg font-semibold">Response times</h2>
            <dl className="mt-3 space-y-2">
              {RESPONSE_TIMES.map((entry) => (
                <div key={entry.topic} className="flex justify-between gap-4">
                  <dt className="text-gray-700">{entry.topic}</dt>
                  <dd className="font-semibold">{entry.time}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-xl border border-gray-200 p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" /> Office hours
            </h2>
            <ul className="mt-3 space-y-1 text-gray-800">
              {siteConfig.officeHours.map((hours) => (
                <li key={hours}>{hours}</li>
              ))}
            </ul>
          </div>
        </aside>

        <section className="lg:col-span-3" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            Send us a message
          </h2>
          <Form
            method="post"
            aria-labelledby="contact-form-title"
            className="relative mt-6 space-y-5"
            onChange={() => {
              setErrorVisible(false);
              setClientError(null);
            }}
            onSubmit={(event) => {
              const message = firstContactError(Object.fromEntries(new FormData(event.currentTarget)));
              setClientError(message);
              if (message) event.preventDefault();
            }}
            noValidate
          >
            <HoneypotField />
            <TextField
              label="Full Name"
              name="name"
              required
              autoComplete="name"
              maxLength={CONTACT_FIELD_LIMITS.name}
              defaultValue={values?.name}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Email"
                name="email"
                type="email"
                required
                autoComplete="email"
                maxLength={CONTACT_FIELD_LIMITS.email}
                defaultValue={values?.email}
              />
              <TextField
                label="Mobile"
                name="mobile"
                type="tel"
                required
                autoComplete="tel"
                maxLength={CONTACT_FIELD_LIMITS.mobile}
                defaultValue={values?.mobile}
              />
            </div>
            <SelectField
              label="Purpose"
              name="purpose"
              required
              placeholder="Select a purpose"
              options={CONTACT_PURPOSES}
              defaultValue={purposeDefault}
              key={purposeDefault}
            />
            <TextAreaField
              label="Additional Details (optional)"
              name="additional_details"
              rows={5}
              maxLength={CONTACT_FIELD_LIMITS.additional_details}
              defaultValue={values?.additional_details}
            />
            {clientError ? (
              <ErrorBanner message={clientError} />
            ) : errorVisible ? (
              <ErrorBanner message={actionData?.error} />
            ) : null}
            <SubmitButton busy={busy} busyLabel="Sending...">
              Send Message
            </SubmitButton>
          </Form>
        </section>
      </div>

      <div data-floating="contact-buttons" className="fixed bottom-5 left-5 z-30 flex flex-col gap-3">
        <a
          href={chatLink("Hello! I have a question about your courses.")}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
        >
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
        </a>
        <a
          href={phoneLink}
          aria-label="Call us"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
        >
          <Phone aria-hidden="true" className="h-6 w-6" />
        </a>
      </div>
    </main>
  );
}
