// The route table of app/routes.ts, flattened: every URL pattern with the module that answers it. Sweeps
// (authorization, accessibility) derive their lists from it, so a route added there is covered here.
import fs from "node:fs";
import routes from "../../../app/routes";
import { demoId } from "../../../app/platform/seed/demo-id";
import { DEMO_CERTIFICATE_VERIFICATION_IDS, DEMO_STUDENT } from "../../../app/platform/seed/demo-students";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export interface FlatRoute {
  pattern: string;
  file: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** A page (rendered in the site's layout) rather than a resource route (JSON, files, redirects). */
  isPage: boolean;
}

function flatten(entries: RouteEntry[], parent = "", inLayout = false): FlatRoute[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const here: FlatRoute[] = [];
    if (entry.path !== undefined || entry.index) {
      const source = fs.readFileSync(new URL(`../../../app/${entry.file}`, import.meta.url), "utf8");
      here.push({
        pattern: `/${joined}`,
        file: entry.file,
        hasLoader: /export (async )?function loader\b/.test(source),
        hasAction: /export (async )?function action\b/.test(source),
        isPage: inLayout && /export default function\b/.test(source),
      });
    }
    return [...here, ...flatten(entry.children ?? [], joined, inLayout || entry.file === "routes/site-layout.tsx")];
  });
}

/** Priya's student_master_table row on a freshly seeded database. */
export const DEMO_STUDENT_ROW_ID = 1;
/** The demo seed's first session of AGENTIC_AI_BATCH_1 (app/platform/seed/demo-classes.ts). */
export const DEMO_SESSION_ID = 1001;
/** The demo student's batch, with the demo instructor's classroom (app/platform/seed/demo-classroom.ts). */
export const DEMO_CLASSROOM_BATCH = DEMO_STUDENT.batchId;

export const ROUTES: readonly FlatRoute[] = flatten(routes as RouteEntry[]);

/** A real URL for each page pattern with parameters (a real certificate, payment, referrer and lead of the demo seed). */
export const SAMPLE_URLS: Record<string, string> = {
  "/verify/:verificationId": `/verify/${DEMO_CERTIFICATE_VERIFICATION_IDS.active}`,
  "/admin/payments/:paymentId": `/admin/payments/${demoId("payment:priya:month-1")}`,
  "/admin/referrals/:referrerEmail": `/admin/referrals/${encodeURIComponent(DEMO_STUDENT.email)}`,
  // A demo contact message of Priya's, who also has enrolments: the lead page with all its sections filled.
  "/admin/leads/:kind/:id": `/admin/leads/contact/${demoId("contact:referral:priya")}`,
  // Priya's row: the demo seed inserts her first of the student rows, so on the e2e server's fresh database it is row 1
  // (the student page is addressed by the row's id, docs/decisions/0042-student-directory.md).
  "/admin/students/:studentId": `/admin/students/${DEMO_STUDENT_ROW_ID}`,
  // An invitation link that does not exist: the page says so and shows no form.
  "/admin/invitations/:token": "/admin/invitations/not-a-real-invitation",
  // The attendance of the demo Agentic AI batch's first session.
  "/admin/sessions/:sessionId/attendance": `/admin/sessions/${DEMO_SESSION_ID}/attendance`,
  // The demo batch's classroom, its staff screen and its gradebook: the seed gives it assignments and a reviewed hand-in.
  "/learn/:batchId": `/learn/${DEMO_CLASSROOM_BATCH}`,
  "/admin/classroom/:batchId": `/admin/classroom/${DEMO_CLASSROOM_BATCH}`,
  "/admin/classroom/:batchId/gradebook": `/admin/classroom/${DEMO_CLASSROOM_BATCH}/gradebook`,
  // A mandate nobody has: the demo seed has no autopay (tests/e2e/collections.spec.ts shows a real one's page).
  "/dashboard/autopay/:subscriptionId": "/dashboard/autopay/00000000-0000-4000-8000-000000000000",
  "/*": "/no-such-page-here",
};
export const hasParameters = (pattern: string) => /[:*]/.test(pattern);
/** Every page of the route table (pages, not resource routes), as patterns. */
export const PAGE_PATTERNS = ROUTES.filter((route) => route.isPage).map((route) => route.pattern);
/** Every page of the route table as a URL to visit, parameters filled in from SAMPLE_URLS. */
export const PAGE_URLS = PAGE_PATTERNS.filter((pattern) => !hasParameters(pattern) || pattern in SAMPLE_URLS).map(
  (pattern) => SAMPLE_URLS[pattern] ?? pattern,
);
