import { NavLink, Outlet } from "react-router";
import { ADMIN_CACHE_HEADERS, optionalAdmin } from "~/staff/index.server";
import { countNewLeads } from "~/leads/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/admin-layout";

// The admin screens' frame: their navigation for an admin, the gate of spec 3 §2.2 for anyone else.
// A convenience only: every admin loader and action below checks the admin role itself.

const ADMIN_SCREENS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/sessions", label: "Sessions" },
  { to: "/admin/students", label: "Students" },
  { to: "/admin/batches", label: "Batches" },
  { to: "/admin/classroom", label: "Classroom" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/session-links", label: "Session Links" },
  { to: "/admin/certificates", label: "Certificates" },
  { to: "/admin/completion-rules", label: "Completion Rules" },
  { to: "/admin/cohorts", label: "Cohorts" },
  { to: "/admin/library", label: "Library" },
  { to: "/admin/ai-spot-management", label: "AI Spots" },
  { to: "/admin/ai-spot-analytics", label: "AI Spot Analytics" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/referrals", label: "Referrals" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/admins", label: "Admins" },
  { to: "/admin/audit", label: "Audit Log" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await optionalAdmin(request);
  if (!admin) return { gate: true as const };
  return { gate: false as const, adminEmail: admin.email, newLeads: await countNewLeads(await db()) };
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
          {ADMIN_SCREENS.map((screen) => (
            <NavLink
              key={screen.to}
              to={screen.to}
              end={"end" in screen}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100"}`
              }
            >
              {screen.label}
              {screen.to === "/admin/leads" && loaderData.newLeads ? <NewLeadsCount count={loaderData.newLeads} /> : null}
            </NavLink>
          ))}
          <span className="ml-auto truncate text-sm text-gray-600">Admin: {loaderData.adminEmail}</span>
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
