// The database schema. Table and column names keep the spec's vocabulary (spec 1 §3, spec 2 §3, spec 3 §3).
// Money: `numeric(12,2)` major units (exact, never float) where the spec stores amounts; code works in minor units.
import { relations, sql } from "drizzle-orm";
import { LEAD_KINDS, LEAD_STATUSES } from "~/leads";
import { ENROLMENT_PLANS, ENROLMENT_STATUSES } from "~/enrolments";
import { CLASS_REMINDER_KINDS } from "~/classes";
import { REFUND_STATUSES } from "~/refunds";
import { HAND_IN_STATUSES, type RubricCriterion } from "~/classroom";
import { STAFF_ROLES } from "~/staff";
import { AUTOPAY_STATUSES } from "~/autopay";
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from "~/consent";
import { WHATSAPP_MESSAGE_STATUSES, WHATSAPP_TEMPLATE_KINDS, type WhatsAppTemplate } from "~/messaging";
import { indiaDateOf, indiaTimeOf, indiaToday } from "./india-time-sql";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";

/** The e-mail a WhatsApp notice stands for, as the outbox takes it (attachments are never part of a notice). */
export interface FallbackEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** An e-mail attachment as the outbox stores it: a reference to a document rendered at delivery. */
export type OutboxAttachment = { kind: "invoice"; invoiceId: string } | { kind: "credit-note"; creditNoteId: string };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── better-auth's tables (accounts, sessions). Named auth_* so they never clash with the spec's `users` profile.
export const authUser = pgTable(
  "auth_user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("student"),
    // better-auth's two-factor plugin (docs/decisions/0046-admin-two-factor.md): true once the admin confirmed a code.
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A referrer's name is looked up by e-mail in any case (/admin/referrals).
  (table) => [index("auth_user_email_lower_idx").on(sql`lower(${table.email})`)],
);

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
  },
  (table) => [index("auth_session_user_id_idx").on(table.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_account_user_id_idx").on(table.userId)],
);

export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_verification_identifier_idx").on(table.identifier)],
);

// The two-factor plugin's row per account: the TOTP secret and the backup codes, both encrypted by better-auth with
// the auth secret; `verified` stays false until the first code is confirmed. Failed codes lock it for a while.
export const authTwoFactor = pgTable(
  "auth_two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // The 30-second step of the newest authenticator code taken: no code of that step or an earlier one is taken again.
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (table) => [uniqueIndex("auth_two_factor_user_id_idx").on(table.userId)],
);

export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// Trigram indexes written at once rather than through GIN's pending list: PGlite has no autovacuum to merge that
// list, and every search would read it whole. Payments are written a few at a time, so the insert cost is small.
const TRIGRAM_INDEX = { fastupdate: false };

// ── spec 1 §3: the student's profile, created at sign-up (or as a fallback on the dashboard).
export const users = pgTable(
  "users",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUser.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    mobileNo: text("mobile_no").notNull().default(""),
    age: integer("age").notNull(),
    occupation: text("occupation").notNull(),
    // The IANA time zone class reminders are written in, detected on the dashboard; null means IST only.
    timeZone: text("time_zone"),
    createdAt: createdAt(),
  },
  (table) => [
    // A referrer's name by e-mail in any case (/admin/referrals), certificates searched by the student's name.
    index("users_email_lower_idx").on(sql`lower(${table.email})`),
    index("users_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
  ],
);

