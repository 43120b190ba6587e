import { redirect } from "react-router";
import { carriesSessionCookie } from "./auth-cookies.server";
import { getAuth } from "./auth.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  /** Whether the account proved it owns `email` (docs/decisions/0020-email-verification.md). */
  emailVerified: boolean;
}

/** Whether the request carries better-auth's session cookie (named `…session_token`, `__Secure-` prefixed in production). */
export function hasSessionCookie(request: Request) {
  return carriesSessionCookie(request.headers.get("cookie"));
}

// A page request runs the root loader and the page's loader with the same Request, and both ask who is signed in:
// the answer is read from the database once per request. Only for GET and HEAD, which change no session:
// an action may sign in or out, or change the account, before the loaders run.
const usersOfReadRequests = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. Reads the session from the database (once per GET request). */
export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSessionUser(request);
  let user = usersOfReadRequests.get(request);
  if (!user) {
    user = readSessionUser(request);
    usersOfReadRequests.set(request, user);
    // A failed read is not remembered: the next question asks the database again.
    user.catch(() => usersOfReadRequests.delete(request));
  }
  return user;
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null };
  return { id: user.id, email: user.email, name: user.name, role: user.role ?? "student", emailVerified: user.emailVerified };
}

/** Same-site path to come back to after signing in. */
export function currentPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(`/signin?redirectTo=${encodeURIComponent(currentPath(request))}`);
  return user;
}

/**
 * For everything found by the account's e-mail (student record, payments, certificates, calendar): the address
 * must be verified first. An unverified visitor is sent to the dashboard, which explains what to do.
 */
export async function requireVerifiedUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.emailVerified) throw redirect("/dashboard");
  return user;
}
