import type { Stat } from "~/content/stats";
import { FigureList } from "./figure-list";

/** A row of headline figures (10000+ students, 95% success, ...). */
export function StatsBand({
  stats,
  label = "Our results in numbers",
  tone = "dark",
}: {
  stats: readonly Stat[];
  label?: string;
  tone?: "dark" | "light";
}) {
  const dark = tone === "dark";
  return (
    <section aria-label={label} className={dark ? "bg-gray-900 px-4 py-12 text-white" : "bg-brand-50 px-4 py-12"}>
      <FigureList
        figures={stats}
        className="mx-auto grid max-w-6xl grid-cols-2 gap-8 text-center md:grid-cols-4"
        itemClassName="gap-1"
        labelClassName={dark ? "text-sm text-gray-300 sm:text-base" : "text-sm text-gray-700 sm:text-base"}
        valueClassName={dark ? "text-3xl font-extrabold sm:text-4xl" : "text-3xl font-extrabold text-brand-700 sm:text-4xl"}
      />
    </section>
  );
}
