import { CalendarClock, GraduationCap, LogIn, RefreshCw, UserRound } from "lucide-react";
import { data, Link } from "react-router";
import { siteConfig } from "~/content/site-config";
import { DASHBOARD_MESSAGES, VERIFICATION_MESSAGES } from "~/accounts";
import { offersRenewal, UPCOMING_PAYMENT_TEXT } from "~/enrolments";
import { formatDisplayDate, formatIndiaDateTimeWithZone } from "~/platform";
import { getOptionalUser, loadUnverifiedDashboard, requireVerifiedUser } from "~/accounts/index.server";
import { appClock, assertSameOrigin, db, getConfig } from "~/platform/index.server";
import { resetCalendarFeedToken } from "~/classes/index.server";
import { loadStudentDashboard, type StudentDashboard } from "~/enrolments/index.server";
import { listRecentAnnouncements, listStudentClassrooms } from "~/classroom/index.server";
import { holdPausedAccess, readAccessPause } from "~/collections/index.server";
import { autopayOfEnrolments } from "~/autopay/index.server";
import { AccessPausedSection } from "~/collections/ui";
import { EnrollButton } from "~/payments/ui";
import { EmailVerificationNotice } from "~/accounts/ui";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/dashboard";
import { JoinClassSection, SessionsSection, TimeZoneDetector } from "~/classes/ui";
import { CertificatesSection } from "~/certificates/ui";
import { DashboardSection } from "~/ui/dashboard/dashboard-section";
import { linkButtonClass } from "~/ui/dashboard/link-styles";
import { CourseProgressSection, PaymentHistorySection } from "~/enrolments/ui";
import { ReferralSection } from "~/referrals/ui";

const SIGN_IN_TO_DASHBOARD = "/signin?redirectTo=/dashboard";

// The banner after autopay was turned on or off (its routes redirect here with ?autopay=).
const AUTOPAY_NOTICES: Record<string, string> = {
  on: "Autopay is on: your instalments are debited on their due dates, each announced by e-mail a day before.",
  off: "Autopay is off: pay your next instalment from the course card.",
};

export function meta() {
  return [
    { title: `Dashboard | ${siteConfig.name}` },
    { name: "description", content: "Your batch, sessions, class link, fee progress, certificates and payments." },
    { name: "robots", content: "noindex" },
  ];
}

// Personal data: never kept by a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  // spec 1 §2: signed out, the page asks the visitor to sign in (and brings them back here).
  if (!user) return { signedIn: false as const };
  // Nothing found by e-mail until the account has verified that e-mail.
  if (!user.emailVerified) {
    return { signedIn: true as const, verified: false as const, unverified: await loadUnverifiedDashboard(await db(), user) };
  }
  const config = getConfig();
  const database = await db();
  const now = appClock();
  const [dashboard, { classrooms, announcements }, pause] = await Promise.all([
    loadStudentDashboard(database, { user, now, appUrl: config.appUrl, showDebug: !config.isProduction }),
    listStudentClassrooms(database, user.email).then(async (batchIds) => ({
      classrooms: batchIds,
      announcements: await listRecentAnnouncements(database, batchIds),
    })),
    readAccessPause(database, { email: user.email, now }),
  ]);
  const autopay = await autopayOfEnrolments(
    database,
    dashboard.enrolments.map((enrolment) => enrolment.id),
  );
  const searchParams = new URL(request.url).searchParams;
  const justVerified = searchParams.get("verified") === "1";
  const autopayNotice = AUTOPAY_NOTICES[searchParams.get("autopay") ?? ""] ?? null;
  // An instalment unpaid past the grace period holds the class link, recordings, materials and classrooms.
  return pause
    ? {
        signedIn: true as const,
        verified: true as const,
        dashboard: holdPausedAccess(dashboard),
        classrooms: [],
        announcements: [],
        pause,
        justVerified,
        autopay,
        autopayNotice,
      }
    : {
        signedIn: true as const,
        verified: true as const,
        dashboard,
        classrooms,
        announcements,
        pause,
        justVerified,
        autopay,
        autopayNotice,
      };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireVerifiedUser(request);
  const form = await request.formData();
  if (form.get("intent") !== "reset-calendar-link") return data({ calendarLinkReset: false }, { status: 400 });
  await resetCalendarFeedToken(await db(), user.id);
  return { calendarLinkReset: true };
}

