import type { ReactNode } from "react";
import { Form } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { primaryButtonClass } from "./admin-page";

/**
 * A plain POST form (it works without JavaScript) for one row: its hidden fields, any fields given as children, then
 * the submit button that names the intent, disabled while this very form is being sent.
 */
export function IntentForm({
  intent,
  fields,
  className,
  buttonClass,
  button,
  children,
}: {
  intent: string;
  /** The hidden fields that say which row, e.g. `{ enrolment_id }`. */
  fields: Record<string, string>;
  className?: string;
  buttonClass: string;
  button: ReactNode;
  children?: ReactNode;
}) {
  const busy = useFormBusy({ intent, fields });
  return (
    <Form method="post" className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClass}>
        {button}
      </button>
    </Form>
  );
}

/** A submit button that names its form's intent; while `busy` it cannot be pressed again and says `busyLabel`. */
export function IntentButton({
  intent,
  busy,
  busyLabel,
  icon,
  className = primaryButtonClass,
  children,
}: {
  intent: string;
  busy: boolean;
  busyLabel: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-busy={busy} className={className}>
      {icon}
      {busy ? busyLabel : children}
    </button>
  );
}