// The three tables a lead comes from (contact_submissions, lead_gen_responses, quiz_responses) each carry the
// lead's status, and the same indexes for the leads inbox (docs/decisions/0040-leads-inbox.md): newest first, by status
// (the 'new' count in the admin navigation), by e-mail (a lead's other leads), and the search by name, e-mail and
// the digits of the mobile number.
const leadStatus = () => text("status", { enum: LEAD_STATUSES }).notNull().default("new");
function leadIndexes(
  prefix: string,
  table: Record<"id" | "createdAt" | "status" | "name" | "email" | "mobile", ExtraConfigColumn>,
) {
  return [
    index(`${prefix}_newest_idx`).on(table.createdAt, table.id),
    index(`${prefix}_status_created_idx`).on(table.status, table.createdAt),
    index(`${prefix}_email_lower_idx`).on(sql`lower(${table.email})`),
    index(`${prefix}_name_trgm_idx`).using("gin", table.name.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index(`${prefix}_email_trgm_idx`).using("gin", table.email.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index(`${prefix}_mobile_digits_trgm_idx`)
      .using("gin", sql`regexp_replace(${table.mobile}, '[^0-9]', '', 'g') gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
  ];
}

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(), // the account id, or 'guest_' + a random id
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    course: text("course").notNull(),
    duration: text("duration").notNull(),
    country: text("country").notNull(),
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    providerAmountPaise: integer("provider_amount_paise").notNull(),
    paymentStatus: text("payment_status", { enum: ["pending", "success", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    // spec 1 §3's payment_date and payment_time, as read on a clock in India: derived from the stored instant
    // (created_at), so they never depend on the database server's time zone (an admin's SQL sees the same).
    paymentDate: date("payment_date")
      .notNull()
      .generatedAlwaysAs(indiaDateOf(sql`created_at`)),
    paymentTime: time("payment_time", { precision: 0 })
      .notNull()
      .generatedAlwaysAs(indiaTimeOf(sql`created_at`)),
    referredByEmail: text("referred_by_email"),
    failureReason: text("failure_reason"),
    razorpayPaymentId: text("razorpay_payment_id"),
    razorpayOrderId: text("razorpay_order_id").unique(),
    paymentMethod: text("payment_method").notNull().default("online"),
    // The coupon text entered (a known code, or an unknown one the payer may ask to have refunded).
    couponCode: text("coupon_code"),
    // The buyer's state (a name from app/content/indian-states.ts) and GSTIN, when given: the tax invoice's place
    // of supply and the buyer's registration (docs/decisions/0034-tax-invoices.md).
    state: text("state"),
    gstin: text("gstin"),
    // The enrolment this payment belongs to. Set when the order is made for an instalment or a renewal
    // (priced from that enrolment), otherwise by the transaction that records the first success.
    enrolmentId: uuid("enrolment_id").references((): AnyPgColumn => enrolments.id),
    // Bought from the CXO page: the enrolment it starts is the 8-month CXO programme.
    programme: text("programme", { enum: ["cxo"] }),
    // The autopay subscription whose charge this is (docs/decisions/0109-autopay.md); null for a payment made by hand.
    autopaySubscriptionId: uuid("autopay_subscription_id").references((): AnyPgColumn => autopaySubscriptions.id),
    // One press of Pay in the browser: a repeated request finds this row instead of creating a second order.
    checkoutKey: text("checkout_key").unique(),
    // Reconciliation lease: the next time a server may ask the provider about this pending payment.
    nextReconcileAt: timestamp("next_reconcile_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("payments_amount_not_negative", sql`${table.amount} >= 0`),
    index("payments_email_created_idx").on(table.email, table.createdAt),
    // A person's payments, by account or by e-mail in any case ('Download my data', account deletion).
    index("payments_user_idx").on(table.userId),
    index("payments_email_lower_idx").on(sql`lower(${table.email})`),
    index("payments_referred_by_idx").on(table.referredByEmail, table.paymentStatus),
    index("payments_pending_idx").on(table.paymentStatus, table.createdAt),
    index("payments_enrolment_idx").on(table.enrolmentId),
    // Successful payments not yet in an enrolment (none, once attached): what every start looks for.
    index("payments_without_enrolment_idx")
      .on(table.createdAt)
      .where(sql`${table.paymentStatus} = 'success' and ${table.enrolmentId} is null`),
    // /admin/payments: newest first (and the date range, and the export's batches), the course and currency
    // filters, and the search, a case-insensitive "contains" on four columns, through trigram indexes (pg_trgm).
    index("payments_created_idx").on(table.createdAt, table.id),
    index("payments_course_created_idx").on(table.course, table.createdAt),
    index("payments_currency_created_idx").on(table.currency, table.createdAt),
    index("payments_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("payments_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("payments_provider_payment_trgm_idx").using("gin", table.razorpayPaymentId.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("payments_order_trgm_idx").using("gin", table.razorpayOrderId.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
  ],
);

// The count and sum of every payment per currency and status, kept by a trigger on payments (drizzle/0011):
// the unfiltered totals line of /admin/payments reads a handful of rows instead of summing 100 000
// (docs/decisions/0036-admin-payments.md). Never written by the application.
export const paymentTotals = pgTable(
  "payment_totals",
  {
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    paymentStatus: text("payment_status", { enum: ["pending", "success", "failed", "cancelled"] }).notNull(),
    payments: bigint("payments", { mode: "number" }).notNull(),
    amount: numeric("amount", { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.paymentStatus] })],
);

// One row per student and course bought; every successful payment belongs to exactly one
// (app/enrolments/enrolment.ts holds the rules; docs/decisions/0035-enrolments.md the migration of old data).
export const enrolments = pgTable(
  "enrolments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentEmail: text("student_email").notNull(), // lower-case
    userId: text("user_id"), // the account, when the payer was signed in
    course: text("course").notNull(),
    batchId: text("batch_id"),
    plan: text("plan", { enum: ENROLMENT_PLANS }).notNull(),
    status: text("status", { enum: ENROLMENT_STATUSES }).notNull().default("active"),
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    country: text("country").notNull(),
    pricePerMonth: numeric("price_per_month", { precision: 12, scale: 2 }).notNull(),
    monthsInPlan: integer("months_in_plan").notNull(),
    monthsPaid: integer("months_paid").notNull(),
    fee: numeric("fee", { precision: 12, scale: 2 }).notNull(),
    amountPaid: numeric("amount_paid", { precision: 12, scale: 2 }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastPaidAt: timestamp("last_paid_at", { withTimezone: true }).notNull().defaultNow(),
    // The India date of the latest instalment: the next one is due 30 days after it (spec 1 §9).
    lastPaidOn: date("last_paid_on")
      .notNull()
      .generatedAlwaysAs(indiaDateOf(sql`last_paid_at`)),
    // An admin's new due date (an extension or a waiver) for the instalment after the payment at `due_override_for`:
    // a later payment moves last_paid_at, so the override stops applying (docs/decisions/0107-collections.md).
    dueOnOverride: date("due_on_override"),
    dueOverrideFor: timestamp("due_override_for", { withTimezone: true }),
    // The next instalment's due date while one is owed: the override, else 30 days after the latest payment.
    dueOn: date("due_on")
      .notNull()
      .generatedAlwaysAs(
        sql`case when due_override_for = last_paid_at and due_on_override is not null then due_on_override
          else ${indiaDateOf(sql`last_paid_at`)} + 30 end`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The collections desk and the reminder job: owing enrolments by due date.
    index("enrolments_owing_due_idx")
      .on(table.dueOn)
      .where(sql`${table.status} = 'active' and ${table.amountPaid} < ${table.fee}`),
    // A second payment for the same course is its next instalment: two concurrent first payments meet here.
    uniqueIndex("enrolments_one_active_course")
      .on(sql`lower(${table.studentEmail})`, table.course)
      .where(sql`${table.status} = 'active' and ${table.plan} <> 'session'`),
    index("enrolments_student_idx").on(sql`lower(${table.studentEmail})`, table.status),
    index("enrolments_user_idx").on(table.userId),
    index("enrolments_due_idx").on(table.status, table.lastPaidOn),
    // The admin overview's new enrolments of the last 30 days.
    index("enrolments_started_idx").on(table.startedAt),
    check("enrolments_amounts_not_negative", sql`${table.fee} >= 0 and ${table.amountPaid} >= 0`),
  ],
);

// Provider webhooks already processed, by the provider's event id: a redelivered event changes nothing.
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    eventId: text("event_id").primaryKey(),
    event: text("event").notNull(),
    razorpayOrderId: text("razorpay_order_id"),
    razorpayPaymentId: text("razorpay_payment_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    // What the event did, written in the transaction of its effect ('processed', 'already-recorded',
    // 'unknown-order', 'amount-mismatch', a refund's outcome …). Null on events received before it was kept.
    outcome: text("outcome"),
  },
  // The admin's payment page lists the events received for one payment.
  (table) => [
    index("webhook_events_order_idx").on(table.razorpayOrderId),
    index("webhook_events_payment_idx").on(table.razorpayPaymentId),
  ],
);

// Every time a payment was checked with the provider, by the periodic reconciliation or an admin's
// 'Check with provider': what the provider said (a ProviderFinding kind, or 'error' when it could not be asked) and
// whether the payment's status changed. Written with the change it led to, in one transaction.
export const paymentReconciliations = pgTable(
  "payment_reconciliations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["scheduled", "admin"] }).notNull(),
    finding: text("finding").notNull(),
    detail: text("detail"),
    changed: boolean("changed").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payment_reconciliations_payment_idx").on(table.paymentId, table.checkedAt)],
);

// spec 1 §9 "Referral": the referrer's 10 % of a successful payment, recorded once per payment.
export const referralCredits = pgTable(
  "referral_credits",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "cascade" }),
    referrerEmail: text("referrer_email").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    // The part of `amount` taken back because the payment was refunded: the credit's share of the processed
    // refunds, recomputed from their total at each one (docs/decisions/0038-refunds.md). Earned = amount − clawed_back.
    clawedBack: numeric("clawed_back", { precision: 12, scale: 2 }).notNull().default("0"),
    createdAt: createdAt(),
  },
  (table) => [
    index("referral_credits_referrer_idx").on(table.referrerEmail),
    check("referral_credits_clawback_within_credit", sql`${table.clawedBack} >= 0 and ${table.clawedBack} <= ${table.amount}`),
  ],
);

// /admin/referrals: money paid to a referrer against their earned credits (docs/decisions/0039-referral-payouts.md).
// Balance per referrer and currency = Σ(credit amount − clawed_back) − Σ(payouts); recorded under an advisory lock
// on the referrer, so two admins at once cannot pay out more than it.
export const referralPayouts = pgTable(
  "referral_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerEmail: text("referrer_email").notNull(), // lower-case, as referral_credits.referrer_email
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    paidOn: date("paid_on").notNull(), // the India date the money was sent
    reference: text("reference").notNull(), // the transfer's reference, such as a UPI transaction id
    // The payout form's hidden key: the same form sent twice (a double click, a resubmitted page) finds this row.
    idempotencyKey: text("idempotency_key").notNull().unique(),
    recordedBy: text("recorded_by").notNull(), // the admin's account id
    createdAt: createdAt(),
  },
  (table) => [
    index("referral_payouts_referrer_idx").on(table.referrerEmail, table.currency),
    check("referral_payouts_amount_positive", sql`${table.amount} > 0`),
  ],
);

// Money given back on a successful payment, all or part, asked by an admin and confirmed by the provider
// (docs/decisions/0038-refunds.md). `pending` and `processed` refunds count against what may still be refunded; a
// `failed` one gives its amount back. Amounts: the payment's minor units, and the INR paise the provider returns.
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    // The refund form's hidden key: the same form sent twice (a double click, a resubmitted page) finds this row.
    refundKey: text("refund_key").notNull().unique(),
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    amount: integer("amount").notNull(),
    providerAmountPaise: integer("provider_amount_paise").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id").unique(),
    failureReason: text("failure_reason"),
    requestedBy: text("requested_by").notNull(), // the admin's account id
    // A refund the provider has not acknowledged yet (no answer): when a server may send it again, same idempotency key.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("refunds_payment_idx").on(table.paymentId, table.createdAt),
    index("refunds_unsent_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending' and ${table.providerRefundId} is null`),
    check("refunds_amounts_positive", sql`${table.amount} > 0 and ${table.providerAmountPaise} > 0`),
    check("refunds_reason_given", sql`length(trim(${table.reason})) > 0`),
  ],
);

/**
 * The columns of a numbered tax document frozen as issued (docs/decisions/0034-tax-invoices.md): an invoice, or a credit
 * note, which has the same ones so that the same PDF renders both. Amounts in the payment's minor units.
 */
const taxDocumentColumns = () => ({
  number: text("number").notNull().unique(),
  financialYear: text("financial_year").notNull(),
  sequence: integer("sequence").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  kind: text("kind", { enum: ["tax-invoice", "export-invoice", "receipt"] }).notNull(),
  buyerName: text("buyer_name").notNull(),
  buyerEmail: text("buyer_email").notNull(),
  buyerState: text("buyer_state"),
  buyerGstin: text("buyer_gstin"),
  course: text("course").notNull(),
  paymentReference: text("payment_reference"),
  currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
  amount: integer("amount").notNull(),
  taxable: integer("taxable").notNull(),
  cgst: integer("cgst").notNull(),
  sgst: integer("sgst").notNull(),
  igst: integer("igst").notNull(),
  placeOfSupply: text("place_of_supply"),
  businessLegalName: text("business_legal_name").notNull(),
  businessAddress: text("business_address").notNull(),
  businessState: text("business_state"),
  businessGstin: text("business_gstin"),
});

// A payment's receipt or GST tax invoice, issued once when the payment first succeeds and never changed: every
// figure and both parties' details are frozen as issued, so the document reads the same forever
// (docs/decisions/0034-tax-invoices.md). Amounts in the payment's minor units.
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    ...taxDocumentColumns(),
  },
  (table) => [
    unique("invoices_year_sequence_unique").on(table.financialYear, table.sequence),
    check("invoices_parts_add_up", sql`${table.taxable} + ${table.cgst} + ${table.sgst} + ${table.igst} = ${table.amount}`),
  ],
);

