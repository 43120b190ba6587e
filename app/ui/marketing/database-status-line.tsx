import { Database } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type { DatabaseStatus } from "~/platform";
import { useCspNonce } from "~/ui/csp-nonce";

const CHECKING = '<span aria-hidden="true" class="size-2 rounded-full bg-gray-300"></span>Checking live data…';

/**
 * The home page's database line (spec 1 §2). The page is prerendered and hydrates late, so a small inline script
 * fetches the figure as soon as the line is parsed; React never re-renders what that script writes.
 */
export function DatabaseStatusLine() {
  const lineId = useId();
  const line = useRef<HTMLParagraphElement>(null);
  const nonce = useCspNonce();
  useEffect(() => showDatabaseStatus(line.current), []);
  return (
    <>
      <p
        ref={line}
        id={lineId}
        className="flex min-h-11 items-center justify-center gap-2 bg-gray-50 px-4 py-3 text-center text-xs text-gray-700"
        data-testid="database-status"
        aria-live="polite"
        aria-busy="true"
        suppressHydrationWarning
      >
        <Database aria-hidden="true" className="size-4" />
        <span className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CHECKING }} />
      </p>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `(${showDatabaseStatus.toString()})(document.getElementById(${JSON.stringify(lineId)}))`,
        }}
      />
    </>
  );
}

/** Runs in the browser, inline or from the effect, so it is self-contained (serialised with Function#toString). */
function showDatabaseStatus(line: HTMLElement | null) {
  if (!line || line.dataset.state) return;
  line.dataset.state = "checking";
  const show = (status: DatabaseStatus) => {
    const dot = document.createElement("span");
    dot.setAttribute("aria-hidden", "true");
    dot.className = `size-2 rounded-full ${status.state === "connected" ? "bg-emerald-500" : "bg-amber-500"}`;
    const text =
      status.state === "connected"
        ? `Database connected · ${status.registeredLearners.toLocaleString("en-IN")} registered learners`
        : "Live data is temporarily unavailable. Course details on this page are unaffected.";
    line.dataset.state = status.state;
    line.setAttribute("aria-busy", "false");
    line.lastElementChild?.replaceChildren(dot, text);
  };
  fetch("/api/database-status", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<DatabaseStatus>) : { state: "degraded" as const }))
    .then(show)
    .catch(() => show({ state: "degraded" }));
}
