import { z } from "zod";
import { checkForm, FIELD_MESSAGES, isAge, isEmailAddress, postedText, saveFailedMessage } from "~/platform";

// spec 3 §2.10, §5 "Certificate application", §8, §9 "Certificate application": the free-certificate
// application form. One schema, run by the browser before sending and by the action before saving.

export const CERTIFICATE_NEEDS = [
  "To move into an AI role",
  "For a promotion or growth in my current role",
  "To strengthen my resume and LinkedIn profile",
  "My employer or college asked for it",
  "For my own learning",
] as const;

export const INTEREST_AREAS = [
  "AI Tools for Productivity",
  "Python + AI Agent Development",
  "Advanced AI Frameworks (LangChain, AutoGen, CrewAI)",
  "AI for Business Strategy",
  "Startups / Entrepreneurship with AI",
] as const;

export const TIMELINES = ["Immediately (next 1 month)", "Within 3-6 months", "Exploring, not sure yet"] as const;

export const YES_NO_CHOICES = {
  recommend: { yes: "Yes, absolutely!", no: "No, not really" },
  permissionPublishFeedback: { yes: "Yes, you may publish", no: "No, keep it private" },
} as const;

export const APPLICATION_MESSAGES = {
  required: "Please fill in all required fields marked with *",
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  invalidMobile: FIELD_MESSAGES.invalidMobile,
  invalidAge: FIELD_MESSAGES.invalidAge,
  interestArea: "Please select at least one interest area",
  timeline: "Please select a timeline",
  rating: "Please provide a rating",
  recommend: "Please indicate if you would recommend this to others",
  permission: "Please indicate permission to publish feedback",
  references: "Please provide both references with names and mobile numbers",
  referenceMobiles: "Please enter valid mobile numbers for both references",
  tooLong: FIELD_MESSAGES.tooLong,
} as const;

export const applicationDatabaseErrorMessage = (message: string) => saveFailedMessage(message, true);
export const applicationUnexpectedErrorMessage = (message: string) => saveFailedMessage(message, false);

export const APPLICATION_FIELD_LIMITS = {
  name: 100,
  email: 254,
  mobile: 20,
  age: 3,
  occupation: 100,
  organization: 150,
  city: 100,
  positiveFeedback: 2000,
  negativeFeedback: 2000,
  ref1Name: 100,
  ref1Mobile: 20,
  ref2Name: 100,
  ref2Mobile: 20,
} as const;

const M = APPLICATION_MESSAGES;

/** spec 3 §5: with spaces removed, 10-15 characters of digits, +, -, spaces or parentheses. */
export function isValidApplicationMobile(mobile: string) {
  return /^[\d+\-() ]{10,15}$/.test(mobile.replace(/\s/g, ""));
}

const text = postedText;
const choice = z.preprocess((value) => (value === "yes" || value === "no" ? value : ""), z.enum(["yes", "no", ""]));

const ApplicationInput = z.object({
  needs_certificate: text,
  name: text,
  email: text,
  mobile: text,
  age: text,
  occupation: text,
  organization: text,
  city: text,
  interest_areas: z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === "string" ? [value] : []),
    z.array(z.unknown()).transform((areas) => areas.filter((area): area is string => typeof area === "string")),
  ),
  timeline: text,
  webinar_attended: choice,
  positiveFeedback: text,
  negativeFeedback: text,
  rating: text,
  recommend: choice,
  permissionPublishFeedback: choice,
  ref1Name: text,
  ref1Mobile: text,
  ref2Name: text,
  ref2Mobile: text,
});

type ApplicationInput = z.output<typeof ApplicationInput>;

/** The spec's checks, in the spec's order: the first message is the one a visitor sees. */
function applicationProblems(input: ApplicationInput): string[] {
  const problems: string[] = [];
  if (!input.name || !input.email || !input.mobile || !input.occupation) problems.push(M.required);
  if (input.email && !isEmailAddress(input.email)) problems.push(M.invalidEmail);
  if (input.mobile && !isValidApplicationMobile(input.mobile)) problems.push(M.invalidMobile);
  if (input.age && !isAge(input.age)) problems.push(M.invalidAge);
  if (!input.interest_areas.some((area) => (INTEREST_AREAS as readonly string[]).includes(area))) problems.push(M.interestArea);
  if (!(TIMELINES as readonly string[]).includes(input.timeline)) problems.push(M.timeline);
  if (input.webinar_attended === "yes") {
    if (!/^[1-5]$/.test(input.rating)) problems.push(M.rating);
    if (!input.recommend) problems.push(M.recommend);
    if (!input.permissionPublishFeedback) problems.push(M.permission);
  }
  if (!input.ref1Name || !input.ref1Mobile || !input.ref2Name || !input.ref2Mobile) problems.push(M.references);
  else if (!isValidApplicationMobile(input.ref1Mobile) || !isValidApplicationMobile(input.ref2Mobile))
    problems.push(M.referenceMobiles);
  for (const [field, limit] of Object.entries(APPLICATION_FIELD_LIMITS)) {
    if (input[field as keyof typeof APPLICATION_FIELD_LIMITS].length > limit) {
      problems.push(M.tooLong);
      break;
    }
  }
  return problems;
}

