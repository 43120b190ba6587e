import type { ReactNode } from "react";

/** A figure with its icon and label, in the tile row above an admin list. */
export function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      <span className="flex items-center gap-2 text-sm font-medium text-gray-700">
        <span className="text-brand-700">{icon}</span>
        {label}
      </span>
      <span className="mt-2 block text-3xl font-bold text-gray-900">{value}</span>
    </li>
  );
}
