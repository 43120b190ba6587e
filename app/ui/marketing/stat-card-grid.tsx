import type { Statistic } from "~/content/page-blocks";
import { CardGrid } from "./card-grid";

/** Figures as cards, each with a caption and an optional sentence of context ('Why This Course Is Critical'). */
export function StatCardGrid({ stats, columns = 3 }: { stats: readonly Statistic[]; columns?: 3 | 4 }) {
  return (
    <CardGrid
      items={stats}
      itemKey={(stat) => `${stat.value}-${stat.label}`}
      className={`grid gap-4 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
    >
      {(stat) => (
        <>
          <p className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</p>
          <p className="mt-1 font-semibold text-gray-900">{stat.label}</p>
          {stat.detail ? <p className="mt-2 text-sm text-gray-700">{stat.detail}</p> : null}
        </>
      )}
    </CardGrid>
  );
}
