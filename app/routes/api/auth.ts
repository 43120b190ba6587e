import { getAuth } from "~/accounts/index.server";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (it checks Origin and rate limits on them itself).
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
