import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

/** Home > Courses > Agentic AI Development. The last item is the current page. */
export function Breadcrumb({ items, tone = "dark" }: { items: readonly BreadcrumbItem[]; tone?: "dark" | "light" }) {
  const linkClass = tone === "dark" ? "text-indigo-100 hover:text-white hover:underline" : "text-brand-700 hover:underline";
  const currentClass = tone === "dark" ? "font-semibold text-white" : "font-semibold text-gray-900";
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className={`size-4 ${tone === "dark" ? "text-indigo-200" : "text-gray-500"}`} />
            ) : null}
            {item.href && index < items.length - 1 ? (
              <Link to={item.href} className={linkClass}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={currentClass}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
