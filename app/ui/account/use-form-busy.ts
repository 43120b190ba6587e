import { useNavigation } from "react-router";

/** True while a POST to `pathname` is on its way (and while its redirect loads): buttons show their busy label. */
export function useFormBusy(pathname: string) {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction) return false;
  return new URL(navigation.formAction, "http://placeholder.invalid").pathname === pathname;
}
