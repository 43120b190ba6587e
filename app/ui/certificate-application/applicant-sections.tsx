import {
  APPLICATION_FIELD_LIMITS as LIMITS,
  CERTIFICATE_NEEDS,
  INTEREST_AREAS,
  TIMELINES,
  textValue,
  type ApplicationValues,
} from "~/domain/certificate-application";
import { MAX_AGE, MIN_AGE } from "~/domain/field-schemas";
import { ChoiceGroup, TextField } from "~/ui/forms/field";
import { FormSection } from "./form-section";

/** Sections 1 to 4: why the certificate, who is applying, what interests them, and whether they joined a webinar. */
export function ApplicantSections({ values }: { values: ApplicationValues }) {
  return (
    <>
      <FormSection id="certificate-need" number={1} title="Certificate Need">
        <ChoiceGroup
          legend="Why do you need an AI certificate?"
          name="needs_certificate"
          options={CERTIFICATE_NEEDS.map((need) => ({ value: need, label: need }))}
          defaultValues={[textValue(values, "needs_certificate")]}
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
            min={MIN_AGE}
            max={MAX_AGE}
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
        <ChoiceGroup
          legend="Which areas interest you most?"
          required
          type="checkbox"
          name="interest_areas"
          options={INTEREST_AREAS.map((area) => ({ value: area, label: area }))}
          defaultValues={Array.isArray(values.interest_areas) ? (values.interest_areas as string[]) : []}
        />
        <ChoiceGroup
          legend="When do you plan to start?"
          required
          name="timeline"
          options={TIMELINES.map((timeline) => ({ value: timeline, label: timeline }))}
          defaultValues={[textValue(values, "timeline")]}
        />
      </FormSection>

      <FormSection id="webinar-experience" number={4} title="Webinar Experience">
        <ChoiceGroup
          legend="Have you attended our AI webinar?"
          name="webinar_attended"
          options={[
            { value: "yes", label: "Yes, I attended" },
            { value: "no", label: "No, not yet" },
          ]}
          defaultValues={[textValue(values, "webinar_attended")]}
        />
      </FormSection>
    </>
  );
}
