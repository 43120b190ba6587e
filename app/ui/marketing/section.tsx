import { useId, type ReactNode } from "react";

/** A titled band of a marketing page, with an <h2>. `id` makes it a link target (#anchor). */
export function MarketingSection({
  id,
  title,
  intro,
  tone = "white",
  children,
  width = "wide",
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "muted" | "brand";
  children: ReactNode;
  width?: "wide" | "narrow";
}) {
  const headingId = useId();
  const background = tone === "muted" ? "bg-gray-50" : tone === "brand" ? "bg-brand-50" : "bg-white";
  return (
    <section id={id} aria-labelledby={headingId} className={`${background} scroll-mt-32 px-4 py-14 sm:py-20`}>
      <div className={`mx-auto ${width === "wide" ? "max-w-7xl" : "max-w-4xl"}`}>
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-base text-gray-700 sm:text-lg">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
