// The student dashboard's rules (spec 1 §9 "Dashboard" and "Referral"): pure, shared by server and browser.
// Money is handled in minor units (paise, cents); amounts arrive as the database's exact decimal text.

export type Currency = "INR" | "USD";

// spec 1 §8, word for word.
export const DASHBOARD_MESSAGES = {
  profileFailed: "Failed to create user profile",
  studentFailed: "Failed to load student information",
  dataFailed: "Failed to load dashboard data",
} as const;
export type PaymentStatus = "pending" | "success" | "failed" | "cancelled";

export const TOTAL_SESSIONS = 25;
export const DAYS_UNTIL_NEXT_PAYMENT = 30;
/** The monthly fee a referred friend pays (2999 less the 7% referral discount), quoted in the share message. */
export const REFERRAL_MONTHLY_FEE = 2789;
export const IST_TIME_ZONE = "Asia/Kolkata";
/** The session table has a start time only; a live class runs for about two hours. */
export const SESSION_LENGTH_MINUTES = 120;

// spec 1 §9: a payment counts towards the next due date when it is at least 2000 INR or 100 USD.
const MINIMUM_MONTHLY_PAYMENT: Record<Currency, number> = { INR: 2000_00, USD: 100_00 };

// spec 1 §9: 11996 (47996 for Quantum Computing) is four months at the INR monthly price; the USD
// figures are four months at the USD monthly price (docs/decisions/dashboard-fee-currency.md).
const FULL_COURSE_FEE: Record<"standard" | "quantum", Record<Currency, number>> = {
  standard: { INR: 11_996_00, USD: 596_00 },
  quantum: { INR: 47_996_00, USD: 2_396_00 },
};

const CURRENCY_SYMBOL: Record<Currency, string> = { INR: "₹", USD: "$" };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 24 * 60 * 60 * 1000;

// ── Money

