// Every public, indexable page of the route table (spec 3 §2.1, spec 1 §2). /sitemap.xml is generated
// from this list; add a page here when you add its route. Left out on purpose: /dashboard, /account, /admin/*
// and /dev/* (private, also excluded in robots.txt), /reset-password (needs a token from an e-mail),
// /contact-success, /payment-success and /payment-cancelled (outcome screens reached only after an action),
// and /courses/vive-coding (a permanent redirect to /courses/vibe-coding).
import type { SitemapEntry } from "~/domain/sitemap";

export interface PublicPage extends SitemapEntry {
  /** What the page is, for people reading this list. */
  label: string;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", label: "Home", changefreq: "weekly", priority: 1 },
  { path: "/courses", label: "All Courses", changefreq: "weekly", priority: 0.9 },
  { path: "/courses/agentic-ai", label: "Agentic AI Development", changefreq: "monthly", priority: 0.9 },
  { path: "/courses/vibe-coding", label: "Vibe Coding", changefreq: "monthly", priority: 0.9 },
  { path: "/courses/python-ml-ai", label: "Python for ML & AI", changefreq: "monthly", priority: 0.9 },
  { path: "/courses/other", label: "Other Courses", changefreq: "monthly", priority: 0.8 },
  { path: "/build-ai-projects", label: "Build AI Projects", changefreq: "monthly", priority: 0.8 },
  { path: "/masterclass", label: "Masterclass", changefreq: "weekly", priority: 0.8 },
  { path: "/ai-certification", label: "4 Months AI Certification", changefreq: "monthly", priority: 0.8 },
  {
    path: "/ai-certification/banking-finance",
    label: "AI Certification: Banking & Finance",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/ai-certification/pharma-fmcg", label: "AI Certification: Pharma & FMCG", changefreq: "monthly", priority: 0.7 },
  { path: "/ai-certification/sales", label: "AI Certification: Sales", changefreq: "monthly", priority: 0.7 },
  { path: "/ai-certification/marketing", label: "AI Certification: Marketing", changefreq: "monthly", priority: 0.7 },
  {
    path: "/ai-certification/hr-project",
    label: "AI Certification: HR, Project & Product Managers",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/ai-certification/startups", label: "AI Certification: Startups", changefreq: "monthly", priority: 0.7 },
  { path: "/ai-certification/cxo", label: "AI for CXOs", changefreq: "monthly", priority: 0.7 },
  { path: "/zodiac-premium-ai", label: "Zodiac Premium AI Course", changefreq: "monthly", priority: 0.5 },
  { path: "/find-ai-job", label: "Find AI Job", changefreq: "monthly", priority: 0.7 },
  { path: "/library", label: "Library", changefreq: "weekly", priority: 0.6 },
  { path: "/ai-readiness-quiz", label: "AI Readiness Quiz", changefreq: "monthly", priority: 0.6 },
  { path: "/ai-certificate-application", label: "Free AI Certificate", changefreq: "monthly", priority: 0.6 },
  { path: "/ai-spots", label: "AI Spots", changefreq: "weekly", priority: 0.6 },
  { path: "/about", label: "About the Instructor", changefreq: "monthly", priority: 0.6 },
  { path: "/contact", label: "Contact", changefreq: "yearly", priority: 0.6 },
  { path: "/signin", label: "Sign In", changefreq: "yearly", priority: 0.3 },
  { path: "/signup", label: "Free Sign Up", changefreq: "yearly", priority: 0.4 },
  { path: "/forgot-password", label: "Forgot Password", changefreq: "yearly", priority: 0.1 },
  { path: "/privacy", label: "Privacy Policy", changefreq: "yearly", priority: 0.2 },
  { path: "/terms", label: "Terms & Conditions", changefreq: "yearly", priority: 0.2 },
  { path: "/refund-policy", label: "Cancellation & Refund Policy", changefreq: "yearly", priority: 0.3 },
  { path: "/shipping-policy", label: "Shipping & Exchange Policy", changefreq: "yearly", priority: 0.2 },
  { path: "/delivery-policy", label: "Course Delivery & Switching Policy", changefreq: "yearly", priority: 0.3 },
];

/** robots.txt keeps crawlers out of these areas. */
export const privatePathPrefixes = ["/admin", "/dashboard", "/account", "/dev"] as const;
