CREATE TABLE "autopay_debit_notices" (
	"subscription_id" uuid NOT NULL,
	"charge_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_debit_notices_subscription_id_charge_at_pk" PRIMARY KEY("subscription_id","charge_at")
);
--> statement-breakpoint
CREATE TABLE "autopay_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_plan_id" text NOT NULL,
	"course" text NOT NULL,
	"currency" text NOT NULL,
	"instalment_minor" integer NOT NULL,
	"provider_amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_plans_one_per_price" UNIQUE("provider","course","currency","instalment_minor")
);
--> statement-breakpoint
CREATE TABLE "autopay_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"student_email" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"instalment_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_amount_paise" integer NOT NULL,
	"total_count" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"status_at" timestamp with time zone,
	"next_charge_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"next_cancel_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"period_days" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"total_count" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"charge_at" timestamp with time zone,
	"decline_charges" integer DEFAULT 0 NOT NULL,
	"notes" jsonb NOT NULL,
	"charge_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "autopay_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "autopay_debit_notices" ADD CONSTRAINT "autopay_debit_notices_subscription_id_autopay_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."autopay_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_subscriptions" ADD CONSTRAINT "autopay_subscriptions_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_subscriptions" ADD CONSTRAINT "autopay_subscriptions_plan_id_autopay_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."autopay_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_plan_id_sandbox_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sandbox_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_subscriptions_one_live" ON "autopay_subscriptions" USING btree ("enrolment_id") WHERE "autopay_subscriptions"."status" in ('created', 'authenticated', 'active', 'pending', 'halted') and "autopay_subscriptions"."cancel_requested_at" is null;--> statement-breakpoint
CREATE INDEX "autopay_subscriptions_enrolment_idx" ON "autopay_subscriptions" USING btree ("enrolment_id","created_at");--> statement-breakpoint
CREATE INDEX "autopay_subscriptions_student_idx" ON "autopay_subscriptions" USING btree ("student_email");--> statement-breakpoint
CREATE INDEX "autopay_subscriptions_next_charge_idx" ON "autopay_subscriptions" USING btree ("next_charge_at") WHERE "autopay_subscriptions"."status" in ('authenticated', 'active', 'pending') and "autopay_subscriptions"."cancel_requested_at" is null;--> statement-breakpoint
CREATE INDEX "autopay_subscriptions_cancel_idx" ON "autopay_subscriptions" USING btree ("cancel_requested_at") WHERE "autopay_subscriptions"."cancel_requested_at" is not null and "autopay_subscriptions"."status" not in ('cancelled', 'completed', 'expired');--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_charge_idx" ON "sandbox_subscriptions" USING btree ("charge_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_autopay_subscription_id_autopay_subscriptions_id_fk" FOREIGN KEY ("autopay_subscription_id") REFERENCES "public"."autopay_subscriptions"("id") ON DELETE no action ON UPDATE no action;