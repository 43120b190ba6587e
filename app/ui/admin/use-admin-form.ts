import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { formValues, type FormCheck } from "~/platform";

/** What every admin action answers: the green or red message to show (spec 3 §4 "Admin forms"). */
export interface AdminActionResult {
  ok: boolean;
  message: string;
  intent: string;
}

export type StatusMessage = { kind: "success" | "error"; text: string } | null;

/** The names of a form's text (and select) fields, as against its checkboxes. */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];
/** The names of a form's checkboxes. */
type FlagKeys<Values> = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values];

/**
 * An admin form in create or update mode (spec 3 §4): `edit(values)` loads a row, a successful save resets to
 * create mode. The browser checks first; the action runs the same check again on the server.
 */
export function useAdminForm<Values extends object>({
  empty,
  initial,
  check,
}: {
  empty: () => Values;
  /** The first render's values, when `empty` depends on the clock (server and browser must agree). */
  initial?: Values;
  /** `editing`: the row as it was loaded for editing (null in create mode), whose own list values stay allowed. */
  check: (values: Record<string, string>, editing: Values | null) => FormCheck<unknown>;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const [values, setValues] = useState<Values>(() => initial ?? empty());
  const [editing, setEditing] = useState<Values | null>(null);
  const [status, setStatus] = useState<StatusMessage>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    setStatus({ kind: result.ok ? "success" : "error", text: result.message });
    if (result.ok) {
      setValues(empty());
      setEditing(null);
    }
    // Only a new answer from the server changes the form.
  }, [fetcher.data, fetcher.state]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));

  return {
    fetcher,
    values,
    /** The row as it was loaded for editing, null in create mode. */
    editing,
    status,
    busy: fetcher.state !== "idle",
    set,
    /** The name, value and change handler of a text or select field. */
    field<K extends TextKeys<Values>>(name: K) {
      return {
        name: String(name),
        value: values[name] as string,
        onChange: (event: { target: { value: string } }) => set(name, event.target.value as Values[K]),
      };
    },
    /** The name, state and change handler of a checkbox. */
    checkbox<K extends FlagKeys<Values>>(name: K) {
      return {
        name: String(name),
        checked: values[name] as boolean,
        onChange: (event: { target: { checked: boolean } }) => set(name, event.target.checked as Values[K]),
      };
    },
    /** Loads a row for editing and clears any message (spec 3 §2.3). */
    edit(row: Values) {
      setValues(row);
      setEditing(row);
      setStatus(null);
    },
    reset() {
      setValues(empty());
      setEditing(null);
      setStatus(null);
    },
    /** Stops a submit the shared check already refuses, showing its message. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const checked = check(formValues(new FormData(event.currentTarget)), editing);
      if (!checked.ok) {
        event.preventDefault();
        setStatus({ kind: "error", text: checked.message });
      } else {
        setStatus(null);
      }
    },
  };
}
