import type { Stat } from "~/content/stats";

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
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className={dark ? "text-sm text-gray-300 sm:text-base" : "text-sm text-gray-700 sm:text-base"}>{stat.label}</dt>
            <dd className={dark ? "text-3xl font-extrabold sm:text-4xl" : "text-3xl font-extrabold text-brand-700 sm:text-4xl"}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
