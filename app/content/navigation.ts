// Site navigation: header groups, footer columns and account links (spec 1 §2, spec 3 §2.1).
// Some targets are built by other pages of the project; link them regardless.

export interface NavItem {
  label: string;
  href: string;
}

export interface NavGroup {
  /** Stable id, used to build element ids. */
  id: string;
  /** Text of the dropdown trigger and of the mobile section. */
  label: string;
  links: readonly NavItem[];
}

export const courseNavGroup: NavGroup = {
  id: "courses",
  label: "Courses",
  links: [
    { label: "Agentic AI", href: "/courses/agentic-ai" },
    { label: "Vibe Coding", href: "/courses/vibe-coding" },
    { label: "Python for ML & AI", href: "/courses/python-ml-ai" },
    { label: "Other Courses", href: "/courses/other" },
    { label: "Build AI Projects", href: "/build-ai-projects" },
    { label: "Masterclass", href: "/masterclass" },
    { label: "All Courses", href: "/courses" },
  ],
};

export const certificationNavGroup: NavGroup = {
  id: "certification",
  label: "Certification",
  links: [
    { label: "AI Certification", href: "/ai-certification" },
    { label: "Banking & Finance", href: "/ai-certification/banking-finance" },
    { label: "Pharma & FMCG", href: "/ai-certification/pharma-fmcg" },
    { label: "Sales", href: "/ai-certification/sales" },
    { label: "Marketing", href: "/ai-certification/marketing" },
    { label: "HR & Project Managers", href: "/ai-certification/hr-project" },
    { label: "Startups", href: "/ai-certification/startups" },
    { label: "CXO", href: "/ai-certification/cxo" },
  ],
};

export const headerNavGroups: readonly NavGroup[] = [courseNavGroup, certificationNavGroup];

export const headerTopLinks: readonly NavItem[] = [
  { label: "Library", href: "/library" },
  { label: "AI Spots", href: "/ai-spots" },
  { label: "Find AI Job", href: "/find-ai-job" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

export const accountLinks = {
  signIn: { label: "Sign In", href: "/signin" },
  signUp: { label: "Free Sign Up", href: "/signup" },
  dashboard: { label: "Dashboard", href: "/dashboard" },
  /** The signed-in person's own settings, next to the spec's two items. */
  account: { label: "Account", href: "/account" },
  /** POST target of the Sign Out form. */
  signOutAction: "/signout",
} as const;

export const footerQuickLinks: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Library", href: "/library" },
  { label: "AI Spots", href: "/ai-spots" },
  { label: "Find AI Job", href: "/find-ai-job" },
  { label: "AI Readiness Quiz", href: "/ai-readiness-quiz" },
  { label: "Free AI Certificate", href: "/ai-certificate-application" },
];

export const footerCourseLinks: readonly NavItem[] = [
  ...courseNavGroup.links,
  { label: "AI Certification", href: "/ai-certification" },
];

export const footerLegalLinks: readonly NavItem[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms & Conditions", href: "/terms" },
  { label: "Cancellation & Refund Policy", href: "/refund-policy" },
  { label: "Shipping & Exchange Policy", href: "/shipping-policy" },
  { label: "Course Delivery & Switching", href: "/delivery-policy" },
];

export const footerAdminLinks: readonly NavItem[] = [
  { label: "Session Management", href: "/admin/sessions" },
  { label: "Student Batch Assignment", href: "/admin/students" },
  { label: "Session Links", href: "/admin/session-links" },
  { label: "Certificates", href: "/admin/certificates" },
  { label: "Library Content", href: "/admin/library" },
  { label: "AI Spot Management", href: "/admin/ai-spot-management" },
];
