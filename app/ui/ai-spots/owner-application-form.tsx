import { useState } from "react";
import type { useFetcher } from "react-router";
import {
  DEFAULT_SPOT_COUNTRY,
  firstOwnerApplicationError,
  OWNER_CONSENT_TEXT,
  OWNER_FIELD_LIMITS as LIMITS,
  SPOT_COUNTRIES,
  TYPES_OF_PLACE,
  type OwnerFormResult,
} from "~/domain/ai-spots";
import { CheckboxField, SelectField, TextField } from "~/ui/forms/field";
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
