import { Check, CheckCircle2 } from "lucide-react";

/** A list of benefits or features, each with a check mark. */
export function CheckList({
  items,
  tone = "light",
  columns = 1,
}: {
  items: readonly string[];
  tone?: "light" | "dark";
  columns?: 1 | 2;
}) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckCircle2
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${tone === "dark" ? "text-emerald-300" : "text-emerald-600"}`}
          />
          <span className={tone === "dark" ? "text-indigo-50" : "text-gray-800"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A plain list whose items each follow a green tick (outcomes, projects, terms); the list's spacing is the caller's. */
export function TickList({
  items,
  className,
  itemClassName = "flex gap-2",
}: {
  items: readonly string[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Technology or tool names as small chips. `color` gives each chip its own Tailwind classes. */
export function ChipList({ items, label }: { items: ReadonlyArray<string | { name: string; color: string }>; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => {
        const name = typeof item === "string" ? item : item.name;
        const color = typeof item === "string" ? "bg-brand-50 text-brand-800" : item.color;
        return (
          <li key={name} className={`rounded-full px-3 py-1 text-sm font-medium ${color}`}>
            {name}
          </li>
        );
      })}
    </ul>
  );
}

const TECHNOLOGY_CHIPS = {
  brand: "rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800",
  pink: "rounded-full bg-pink-50 px-3 py-1 text-sm font-medium text-pink-800",
};

/** Technologies by category: a card for each category, with its technologies as chips. */
export function TechnologyGroups({
  groups,
  tone = "brand",
}: {
  groups: readonly { category: string; items: readonly string[] }[];
  tone?: keyof typeof TECHNOLOGY_CHIPS;
}) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <div key={group.category} className="rounded-2xl border border-gray-200 bg-white p-6">
          <dt className="font-bold text-gray-900">{group.category}</dt>
          <dd className="mt-3 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <span key={item} className={TECHNOLOGY_CHIPS[tone]}>
                {item}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
