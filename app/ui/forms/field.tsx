import { Eye, EyeOff } from "lucide-react";
import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { MAX_AGE, MIN_AGE } from "~/platform";

// The one field family of the site's forms (public, account and admin): a label tied to its control, a star on
// required fields, and the field's own message underneath, announced with aria-invalid and aria-describedby.

const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-gray-100";

interface FieldProps {
  label: string;
  /** The posted name; also the control's id. */
  name: string;
  required?: boolean;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** This field's message, shown under the control. */
  error?: string;
  /** Classes of the field's wrapper (its place in a grid). */
  className?: string;
}

/** The star of a required field; screen readers hear the control's own `required` instead. */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** The star sits beside the label, not in it: the label's text is exactly the field's name. */
function FieldLabel({ label, name, required }: Pick<FieldProps, "label" | "name" | "required">) {
  return (
    <div className="mb-1 text-sm font-medium text-gray-800">
      <label htmlFor={name}>{label}</label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** The control's border, aria-invalid and aria-describedby for its hint and message. */
function described({ name, hint, error }: Pick<FieldProps, "name" | "hint" | "error">) {
  const ids = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return {
    className: `${controlClass} ${error ? "border-red-600" : "border-gray-300"}`,
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(ids ? { "aria-describedby": ids } : {}),
  };
}

function FieldNotes({ name, hint, error }: Pick<FieldProps, "name" | "hint" | "error">) {
  return (
    <>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className">;

export function TextField({ label, name, required, hint, error, className, ...input }: FieldProps & InputProps) {
  return (
    <div className={className}>
      <FieldLabel label={label} name={name} required={required} />
      <input id={name} name={name} type="text" required={required} {...described({ name, hint, error })} {...input} />
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

/** A 6-digit code from an authenticator app: the phone's number pad, and the code the phone offers to fill in. */
export function OneTimeCodeField(props: Omit<FieldProps & InputProps, "type" | "inputMode" | "autoComplete" | "pattern">) {
  return (
    <TextField type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} {...props} />
  );
}

/** A person's age in whole years, within the site's limits. */
export function AgeField(props: Omit<FieldProps & InputProps, "label" | "name" | "type" | "inputMode" | "min" | "max">) {
  return <TextField label="Age" name="age" type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} {...props} />;
}

/** A password input with its own show/hide toggle (spec 1 §2). */
export function PasswordField({
  label,
  name,
  required,
  hint,
  error,
  className,
  ...input
}: FieldProps & Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  const control = described({ name, hint, error });
  return (
    <div className={className}>
      <FieldLabel label={label} name={name} required={required} />
      <div className="relative">
        <input
          id={name}
          name={name}
          type={visible ? "text" : "password"}
          required={required}
          {...control}
          className={`${control.className} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={name}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-brand-700"
        >
          {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
        </button>
      </div>
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  required,
  hint,
  error,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "className">) {
  return (
    <div className={className}>
      <FieldLabel label={label} name={name} required={required} />
      <textarea id={name} name={name} required={required} {...described({ name, hint, error })} {...textarea} />
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  required,
  hint,
  error,
  className,
  placeholder,
  options,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "className"> & {
    placeholder?: string;
    options: readonly { value: string; label: string }[];
  }) {
  return (
    <div className={className}>
      <FieldLabel label={label} name={name} required={required} />
      <select id={name} name={name} required={required} {...described({ name, hint, error })} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

/** One checkbox with its label beside it (a consent, an 'active' switch). */
export function CheckboxField({
  label,
  name,
  required,
  className,
  ...input
}: Omit<FieldProps, "label" | "hint" | "error"> & { label: ReactNode } & Omit<InputProps, "type">) {
  return (
    <div className={`flex items-start gap-3 ${className ?? ""}`}>
      <input
        id={name}
        type="checkbox"
        name={name}
        {...(required ? { "aria-required": true } : {})}
        className="mt-1 size-4 accent-brand-600"
        {...input}
      />
      <label htmlFor={name} className="text-sm text-gray-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
    </div>
  );
}

/** A question answered by one choice (radio) or several (checkbox), each option a labelled box. */
export function ChoiceGroup({
  legend,
  name,
  type = "radio",
  options,
  defaultValues,
  required,
}: {
  legend: string;
  name: string;
  type?: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  defaultValues: readonly string[];
  required?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${name}-${index}`}
            className="flex items-start gap-2 rounded-lg border border-gray-200 px-3 py-2.5 text-gray-900"
          >
            <input
              id={`${name}-${index}`}
              type={type}
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
              className="mt-1 size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
