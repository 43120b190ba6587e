import { CheckCircle2, type LucideIcon } from "lucide-react";
import type { BenefitItem } from "~/content/page-blocks";
import { CardGrid } from "./card-grid";

/** Benefit or reason cards: an icon (a tick unless the item has its own), a title (h3, under the section's h2) and a description. */
export function BenefitCardGrid({
  items,
  columns = 3,
}: {
  items: readonly (BenefitItem & { icon?: LucideIcon })[];
  columns?: 2 | 3 | 4;
}) {
  const wide = columns === 4 ? "lg:grid-cols-4" : columns === 2 ? "" : "lg:grid-cols-3";
  return (
    <CardGrid items={items} itemKey={(item) => item.title} className={`grid gap-6 sm:grid-cols-2 ${wide}`}>
      {({ icon: Icon = CheckCircle2, title, description }) => (
        <>
          <Icon aria-hidden="true" className="size-7 text-brand-600" />
          <h3 className="mt-3 text-lg font-bold text-gray-900">{title}</h3>
          <p className="mt-2 text-gray-700">{description}</p>
        </>
      )}
    </CardGrid>
  );
}
