import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One fact of a course or session card (duration, format) in a description list: the icon stands for the term,
 * which screen readers still hear. `compact` is the smaller size of the catalogue's course cards.
 */
export function IconDetail({
  icon: Icon,
  term,
  compact = false,
  children,
}: {
  icon: LucideIcon;
  term: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-center ${compact ? "gap-2" : "gap-3"}`}>
      <dt>
        <Icon aria-hidden="true" className={`${compact ? "size-4" : "size-5"} text-brand-700`} />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={compact ? "font-medium text-gray-900" : undefined}>{children}</dd>
    </div>
  );
}
