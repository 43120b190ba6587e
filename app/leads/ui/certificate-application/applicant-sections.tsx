import { CERTIFICATE_NEEDS, INTEREST_AREAS, TIMELINES, textValue, type ApplicationValues } from "~/leads/certificate-application";
import { AgeField, ChoiceGroup, TextField } from "~/ui/forms/field";
import { asOptions } from "~/ui/forms/options";
import { fieldOf, FormSection } from "./form-section";

/** Sections 1 to 4: why the certificate, who is applying, what interests them, and whether they joined a webinar. */
export function ApplicantSections({ values }: { values: ApplicationValues }) {
  return (
    <>
      <FormSection id="certificate-need" number={1} title="Certificate Need">
        <ChoiceGroup
          legend="Why do you need an AI certificate?"
          name="needs_certificate"
          options={asOptions(CERTIFICATE_NEEDS)}
          defaultValues={[textValue(values, "needs_certificate")]}
        />
      </FormSection>

      <FormSection id="personal-information" number={2} title="Personal Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full Name" required autoComplete="name" {...fieldOf(values, "name")} />
          <TextField label="Email" type="email" required autoComplete="email" {...fieldOf(values, "email")} />
          <TextField label="Mobile" type="tel" required autoComplete="tel" {...fieldOf(values, "mobile")} />
          <AgeField defaultValue={textValue(values, "age")} />
          <TextField label="Occupation" required {...fieldOf(values, "occupation")} />
          <TextField label="Organization" autoComplete="organization" {...fieldOf(values, "organization")} />
          <TextField label="City" autoComplete="address-level2" {...fieldOf(values, "city")} />
        </div>
      </FormSection>

      <FormSection id="interest-and-timeline" number={3} title="Interest & Timeline">
        <ChoiceGroup
          legend="Which areas interest you most?"
          required
          type="checkbox"
          name="interest_areas"
          options={asOptions(INTEREST_AREAS)}
          defaultValues={Array.isArray(values.interest_areas) ? (values.interest_areas as string[]) : []}
        />
        <ChoiceGroup
          legend="When do you plan to start?"
          required
          name="timeline"
          options={asOptions(TIMELINES)}
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
