import { siteConfig } from "~/content/site-config";

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 px-4 py-8 text-sm text-gray-700">
      <p className="mx-auto max-w-7xl">© {new Date().getFullYear()} {siteConfig.name}</p>
    </footer>
  );
}