// The last invoice number given in each financial year: one row per year, bumped under its row lock.
export const invoiceSequences = pgTable("invoice_sequences", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

// The credit note of a processed refund, issued once and frozen like an invoice (the same columns, so the
// same PDF renders it), in its own gapless series per financial year, naming the invoice it reduces. Its figures
// are the refund's share of the invoice's, split the same way (app/invoices/credit-note.ts).
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    refundId: uuid("refund_id")
      .notNull()
      .unique()
      .references(() => refunds.id),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceIssuedAt: timestamp("invoice_issued_at", { withTimezone: true }).notNull(),
    // Its kind, parties and place of supply are the invoice's; its payment reference is the provider's refund id.
    ...taxDocumentColumns(),
  },
  (table) => [
    unique("credit_notes_year_sequence_unique").on(table.financialYear, table.sequence),
    index("credit_notes_invoice_idx").on(table.invoiceId),
    check("credit_notes_parts_add_up", sql`${table.taxable} + ${table.cgst} + ${table.sgst} + ${table.igst} = ${table.amount}`),
  ],
);

// The last credit note number given in each financial year, bumped like `invoice_sequences`.
export const creditNoteSequences = pgTable("credit_note_sequences", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

// /admin/batches: a batch as a thing of its own. Its id is the text every other table already stores in
// batch_id (students, enrolments, sessions, session links); those columns keep no foreign key (docs/decisions/0045-batches.md):
// the admin screens refuse an id that is not here. Batches are deactivated, never deleted. Course, start date and
// capacity are null only on rows the migration made from ids already in use, until an admin completes them.
export const batches = pgTable(
  "batches",
  {
    id: text("id").primaryKey(),
    course: text("course"),
    startDate: date("start_date"),
    schedule: text("schedule"),
    capacity: integer("capacity"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("batches_active_start_idx").on(table.isActive, table.startDate),
    check("batches_capacity_positive", sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

export const studentMasterTable = pgTable(
  "student_master_table",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    studentName: text("student_name").notNull(),
    batchId: text("batch_id"),
    currentCourseName: text("current_course_name"),
    enrollmentDate: date("enrollment_date").notNull().default(indiaToday),
    totalAmountPaid: numeric("total_amount_paid", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: text("currency", { enum: ["INR", "USD"] })
      .notNull()
      .default("INR"),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("student_batch_idx").on(table.batchId),
    index("student_name_idx").on(table.studentName),
    // Enrolment is looked up by e-mail regardless of letter case (library tiers, dashboard).
    index("student_email_lower_idx").on(sql`lower(${table.email})`),
    // /admin/students searches name, e-mail, course and batch with "contains" (and certificates by name).
    index("student_name_trgm_idx").using("gin", table.studentName.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("student_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("student_course_trgm_idx").using("gin", table.currentCourseName.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
    index("student_batch_trgm_idx").using("gin", table.batchId.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
  ],
);

export const batchSessionLinks = pgTable(
  "batch_session_links",
  {
    id: serial("id").primaryKey(),
    batchId: text("batch_id").notNull(),
    courseName: text("course_name").notNull(),
    teamsMeetingLink: text("teams_meeting_link").notNull(),
    meetingId: text("meeting_id"),
    passcode: text("passcode"),
    recurringSchedule: text("recurring_schedule"),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [index("batch_links_batch_active_idx").on(table.batchId, table.isActive)],
);

export const sessionMasterTable = pgTable(
  "session_master_table",
  {
    sessionId: integer("session_id").primaryKey(),
    batchId: text("batch_id").notNull(),
    sessionDate: date("session_date").notNull(),
    sessionStartTime: time("session_start_time").notNull(),
    sessionLink: text("session_link"),
    studyMaterialLink: text("study_material_link"),
    sessionTitle: text("session_title"),
    sessionDescription: text("session_description"),
    // How long the class runs; null means the usual two hours (app/classes/sessions.ts).
    durationMinutes: integer("duration_minutes"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (table) => [
    index("sessions_batch_date_idx").on(table.batchId, table.sessionDate),
    index("sessions_date_idx").on(table.sessionDate),
  ],
);

export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userEmail: text("user_email").notNull(),
    certificateName: text("certificate_name").notNull(),
    // Only for 'Custom Certificate': the title printed instead of the type.
    customTitle: text("custom_title"),
    certificateImageLink: text("certificate_image_link").notNull(),
    dateOfIssuing: date("date_of_issuing").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    // Unguessable public id for /verify/{id}; the row id is never exposed.
    verificationId: text("verification_id")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    // Issued on completion of a batch (docs/decisions/0106-earned-certificates.md): one per student and batch.
    batchId: text("batch_id"),
    course: text("course"),
    issuedOnCompletion: boolean("issued_on_completion").notNull().default(false),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("certificates_one_per_completion")
      .on(sql`lower(${table.userEmail})`, table.batchId)
      .where(sql`${table.issuedOnCompletion}`),
    index("certificates_user_idx").on(table.userEmail, table.isActive, table.dateOfIssuing),
    // /admin/certificates, newest issue date first, searched by the student's e-mail.
    index("certificates_issued_idx").on(table.dateOfIssuing, table.createdAt),
    index("certificates_user_email_lower_idx").on(sql`lower(${table.userEmail})`),
    index("certificates_user_email_trgm_idx").using("gin", table.userEmail.op("gin_trgm_ops")).with(TRIGRAM_INDEX),
  ],
);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    purpose: text("purpose").notNull(),
    additionalDetails: text("additional_details"),
    status: leadStatus(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_created_idx").on(table.createdAt),
    ...leadIndexes("contact", table),
    // A referrer's claims (/admin/referrals), by e-mail in any case.
    index("contact_purpose_email_idx").on(table.purpose, sql`lower(${table.email})`),
  ],
);

export const library = pgTable(
  "library",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publicationType: text("publication_type").notNull(),
    category: text("category"),
    title: text("title").notNull(),
    authorTeam: text("author_team").notNull(),
    level: text("level").notNull(),
    pages: integer("pages"),
    fileSizeMb: numeric("file_size_mb", { precision: 10, scale: 2 }),
    rating: numeric("rating", { precision: 2, scale: 1 }),
    url: text("url").notNull(),
    publicationDate: text("publication_date").notNull(),
    licenseSource: text("license_source").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contributor: text("contributor").notNull(),
    verified: boolean("verified").notNull().default(true),
    access: text("access").notNull().default("Anyone"),
    thumbnailUrl: text("thumbnail_url"),
    githubRepo: text("github_repo"),
    demoUrl: text("demo_url"),
    notes: text("notes"),
    updateDate: timestamp("update_date", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check("library_rating_range", sql`${table.rating} IS NULL OR (${table.rating} >= 0 AND ${table.rating} <= 5)`),
    index("library_type_category_idx").on(table.publicationType, table.category, table.updateDate),
    index("library_update_date_idx").on(table.updateDate),
  ],
);

// One row, counted up by triggers on every statement that changes rows of `library` (drizzle/0022). Each
// server keeps the library's catalogue in memory with the number it was read at, and reads it again once the number
// has moved (app/library/library-catalogue.server.ts).
export const libraryCatalogueVersion = pgTable(
  "library_catalogue_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("library_catalogue_version_one_row", sql`${table.id}`)],
);

export const aispotMaster = pgTable(
  "aispot_master",
  {
    aispotId: uuid("aispot_id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    typeOfPlace: text("type_of_place").notNull(),
    address: text("address").notNull(),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    pinZip: text("pin_zip").notNull(),
    telephone: text("telephone").notNull(),
    aispotEmail: text("aispot_email").notNull(),
    ownerManagerName: text("owner_manager_name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    price: text("price").notNull(),
    mapLink: text("map_link"),
    imageUrl: text("image_url"),
    consent: boolean("consent").notNull().default(false),
    isApproved: boolean("is_approved").notNull().default(false),
    ratings: numeric("ratings", { precision: 2, scale: 1 }),
    qrCodeLink: text("qr_code_link"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("aispot_approved_created_idx").on(table.isApproved, table.createdAt)],
);

export const quizResponses = pgTable(
  "quiz_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    age: integer("age").notNull(),
    occupation: text("occupation").notNull(),
    q1: text("q1").notNull(),
    q2: text("q2").notNull(),
    q3: text("q3").notNull(),
    q4: text("q4").notNull(),
    q5: text("q5").notNull(),
    q6: text("q6").notNull(),
    q7: text("q7").notNull(),
    q8: text("q8").notNull(),
    score: integer("score").notNull(),
    readinessLevel: text("readiness_level").notNull(),
    // No foreign key: a deleted spot's id stays, so its submissions show as 'Unknown Spot' (spec 3 §7),
    // not as 'Direct Website' (docs/decisions/0041-admin-fixes.md).
    aispotId: uuid("aispot_id"),
    status: leadStatus(),
    createdAt: createdAt(),
  },
  (table) => [
    check("quiz_score_range", sql`${table.score} BETWEEN 8 AND 24`),
    index("quiz_created_idx").on(table.createdAt),
    index("quiz_spot_created_idx").on(table.aispotId, table.createdAt),
    ...leadIndexes("quiz", table),
  ],
);

export const leadGenResponses = pgTable(
  "lead_gen_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    age: integer("age"),
    occupation: text("occupation").notNull(),
    organization: text("organization"),
    city: text("city"),
    interestAreas: text("interest_areas").array().notNull(),
    timeline: text("timeline").notNull(),
    needsCertificate: text("needs_certificate"),
    webinarAttended: boolean("webinar_attended").notNull().default(false),
    positiveFeedback: text("positive_feedback"),
    negativeFeedback: text("negative_feedback"),
    rating: integer("rating").notNull().default(0),
    recommend: boolean("recommend").notNull().default(false),
    permissionPublishFeedback: boolean("permission_publish_feedback").notNull().default(false),
    ref1Name: text("ref1_name").notNull(),
    ref1Mobile: text("ref1_mobile").notNull(),
    ref2Name: text("ref2_name").notNull(),
    ref2Mobile: text("ref2_mobile").notNull(),
    declarationText: text("declaration_text").notNull(),
    declarationTimestamp: timestamp("declaration_timestamp", { withTimezone: true }).notNull(),
    status: leadStatus(),
    createdAt: createdAt(),
  },
  (table) => [check("lead_rating_range", sql`${table.rating} BETWEEN 0 AND 5`), ...leadIndexes("lead_gen", table)],
);

// An admin's notes on a lead (a contact message, certificate application or quiz submission, by kind and id).
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: uuid("lead_id").notNull(),
    body: text("body").notNull(),
    authorUserId: text("author_user_id").notNull(), // the admin's auth_user id
    createdAt: createdAt(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadKind, table.leadId, table.createdAt)],
);

// How many leads of each kind have each status, kept by triggers on the three lead tables (drizzle/0021):
// the admin navigation's count of new leads and the unfiltered inbox's total read a few rows, not every lead.
export const leadCounts = pgTable(
  "lead_counts",
  {
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    leads: bigint("leads", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.leadKind, table.status] })],
);

// AI Spot analytics at scale, kept by triggers on quiz_responses (drizzle/0023): each spot's scans (quiz
// submissions through its QR code) and its latest scan, for the tiles and the top three spots; and the submissions of
// each India day, for the unfiltered chart. The screen reads these few rows, not every submission.
export const spotScanCounts = pgTable(
  "spot_scan_counts",
  {
    aispotId: uuid("aispot_id").primaryKey(),
    scans: bigint("scans", { mode: "number" }).notNull(),
    lastScanAt: timestamp("last_scan_at", { withTimezone: true }),
  },
  (table) => [index("spot_scan_counts_top_idx").on(table.scans.desc(), table.lastScanAt.desc())],
);

export const quizDailyCounts = pgTable("quiz_daily_counts", {
  indiaDay: date("india_day", { mode: "string" }).primaryKey(),
  submissions: bigint("submissions", { mode: "number" }).notNull(),
});

// One row per enrolment, due date and kind, written in the same
// transaction as the e-mail it queues: a reminder is sent once, whichever server runs the job, across restarts.
export const enrolmentReminders = pgTable(
  "enrolment_reminders",
  {
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    dueDate: date("due_date").notNull(),
    // 'manual' ('Send reminder now' on the collections desk) keys on the India day it was sent, not a due date: once a day.
    kind: text("kind", { enum: ["before", "due", "overdue-3", "overdue-7", "manual"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.dueDate, table.kind] })],
);

// A class reminder claimed for one session, student and kind — at the session's start time, so a moved session
// is reminded again for its new time (docs/decisions/0044-class-reminders.md). The row and its e-mail are written together.
export const classReminders = pgTable(
  "class_reminders",
  {
    sessionId: integer("session_id").notNull(),
    studentEmail: text("student_email").notNull(), // lower-case
    kind: text("kind", { enum: CLASS_REMINDER_KINDS }).notNull(),
    sessionStartsAt: timestamp("session_starts_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.studentEmail, table.kind, table.sessionStartsAt] })],
);

// A session's new recording link, announced to its batch's students by the recording-notices job; `sent_at` once done.
export const recordingNotices = pgTable(
  "recording_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: integer("session_id").notNull(),
    batchId: text("batch_id").notNull(),
    sessionTitle: text("session_title").notNull(),
    // Due from then; a server that claims the notice pushes it past its lease.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("recording_notices_due_idx").on(table.sentAt, table.nextAttemptAt)],
);

// A student joined this session through /class/join, once however many clicks (the first time kept).
export const classAttendance = pgTable(
  "class_attendance",
  {
    sessionId: integer("session_id").notNull(),
    studentEmail: text("student_email").notNull(), // lower-case, the account's verified address
    userId: text("user_id"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentEmail] }),
    index("class_attendance_student_idx").on(table.studentEmail),
  ],
);

// Addresses that turned class reminders off, by their e-mail's link or on /account (lower-case).
export const classReminderOptOuts = pgTable("class_reminder_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

// Every consent given or withdrawn, one row each, never changed afterwards (docs/decisions/0110-consent-ledger.md):
// a trigger in the migration refuses updates and deletions, except account deletion nulling the person's columns.
// The person is the account, or an e-mail and mobile (E.164); the latest row per person, purpose and channel wins.
export const consentLedger = pgTable(
  "consent_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id"),
    email: text("email"), // lower-case
    mobile: text("mobile"),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    given: boolean("given").notNull(),
    source: text("source").notNull(),
    noticeVersion: integer("notice_version"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consent_ledger_user_idx").on(table.userId, table.purpose, table.channel, table.id),
    index("consent_ledger_mobile_idx").on(table.mobile),
    index("consent_ledger_email_idx").on(table.email),
  ],
);

// ── Infrastructure tables.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    // Files to attach, by reference: each is rendered when the e-mail is sent (an invoice from its frozen row).
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    // Extra message headers (List-Unsubscribe on reminders).
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

// E-mails that anyone can have sent to any address (verification links, password resets), one row per e-mail queued:
// at most 5 to one address in 24 hours (docs/decisions/0081-sign-in-lockout-and-mail-cap.md).
export const cappedEmails = pgTable(
  "capped_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    kind: text("kind", { enum: ["verification", "password-reset"] }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("capped_emails_recipient_idx").on(table.recipient, table.queuedAt)],
);

// E-mail verification links already opened (a hash of the token, never the token): each link works once, wherever it
// is opened (docs/decisions/0082-verification-links-anywhere.md). Kept until the link would have expired anyway.
export const usedVerificationLinks = pgTable("used_verification_links", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    tableName: text("table_name").notNull(),
    rowId: text("row_id").notNull(),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_created_idx").on(table.createdAt),
    // One row's trail (the admin's payment page), newest first.
    index("audit_row_idx").on(table.tableName, table.rowId, table.createdAt),
  ],
);

// /admin/admins: an invitation to become an admin. Only the SHA-256 of the link's token is kept, so the
// table (or a backup of it) never holds a working link. Accepting sets accepted_at once, with a conditional UPDATE.
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").notNull(), // the inviting admin's auth_user id
    role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (table) => [index("admin_invitations_email_idx").on(table.email, table.createdAt)],
);

// A student's private calendar subscription: /calendar/{token}.ics serves their batch's sessions to a
// calendar app without a session cookie. Resetting the token cuts off every copy of the old link.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUser.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

// better-auth reads related rows in one query (advanced.database.joins, auth.server.ts): a session with its user on
// every page, a user with their accounts at sign-in. Its drizzle adapter finds them through these relations.
export const authUserRelations = relations(authUser, ({ many }) => ({
  sessions: many(authSession),
  accounts: many(authAccount),
  twoFactors: many(authTwoFactor),
}));
export const authSessionRelations = relations(authSession, ({ one }) => ({
  user: one(authUser, { fields: [authSession.userId], references: [authUser.id] }),
}));
export const authAccountRelations = relations(authAccount, ({ one }) => ({
  user: one(authUser, { fields: [authAccount.userId], references: [authUser.id] }),
}));
export const authTwoFactorRelations = relations(authTwoFactor, ({ one }) => ({
  user: one(authUser, { fields: [authTwoFactor.userId], references: [authUser.id] }),
}));

// ── The classroom (docs/decisions/0105-classroom.md): a batch's instructors, announcements, assignments and hand-ins.

export const batchInstructors = pgTable(
  "batch_instructors",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.userId] }), index("batch_instructors_user_idx").on(table.userId)],
);

