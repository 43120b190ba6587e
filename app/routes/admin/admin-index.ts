import { redirect } from "react-router";

/** `/admin` has no screen of its own: it opens the first one (which shows the gate to non-admins). */
export function loader() {
  return redirect("/admin/sessions");
}
