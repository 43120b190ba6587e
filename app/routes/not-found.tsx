import { Link } from "react-router";
import { siteConfig } from "~/content/site-config";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

const suggestions = [
  { to: "/courses", label: "Browse all courses" },
  { to: "/library", label: "Visit the free library" },
  { to: "/ai-readiness-quiz", label: "Take the AI-readiness quiz" },
  { to: "/contact", label: "Contact us" },
];

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
      <p className="text-gray-600">The page you are looking for has moved or never existed. These might help:</p>
      <ul className="mt-2 grid w-full gap-3 sm:grid-cols-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.to}>
            <Link
              to={suggestion.to}
              className="block rounded-lg border border-gray-200 px-4 py-3 font-medium hover:border-brand-600 hover:text-brand-700"
            >
              {suggestion.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-4 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