function SignInPrompt() {
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        <LogIn aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">Please Sign In</h1>
        <p className="mt-2 text-gray-700">
          Sign in to see your batch, class link, sessions, fee progress, certificates and payment history.
        </p>
        <Link to={SIGN_IN_TO_DASHBOARD} className={`${linkButtonClass} mt-6 w-full py-3 text-base`}>
          Sign In
        </Link>
        <p className="mt-4 text-sm text-gray-700">
          New here?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign up for free
          </Link>
        </p>
      </div>
    </main>
  );
}

function ProfileSection({
  dashboard,
  fallbackName,
  className,
}: {
  dashboard: Pick<StudentDashboard, "email" | "profile"> & { student: StudentDashboard["student"] | null };
  fallbackName: string;
  className?: string;
}) {
  const { profile, student } = dashboard;
  const rows: [string, string][] = [
    ["Name", profile?.name ?? student?.studentName ?? fallbackName],
    ["Email", dashboard.email],
    ["Mobile", profile?.mobileNo || "Not provided"],
    ["Age", profile ? String(profile.age) : "Not provided"],
    ["Occupation", profile?.occupation ?? "Not provided"],
    ["Course", student?.currentCourseName ?? "Not enrolled yet"],
    ["Batch", student?.batchId ?? (student ? "Not assigned yet" : "Not enrolled yet")],
  ];
  if (student) rows.push(["Enrolled on", formatDisplayDate(student.enrollmentDate)]);
  return (
    <DashboardSection
      id="profile"
      title="Profile Information"
      icon={<UserRound aria-hidden="true" className="h-5 w-5 text-brand-700" />}
      action={
        <Link to="/account" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Edit profile &amp; account
        </Link>
      }
      className={className}
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className={`min-w-0 ${label === "Email" ? "col-span-2" : ""}`}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </DashboardSection>
  );
}

