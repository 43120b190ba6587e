// Security tests over HTTP against the production build: an authorization matrix generated from
// the route table, cross-site POSTs, open redirects, the webhook's signature check, stored text escaped in
// pages, the Content-Security-Policy's inline scripts, and the response headers and cookies of a production server.
import { createHash } from "node:crypto";
import { E2E_ADMIN, E2E_BASE_URL } from "../../playwright.config";
import { demoBatchSessionLinks } from "../../app/platform/seed/demo-classes";
import { demoClassroomRows } from "../../app/platform/seed/demo-classroom";
import { demoContactSubmissions, demoLeadGenResponses } from "../../app/platform/seed/demo-enquiries";
import { demoLibraryItems } from "../../app/platform/seed/demo-library";
import { demoQuizResponses, demoSpots } from "../../app/platform/seed/demo-spots";
import { demoId } from "../../app/platform/seed/demo-id";
import {
  DEMO_CERTIFICATE_VERIFICATION_IDS,
  DEMO_STUDENT,
  DEMO_STUDENT_WITHOUT_BATCH,
  demoStudentRows,
} from "../../app/platform/seed/demo-students";
import type { Page } from "@playwright/test";
import { DEMO_CLASSROOM_BATCH, DEMO_SESSION_ID, DEMO_STUDENT_ROW_ID, ROUTES } from "./support/route-table";
import { cookieHeader, postForm, startServer, tempDataDir } from "./support/server-process";
import { expect, test, waitForHydration } from "./support/test";

// One worker runs this file's tests in order: they share one set of signed-in visitors (sign-ups are rate-limited).
test.describe.configure({ mode: "default" });

const site = { baseUrl: E2E_BASE_URL };
const ORIGIN = new URL(E2E_BASE_URL).origin;
const EVIL = "https://evil.example";

// ---------------------------------------------------------------------------------------------------------
// Who visits, and what each of them may never see.

type Who = "anonymous" | "student" | "otherStudent" | "newAccount" | "admin";

const seedNow = new Date();
const library = demoLibraryItems(seedNow);
const spots = demoSpots(seedNow);
const approvedSpot = spots.find((spot) => spot.isApproved)!;
const demoPayments = demoStudentRows({
  today: seedNow,
  userIds: { [DEMO_STUDENT.email]: "a", [DEMO_STUDENT_WITHOUT_BATCH.email]: "b" },
}).payments;

const demoClassroom = demoClassroomRows({ today: seedNow, instructorId: "i", studentId: "s" });
const demoHandIn = demoClassroom.handIns[0]!;

/** What identifies each demo student to anyone else: e-mail, mobile, the provider ids of their payments, their hand-ins. */
function privateMarkersOf(student: typeof DEMO_STUDENT | typeof DEMO_STUDENT_WITHOUT_BATCH) {
  const ids = demoPayments
    .filter((payment) => payment.email === student.email)
    .flatMap((payment) => [payment.razorpayOrderId!, payment.razorpayPaymentId!]);
  const handIns = demoClassroom.handIns.filter((handIn) => handIn.studentEmail === student.email);
  return [student.email, student.mobileNo, ...ids, ...handIns.flatMap((handIn) => [handIn.link!, handIn.feedback!])];
}

// The demo students' own details appear in admin data too (their enquiries); the checks below handle them per student.
const demoStudentDetails = new Set<string>([
  DEMO_STUDENT.email,
  DEMO_STUDENT.mobileNo,
  DEMO_STUDENT_WITHOUT_BATCH.email,
  DEMO_STUDENT_WITHOUT_BATCH.mobileNo,
]);
/** What only an admin may see: enquiries, applications, quiz answers, pending spots, the admin account. */
const ADMIN_ONLY_MARKERS = [
  E2E_ADMIN.email,
  ...demoContactSubmissions(seedNow).flatMap((row) => [row.email, row.mobile]),
  ...demoLeadGenResponses(seedNow).flatMap((row) => [row.email, row.mobile]),
  ...demoQuizResponses(seedNow).map((row) => row.email),
  ...spots.filter((spot) => !spot.isApproved).flatMap((spot) => [spot.name, spot.email, spot.mobile]),
].filter((marker): marker is string => Boolean(marker) && !demoStudentDetails.has(marker!));

type Tier = "anonymous" | "signed-in" | "enrolled";
// Both demo students have a student record; a fresh account and the admin account do not.
const TIER: Record<Who, Tier> = {
  anonymous: "anonymous",
  student: "enrolled",
  otherStudent: "enrolled",
  newAccount: "signed-in",
  admin: "signed-in",
};

/** spec 3 §4, written out independently of app/library/library-access.ts: where each tier's button leads. */
function libraryAnswer(access: string, tier: Tier, url: string): { status: number; location?: string } {
  const open = { status: 302, location: url };
  switch (access) {
    case "Anyone":
      return open;
    case "Signed Up User":
      return tier === "anonymous" ? { status: 302, location: "/signin?redirectTo=%2Flibrary" } : open;
    case "Enrolled Student":
      if (tier === "enrolled") return open;
      return tier === "anonymous"
        ? { status: 302, location: "/signup?redirectTo=%2Flibrary" }
        : { status: 302, location: "/courses" };
    case "Private":
      return tier === "enrolled" ? open : { status: 403 };
    default:
      return { status: 403 };
  }
}

/** Library URLs a visitor of this tier may never be sent, in any response. */
function forbiddenLibraryUrls(tier: Tier) {
  const allowed = new Set(
    library
      .filter(
        (item) =>
          libraryAnswer(item.access!, tier, item.url).status === 302 &&
          libraryAnswer(item.access!, tier, item.url).location === item.url,
      )
      .map((item) => item.url),
  );
  return library.map((item) => item.url).filter((url) => !allowed.has(url));
}

interface Visitor {
  who: Who;
  cookie: string;
  name: string | null;
  email: string | null;
}

async function signIn(email: string, password: string) {
  const response = await postForm(site, "/signin", { email, password });
  expect(response.status, `sign-in of ${email}`).toBe(302);
  return cookieHeader(response);
}

async function signUp(email: string, name: string) {
  const password = "Matrix#Pass2026";
  const response = await postForm(site, "/signup", {
    name,
    email,
    mobile_no: "9876500011",
    age: "33",
    occupation: "Tester",
    password,
    confirmPassword: password,
  });
  expect(response.status, `sign-up of ${email}`).toBe(302);
  return cookieHeader(response);
}

let signedIn: Promise<Record<Who, Visitor>> | undefined;
function visitors() {
  signedIn ??= signInEveryone();
  return signedIn;
}

