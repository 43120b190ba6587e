import type { ReactNode } from "react";

/** One titled card of the /account page; the heading names the region for screen readers. */
export function AccountSection({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "danger";
  children: ReactNode;
}) {
  const border = tone === "danger" ? "border-red-200" : "border-gray-200";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl border ${border} bg-white p-5 shadow-sm sm:p-6`}
    >
      <h2 id={`${id}-title`} className={`text-lg font-bold sm:text-xl ${tone === "danger" ? "text-red-800" : "text-gray-900"}`}>
        {title}
      </h2>
      {intro ? <div className="mt-1 space-y-2 text-sm text-gray-700">{intro}</div> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
