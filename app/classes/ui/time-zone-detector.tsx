import { useEffect } from "react";
import { useFetcher } from "react-router";

/**
 * Class reminders show the time in the student's own zone. The first time the dashboard opens in a browser
 * and no zone is on record, it reports the browser's; /account keeps it only while none is known. Renders nothing.
 */
export function TimeZoneDetector({ known }: { known: string | null }) {
  const { submit, state } = useFetcher();
  useEffect(() => {
    if (known !== null || state !== "idle") return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) void submit({ intent: "detect-time-zone", timeZone }, { method: "post", action: "/account" });
    // Once per page load: the answer revalidates the dashboard, whose profile then knows the zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);
  return null;
}
