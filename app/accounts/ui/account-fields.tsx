import type { ComponentProps } from "react";
import type { FieldErrors } from "~/accounts/account-schemas";
import { AgeField, PasswordField, TextField } from "~/ui/forms/field";

// The fields the account forms share (sign-up, sign-in, forgot and reset password, My Account), built from the
// site's one field family.

/** An e-mail address: the e-mail keyboard and the browser's saved address. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "type" | "autoComplete" | "inputMode">) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The profile's full name, across the form's two columns. */
export function FullNameField({ defaultValue, error }: { defaultValue: string | undefined; error: string | undefined }) {
  return (
    <TextField
      className="sm:col-span-2"
      label="Full Name"
      name="name"
      autoComplete="name"
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** The rest of the profile: mobile number and age side by side, then the occupation. */
export function ProfileDetailFields({
  defaults,
  errors,
}: {
  defaults: { mobile_no?: string; age?: string; occupation?: string };
  errors: FieldErrors;
}) {
  return (
    <>
      <TextField
        label="Mobile Number"
        name="mobile_no"
        type="tel"
        autoComplete="tel"
        required
        defaultValue={defaults.mobile_no}
        error={errors.mobile_no}
      />
      <AgeField required defaultValue={defaults.age} error={errors.age} />
      <TextField
        className="sm:col-span-2"
        label="Occupation"
        name="occupation"
        autoComplete="organization-title"
        required
        defaultValue={defaults.occupation}
        error={errors.occupation}
      />
    </>
  );
}

/** A new password and its confirmation ("Confirm " + the label). */
export function NewPasswordFields({
  label,
  name,
  confirmName,
  errors,
}: {
  label: string;
  name: string;
  confirmName: string;
  errors: FieldErrors;
}) {
  return (
    <>
      <PasswordField label={label} name={name} autoComplete="new-password" required error={errors[name]} />
      <PasswordField
        label={`Confirm ${label}`}
        name={confirmName}
        autoComplete="new-password"
        required
        error={errors[confirmName]}
      />
    </>
  );
}