async function signInEveryone(): Promise<Record<Who, Visitor>> {
  const newEmail = `matrix.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [student, otherStudent, newAccount, admin] = await Promise.all([
    signIn(DEMO_STUDENT.email, DEMO_STUDENT.password),
    signIn(DEMO_STUDENT_WITHOUT_BATCH.email, DEMO_STUDENT_WITHOUT_BATCH.password),
    signUp(newEmail, "Matrix Newcomer"),
    signIn(E2E_ADMIN.email, E2E_ADMIN.password),
  ]);
  return {
    anonymous: { who: "anonymous", cookie: "", name: null, email: null },
    student: { who: "student", cookie: student, name: DEMO_STUDENT.name, email: DEMO_STUDENT.email },
    otherStudent: {
      who: "otherStudent",
      cookie: otherStudent,
      name: DEMO_STUDENT_WITHOUT_BATCH.name,
      email: DEMO_STUDENT_WITHOUT_BATCH.email,
    },
    newAccount: { who: "newAccount", cookie: newAccount, name: "Matrix Newcomer", email: newEmail },
    admin: { who: "admin", cookie: admin, name: "Administrator", email: E2E_ADMIN.email },
  };
}

function get(path: string, visitor: Visitor) {
  return fetch(`${E2E_BASE_URL}${path}`, { headers: visitor.cookie ? { cookie: visitor.cookie } : {}, redirect: "manual" });
}

/** Everything in a body that must not be there for this visitor; the empty list when all is well. */
function leaksIn(body: string, visitor: Visitor, path: string): string[] {
  if (visitor.who === "admin") return [];
  const found: string[] = [];
  const contains = (text: string) => body.includes(text) || body.includes(text.replaceAll("&", "&amp;"));
  for (const marker of ADMIN_ONLY_MARKERS) if (contains(marker)) found.push(`admin data "${marker}"`);
  for (const student of [DEMO_STUDENT, DEMO_STUDENT_WITHOUT_BATCH]) {
    if (student.email === visitor.email) continue;
    // Not their names: those are also a testimonial's and a library author's, in public content.
    for (const marker of privateMarkersOf(student)) if (contains(marker)) found.push(`${student.name}'s "${marker}" on ${path}`);
  }
  for (const url of forbiddenLibraryUrls(TIER[visitor.who])) if (contains(url)) found.push(`library URL above the tier: ${url}`);
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// What each route answers each visitor. Keyed by the route table's patterns: a route added to app/routes.ts
// without a line here fails the first test below.

interface Expected {
  status: number | number[];
  location?: string;
  /** Text the answer must contain (e.g. the admin gate, or the visitor's own name). */
  contains?: string[];
  lacks?: string[];
}
interface Probe {
  url: string;
  expect: (who: Who) => Expected;
  /** The answer without what the visitor typed themselves (it may name others); leak checks read the rest. */
  withoutOwnWords?: (body: string) => string;
}

/** A data file (/account/data.json) without the free text of the visitor's own enquiries: their words, whoever they name. */
function withoutEnquiryTexts(body: string) {
  if (!body.startsWith("{")) return body;
  const file = JSON.parse(body) as { contactMessages?: { additionalDetails?: unknown }[] };
  for (const message of file.contactMessages ?? []) delete message.additionalDetails;
  return JSON.stringify(file);
}

const GATE = "Admin Access Required";
const PUBLIC: Probe["expect"] = () => ({ status: 200 });
const isAdmin = (who: Who) => who === "admin";
const adminScreen: Probe["expect"] = (who) => (isAdmin(who) ? { status: 200, lacks: [GATE] } : { status: 200, contains: [GATE] });
const adminData: Probe["expect"] = (who) => ({ status: isAdmin(who) ? 200 : 403 });
const signInFirst =
  (path: string): Probe["expect"] =>
  (who) =>
    who === "anonymous" ? { status: 302, location: `/signin?redirectTo=${encodeURIComponent(path)}` } : { status: 200 };
// Routes that only take POSTs: React Router answers a GET with 400.
const POST_ONLY: Probe["expect"] = () => ({ status: 400 });