export const classAnnouncements = pgTable(
  "class_announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // The outbox rows of its e-mails, for the sender's per-channel counts.
    emailIds: jsonb("email_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index("class_announcements_batch_idx").on(table.batchId, table.createdAt)],
);

export const assignments = pgTable(
  "assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    brief: text("brief").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    required: boolean("required").notNull().default(true),
    rubric: jsonb("rubric").$type<RubricCriterion[]>().notNull(),
    passMark: integer("pass_mark").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("assignments_batch_idx").on(table.batchId, table.dueAt),
    check("assignments_pass_mark_not_negative", sql`${table.passMark} >= 0`),
  ],
);

// Every version a student hands in is kept; the review is on the version.
export const handIns = pgTable(
  "hand_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentUserId: text("student_user_id").notNull(),
    studentEmail: text("student_email").notNull(), // lower-case
    version: integer("version").notNull(),
    link: text("link"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    late: boolean("late").notNull().default(false),
    status: text("status", { enum: HAND_IN_STATUSES }).notNull().default("submitted"),
    scores: jsonb("scores").$type<number[]>(),
    score: integer("score"),
    feedback: text("feedback"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [
    unique("hand_ins_one_version").on(table.assignmentId, table.studentUserId, table.version),
    index("hand_ins_student_idx").on(table.studentUserId, table.assignmentId, table.version),
    // The review queue: oldest waiting first.
    index("hand_ins_queue_idx")
      .on(table.submittedAt)
      .where(sql`${table.status} = 'submitted'`),
    check("hand_ins_something_handed_in", sql`${table.link} is not null or ${table.fileName} is not null`),
  ],
);

/** PostgreSQL's bytea as a Node Buffer (drizzle has no built-in column for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

// A hand-in's file, in the database so every server sees it and backups hold it; read only to download it.
export const handInFiles = pgTable("hand_in_files", {
  handInId: uuid("hand_in_id")
    .primaryKey()
    .references(() => handIns.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
});

// A course's completion rule; a course without a row has the default (75% attendance, every required assignment).
export const completionRules = pgTable("completion_rules", {
  course: text("course").primaryKey(),
  minAttendancePercent: integer("min_attendance_percent").notNull().default(75),
  requireRequiredAssignments: boolean("require_required_assignments").notNull().default(true),
  updatedBy: text("updated_by"),
  updatedAt: updatedAt(),
});

// Autopay (docs/decisions/0109-autopay.md): one provider plan per course, currency and instalment price, reused.
export const autopayPlans = pgTable(
  "autopay_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerPlanId: text("provider_plan_id").notNull(),
    course: text("course").notNull(),
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    instalmentMinor: integer("instalment_minor").notNull(),
    providerAmountPaise: integer("provider_amount_paise").notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique("autopay_plans_one_per_price").on(table.provider, table.course, table.currency, table.instalmentMinor)],
);

// A provider subscription collecting an enrolment's remaining instalments. The provider's state arrives by webhook in
// any order; `cancel_requested_at` is our wish to end it, carried to the provider by the autopay-cancellations job.
export const autopaySubscriptions = pgTable(
  "autopay_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    studentEmail: text("student_email").notNull(), // lower-case
    planId: uuid("plan_id")
      .notNull()
      .references(() => autopayPlans.id),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    instalmentMinor: integer("instalment_minor").notNull(),
    currency: text("currency", { enum: ["INR", "USD"] }).notNull(),
    providerAmountPaise: integer("provider_amount_paise").notNull(),
    totalCount: integer("total_count").notNull(),
    paidCount: integer("paid_count").notNull().default(0),
    status: text("status", { enum: AUTOPAY_STATUSES }).notNull().default("created"),
    // The provider's time of the event that set `status`: an older event arriving later does not undo it.
    statusAt: timestamp("status_at", { withTimezone: true }),
    nextChargeAt: timestamp("next_charge_at", { withTimezone: true }),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    // Lease of the autopay-cancellations job (claimDue) while it asks the provider to cancel.
    nextCancelAttemptAt: timestamp("next_cancel_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // At most one subscription per enrolment that may still charge.
    uniqueIndex("autopay_subscriptions_one_live")
      .on(table.enrolmentId)
      .where(
        sql`${table.status} in ('created', 'authenticated', 'active', 'pending', 'halted') and ${table.cancelRequestedAt} is null`,
      ),
    index("autopay_subscriptions_enrolment_idx").on(table.enrolmentId, table.createdAt),
    index("autopay_subscriptions_student_idx").on(table.studentEmail),
    index("autopay_subscriptions_next_charge_idx")
      .on(table.nextChargeAt)
      .where(sql`${table.status} in ('authenticated', 'active', 'pending') and ${table.cancelRequestedAt} is null`),
    index("autopay_subscriptions_cancel_idx")
      .on(table.cancelRequestedAt)
      .where(sql`${table.cancelRequestedAt} is not null and ${table.status} not in ('cancelled', 'completed', 'expired')`),
  ],
);

// The pre-debit notice of one charge, written with its e-mail: once per subscription and charge time.
export const autopayDebitNotices = pgTable(
  "autopay_debit_notices",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => autopaySubscriptions.id, { onDelete: "cascade" }),
    chargeAt: timestamp("charge_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.chargeAt] })],
);

// The payment sandbox's own ledger of plans and subscriptions (the provider's side, as Razorpay keeps it on its
// servers): in the database so every server and a restart see the same schedule, charged once (claimDue).
export const sandboxPlans = pgTable("sandbox_plans", {
  id: text("id").primaryKey(),
  amountPaise: integer("amount_paise").notNull(),
  periodDays: integer("period_days").notNull(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => sandboxPlans.id),
    totalCount: integer("total_count").notNull(),
    paidCount: integer("paid_count").notNull().default(0),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    status: text("status", { enum: AUTOPAY_STATUSES }).notNull().default("created"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    chargeAt: timestamp("charge_at", { withTimezone: true }),
    // A developer's or a test's wish: this many charge attempts to come are declined.
    declineCharges: integer("decline_charges").notNull().default(0),
    notes: jsonb("notes").$type<Record<string, string>>().notNull(),
    chargeLeaseUntil: timestamp("charge_lease_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("sandbox_subscriptions_charge_idx").on(table.chargeAt)],
);

// The development clock's offset from real time (one row, written only at /dev/clock; production never has one).
export const appClockOffsets = pgTable(
  "app_clock",
  {
    id: boolean("id").primaryKey().default(true),
    offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("app_clock_one_row", sql`${table.id}`)],
);

// One WhatsApp template message to a person, delivered by the whatsapp-delivery job like the e-mail outbox
// (docs/decisions/0111-whatsapp-notices.md): claimed, retried, and on a permanent failure its fallback e-mail is queued.
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    toNumber: text("to_number").notNull(), // E.164, +91 only
    template: text("template", { enum: WHATSAPP_TEMPLATE_KINDS as [WhatsAppTemplate, ...WhatsAppTemplate[]] }).notNull(),
    parameters: jsonb("parameters").$type<Record<string, string>>().notNull(),
    status: text("status", { enum: WHATSAPP_MESSAGE_STATUSES }).notNull().default("queued"),
    providerMessageId: text("provider_message_id").unique(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    // Each status with when it was reported, in the order they arrived.
    statusHistory: jsonb("status_history").$type<{ status: string; at: string; error?: string }[]>().notNull().default([]),
    // The e-mail this notice stands for, queued instead if WhatsApp cannot deliver it; its outbox id once queued.
    fallbackEmail: jsonb("fallback_message").$type<FallbackEmail>(),
    fallbackEmailId: uuid("fallback_email_id"),
    announcementId: uuid("announcement_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("whatsapp_messages_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index("whatsapp_messages_newest_idx").on(table.createdAt, table.id),
    index("whatsapp_messages_user_idx").on(table.userId),
    index("whatsapp_messages_announcement_idx")
      .on(table.announcementId)
      .where(sql`${table.announcementId} is not null`),
  ],
);
// ── Operations (docs/decisions/0112-backups-metrics-health-desk.md).
// Every backup taken, by `npm run backup` or the daily schedule: what it wrote, or why it failed. A scheduled backup
// claims its India day here (unique), so one server alone takes it.
export const backups = pgTable(
  "backups",
  {
    id: serial("id").primaryKey(),
    trigger: text("trigger", { enum: ["manual", "scheduled"] }).notNull(),
    scheduledDay: date("scheduled_day", { mode: "string" }).unique(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    sha256: text("sha256"),
    schemaVersion: text("schema_version"),
    error: text("error"),
  },
  (table) => [index("backups_started_idx").on(table.startedAt)],
);

// Each background job's latest run across servers, and how many runs and failures it has had.
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }).notNull(),
  lastOk: boolean("last_ok").notNull(),
  lastError: text("last_error"),
  runs: bigint("runs", { mode: "number" }).notNull().default(0),
  failures: bigint("failures", { mode: "number" }).notNull().default(0),
});

// Each server process says it is alive once a minute: the health desk shows the ones seen lately and their uptime.
export const serverHeartbeats = pgTable("server_heartbeats", {
  serverId: text("server_id").primaryKey(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  version: text("version").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
});
