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
  "block w-full rounded-lg border bg-white px-3 text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-gray-100";
const sizeClass = { regular: "py-2.5 shadow-sm", compact: "py-2" };

interface FieldProps {
  label: string;
  /** The posted name; also the control's id unless `id` is given. */
  name: string;
  /** The control's id where it differs from the name (several forms of one page post the same name). */
  id?: string;
  /** The label is read by screen readers only (a search box whose placeholder and button say what it is). */
  labelHidden?: boolean;
  /** The smaller control of the admin screens' filter bars and row forms. */
  compact?: boolean;
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
function FieldLabel({
  label,
  id,
  required,
  labelHidden,
}: Pick<FieldProps, "label" | "required" | "labelHidden"> & { id: string }) {
  if (labelHidden) {
    return (
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
    );
  }
  return (
    <div className="mb-1 text-sm font-medium text-gray-800">
      <label htmlFor={id}>{label}</label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** The control's id, border, aria-invalid and aria-describedby for its hint and message. */
function described({ id, hint, error, compact }: Pick<FieldProps, "hint" | "error" | "compact"> & { id: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    className: `${controlClass} ${sizeClass[compact ? "compact" : "regular"]} ${error ? "border-red-600" : "border-gray-300"}`,
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(ids ? { "aria-describedby": ids } : {}),
  };
}

function FieldNotes({ id, hint, error }: Pick<FieldProps, "hint" | "error"> & { id: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className">;

/** A field's wrapper: its label above the control, its hint and message below. */
function FieldFrame({
  id,
  label,
  labelHidden,
  required,
  hint,
  error,
  className,
  children,
}: Omit<FieldProps, "name" | "compact"> & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel label={label} id={id} required={required} labelHidden={labelHidden} />
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's props split into its frame's (label, hint, message, place) and its control's (name, id, aria, the rest). */
function splitField<Control extends object>({
  label,
  name,
  id = name,
  labelHidden,
  compact,
  required,
  hint,
  error,
  className,
  ...rest
}: FieldProps & Control) {
  return {
    frame: { id, label, labelHidden, required, hint, error, className },
    control: { name, required, ...described({ id, hint, error, compact }), ...rest },
  };
}

export function TextField(props: FieldProps & InputProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input type="text" {...control} />
    </FieldFrame>
  );
}

/** A type-ahead search box: it posts nothing, the suggestion chosen from its results fills the form. */
export function SuggestionSearchField({
  label,
  id,
  labelHidden,
  compact,
  hint,
  error,
  className,
  ...input
}: Omit<FieldProps, "name" | "id" | "required"> & { id: string } & Omit<InputProps, "type">) {
  return (
    <FieldFrame {...{ id, label, labelHidden, hint, error, className }}>
      <input type="search" autoComplete="off" {...described({ id, hint, error, compact })} {...input} />
    </FieldFrame>
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
export function PasswordField(props: FieldProps & Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input {...control} type={visible ? "text" : "password"} className={`${control.className} pr-12`} />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`Show ${frame.label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={frame.id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-brand-700"
        >
          {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
        </button>
      </div>
    </FieldFrame>
  );
}

export function TextAreaField(
  props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "className">,
) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

export function SelectField({
  placeholder,
  options,
  ...field
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "className"> & {
    placeholder?: string;
    options: readonly { value: string; label: string }[];
  }) {
  const { frame, control } = splitField(field);
  return (
    <FieldFrame {...frame}>
      <select {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** One checkbox with its label beside it (a consent, an 'active' switch). */
export function CheckboxField({
  label,
  name,
  id = name,
  required,
  className,
  ...input
}: Omit<FieldProps, "label" | "hint" | "error" | "labelHidden" | "compact"> & { label: ReactNode } & Omit<InputProps, "type">) {
  return (
    <div className={`flex items-start gap-3 ${className ?? ""}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        {...(required ? { "aria-required": true } : {})}
        className="mt-1 size-4 accent-brand-600"
        {...input}
      />
      <label htmlFor={id} className="text-sm text-gray-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
    </div>
  );
}

/** A table row's tick box (select this row): the row's own cell shows its name, screen readers hear `label`. */
export function RowCheckbox({
  label,
  ...input
}: { label: string; id: string; name: string } & Omit<InputProps, "type" | "aria-label">) {
  return <input type="checkbox" aria-label={label} className="mt-1 size-4 accent-brand-600" {...input} />;
}

/** A question answered by one choice (radio) or several (checkbox), each option a labelled box. */
export function ChoiceGroup({
  legend,
  name,
  id = name,
  type = "radio",
  options,
  defaultValues,
  required,
  compact,
}: {
  legend: string;
  name: string;
  /** The options' id prefix where several groups of one page post the same name. */
  id?: string;
  type?: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  defaultValues: readonly string[];
  required?: boolean;
  /** The admin screens' row forms: the options in one line, without boxes. */
  compact?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={compact ? "mt-1 flex flex-wrap gap-4" : "mt-2 grid gap-2 sm:grid-cols-2"}>
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className={
              compact
                ? "flex items-center gap-2 text-sm text-gray-800"
                : "flex items-start gap-2 rounded-lg border border-gray-200 px-3 py-2.5 text-gray-900"
            }
          >
            <input
              id={`${id}-${index}`}
              type={type}
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
              className={compact ? "size-4 accent-brand-600" : "mt-1 size-4 accent-brand-600"}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