function probesFor(feedFile: string): Record<string, Probe[]> {
  const certificate = DEMO_CERTIFICATE_VERIFICATION_IDS.active;
  const page = (url: string, expectation: Probe["expect"] = PUBLIC) => [{ url, expect: expectation }];
  const table: Record<string, Probe[]> = {
    "/": page("/"),
    "/contact": page("/contact"),
    "/contact-success": page("/contact-success"),
    "/signin": page("/signin"),
    "/signup": page("/signup"),
    "/forgot-password": page("/forgot-password"),
    "/reset-password": page("/reset-password"),
    "/signout": page("/signout", () => ({ status: 302, location: "/" })),
    "/dashboard": page("/dashboard", (who) =>
      who === "anonymous" ? { status: 200, contains: ["Please Sign In"] } : { status: 200, lacks: ["Please Sign In"] },
    ),
    // Each signed-in visitor's own account page and data file; anonymous visitors sign in first.
    "/account": page("/account", (who) =>
      who === "anonymous"
        ? { status: 302, location: "/signin?redirectTo=%2Faccount" }
        : { status: 200, contains: ["Your Account", "Delete Your Account"] },
    ),
    // The verification link's page; without a token it says the link is not valid, to anyone.
    "/verify-email": page("/verify-email", () => ({ status: 400, contains: ["This verification link is not valid."] })),
    // The class reminders' 'turn off' link works without signing in, for the address it is signed for only.
    "/reminders/unsubscribe": page("/reminders/unsubscribe", () => ({
      status: 400,
      contains: ["This link is not valid. Sign in and turn class reminders off on your account page."],
    })),
    "/account/data.json": [
      { url: "/account/data.json", expect: signInFirst("/account/data.json"), withoutOwnWords: withoutEnquiryTexts },
    ],
    "/verify/:verificationId": [
      { url: `/verify/${certificate}`, expect: PUBLIC },
      { url: "/verify/00000000000000000000000000000000", expect: () => ({ status: 404 }) },
    ],
    // A certificate's QR code is as public as its verification page.
    "/verify/:verificationId/qr.svg": [
      { url: `/verify/${certificate}/qr.svg`, expect: PUBLIC },
      { url: "/verify/00000000000000000000000000000000/qr.svg", expect: () => ({ status: 404 }) },
    ],
    // Only a certificate earned on completion has its picture drawn by the site; the demo's were issued by hand.
    "/verify/:verificationId/certificate.svg": [
      { url: `/verify/${certificate}/certificate.svg`, expect: () => ({ status: 404 }) },
      { url: "/verify/00000000000000000000000000000000/certificate.svg", expect: () => ({ status: 404 }) },
    ],
    "/ai-certification/cxo": page("/ai-certification/cxo"),
    "/find-ai-job": page("/find-ai-job"),
    "/about": page("/about"),
    // A payment's summary is for its buyer (the demo student's own payment, by its id); anyone else gets the
    // generic page, and the leak check below sees that none of the payment's ids reach them.
    "/payment-success": [
      ...page("/payment-success"),
      {
        url: `/payment-success?payment=${demoId("payment:priya:month-1")}`,
        expect: (who) =>
          who === "student"
            ? { status: 200, contains: ["Your payment", "pay_DemoPq3LxW7nRb4Y"] }
            : { status: 200, lacks: ["Your payment"] },
      },
    ],
    "/payment-cancelled": page("/payment-cancelled"),
    "/courses": page("/courses"),
    "/courses/agentic-ai": page("/courses/agentic-ai"),
    "/courses/vibe-coding": page("/courses/vibe-coding"),
    "/courses/vive-coding": page("/courses/vive-coding", () => ({ status: 301, location: "/courses/vibe-coding" })),
    "/courses/other": page("/courses/other"),
    "/courses/python-ml-ai": page("/courses/python-ml-ai"),
    "/build-ai-projects": page("/build-ai-projects"),
    "/masterclass": page("/masterclass"),
    "/zodiac-premium-ai": page("/zodiac-premium-ai"),
    "/library": page("/library"),
    "/ai-readiness-quiz": page("/ai-readiness-quiz"),
    "/ai-certificate-application": page("/ai-certificate-application"),
    "/ai-spots": page("/ai-spots"),
    "/admin": page("/admin", adminScreen),
    "/admin/sign-in": page("/admin/sign-in", (who) =>
      isAdmin(who) ? { status: 302, location: "/admin/sessions" } : { status: 200, contains: [GATE] },
    ),
    "/*": page("/no-such-page-here", () => ({ status: 404 })),
    "/admin/certificates/users": page("/admin/certificates/users?q=a", adminData),
    "/admin/ai-spot-management/:spotId/qr.png": page(`/admin/ai-spot-management/${approvedSpot.aispotId}/qr.png`, adminData),
    "/admin/ai-spot-management/:spotId/qr.svg": page(`/admin/ai-spot-management/${approvedSpot.aispotId}/qr.svg`, adminData),
    "/admin/ai-spot-analytics/export.csv": page("/admin/ai-spot-analytics/export.csv", adminData),
    // The refund form's action takes POSTs only (its 403 for non-admins is checked with the admin actions).
    "/admin/payments/:paymentId/refund": page("/admin/payments/00000000-0000-4000-8000-000000000000/refund", POST_ONLY),
    // A payment's page (the demo student's paid month), the list's export and the payment's invoice.
    "/admin/payments/:paymentId": page(`/admin/payments/${demoId("payment:priya:month-1")}`, adminScreen),
    "/admin/payments/export.csv": page("/admin/payments/export.csv", adminData),
    "/admin/payments/:paymentId/invoice.pdf": page(`/admin/payments/${demoId("payment:priya:month-1")}/invoice.pdf`, adminData),
    // The demo student's page as a referrer; the payout form's action takes POSTs only.
    "/admin/referrals/:referrerEmail": page(`/admin/referrals/${encodeURIComponent(DEMO_STUDENT.email)}`, adminScreen),
    // The demo student's page in the student directory (her row's id); its actions are checked with the others.
    "/admin/students/:studentId": page(`/admin/students/${DEMO_STUDENT_ROW_ID}`, adminScreen),
    "/admin/referrals/:referrerEmail/payout": page(
      `/admin/referrals/${encodeURIComponent(DEMO_STUDENT.email)}/payout`,
      POST_ONLY,
    ),
    // The leads inbox; a lead's page (a demo contact message) and the list's export.
    "/admin/leads/:kind/:id": page(`/admin/leads/contact/${demoId("contact:referral:priya")}`, adminScreen),
    "/admin/leads/export.csv": page("/admin/leads/export.csv", adminData),
    // Who attended a demo session, and a batch's attendance as CSV.
    "/admin/sessions/:sessionId/attendance": page(`/admin/sessions/${DEMO_SESSION_ID}/attendance`, adminScreen),
    "/admin/batches/:batchId/attendance.csv": page("/admin/batches/AGENTIC_AI_BATCH_1/attendance.csv", adminData),
    // The demo batch's classroom: its student sees the assignments and her reviewed hand-in; an unverified account goes
    // to the dashboard; anyone else, a batch that does not exist too, gets 404 (staff: the same page without a form).
    "/learn/:batchId": [DEMO_CLASSROOM_BATCH, "NO_SUCH_BATCH"].map((batchId) => ({
      url: `/learn/${batchId}`,
      expect: (who: Who): Expected => {
        if (who === "anonymous")
          return { status: 302, location: `/signin?redirectTo=${encodeURIComponent(`/learn/${batchId}`)}` };
        if (who === "newAccount") return { status: 302, location: "/dashboard" };
        if (batchId !== DEMO_CLASSROOM_BATCH || who === "otherStudent") return { status: 404 };
        const titles = demoClassroom.assignments.map((assignment) => assignment.title!);
        return who === "student"
          ? { status: 200, contains: [...titles, demoHandIn.feedback!] }
          : { status: 200, contains: titles, lacks: [demoHandIn.feedback!] };
      },
    })),
    // The demo hand-in is a link, so it has no file: nobody finds one, and a signed-out visitor signs in first.
    "/learn/hand-ins/:handInId/file": page(`/learn/hand-ins/${demoHandIn.id}/file`, (who) =>
      who === "anonymous"
        ? { status: 302, location: `/signin?redirectTo=${encodeURIComponent(`/learn/hand-ins/${demoHandIn.id}/file`)}` }
        : { status: 404 },
    ),
    // The classroom's staff screens (an instructor's too) and the gradebook's CSV.
    "/admin/classroom/:batchId": page(`/admin/classroom/${DEMO_CLASSROOM_BATCH}`, adminScreen),
    "/admin/classroom/:batchId/gradebook": page(`/admin/classroom/${DEMO_CLASSROOM_BATCH}/gradebook`, adminScreen),
    "/admin/classroom/:batchId/gradebook.csv": page(`/admin/classroom/${DEMO_CLASSROOM_BATCH}/gradebook.csv`, adminData),
    "/admin/collections/export.csv": page("/admin/collections/export.csv", adminData),
    // An admin invitation's page is public (its token is the key); an unknown token says only that.
    "/admin/invitations/:token": page("/admin/invitations/not-a-real-invitation", () => ({
      status: 200,
      contains: ["This invitation link is not valid."],
    })),
    "/library/:id/open": library.map((item) => ({
      url: `/library/${item.id}/open`,
      expect: (who: Who) => libraryAnswer(item.access!, TIER[who], item.url),
    })),
    // Found by e-mail: an account that has not verified its address is sent back to the dashboard's notice.
    // The demo student sees their class and the 'Join Your Class' button (a GET records nothing and sends
    // nobody to Teams: only the button's POST does); a verified visitor without an active enrolment and class link goes
    // to the dashboard, which says why; an unverified account to the dashboard.
    "/class/join": page("/class/join", (who) => {
      if (who === "anonymous") return { status: 302, location: "/signin?redirectTo=%2Fclass%2Fjoin" };
      if (who === "newAccount") return { status: 302, location: "/dashboard" };
      if (who === "student")
        return {
          status: 200,
          contains: ["Join Your Class", 'action="/class/join"'],
          lacks: [demoBatchSessionLinks.AGENTIC_AI_BATCH_1![0]!.teamsMeetingLink],
        };
      return { status: 302, location: "/dashboard#join-class" };
    }),
    "/dashboard/calendar.ics": page("/dashboard/calendar.ics", (who) =>
      who === "newAccount" ? { status: 302, location: "/dashboard" } : signInFirst("/dashboard/calendar.ics")(who),
    ),
    "/dashboard/certificates/:verificationId/download": page(`/dashboard/certificates/${certificate}/download`, (who) => {
      if (who === "anonymous")
        return {
          status: 302,
          location: `/signin?redirectTo=${encodeURIComponent(`/dashboard/certificates/${certificate}/download`)}`,
        };
      if (who === "newAccount") return { status: 302, location: "/dashboard" };
      // The holder gets the file (502 when its host cannot be reached from this machine); nobody else learns it exists.
      return who === "student" ? { status: [200, 502] } : { status: 404 };
    }),
    // A payment's receipt or tax invoice is its payer's alone (the demo student's own paid month); anyone
    // else, admins included on this student route, learns nothing of it.
    "/dashboard/payments/:paymentId/invoice.pdf": page(
      `/dashboard/payments/${demoId("payment:priya:month-1")}/invoice.pdf`,
      (who) => {
        const path = `/dashboard/payments/${demoId("payment:priya:month-1")}/invoice.pdf`;
        if (who === "anonymous") return { status: 302, location: `/signin?redirectTo=${encodeURIComponent(path)}` };
        if (who === "newAccount") return { status: 302, location: "/dashboard" };
        return who === "student" ? { status: 200 } : { status: 404 };
      },
    ),
    // A refund's credit note is its payer's alone; a refund nobody owns is not found, for everyone.
    "/dashboard/refunds/:refundId/credit-note.pdf": page(
      "/dashboard/refunds/00000000-0000-4000-8000-000000000000/credit-note.pdf",
      (who) => {
        const path = "/dashboard/refunds/00000000-0000-4000-8000-000000000000/credit-note.pdf";
        if (who === "anonymous") return { status: 302, location: `/signin?redirectTo=${encodeURIComponent(path)}` };
        if (who === "newAccount") return { status: 302, location: "/dashboard" };
        return { status: 404 };
      },
    ),
    // Autopay: its forms post here (a GET points back to the course cards); a mandate's page is its student's alone.
    "/dashboard/autopay": page("/dashboard/autopay", (who) => {
      if (who === "anonymous") return { status: 302, location: "/signin?redirectTo=%2Fdashboard%2Fautopay" };
      if (who === "newAccount") return { status: 302, location: "/dashboard" };
      return { status: 200, contains: ["Autopay is turned on and off on each course card"] };
    }),
    "/dashboard/autopay/:subscriptionId": page("/dashboard/autopay/00000000-0000-4000-8000-000000000000", (who) => {
      const path = "/dashboard/autopay/00000000-0000-4000-8000-000000000000";
      if (who === "anonymous") return { status: 302, location: `/signin?redirectTo=${encodeURIComponent(path)}` };
      if (who === "newAccount") return { status: 302, location: "/dashboard" };
      return { status: 404 };
    }),
    // A calendar feed is a capability URL (for calendar apps, which carry no cookie): its secret is the key.
    "/calendar/:feedFile": [
      { url: `/calendar/${feedFile}`, expect: PUBLIC },
      { url: "/calendar/not-a-real-feed-token-000000000000000000000.ics", expect: () => ({ status: 404 }) },
    ],
    "/sitemap.xml": page("/sitemap.xml"),
    "/robots.txt": page("/robots.txt"),
    // The home page's live line: a count of learners, the same for everyone.
    "/api/database-status": page("/api/database-status"),
    "/api/auth/*": page("/api/auth/get-session"),
    "/api/payments/orders": page("/api/payments/orders", POST_ONLY),
    "/api/payments/outcome": page("/api/payments/outcome", POST_ONLY),
    "/api/payments/discount": page("/api/payments/discount", POST_ONLY),
    "/api/payments/prefill": page("/api/payments/prefill"),
    "/api/payments/sandbox/checkout": page("/api/payments/sandbox/checkout", POST_ONLY),
    "/api/webhooks/razorpay": page("/api/webhooks/razorpay", POST_ONLY),
    // Meta's subscription handshake: without our verify token, 403 for everyone; its POSTs need Meta's signature.
    "/api/webhooks/whatsapp": page("/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1", () => ({
      status: 403,
    })),
    // Development tools (the dev mailbox shows every e-mail): answered outside production only. Their 404 in
    // production is checked by the response-header test; here they are excluded from the leak checks.
    "/dev/mailbox": page("/dev/mailbox"),
    "/dev/mailbox.json": page("/dev/mailbox.json"),
    "/dev/payments.json": page("/dev/payments.json"),
    "/dev/clock": page("/dev/clock"),
    "/dev/whatsapp": page("/dev/whatsapp"),
    "/dev/whatsapp.json": page("/dev/whatsapp.json"),
  };
  for (const variant of [
    "ai-certification",
    "ai-certification/banking-finance",
    "ai-certification/pharma-fmcg",
    "ai-certification/sales",
    "ai-certification/marketing",
    "ai-certification/hr-project",
    "ai-certification/startups",
  ]) {
    table[`/${variant}`] = page(`/${variant}`);
  }
  for (const policy of ["privacy", "terms", "refund-policy", "shipping-policy", "delivery-policy"])
    table[`/${policy}`] = page(`/${policy}`);
  for (const screen of [
    "sessions",
    "students",
    "session-links",
    "certificates",
    "library",
    "ai-spot-management",
    "ai-spot-analytics",
    "payments",
    "referrals",
    "leads",
    "admins",
    "audit",
    // Every WhatsApp message and its status.
    "messages",
    // Batches and the bulk assignment.
    "batches",
    "batches/assign",
    // The classroom's batches and the review queue.
    "classroom",
    "reviews",
    // Cohort figures, the courses' completion rules, and the instalments owed.
    "cohorts",
    "completion-rules",
    "collections",
    // The health desk.
    "system",
  ]) {
    table[`/admin/${screen}`] = page(`/admin/${screen}`, adminScreen);
  }
  return table;
}

