import type { Statistic } from "~/content/page-blocks";

/** Figures as cards, each with a caption and an optional sentence of context ('Why This Course Is Critical'). */
export function StatCardGrid({ stats, columns = 3 }: { stats: readonly Statistic[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {stats.map((stat) => (
        <li key={`${stat.value}-${stat.label}`} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <p className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</p>
          <p className="mt-1 font-semibold text-gray-900">{stat.label}</p>
          {stat.detail ? <p className="mt-2 text-sm text-gray-700">{stat.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}
