import type { ReactNode } from "react";

/** One titled card of the dashboard; the heading names the region for screen readers. */
export function DashboardSection({
  id,
  title,
  icon,
  action,
  children,
  className = "",
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900 sm:text-xl">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A quiet note for an empty state (not enrolled, nothing yet): information, not an error. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-5 text-sm text-gray-700">{children}</div>
  );
}
