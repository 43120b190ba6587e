import { forwardedAuthCookies } from "./auth/auth-cookies.server";
import { getAuth } from "./auth/auth.server";

/** Ends this browser's session in the database; the returned headers clear its cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const auth = await getAuth();
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return forwardedAuthCookies(headers);
}
