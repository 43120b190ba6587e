import { CheckCircle2 } from "lucide-react";

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
