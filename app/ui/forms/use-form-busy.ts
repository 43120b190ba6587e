import { useNavigation } from "react-router";

/** Which form's POST: its action's path, its hidden `intent`, any other hidden fields it sends. */
export interface BusyForm {
  action?: string;
  intent?: string;
  fields?: Record<string, string>;
  /** Stay busy while the answer's redirect loads (a form that leaves the page), not only while it is sent. */
  untilLoaded?: boolean;
}

/** A form action's path without its query or a trailing slash ('/ai-readiness-quiz/?spot=x' → '/ai-readiness-quiz'). */
const pathOf = (action: string) => new URL(action, "http://placeholder.invalid").pathname.replace(/(.)\/+$/, "$1");

/** True while this form's POST is on its way: its button shows its busy label (the site's one busy check of a form). */
export function useFormBusy({ action, intent, fields = {}, untilLoaded = false }: BusyForm = {}): boolean {
  const navigation = useNavigation();
  if (untilLoaded ? navigation.state === "idle" : navigation.state !== "submitting") return false;
  if (navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction) return false;
  if (action !== undefined && pathOf(navigation.formAction) !== pathOf(action)) return false;
  if (intent !== undefined && navigation.formData?.get("intent") !== intent) return false;
  return Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
}
