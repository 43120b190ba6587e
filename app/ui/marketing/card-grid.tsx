import type { ReactNode } from "react";

/** One white card per item on a grid, as the marketing pages' lists of benefits, steps, roles and projects show them. */
export function CardGrid<Item>({
  items,
  itemKey,
  className,
  ordered = false,
  children,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  className: string;
  /** A numbered list (<ol>): steps, phases, months. */
  ordered?: boolean;
  children: (item: Item, index: number) => ReactNode;
}) {
  const cards = items.map((item, index) => (
    <li key={itemKey(item)} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      {children(item, index)}
    </li>
  ));
  return ordered ? <ol className={className}>{cards}</ol> : <ul className={className}>{cards}</ul>;
}
