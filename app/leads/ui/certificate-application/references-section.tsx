import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import type { ApplicationValues } from "~/leads/certificate-application";
import { TextField } from "~/ui/forms/field";
import { fieldOf, FormSection } from "./form-section";

/** The last two sections: two references, then the declaration the applicant agrees to. */
export function ReferencesSections({ values, webinarAttended }: { values: ApplicationValues; webinarAttended: boolean }) {
  return (
    <>
      <FormSection
        id="references"
        number={webinarAttended ? 6 : 5}
        title="Required References"
        note="Share two friends or colleagues who would enjoy learning AI. We will invite them to sign up for free learning resources or to enroll in our courses."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Reference 1 Name" required {...fieldOf(values, "ref1Name")} />
          <TextField label="Reference 1 Mobile" type="tel" required {...fieldOf(values, "ref1Mobile")} />
          <TextField label="Reference 2 Name" required {...fieldOf(values, "ref2Name")} />
          <TextField label="Reference 2 Mobile" type="tel" required {...fieldOf(values, "ref2Mobile")} />
        </div>
      </FormSection>

      <FormSection id="declaration" number={webinarAttended ? 7 : 6} title="Final Declaration">
        <p className="rounded-lg bg-gray-50 p-4 text-sm leading-relaxed text-gray-800">{DECLARATION_TEXT}</p>
      </FormSection>
    </>
  );
}