const DEV_TOOLS = /^\/dev\//;

test.describe("authorization matrix (every route of app/routes.ts × anonymous, student, another student, new account, admin)", () => {
  test("every route of the table has an expectation, and every expectation a route", () => {
    const table = probesFor("x.ics");
    expect(ROUTES.map((route) => route.pattern).sort()).toEqual(Object.keys(table).sort());
  });

  test("each visitor gets the expected status or redirect, and no admin data, no other student's data, no library URL above their tier", async () => {
    test.setTimeout(240_000);
    const people = await visitors();
    const dashboard = await (await get("/dashboard", people.student)).text();
    const feedFile = /\/calendar\/([\w-]+\.ics)/.exec(dashboard)?.[1];
    expect(feedFile, "the student's dashboard shows a calendar feed link").toBeTruthy();
    const table = probesFor(feedFile!);

    const failures: string[] = [];
    for (const visitor of Object.values(people)) {
      for (const [pattern, probes] of Object.entries(table)) {
        for (const probe of probes) {
          const expected = probe.expect(visitor.who);
          const response = await get(probe.url, visitor);
          const body = await response.text();
          const where = `${visitor.who} GET ${probe.url}`;
          const statuses = Array.isArray(expected.status) ? expected.status : [expected.status];
          if (!statuses.includes(response.status))
            failures.push(`${where}: status ${response.status}, expected ${statuses.join(" or ")}`);
          if (expected.location !== undefined) {
            const location = response.headers.get("location");
            if (location !== expected.location) failures.push(`${where}: Location ${location}, expected ${expected.location}`);
          }
          for (const text of expected.contains ?? []) if (!body.includes(text)) failures.push(`${where}: lacks "${text}"`);
          for (const text of expected.lacks ?? []) if (body.includes(text)) failures.push(`${where}: shows "${text}"`);
          const checked = probe.withoutOwnWords ? probe.withoutOwnWords(body) : body;
          if (!DEV_TOOLS.test(pattern))
            for (const leak of leaksIn(checked, visitor, probe.url)) failures.push(`${where}: ${leak}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("the data channel of every page (React Router's .data requests) leaks nothing either", async () => {
    test.setTimeout(240_000);
    const people = await visitors();
    const pages = ROUTES.filter(
      (route) => route.isPage && route.hasLoader && !route.pattern.includes(":") && !route.pattern.includes("*"),
    );
    expect(pages.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const visitor of Object.values(people)) {
      for (const route of pages) {
        const url = route.pattern === "/" ? "/_root.data" : `${route.pattern}.data`;
        const body = await (await get(url, visitor)).text();
        if (DEV_TOOLS.test(route.pattern)) continue;
        for (const leak of leaksIn(body, visitor, route.pattern)) failures.push(`${visitor.who} GET ${url}: ${leak}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test("the leak detector sees admin data where it belongs: an admin's screens show enquiries, students and pending spots", async () => {
    const people = await visitors();
    const asAdmin = async (path: string) => (await get(path, people.admin)).text();
    const pending = spots.find((spot) => !spot.isApproved)!;
    const pendingScreen = await asAdmin("/admin/ai-spot-management?status=pending");
    expect(pendingScreen).toContain(pending.name);
    expect(await asAdmin(`/admin/students?q=${encodeURIComponent(DEMO_STUDENT_WITHOUT_BATCH.name)}`)).toContain(
      DEMO_STUDENT_WITHOUT_BATCH.email,
    );
    // …and the same screen, had a student been given it, would be reported.
    expect(leaksIn(pendingScreen, people.student, "/admin/ai-spot-management").length).toBeGreaterThan(0);
  });

  test("every admin action and every signed-in action answers 403 (or the sign-in redirect) to those who may not use it", async () => {
    const people = await visitors();
    const adminActions = ROUTES.filter(
      (route) =>
        route.hasAction &&
        route.pattern.startsWith("/admin/") &&
        route.pattern !== "/admin/sign-in" &&
        // Public: anyone holding an invitation link may accept it (tests/integration/admin-accounts.test.ts).
        route.pattern !== "/admin/invitations/:token",
    );
    expect(adminActions.map((route) => route.pattern).sort()).toEqual(
      [
        "/admin/admins",
        // Batches and the bulk assignment.
        "/admin/batches",
        "/admin/batches/assign",
        "/admin/ai-spot-management",
        "/admin/certificates",
        "/admin/collections",
        "/admin/completion-rules",
        // An announcement or an assignment; a review.
        "/admin/classroom/:batchId",
        "/admin/reviews",
        "/admin/leads/:kind/:id",
        "/admin/library",
        "/admin/payments/:paymentId/refund",
        "/admin/payments/:paymentId",
        "/admin/referrals/:referrerEmail/payout",
        "/admin/session-links",
        "/admin/sessions",
        "/admin/students",
        "/admin/students/:studentId",
        // 'Retry' on a failed message.
        "/admin/system",
      ].sort(),
    );
    const failures: string[] = [];
    for (const visitor of Object.values(people)) {
      for (const route of adminActions) {
        // A well-formed delete of something that does not exist: refused before it is looked at, unless admin.
        const response = await postForm(
          site,
          route.pattern,
          { intent: "delete", id: "00000000-0000-4000-8000-000000000000", spotId: "00000000-0000-4000-8000-000000000000" },
          visitor.cookie ? { cookie: visitor.cookie } : {},
        );
        const expected = isAdmin(visitor.who) ? [400, 404] : [403];
        if (!expected.includes(response.status)) failures.push(`${visitor.who} POST ${route.pattern}: ${response.status}`);
      }
      // Every form of /account: an anonymous post goes to sign in (and changes nothing); a signed-in visitor's unknown intent is refused.
      for (const intent of [
        "update-profile",
        "change-password",
        "change-email",
        "reminder-settings",
        "detect-time-zone",
        "delete-account",
      ]) {
        if (visitor.who !== "anonymous") continue;
        const response = await postForm(site, "/account", {
          intent,
          name: "Anonymous",
          deletePassword: "x",
          deleteConfirmation: "DELETE",
        });
        if (response.status !== 302 || response.headers.get("location") !== "/signin?redirectTo=%2Faccount")
          failures.push(`anonymous POST /account (${intent}): ${response.status}`);
      }
      if (visitor.who !== "anonymous") {
        const account = await postForm(site, "/account", { intent: "nothing-known" }, { cookie: visitor.cookie });
        if (account.status !== 400) failures.push(`${visitor.who} POST /account (unknown intent): ${account.status}`);
      }
      // 'Turn off autopay' of an enrolment that is not the visitor's: nothing is found.
      const autopay = await postForm(
        site,
        "/dashboard/autopay",
        { intent: "turn-off", enrolmentId: "00000000-0000-4000-8000-000000000000" },
        visitor.cookie ? { cookie: visitor.cookie } : {},
      );
      const autopayExpected =
        visitor.who === "anonymous"
          ? "302 /signin?redirectTo=%2Fdashboard%2Fautopay"
          : visitor.who === "newAccount"
            ? "302 /dashboard"
            : "404 null";
      const autopayGot = `${autopay.status} ${autopay.headers.get("location")}`;
      if (autopayGot !== autopayExpected) failures.push(`${visitor.who} POST /dashboard/autopay: ${autopayGot}`);
      // A hand-in to the demo batch's optional assignment: only its students may (the demo student's is not sent).
      if (visitor.who !== "student") {
        const classroom = `/learn/${DEMO_CLASSROOM_BATCH}`;
        const handIn = await postForm(
          site,
          classroom,
          { assignment_id: demoClassroom.assignments[1]!.id!, link: "https://example.com/not-mine" },
          visitor.cookie ? { cookie: visitor.cookie } : {},
        );
        const expected =
          visitor.who === "anonymous"
            ? `302 /signin?redirectTo=${encodeURIComponent(classroom)}`
            : visitor.who === "newAccount"
              ? "302 /dashboard"
              : "404 null";
        const got = `${handIn.status} ${handIn.headers.get("location")}`;
        if (got !== expected) failures.push(`${visitor.who} POST ${classroom}: ${got}, expected ${expected}`);
      }
      const dashboard = await postForm(
        site,
        "/dashboard",
        { intent: "nothing-known" },
        visitor.cookie ? { cookie: visitor.cookie } : {},
      );
      if (visitor.who === "anonymous") {
        expect(dashboard.status).toBe(302);
        expect(dashboard.headers.get("location")).toBe("/signin?redirectTo=%2Fdashboard");
      } else if (visitor.who === "newAccount") {
        // Its e-mail is not verified: the dashboard's actions (the calendar link) are not its yet.
        expect(dashboard.status, visitor.who).toBe(302);
        expect(dashboard.headers.get("location")).toBe("/dashboard");
      } else {
        expect(dashboard.status, visitor.who).toBe(400);
      }
    }
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------

test.describe("cross-site requests", () => {
  test("a POST from another site to any action of the route table is refused, even with an admin's or a student's cookie", async () => {
    const people = await visitors();
    const actions = ROUTES.filter(
      (route) =>
        route.hasAction &&
        !route.pattern.includes("*") &&
        !["/api/webhooks/razorpay", "/api/webhooks/whatsapp"].includes(route.pattern),
    );
    expect(actions.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of actions) {
      for (const visitor of [people.admin, people.student]) {
        for (const url of route.isPage
          ? [route.pattern, route.pattern === "/" ? "/_root.data" : `${route.pattern}.data`]
          : [route.pattern]) {
          const response = await fetch(`${E2E_BASE_URL}${url}`, {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: EVIL,
              cookie: visitor.cookie,
              "Sec-Fetch-Site": "cross-site",
            },
            body: new URLSearchParams({ intent: "reset-calendar-link", name: "Cross Site" }).toString(),
            redirect: "manual",
          });
          if (![400, 403].includes(response.status)) failures.push(`${visitor.who} POST ${url} from ${EVIL}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("refused cross-site posts change nothing: no enquiry, no library item, no spot application, no sign-out, no new calendar link", async () => {
    const people = await visitors();
    const marker = `CrossSite${Date.now()}`;
    const crossSite = (path: string, fields: Record<string, string>, cookie = "") =>
      fetch(`${E2E_BASE_URL}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: EVIL, ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    const feedBefore = /\/calendar\/([\w-]+\.ics)/.exec(await (await get("/dashboard", people.student)).text())?.[1];

    const answers = await Promise.all([
      crossSite("/contact", {
        name: marker,
        email: "cross.site@example.com",
        mobile: "+91 90000 00000",
        purpose: "free_session",
        additional_details: "",
      }),
      crossSite(
        "/admin/library",
        {
          intent: "save",
          id: "",
          publication_type: "Article",
          category: "Case Study",
          title: marker,
          author_team: "Team",
          level: "Manager",
          url: "https://example.com/x",
          publication_date: "2025-05-01",
          license_source: "CC BY",
          tags: "",
          contributor: "External",
          verified: "on",
          access: "Anyone",
        },
        people.admin.cookie,
      ),
      crossSite("/ai-spots", {
        Name: marker,
        Type_of_Place: "Cafes",
        Address: "1 Road",
        Country: "India",
        State: "Karnataka",
        City: "Bengaluru",
        Pin_Zip: "560001",
        Telephone: "080 2222 3333",
        AISpot_Email: "a@example.com",
        Owner_Manager_Name: "Owner",
        Mobile: "9876543210",
        Email: "owner@example.com",
        Price: "₹300",
        Consent: "on",
      }),
      crossSite("/dashboard", { intent: "reset-calendar-link" }, people.student.cookie),
      crossSite("/signout", {}, people.student.cookie),
      crossSite(
        "/account",
        { intent: "update-profile", name: marker, mobile_no: "9876500011", age: "40", occupation: marker },
        people.newAccount.cookie,
      ),
      crossSite(
        "/account",
        {
          intent: "change-password",
          currentPassword: "Matrix#Pass2026",
          newPassword: "Stolen#Pass2026",
          confirmNewPassword: "Stolen#Pass2026",
        },
        people.newAccount.cookie,
      ),
      crossSite(
        "/account",
        { intent: "delete-account", deletePassword: "Matrix#Pass2026", deleteConfirmation: "DELETE" },
        people.newAccount.cookie,
      ),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status === 400 || status === 403)).toBe(true);

    const mailbox = await (await fetch(`${E2E_BASE_URL}/dev/mailbox.json`)).text();
    expect(mailbox).not.toContain(marker);
    expect(await (await get("/admin/library", people.admin)).text()).not.toContain(marker);
    expect(await (await get("/admin/ai-spot-management", people.admin)).text()).not.toContain(marker);
    const session = (await (await get("/api/auth/get-session", people.student)).json()) as { user?: { email: string } } | null;
    expect(session?.user?.email).toBe(DEMO_STUDENT.email);
    expect(/\/calendar\/([\w-]+\.ics)/.exec(await (await get("/dashboard", people.student)).text())?.[1]).toBe(feedBefore);
    // The new account still exists, signed in, with its password and its name.
    const accountPage = await get("/account", people.newAccount);
    expect(accountPage.status).toBe(200);
    expect(await accountPage.text()).not.toContain(marker);
    expect((await postForm(site, "/signin", { email: people.newAccount.email!, password: "Matrix#Pass2026" })).status).toBe(302);
  });

  test("better-auth's own endpoints refuse another site's POSTs: the session and the name stay", async () => {
    const people = await visitors();
    const visitor = people.newAccount;
    for (const endpoint of [
      "sign-out",
      "update-user",
      "revoke-sessions",
      "revoke-other-sessions",
      "delete-user",
      "update-session",
    ]) {
      const response = await fetch(`${E2E_BASE_URL}/api/auth/${endpoint}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: EVIL, cookie: visitor.cookie },
        body: JSON.stringify({
          name: "Renamed From Afar",
          currentPassword: "Matrix#Pass2026",
          newPassword: "Stolen#Pass2026",
          password: "Matrix#Pass2026",
        }),
      });
      expect(response.status, endpoint).toBe(403);
    }
    // Changing the password or the e-mail goes through /account only (it asks for the password, counts wrong ones
    // and sends the notices): better-auth's own endpoints for them are switched off, from any origin.
    for (const endpoint of ["change-password", "change-email"]) {
      for (const origin of [EVIL, ORIGIN]) {
        const response = await fetch(`${E2E_BASE_URL}/api/auth/${endpoint}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin, cookie: visitor.cookie },
          body: JSON.stringify({
            currentPassword: "Matrix#Pass2026",
            newPassword: "Stolen#Pass2026",
            newEmail: "stolen@example.test",
          }),
        });
        expect(response.status, `${endpoint} from ${origin}`).toBe(404);
      }
    }
    const session = (await (await get("/api/auth/get-session", visitor)).json()) as { user: { email: string; name: string } };
    expect(session.user).toMatchObject({ email: visitor.email, name: "Matrix Newcomer" });
    // The same request from the site itself is accepted: the refusal was about the origin.
    const own = await fetch(`${E2E_BASE_URL}/api/auth/update-user`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, cookie: visitor.cookie },
      body: JSON.stringify({ name: "Matrix Newcomer Renamed" }),
    });
    expect(own.status).toBe(200);
  });

  test("the payment webhook refuses a missing, forged or borrowed signature", async () => {
    const body = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: { entity: { id: "pay_Forged000001", order_id: "order_Forged000001", amount: 100, status: "captured" } },
      },
    });
    const post = (headers: Record<string, string>, payload = body) =>
      fetch(`${E2E_BASE_URL}/api/webhooks/razorpay`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Razorpay-Event-Id": "evt_Forged000001", ...headers },
        body: payload,
      });
    const attempts = [
      await post({}),
      await post({ "X-Razorpay-Signature": "0".repeat(64) }),
      await post({ "X-Razorpay-Signature": "not-a-signature" }),
      await post({ "X-Razorpay-Signature": "a".repeat(64) }, `${body} `),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: "invalid-signature" });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

test.describe("open redirects", () => {
  const HOSTILE_TARGETS = [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "http:evil.example",
    "//evil.example/%2F..",
  ];
  const staysHere = (location: string | null) =>
    location !== null && new URL(location, E2E_BASE_URL).origin === ORIGIN && !/^\s*javascript:/i.test(location);

  test("sign-in, sign-up and the admin gate never send anyone to another site, whatever redirectTo says", async () => {
    for (const target of HOSTILE_TARGETS) {
      const query = `?redirectTo=${encodeURIComponent(target)}`;
      const signinPage = await (await fetch(`${E2E_BASE_URL}/signin${query}`)).text();
      // The page carries no link or hidden field pointing away.
      expect(signinPage, target).not.toMatch(/(href|value)="(https?:)?\/\/evil\.example/);

      const signedIn = await postForm(site, `/signin${query}`, {
        email: DEMO_STUDENT.email,
        password: DEMO_STUDENT.password,
        redirectTo: target,
      });
      expect(signedIn.status, target).toBe(302);
      expect(signedIn.headers.get("location"), target).toBe("/dashboard");

      const gate = await postForm(site, `/admin/sign-in${query}`, {
        username: E2E_ADMIN.email,
        password: E2E_ADMIN.password,
        redirectTo: target,
      });
      expect(gate.status, target).toBe(302);
      expect(gate.headers.get("location"), target).toBe("/admin/sessions");

      // An existing e-mail at sign-up goes on to sign-in, carrying only a same-site path (sign-ups are
      // rate-limited per address: the three classic forms are enough here).
      if (!["//evil.example", "https://evil.example", "/\\evil.example"].includes(target)) continue;
      const existing = await postForm(site, `/signup${query}`, {
        name: "Priya Sharma",
        email: DEMO_STUDENT.email,
        mobile_no: DEMO_STUDENT.mobileNo,
        age: "29",
        occupation: "Data Analyst",
        password: "Whatever#2026",
        confirmPassword: "Whatever#2026",
        redirectTo: target,
      });
      expect(existing.status, target).toBe(302);
      expect(existing.headers.get("location"), target).toBe(`/signin?email=${encodeURIComponent(DEMO_STUDENT.email)}`);
    }
  });

  test("no URL of the site redirects to another site", async () => {
    const paths = [
      "//evil.example",
      "//evil.example/",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/assets//evil.example",
      "/assets/%2F%2Fevil.example",
      "/assets",
      "/courses/vive-coding?next=//evil.example",
      "/signout?redirectTo=//evil.example",
      "/admin?redirectTo=//evil.example",
      "/library/00000000-0000-4000-8000-000000000000/open?redirectTo=//evil.example",
    ];
    for (const path of paths) {
      const response = await fetch(`${E2E_BASE_URL}${path}`, { redirect: "manual" });
      if (response.status >= 300 && response.status < 400)
        expect(staysHere(response.headers.get("location")), `${path} → ${response.headers.get("location")}`).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

test.describe("stored text is shown as text", () => {
  const PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;

  async function expectInertIn(page: Page, path: string) {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText(PAYLOAD).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  }

  async function useCookie(page: Page, cookie: string) {
    const [name, ...value] = cookie.split(";")[0]!.split("=");
    await page.context().addCookies([{ name: name!, value: value.join("="), url: E2E_BASE_URL }]);
  }

  test("a student's name full of markup is escaped on the dashboard and never runs", async ({ page }) => {
    const email = `escape.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const cookie = await signUp(email, PAYLOAD);
    const html = await (await fetch(`${E2E_BASE_URL}/dashboard`, { headers: { cookie } })).text();
    expect(html).not.toContain(PAYLOAD);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=");
    await useCookie(page, cookie);
    await expectInertIn(page, "/dashboard");
  });

  test("an AI Spot application full of markup is escaped on the admin's screen and never runs", async ({ page }) => {
    const people = await visitors();
    // Its own city, so the admin's search finds it whatever else the other specs add meanwhile.
    const city = `Escapeville ${Date.now()}`;
    const applied = await postForm(site, "/ai-spots", {
      Name: PAYLOAD,
      Type_of_Place: "Cafes",
      Address: "1 Escape Road",
      Country: "India",
      State: "Karnataka",
      City: city,
      Pin_Zip: "560001",
      Telephone: "080 2222 3333",
      AISpot_Email: "escape.spot@example.com",
      Owner_Manager_Name: "Escape Owner",
      Mobile: "9876543210",
      Email: `escape.owner.${Date.now()}@example.com`,
      Price: "₹300",
      Map_Link: "",
      Image_URL: "",
      Consent: "on",
    });
    expect(applied.status).toBe(200);
    const screen = `/admin/ai-spot-management?q=${encodeURIComponent(city)}`;
    const html = await (await get(screen, people.admin)).text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=");
    // Pending applications never reach the public directory.
    expect(await (await fetch(`${E2E_BASE_URL}/ai-spots?city=${encodeURIComponent(city)}`)).text()).not.toContain("img src=x");
    await useCookie(page, people.admin.cookie);
    await expectInertIn(page, screen);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The CSP runs no inline script the response did not name: prerendered pages by hash, rendered pages by a nonce of
// their own (docs/decisions/0098-csp-nonces-and-hashes.md).

test.describe("inline scripts under the Content-Security-Policy", () => {
  const scriptSources = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  /** The page's inline scripts that a browser runs (JSON-LD is data), with their nonce attribute. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
      .map(([, attributes, body]) => ({ nonce: /\bnonce="([^"]*)"/.exec(attributes!)?.[1], body: body! }));
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

  test("no page kind allows 'unsafe-inline' scripts; each names exactly the inline scripts it carries", async () => {
    const people = await visitors();
    // A prerendered marketing page, as signed-out visitors get it: the hashes of its scripts, no nonce.
    for (const path of ["/", "/courses", "/masterclass"]) {
      const response = await get(path, people.anonymous);
      const sources = scriptSources(response.headers.get("content-security-policy") ?? "");
      const scripts = inlineScripts(await response.text());
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(
        sources.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(false);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(sources, `${path}: ${script.body.slice(0, 60)}`).toContain(sha256(script.body));
    }
    // Rendered pages (a signed-in marketing page, the dashboard twice, as the page cache may replay it, an admin
    // screen, a 404): a fresh nonce each render, on every inline script of the page, and no hash.
    const nonces = new Set<string>();
    for (const [path, visitor] of [
      ["/courses", people.student],
      ["/dashboard", people.student],
      ["/dashboard", people.student],
      ["/admin/payments", people.admin],
      ["/admin", people.admin],
      ["/no-such-page", people.anonymous],
    ] as const) {
      const response = await get(path, visitor);
      expect(response.status, path).toBeLessThan(500);
      const sources = scriptSources(response.headers.get("content-security-policy") ?? "");
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(
        sources.filter((source) => source.startsWith("'sha256-")),
        path,
      ).toEqual([]);
      const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce, path).toMatch(/^[\w+/]{22}==$/);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(script.nonce, `${path}: ${script.body.slice(0, 60)}`).toBe(nonce);
      nonces.add(`${path} ${response.headers.get("x-page-cache") === "hit" ? "(replayed)" : ""} ${nonce}`);
    }
    // Files and JSON allow no inline script at all.
    for (const path of ["/healthz", "/favicon.svg"]) {
      const sources = scriptSources((await get(path, people.anonymous)).headers.get("content-security-policy") ?? "");
      expect(sources, path).toEqual(["'self'", "https://checkout.razorpay.com"]);
    }
    // Each render's nonce is its own; only the page cache's replay of the same bytes repeats one.
    const rendered = [...nonces].filter((line) => !line.includes("(replayed)")).map((line) => line.split(" ").at(-1));
    expect(new Set(rendered).size).toBe(rendered.length);
  });

  test("with JavaScript on, every page kind still works and the browser reports no violation", async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const main = page.getByRole("main");
    const paymentDialog = page.getByRole("dialog", { name: "Pay Now to Book Your Seat" });

    // Prerendered: the home page's status line (inline script), then React hydrating on the first tap of a card.
    await page.goto("/");
    await expect(page.getByTestId("database-status")).toContainText("Database connected");
    await page.goto("/courses");
    await waitForHydration(page);
    await main
      .getByRole("button", { name: /^Enroll Now/ })
      .first()
      .click();
    await expect(paymentDialog).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await violations()).toEqual([]);

    // Signed in (rendered with a nonce): a marketing page's floating button, the dashboard's form.
    const people = await visitors();
    const [name, ...value] = people.newAccount.cookie.split(";")[0]!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: E2E_BASE_URL }]);
    await page.goto("/masterclass");
    await waitForHydration(page);
    await page.locator("[data-floating=pay-button]").click();
    await expect(paymentDialog).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await main.getByRole("button", { name: "Resend verification email" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Verification email sent." })).toBeVisible();
    expect(await violations()).toEqual([]);

    // An admin screen, reached through the gate's form.
    await context.clearCookies();
    await page.goto("/admin/payments");
    await waitForHydration(page);
    await main.getByLabel("Admin Username").fill(E2E_ADMIN.email);
    await main.getByLabel("Admin Password", { exact: true }).fill(E2E_ADMIN.password);
    await main.getByRole("button", { name: "Access Admin Panel" }).click();
    await expect(main.getByRole("heading", { name: "Admin Access Required" })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(main.getByRole("table").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------

test.describe("a production server", () => {
  test("sends CSP, frame-ancestors, nosniff, a referrer policy and HSTS; Secure, HttpOnly cookies; no /dev tools", async () => {
    test.setTimeout(180_000);
    const admin = { email: "prod.admin@example.test", password: "Prod#Admin2026" };
    const server = await startServer({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "production-headers-test-secret-0123456789",
      PAYMENTS_PROVIDER: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: "true",
      DATA_DIR: tempDataDir("security-production"),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    try {
      const asset = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${server.baseUrl}/`)).text())?.[0];
      expect(asset).toBeTruthy();
      for (const path of [
        "/",
        "/courses",
        "/signin",
        "/healthz",
        "/api/payments/prefill",
        "/no-such-page",
        "/favicon.svg",
        asset!,
      ]) {
        const response = await fetch(`${server.baseUrl}${path}`);
        const header = (name: string) => response.headers.get(name) ?? "";
        const csp = header("content-security-policy");
        for (const directive of [
          "default-src 'self'",
          "frame-ancestors 'none'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "upgrade-insecure-requests",
        ]) {
          expect(csp, `${path}: ${directive}`).toContain(directive);
        }
        expect(/script-src [^;]*/.exec(csp)?.[0], path).not.toContain("'unsafe-inline'");
        expect(header("x-content-type-options"), path).toBe("nosniff");
        expect(header("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
        expect(header("strict-transport-security"), path).toMatch(/max-age=(\d{8,}); includeSubDomains/);
        expect(Number(/max-age=(\d+)/.exec(header("strict-transport-security"))?.[1])).toBeGreaterThanOrEqual(15_552_000);
        expect(header("x-frame-options"), path).toBe("SAMEORIGIN");
        expect(response.headers.has("x-powered-by"), path).toBe(false);
      }

      // Session cookies: only over HTTPS, out of reach of scripts, not sent on cross-site requests.
      const signedIn = await postForm(server, "/signin", { email: admin.email, password: admin.password });
      expect(signedIn.status).toBe(302);
      const cookies = signedIn.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const line of cookies) {
        expect(line).toMatch(/^__Secure-/);
        expect(line).toMatch(/;\s*Secure/i);
        expect(line).toMatch(/;\s*HttpOnly/i);
        expect(line).toMatch(/;\s*SameSite=Lax/i);
      }
      const session = await fetch(`${server.baseUrl}/api/auth/get-session`, { headers: { cookie: cookieHeader(signedIn) } });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe(admin.email);

      // Development tools do not exist in production, not even for an admin, even with mail waiting in the outbox.
      expect((await postForm(server, "/forgot-password", { email: admin.email })).status).toBeLessThan(400);
      for (const path of [
        "/dev/mailbox",
        "/dev/mailbox.json",
        "/dev/clock",
        `/dev/payments.json?email=${encodeURIComponent(admin.email)}`,
        "/dev/whatsapp",
        "/dev/whatsapp.json",
      ]) {
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: cookieHeader(signedIn) } });
        expect(response.status, path).toBe(404);
        const body = await response.text();
        expect(body, path).toMatch(/Page not found|^"Not Found"$/);
        expect(body, path).not.toMatch(/reset-password\?token|Development mailbox/);
      }
      // Nor can anyone move its clock.
      expect((await postForm(server, "/dev/clock", { intent: "forward", days: "30" })).status).toBe(404);

      // An error page in production shows no internals.
      const missing = await (await fetch(`${server.baseUrl}/no-such-page`)).text();
      expect(missing).toContain("Page not found");
      expect(missing).not.toMatch(/\n\s+at |node_modules/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
