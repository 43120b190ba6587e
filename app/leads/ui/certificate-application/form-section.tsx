import type { ReactNode } from "react";
import { APPLICATION_FIELD_LIMITS, textValue, type ApplicationValues } from "~/leads/certificate-application";

/** A text field's name, its length limit, and the applicant's earlier answer (after a refused send). */
export function fieldOf(values: ApplicationValues, name: keyof typeof APPLICATION_FIELD_LIMITS) {
  return { name, maxLength: APPLICATION_FIELD_LIMITS[name], defaultValue: textValue(values, name) };
}

/** One numbered section of the application, linked from the progress box by its id. */
export function FormSection({
  id,
  number,
  title,
  note,
  children,
}: {
  id: string;
  number: number;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-44 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold text-gray-900">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm text-brand-800"
        >
          {number}
        </span>
        {title}
      </h2>
      {note ? <p className="mt-2 text-sm text-gray-700">{note}</p> : null}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}
