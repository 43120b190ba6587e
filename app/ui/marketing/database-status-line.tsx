import { Database } from "lucide-react";
import { useEffect, useState } from "react";
import type { DatabaseStatus } from "~/domain/database-status";

type LineState = { state: "checking" } | DatabaseStatus;

/**
 * The home page's database connectivity line (spec 1 §2). The page itself is prerendered, so the live figure is
 * fetched from /api/database-status once the page is in the browser; the line keeps its height while it loads.
 */
export function DatabaseStatusLine() {
  const [status, setStatus] = useState<LineState>({ state: "checking" });

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/database-status", { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<DatabaseStatus>) : { state: "degraded" as const }))
      .then(setStatus)
      .catch(() => {
        if (!controller.signal.aborted) setStatus({ state: "degraded" });
      });
    return () => controller.abort();
  }, []);

  return (
    <p
      className="flex min-h-11 items-center justify-center gap-2 bg-gray-50 px-4 py-3 text-center text-xs text-gray-700"
      data-testid="database-status"
      aria-live="polite"
      aria-busy={status.state === "checking"}
    >
      <Database aria-hidden="true" className="size-4" />
      <StatusText status={status} />
    </p>
  );
}

function StatusText({ status }: { status: LineState }) {
  switch (status.state) {
    case "checking":
      return (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-gray-300" />
          Checking live data…
        </>
      );
    case "connected":
      return (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          Database connected · {status.registeredLearners.toLocaleString("en-IN")} registered learners
        </>
      );
    case "degraded":
      return (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
          Live data is temporarily unavailable. Course details on this page are unaffected.
        </>
      );
  }
}