/** '2789.07' → 278907. Exact: the text is split, never read as a float. */
export function amountToMinor(amount: string | number): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(amount)}`);
  const fraction = (match[2] ?? "").padEnd(2, "0").slice(0, 2);
  return Number(match[1]) * 100 + Number(fraction);
}

/** 1199600, 'INR' → '₹11,996'; 278907 → '₹2,789.07'; 59600, 'USD' → '$596'. */
export function formatMoney(minor: number, currency: Currency): string {
  const whole = minor % 100 === 0;
  const number = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  return `${CURRENCY_SYMBOL[currency]}${number}`;
}

// ── Dates and times

/** 'YYYY-MM-DD' plus whole days, on the calendar (no time zone involved). */
export function addDaysToDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * spec 1 §9: dates in en-IN 'dd Mon yyyy', e.g. '05 Mar 2026'. Written out rather than left to Intl, whose
 * en-IN month names differ between engines ('Sep' / 'Sept') and would make server and browser disagree.
 */
export function formatDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** spec 1 §9: times show their first 5 characters, '19:00:00' → '19:00'. */
export function formatClockTime(time: string): string {
  return time.slice(0, 5);
}

/** The instant a session starts: its date and start time are wall-clock time in India. */
export function sessionStartInstant(sessionDate: string, startTime: string): Date {
  const time = startTime.length === 5 ? `${startTime}:00` : startTime.slice(0, 8);
  return new Date(`${sessionDate}T${time}+05:30`);
}

export interface WallClock {
  date: string; // 'dd Mon yyyy'
  time: string; // 'HH:MM'
}

/** An instant as read on a clock in `timeZone` (an IANA name, e.g. the viewer's). */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: formatDisplayDate(`${parts.year}-${parts.month}-${parts.day}`), time: `${parts.hour}:${parts.minute}` };
}

/**
 * The session's start in the viewer's time zone, or null when the viewer's clock reads the same as India's
 * (then the IST time alone says it all).
 */
export function viewerLocalStart(sessionDate: string, startTime: string, viewerTimeZone: string): WallClock | null {
  const instant = sessionStartInstant(sessionDate, startTime);
  const local = wallClockIn(instant, viewerTimeZone);
  const india = wallClockIn(instant, IST_TIME_ZONE);
  return local.date === india.date && local.time === india.time ? null : local;
}

export interface SessionTiming {
  sessionDate: string;
  sessionStartTime: string;
}

/** Upcoming (not yet over, soonest first) and past (latest first) sessions, as of `now`. */
export function splitSessionsByTime<T extends SessionTiming>(sessions: readonly T[], now: Date) {
  const endsAt = (session: T) =>
    sessionStartInstant(session.sessionDate, session.sessionStartTime).getTime() + SESSION_LENGTH_MINUTES * 60_000;
  const byStart = [...sessions].sort(
    (a, b) =>
      sessionStartInstant(a.sessionDate, a.sessionStartTime).getTime() -
      sessionStartInstant(b.sessionDate, b.sessionStartTime).getTime(),
  );
  return {
    upcoming: byStart.filter((session) => endsAt(session) > now.getTime()),
    past: byStart.filter((session) => endsAt(session) <= now.getTime()).reverse(),
  };
}

// ── Payments

export interface PaymentFacts {
  amount: string;
  currency: Currency;
  paymentStatus: PaymentStatus;
  paymentDate: string; // 'YYYY-MM-DD'
  createdAt: string; // ISO instant
}

/**
 * spec 1 §9: 30 days after the newest successful payment of at least 2000 INR or 100 USD
 * (payments scanned newest first). Null when there is none.
 */
export function upcomingPaymentDate(payments: readonly PaymentFacts[]): string | null {
  const newestFirst = [...payments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const qualifying = newestFirst.find(
    (payment) =>
      payment.paymentStatus === "success" && amountToMinor(payment.amount) >= MINIMUM_MONTHLY_PAYMENT[payment.currency],
  );
  return qualifying ? addDaysToDate(qualifying.paymentDate, DAYS_UNTIL_NEXT_PAYMENT) : null;
}

// ── Course investment and progress

export function isQuantumCourse(courseName: string | null | undefined) {
  return (courseName ?? "").toLowerCase().includes("quantum computing");
}

/** spec 1 §9: the full course fee, in minor units of the student's currency. */
export function fullCourseFee(courseName: string | null | undefined, currency: Currency): number {
  return FULL_COURSE_FEE[isQuantumCourse(courseName) ? "quantum" : "standard"][currency];
}

export interface FeeProgress {
  currency: Currency;
  feeMinor: number;
  paidMinor: number;
  remainingMinor: number;
  percentPaid: number; // 0..100, whole
}

/** spec 1 §9: remaining = fee − total_amount_paid, never below 0. */
export function feeProgress(options: { courseName: string | null; currency: Currency; totalAmountPaid: string }): FeeProgress {
  const feeMinor = fullCourseFee(options.courseName, options.currency);
  const paidMinor = amountToMinor(options.totalAmountPaid);
  return {
    currency: options.currency,
    feeMinor,
    paidMinor,
    remainingMinor: Math.max(0, feeMinor - paidMinor),
    percentPaid: Math.min(100, Math.floor((paidMinor * 100) / feeMinor)),
  };
}

export interface SessionProgress {
  total: number;
  listed: number;
  remaining: number;
  percentListed: number;
}

/** spec 1 §9: 25 sessions in all; remaining = 25 − the sessions listed for the batch (never below 0). */
export function sessionProgress(sessionsListed: number): SessionProgress {
  return {
    total: TOTAL_SESSIONS,
    listed: sessionsListed,
    remaining: Math.max(0, TOTAL_SESSIONS - sessionsListed),
    percentListed: Math.min(100, Math.floor((sessionsListed * 100) / TOTAL_SESSIONS)),
  };
}

// ── Referral

/** One credit of the referral ledger (referral_credits), with what the referrer may see of its payment. */
export interface ReferralCreditFacts {
  name: string;
  course: string;
  /** The referred payment's amount. */
  amount: string;
  /** The referrer's credit as the ledger recorded it (10 % of the payment, rounded once when it was written). */
  earning: string;
  currency: Currency;
  paymentDate: string;
}

export interface ReferredPayment {
  maskedName: string;
  course: string;
  currency: Currency;
  amountMinor: number;
  earningMinor: number;
  paymentDate: string;
}

export interface ReferralEarnings {
  /** One line per currency that has credits, INR first: the sums of the lines shown. */
  totals: { currency: Currency; earningMinor: number; referredMinor: number }[];
  payments: ReferredPayment[];
}

/**
 * spec 1 §9: the referrer earns 10% of each successful payment that used their e-mail. The credits are read
 * from the ledger written when the payment succeeded, and each total is the sum of its lines, kept per currency.
 */
export function referralEarnings(credits: readonly ReferralCreditFacts[]): ReferralEarnings {
  const payments = credits.map((credit): ReferredPayment => ({
    maskedName: maskName(credit.name),
    course: credit.course,
    currency: credit.currency,
    amountMinor: amountToMinor(credit.amount),
    earningMinor: amountToMinor(credit.earning),
    paymentDate: credit.paymentDate,
  }));
  const totals = (["INR", "USD"] as const).flatMap((currency) => {
    const inCurrency = payments.filter((payment) => payment.currency === currency);
    if (inCurrency.length === 0) return [];
    const referredMinor = inCurrency.reduce((sum, payment) => sum + payment.amountMinor, 0);
    const earningMinor = inCurrency.reduce((sum, payment) => sum + payment.earningMinor, 0);
    return [{ currency, referredMinor, earningMinor }];
  });
  return { totals, payments };
}

/** 'Arjun Mehta' → 'A*** M***': enough for the referrer to recognise a friend, no more. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "***";
  return words.map((word) => `${Array.from(word)[0]}***`).join(" ");
}

/** The message a student shares with friends (spec 1 §2: it mentions the fee of 2789 per month). */
export function referralShareMessage(options: { referralCode: string; siteUrl: string; businessName: string }): string {
  return (
    `Hi! I'm learning AI with live, instructor-led classes at ${options.businessName}. ` +
    `Join with my referral code ${options.referralCode} and get 7% off: just ₹${REFERRAL_MONTHLY_FEE} per month. ` +
    `Enrol here: ${options.siteUrl}`
  );
}

/** A chat-app share link: the student picks whom to send it to (unlike siteConfig's chatLink, which opens our number). */
export function chatAppShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

// ── Certificates

export function certificateVerificationPath(verificationId: string) {
  return `/verify/${encodeURIComponent(verificationId)}`;
}

/** LinkedIn's add-to-profile link for a certification, prefilled with the certificate's details. */
export function linkedInAddToProfileUrl(options: {
  certificateName: string;
  dateOfIssuing: string;
  verificationUrl: string;
  verificationId: string;
  /** The issuing organisation as LinkedIn shows it: the business's name. */
  organizationName: string;
}): string {
  const [year, month] = options.dateOfIssuing.split("-").map(Number);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: options.certificateName,
    organizationName: options.organizationName,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: options.verificationUrl,
    certId: options.verificationId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** The fallback profile's name (spec 1 §3): the part of the e-mail before '@'. */
export function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}
