import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration } from "react-router";
import { config as configureZod } from "zod";
import type { Route } from "./+types/root";
import { siteConfig } from "./content/site-config";
import { getOptionalUser, hasSessionCookie } from "~/accounts/index.server";
import { getConfig, logger } from "~/platform/index.server";
import type { RootLoaderData } from "./ui/account/use-optional-user";
import { useCspNonce } from "./ui/csp-nonce";
import { DocumentScripts } from "./ui/document-scripts";
// The stylesheet is linked by hand, first in <head>: the browser then asks for it before the dozens of module
// preloads that <Links /> lists, which matters on HTTP/1.1 (six connections) and for first paint.
import stylesheetHref from "./app.css?url";

// The CSP allows no eval, and zod's probe for it (a caught `new Function`) is still reported to the page as a
// violation: in the browser, zod is told not to try.
if (typeof document !== "undefined") configureZod({ jitless: true });

export async function loader({ request }: Route.LoaderArgs): Promise<RootLoaderData> {
  // The public origin, for canonical URLs and Open Graph tags (app/ui/seo.ts).
  const appUrl = getConfig().appUrl;
  try {
    // No session cookie, no session: skip the database (this also keeps prerendering at build time offline).
    const user = hasSessionCookie(request) ? await getOptionalUser(request) : null;
    return { appUrl, user: user && { name: user.name, email: user.email, isAdmin: user.role === "admin" } };
  } catch (error) {
    // The pages still render when the database is briefly unavailable; the visitor appears signed out.
    logger.warn({ err: error }, "could not read the session");
    return { appUrl, user: null };
  }
}

// Until the files being edited on other branches import it from its new home (app/ui/account/use-optional-user.ts).

export function Layout({ children }: { children: React.ReactNode }) {
  // Effects run once the page is hydrated: `data-hydrated` tells scripts and tests that clicks now reach React.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <DocumentScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: siteConfig.name }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isHttpError = isRouteErrorResponse(error);
  const title = isHttpError && error.status === 404 ? "Page not found" : "Something went wrong";
  const message =
    isHttpError && error.status === 404
      ? "We couldn't find that page."
      : "We hit a problem loading this page. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`${title} | ${siteConfig.name}`}</title>
      <p className="text-sm font-semibold text-brand-600">{isHttpError ? error.status : 500}</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-600">{message}</p>
      <a href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Back to Home
      </a>
    </main>
  );
}
