import type { ReactNode } from "react";

/** Label and value pairs, two columns wide where there is room. */
export function DetailFields({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-gray-600">{label}</dt>
          <dd className="mt-0.5 text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A detail's value, or a dash where there is none. */
export const orDash = (value: string | number | null) => (value === null || value === "" ? "—" : value);
