import { siteConfig } from "~/content/site-config";

export function meta() {
  return [{ title: `${siteConfig.name} | Live AI, Coding & Analytics Courses` }];
}

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold">{siteConfig.tagline}</h1>
    </main>
  );
}
