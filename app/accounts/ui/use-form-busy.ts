import { useNavigation } from "react-router";

/**
 * True while a POST to `pathname` is on its way (and while its redirect loads): buttons show their busy label.
 * On a page with several forms, `intent` picks the one whose hidden `intent` field was sent.
 */
export function useFormBusy(pathname: string, intent?: string) {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction) return false;
  if (intent !== undefined && navigation.formData?.get("intent") !== intent) return false;
  return new URL(navigation.formAction, "http://placeholder.invalid").pathname === pathname;
}
