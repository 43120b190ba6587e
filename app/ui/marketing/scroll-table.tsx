import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways inside its own box on small screens, so the page itself never
 * does. The box is focusable so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      {children}
    </div>
  );
}

/** A captioned table of the marketing pages in its scroll box: column headings, then the rows given. */
export function MarketingTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <ScrollTable label={caption}>
      <table className={tableStyles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={tableStyles.head}>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className={tableStyles.headCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollTable>
  );
}

export const tableStyles = {
  table: "w-full min-w-[40rem] border-collapse text-left text-sm",
  head: "bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase",
  headCell: "px-4 py-3",
  row: "border-t border-gray-100 align-top",
  cell: "px-4 py-3 text-gray-800",
} as const;
