import type { ToolItem } from "~/content/page-blocks";

/** The AI tools a programme teaches, each with what it is used for. */
export function ToolGrid({ tools }: { tools: readonly ToolItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tools.map((tool) => (
        <li key={tool.name} className="min-w-0 rounded-xl border border-gray-200 bg-white p-3 break-words sm:p-4">
          <p className="font-semibold text-gray-900">{tool.name}</p>
          <p className="mt-1 text-xs text-gray-700 sm:text-sm">{tool.purpose}</p>
        </li>
      ))}
    </ul>
  );
}
