import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { validateForm, type FieldErrors } from "~/accounts/account-schemas";

/**
 * Runs the form's zod schema in the browser as the visitor leaves and edits fields, stopping a wrong submit. The
 * server runs the same schema, so without JavaScript the same messages come back.
 */
export function useInstantValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());

  useEffect(() => {
    // A new answer from the server replaces what the browser showed.
    for (const field of Object.keys(serverErrors ?? {})) touched.current.add(field);
    setErrors(serverErrors ?? {});
  }, [serverErrors]);

  function currentErrors(form: HTMLFormElement) {
    return validateForm(schema, Object.fromEntries(new FormData(form))).errors;
  }

  function showTouched(form: HTMLFormElement) {
    const all = currentErrors(form);
    setErrors(Object.fromEntries(Object.entries(all).filter(([field]) => touched.current.has(field))));
  }

  function fieldName(target: EventTarget) {
    return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
      ? target.name
      : "";
  }

  const formProps = {
    noValidate: true,
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (!name || event.target.getAttribute("type") === "hidden") return;
      touched.current.add(name);
      showTouched(event.currentTarget);
    },
    onChange(event: ChangeEvent<HTMLFormElement>) {
      if (touched.current.has(fieldName(event.target))) showTouched(event.currentTarget);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const all = currentErrors(form);
      const invalid = Object.keys(all);
      if (invalid.length === 0) return;
      event.preventDefault();
      for (const field of invalid) touched.current.add(field);
      setErrors(all);
      const first = Array.from(form.elements).find(
        (element): element is HTMLInputElement => element instanceof HTMLInputElement && invalid.includes(element.name),
      );
      first?.focus();
    },
  };

  return { errors, formProps };
}