function UpcomingPaymentSection({ date, renewable }: { date: string | null; renewable: boolean }) {
  return (
    <DashboardSection
      id="upcoming-payment"
      title="Upcoming Payment Date"
      icon={<CalendarClock aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {date ? (
        <>
          <p className="text-3xl font-bold text-gray-900">{formatDisplayDate(date)}</p>
          <p className="mt-2 text-sm text-gray-700">{UPCOMING_PAYMENT_TEXT.rule}</p>
        </>
      ) : (
        <p className="text-gray-700">{UPCOMING_PAYMENT_TEXT.none}</p>
      )}
      {renewable ? (
        // spec 1 §2: the dialog's "renewal plus normal course select"; the server prices whatever is chosen.
        <EnrollButton variant="renewal-plus-course" className={`${linkButtonClass} mt-4`}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Renew
        </EnrollButton>
      ) : null}
    </DashboardSection>
  );
}

interface DashboardAnnouncement {
  id: string;
  batchId: string;
  title: string;
  body: string;
  createdAt: string;
}

/** A link to each batch's classroom (announcements, assignments and hand-ins), under the newest announcements. */
function ClassroomLinks({ batchIds, announcements }: { batchIds: string[]; announcements: DashboardAnnouncement[] }) {
  return (
    <DashboardSection
      id="classroom"
      title="Your Classroom"
      icon={<GraduationCap aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      <p className="text-sm text-gray-700">Announcements, assignments and your hand-ins for your batch.</p>
      {announcements.length > 0 ? (
        <section aria-labelledby="dashboard-announcements" className="mt-3">
          <h3 id="dashboard-announcements" className="font-semibold text-gray-900">
            Announcements
          </h3>
          <ul className="mt-2 space-y-2">
            {announcements.map((announcement) => (
              <li key={announcement.id} className="rounded-lg border border-gray-200 p-3">
                <p className="font-medium text-gray-900">{announcement.title}</p>
                <p className="text-xs text-gray-600">
                  {announcement.batchId} · {formatIndiaDateTimeWithZone(announcement.createdAt)}
                </p>
                <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-gray-800">{announcement.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-3">
        {batchIds.map((batchId) => (
          <li key={batchId}>
            <Link to={`/learn/${encodeURIComponent(batchId)}`} className={linkButtonClass}>
              Open classroom: {batchId}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

function WelcomeBand({ name, courseName }: { name: string; courseName: string | null | undefined }) {
  return (
    <div className="bg-gradient-to-br from-brand-700 to-indigo-900 px-4 py-10 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">Welcome back, {name}!</h1>
        <p className="mt-2 text-indigo-100">
          {courseName ? `Your ${courseName} journey at a glance.` : "Your learning journey at a glance."}
        </p>
      </div>
    </div>
  );
}

/** Before the e-mail is verified: the welcome, the profile and the notice. */
function UnverifiedDashboard({
  email,
  profile,
  profileError,
}: {
  email: string;
  profile: StudentDashboard["profile"];
  profileError: string | null;
}) {
  const name = profile?.name ?? email;
  return (
    <main id="main" className="bg-gray-50 pb-16">
      <WelcomeBand name={name} courseName={null} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pt-6">
        <ErrorBanner message={profileError} />
        <EmailVerificationNotice email={email} />
        <ProfileSection dashboard={{ email, profile, student: null }} fallbackName={name} />
      </div>
    </main>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignInPrompt />;
  if (!loaderData.verified) return <UnverifiedDashboard {...loaderData.unverified} />;
  const { dashboard, classrooms, announcements, pause, justVerified } = loaderData;
  const name = dashboard.profile?.name ?? dashboard.student?.studentName ?? dashboard.email;
  const { errors } = dashboard;

  return (
    <main id="main" className="bg-gray-50 pb-16">
      {dashboard.profile ? <TimeZoneDetector known={dashboard.profile.timeZone} /> : null}
      <WelcomeBand name={name} courseName={dashboard.student?.currentCourseName} />

      <div className="mx-auto max-w-6xl space-y-6 px-4 pt-6">
        {justVerified ? <SuccessBanner message={VERIFICATION_MESSAGES.verified} /> : null}
        <SuccessBanner message={loaderData.autopayNotice} />
        {errors.profile || errors.student || errors.data ? (
          <div className="space-y-2">
            <ErrorBanner message={errors.profile} />
            <ErrorBanner message={errors.student} />
            <ErrorBanner message={errors.data} />
          </div>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-3">
          <UpcomingPaymentSection date={dashboard.upcomingPaymentDate} renewable={offersRenewal(dashboard.enrolments)} />
          <ProfileSection dashboard={dashboard} fallbackName={name} className="lg:col-span-2" />
          <ReferralSection referral={dashboard.referral} className="lg:col-span-2" />
          {pause ? (
            <AccessPausedSection
              dueDate={pause.dueDate}
              enrolment={dashboard.enrolments.find((enrolment) => enrolment.id === pause.enrolmentId)}
            />
          ) : (
            <JoinClassSection dashboard={dashboard} />
          )}
        </div>
        {classrooms.length > 0 ? <ClassroomLinks batchIds={classrooms} announcements={announcements} /> : null}
        <SessionsSection dashboard={dashboard} />
        <CourseProgressSection dashboard={dashboard} autopay={loaderData.autopay} />
        <CertificatesSection certificates={dashboard.certificates} />
        <PaymentHistorySection dashboard={dashboard} />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
      <div className="mt-6 text-left">
        <ErrorBanner message={DASHBOARD_MESSAGES.dataFailed} />
      </div>
      <p className="mt-4 text-gray-700">Please refresh the page in a moment.</p>
    </main>
  );
}
