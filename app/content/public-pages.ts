// Every public, indexable page (spec 3 §2.1); /sitemap.xml is built from this list, so add a page with its route. Left
// out on purpose: private /dashboard, /learn/*, /account, /admin/* and /dev/* (also in robots.txt); /reset-password (needs an
// e-mailed token); outcome screens (/contact-success, /payment-success, /payment-cancelled); /courses/vive-coding
// (redirects to /courses/vibe-coding).
import type { ListedRows, SitemapEntry } from "~/platform";

export interface PublicPage extends SitemapEntry {
  /** What the page is, for people reading this list. */
  label: string;
  /** The day the page's own words last changed (the policies' 'Last updated' month): change it with them. */
  lastmod: string;
  /** The rows the page lists, whose newest change moves its lastmod later (app/routes/seo/sitemap-xml.ts). */
  listing?: ListedRows;
  /** Read from the database or the visitor's request on every visit; every other page is prerendered at build time. */
  perRequest?: true;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", label: "Home", lastmod: "2026-11-23", changefreq: "weekly", priority: 1 },
  { path: "/courses", label: "All Courses", lastmod: "2026-11-23", changefreq: "weekly", priority: 0.9 },
  { path: "/courses/agentic-ai", label: "Agentic AI Development", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.9 },
  { path: "/courses/vibe-coding", label: "Vibe Coding", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.9 },
  { path: "/courses/python-ml-ai", label: "Python for ML & AI", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.9 },
  { path: "/courses/other", label: "Other Courses", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.8 },
  { path: "/build-ai-projects", label: "Build AI Projects", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.8 },
  { path: "/masterclass", label: "Masterclass", lastmod: "2026-11-23", changefreq: "weekly", priority: 0.8 },
  { path: "/ai-certification", label: "4 Months AI Certification", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.8 },
  {
    path: "/ai-certification/banking-finance",
    label: "AI Certification: Banking & Finance",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/ai-certification/pharma-fmcg",
    label: "AI Certification: Pharma & FMCG",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/ai-certification/sales",
    label: "AI Certification: Sales",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/ai-certification/marketing",
    label: "AI Certification: Marketing",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/ai-certification/hr-project",
    label: "AI Certification: HR, Project & Product Managers",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/ai-certification/startups",
    label: "AI Certification: Startups",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/ai-certification/cxo", label: "AI for CXOs", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.7 },
  { path: "/zodiac-premium-ai", label: "Zodiac Premium AI Course", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.5 },
  { path: "/find-ai-job", label: "Find AI Job", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.7 },
  {
    path: "/library",
    label: "Library",
    lastmod: "2026-11-23",
    listing: "library",
    changefreq: "weekly",
    priority: 0.6,
    perRequest: true,
  },
  {
    path: "/ai-readiness-quiz",
    label: "AI Readiness Quiz",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.6,
    perRequest: true,
  },
  {
    path: "/ai-certificate-application",
    label: "Free AI Certificate",
    lastmod: "2026-11-23",
    changefreq: "monthly",
    priority: 0.6,
    perRequest: true,
  },
  {
    path: "/ai-spots",
    label: "AI Spots",
    lastmod: "2026-11-23",
    listing: "ai-spots",
    changefreq: "weekly",
    priority: 0.6,
    perRequest: true,
  },
  { path: "/about", label: "About the Instructor", lastmod: "2026-11-23", changefreq: "monthly", priority: 0.6 },
  { path: "/contact", label: "Contact", lastmod: "2026-11-23", changefreq: "yearly", priority: 0.6, perRequest: true },
  { path: "/signin", label: "Sign In", lastmod: "2026-11-23", changefreq: "yearly", priority: 0.3, perRequest: true },
  { path: "/signup", label: "Free Sign Up", lastmod: "2026-11-23", changefreq: "yearly", priority: 0.4, perRequest: true },
  {
    path: "/forgot-password",
    label: "Forgot Password",
    lastmod: "2026-11-23",
    changefreq: "yearly",
    priority: 0.1,
    perRequest: true,
  },
  { path: "/privacy", label: "Privacy Policy", lastmod: "2024-01", changefreq: "yearly", priority: 0.2 },
  { path: "/terms", label: "Terms & Conditions", lastmod: "2024-01", changefreq: "yearly", priority: 0.2 },
  { path: "/refund-policy", label: "Cancellation & Refund Policy", lastmod: "2024-01", changefreq: "yearly", priority: 0.3 },
  { path: "/shipping-policy", label: "Shipping & Exchange Policy", lastmod: "2024-01", changefreq: "yearly", priority: 0.2 },
  {
    path: "/delivery-policy",
    label: "Course Delivery & Switching Policy",
    lastmod: "2024-01",
    changefreq: "yearly",
    priority: 0.3,
  },
];

/** robots.txt keeps crawlers out of these areas. */
export const privatePathPrefixes = ["/admin", "/dashboard", "/learn", "/account", "/dev", "/reminders", "/class"] as const;
