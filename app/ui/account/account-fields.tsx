import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";

const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id"> {
  label: string;
  name: string;
  error?: string;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function errorProps(name: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};
}

/** A labelled input with its message underneath, tied together for screen readers. */
export function AccountField({ label, name, error, className, ...input }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={name} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        className={`${inputClass} ${error ? "border-red-600" : "border-gray-300"}`}
        {...errorProps(name, error)}
        {...input}
      />
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}

/** A password input with its own show/hide toggle (spec 1 §2). */
export function PasswordField({ label, name, error, className, ...input }: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={name} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={name}
          name={name}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-12 ${error ? "border-red-600" : "border-gray-300"}`}
          {...errorProps(name, error)}
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
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}
