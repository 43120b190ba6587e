import { redirect } from "react-router";
import type { Route } from "./+types/vive-coding";

// Both spellings reach the Vibe Coding page; /courses/vibe-coding is canonical
// (docs/decisions/0007-copy-and-wording.md). Permanent, and the query string is kept.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/courses/vibe-coding${search}`, 301);
}
