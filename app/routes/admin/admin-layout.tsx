import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { STAFF_TEXT, staffMay, staffScreens } from "~/staff";
import { ADMIN_CACHE_HEADERS, optionalStaff } from "~/staff/index.server";
import { countNewLeads } from "~/leads/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/admin-layout";

// The admin screens' frame: the navigation a staff role may open (STAFF_ACCESS), the gate of spec 3 §2.2 for anyone
// else. A convenience only: every admin loader and action below checks the role itself.

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await optionalStaff(request);
  if (!staff) return { gate: true as const };
  const seesLeads = staffMay(staff.role, "leads");
  return {
    gate: false as const,
    adminEmail: staff.email,
    role: staff.role,
    screens: staffScreens(staff.role),
    newLeads: seesLeads ? await countNewLeads(await db()) : 0,
  };
}

export function headers() {
  return ADMIN_CACHE_HEADERS;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // Each screen draws the gate itself (its loader checks the role too); /admin/sign-in draws it with the
  // answer of a failed sign-in posted without JavaScript.
  if (loaderData.gate) {
    return (
      <main id="main" className="min-h-[60vh] bg-gradient-to-b from-brand-50 to-white">
        <Outlet />
      </main>
    );
  }
  return (
    <main id="main" className="min-h-[60vh] bg-gray-50">
      <nav aria-label="Admin" className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:px-6">
          {loaderData.screens.map((screen) => (
            <NavLink
              key={screen.to}
              to={screen.to}
              end={screen.end === true}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100"}`
              }
            >
              {screen.label}
              {screen.to === "/admin/leads" && loaderData.newLeads ? <NewLeadsCount count={loaderData.newLeads} /> : null}
            </NavLink>
          ))}
          <span className="ml-auto truncate text-sm text-gray-600">
            {STAFF_TEXT.headerRole(loaderData.role)}: {loaderData.adminEmail}
          </span>
        </div>
      </nav>
      <Outlet />
    </main>
  );
}

/** Beside 'Leads', how many are still new; read out as "3 new". */
function NewLeadsCount({ count }: { count: number }) {
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}

/**
 * A staff member whose role may not open a screen (its loader threw 403 with the page's words): said plainly, with a
 * way back. Any other failure below the frame gets the usual try-again message.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden =
    status === 403 && (error as { data?: { forbidden?: boolean } | null }).data?.forbidden === true
      ? (error as { data: { title: string; message: string } }).data
      : null;
  const title = forbidden ? forbidden.title : status === 404 ? "Page not found" : "Something went wrong";
  const message = forbidden
    ? forbidden.message
    : status === 404
      ? "We couldn't find that page."
      : "We hit a problem loading this page. Please try again in a moment.";
  return (
    <main id="main" className="min-h-[60vh] bg-gray-50">
      <title>{title}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="text-sm font-semibold text-brand-700">{status}</p>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="text-gray-700">{message}</p>
        <Link to="/admin/sessions" className="font-medium text-brand-700 underline hover:text-brand-800">
          Sessions
        </Link>
      </div>
    </main>
  );
}
