import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlClass =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-gray-100";

interface LabelledProps {
  label: string;
  name: string;
  required?: boolean;
  hint?: ReactNode;
}

function FieldLabel({ label, name, required }: LabelledProps) {
  return (
    <label htmlFor={name} className="block text-sm font-medium text-gray-800">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function TextField({ label, name, required, hint, ...input }: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <FieldLabel label={label} name={name} required={required} />
      <input id={name} name={name} type="text" required={required} className={controlClass} {...input} />
      {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  required,
  ...textarea
}: LabelledProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <FieldLabel label={label} name={name} required={required} />
      <textarea id={name} name={name} required={required} className={controlClass} {...textarea} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  required,
  placeholder,
  options,
  ...select
}: LabelledProps &
  SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <FieldLabel label={label} name={name} required={required} />
      <select id={name} name={name} required={required} className={controlClass} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A red banner for errors, announced to screen readers. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  );
}

/** A green banner for confirmations. */
export function SuccessBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
      {message}
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy}
      className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A field no person fills in; bots that do are turned away quietly. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Leave this field empty</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