const orNull = (value: string) => (value === "" ? null : value);

export const CertificateApplicationSchema = ApplicationInput.superRefine((input, context) => {
  for (const message of applicationProblems(input)) context.addIssue({ code: "custom", message });
}).transform((input) => {
  const attended = input.webinar_attended === "yes";
  return {
    needsCertificate: (CERTIFICATE_NEEDS as readonly string[]).includes(input.needs_certificate) ? input.needs_certificate : null,
    name: input.name,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    age: input.age ? Number(input.age) : null,
    occupation: input.occupation,
    organization: orNull(input.organization),
    city: orNull(input.city),
    interestAreas: INTEREST_AREAS.filter((area) => input.interest_areas.includes(area)),
    timeline: input.timeline,
    webinarAttended: attended,
    // spec 3 §5: without a webinar, feedback is null, rating 0, recommend and permission false.
    positiveFeedback: attended ? orNull(input.positiveFeedback) : null,
    negativeFeedback: attended ? orNull(input.negativeFeedback) : null,
    rating: attended ? Number(input.rating) : 0,
    recommend: attended && input.recommend === "yes",
    permissionPublishFeedback: attended && input.permissionPublishFeedback === "yes",
    ref1Name: input.ref1Name,
    ref1Mobile: input.ref1Mobile,
    ref2Name: input.ref2Name,
    ref2Mobile: input.ref2Mobile,
  };
});

export type CertificateApplication = z.output<typeof CertificateApplicationSchema>;

/** What the applicant has typed and chosen so far, as the schema reads it. */
export type ApplicationValues = Record<string, unknown>;

/** One typed field of `values` ('' when absent). */
export function textValue(values: ApplicationValues, field: string): string {
  const value = values[field];
  return typeof value === "string" ? value : "";
}

/** A form's fields as the schema reads them (interest areas are a list of checkboxes). */
export function applicationValuesFromForm(form: FormData): ApplicationValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || key === "interest_areas") continue;
    values[key] = value;
  }
  values.interest_areas = form.getAll("interest_areas").filter((value) => typeof value === "string");
  return values;
}

/** The message to show, or null when the application may be sent. */
export function firstApplicationError(values: ApplicationValues): string | null {
  const checked = checkForm(CertificateApplicationSchema, values, M.required);
  return checked.ok ? null : checked.message;
}

// ── Progress through the sections (docs/decisions/0011-certificate-application-progress.md).

export interface ApplicationSectionProgress {
  id: string;
  title: string;
  complete: boolean;
}

export function applicationProgress(values: Record<string, unknown>): {
  sections: ApplicationSectionProgress[];
  completed: number;
  total: number;
} {
  const input = ApplicationInput.parse(values);
  const sections: ApplicationSectionProgress[] = [
    {
      id: "certificate-need",
      title: "Certificate Need",
      complete: (CERTIFICATE_NEEDS as readonly string[]).includes(input.needs_certificate),
    },
    {
      id: "personal-information",
      title: "Personal Information",
      complete:
        input.name !== "" &&
        isEmailAddress(input.email) &&
        isValidApplicationMobile(input.mobile) &&
        input.occupation !== "" &&
        (input.age === "" || isAge(input.age)),
    },
    {
      id: "interest-and-timeline",
      title: "Interest & Timeline",
      complete:
        input.interest_areas.some((area) => (INTEREST_AREAS as readonly string[]).includes(area)) &&
        (TIMELINES as readonly string[]).includes(input.timeline),
    },
    { id: "webinar-experience", title: "Webinar Experience", complete: input.webinar_attended !== "" },
  ];
  if (input.webinar_attended === "yes") {
    sections.push({
      id: "feedback",
      title: "Feedback & Rating",
      complete: /^[1-5]$/.test(input.rating) && input.recommend !== "" && input.permissionPublishFeedback !== "",
    });
  }
  sections.push({
    id: "references",
    title: "Required References",
    complete:
      isValidApplicationMobile(input.ref1Mobile) &&
      isValidApplicationMobile(input.ref2Mobile) &&
      input.ref1Name !== "" &&
      input.ref2Name !== "",
  });
  return { sections, completed: sections.filter((section) => section.complete).length, total: sections.length };
}
