import { Form, Link } from "react-router";
import { useOptionalUser } from "~/root";
import { siteConfig } from "~/content/site-config";

export function SiteHeader() {
  const user = useOptionalUser();
  return (
    <header className="border-b border-gray-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-brand-700">
          {siteConfig.name}
        </Link>
        <div className="flex items-center gap-3">
          {user ? (
            <>
              <Link to="/dashboard" className="font-medium">Dashboard</Link>
              <Form method="post" action="/signout">
                <button type="submit" className="font-medium">Sign Out</button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/signin" className="font-medium">Sign In</Link>
              <Link to="/signup" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">Free Sign Up</Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
