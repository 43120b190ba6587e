import type { ReactNode } from "react";

/**
 * The top of a marketing page: the page's only <h1>, a lead paragraph and its main buttons,
 * on the brand gradient. `aside` sits on the right on wide screens (a price card, key facts).
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  breadcrumb,
  actions,
  aside,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-700 via-indigo-800 to-indigo-950 px-4 pt-8 pb-14 text-white sm:pt-10 sm:pb-20">
      <div className="mx-auto max-w-7xl">
        {breadcrumb ? <div className="mb-8">{breadcrumb}</div> : null}
        <div className={aside ? "grid items-center gap-10 lg:grid-cols-5" : ""}>
          <div className={aside ? "lg:col-span-3" : "mx-auto max-w-4xl text-center"}>
            {eyebrow ? (
              <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-indigo-50 ring-1 ring-white/20">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
            {subtitle ? <p className="mt-5 text-lg text-indigo-100 sm:text-xl">{subtitle}</p> : null}
            {actions ? <div className={`mt-8 flex flex-wrap gap-3 ${aside ? "" : "justify-center"}`}>{actions}</div> : null}
            {children}
          </div>
          {aside ? <div className="lg:col-span-2">{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}
