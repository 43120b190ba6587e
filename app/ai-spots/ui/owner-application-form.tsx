import { useState } from "react";
import type { useFetcher } from "react-router";
import {
  DEFAULT_SPOT_COUNTRY,
  firstOwnerApplicationError,
  OWNER_CONSENT_TEXT,
  OWNER_FIELD_LIMITS as LIMITS,
  SPOT_COUNTRIES,
  TYPES_OF_PLACE,
  type OwnerApplicationField,
  type OwnerFormResult,
} from "~/ai-spots/ai-spots";
import { CheckboxField, SelectField, TextField } from "~/ui/forms/field";
import { asOptions } from "~/ui/forms/options";
import { ErrorBanner, HoneypotField, SubmitButton } from "~/ui/forms/form-controls";
import { buttonStyles } from "~/ui/marketing/button-styles";

/** The venue owner's application (spec 3 §4 "Owner form", §5 "Owner application"), sent without leaving the page. */
export function OwnerApplicationForm({
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
  /** A text field's name, its length limit, and what was typed before a refused send. */
  const fieldOf = (name: OwnerApplicationField) => ({ name, maxLength: LIMITS[name], defaultValue: value(name) });

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
        <TextField label="Spot Name" required {...fieldOf("Name")} />
        <SelectField
          label="Type of Place"
          name="Type_of_Place"
          required
          placeholder="Select type of place"
          options={asOptions(TYPES_OF_PLACE)}
          defaultValue={value("Type_of_Place")}
        />
      </div>
      <TextField label="Address" required autoComplete="address-line1" {...fieldOf("Address")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Country"
          name="Country"
          required
          options={asOptions(SPOT_COUNTRIES)}
          defaultValue={value("Country") || DEFAULT_SPOT_COUNTRY}
        />
        <TextField label="State" required {...fieldOf("State")} />
        <TextField label="City" required {...fieldOf("City")} />
        <TextField label="Pin / Zip Code" required autoComplete="postal-code" {...fieldOf("Pin_Zip")} />
        <TextField label="Telephone" type="tel" required {...fieldOf("Telephone")} />
        <TextField label="Spot Email" type="email" required {...fieldOf("AISpot_Email")} />
        <TextField label="Owner / Manager Name" required autoComplete="name" {...fieldOf("Owner_Manager_Name")} />
        <TextField label="Mobile" type="tel" required autoComplete="tel" {...fieldOf("Mobile")} />
        <TextField label="Email" type="email" required autoComplete="email" {...fieldOf("Email")} />
        <TextField
          label="Cost for a table of 2"
          required
          placeholder="e.g. ₹600 for 2, or ₹200 for 30 minutes"
          {...fieldOf("Price")}
        />
      </div>
      <TextField
        label="Google Maps Link (optional)"
        type="url"
        placeholder="https://maps.google.com/..."
        {...fieldOf("Map_Link")}
      />
      <TextField
        label="Image URL (optional)"
        type="url"
        placeholder="https://..."
        hint="A link starting with https:// to a photo of your venue."
        {...fieldOf("Image_URL")}
      />
      <CheckboxField label={OWNER_CONSENT_TEXT} name="Consent" required defaultChecked={value("Consent") === "on"} />
      <ErrorBanner message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={submitting} busyLabel="Submitting..." className="flex-1">
          Submit Application
        </SubmitButton>
        <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} flex-1`}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
