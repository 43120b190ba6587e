import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** Copies `text`; says so for two seconds (also to screen readers). */
export function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className={`inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 ${className}`}
      >
        {state === "copied" ? (
          <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        {label}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {state === "copied" ? "Copied!" : state === "failed" ? "Copy failed: select the text and copy it yourself" : ""}
      </span>
    </span>
  );
}
