CREATE TABLE "referral_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_email" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "referral_payouts_amount_positive" CHECK ("referral_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "referral_payouts_referrer_idx" ON "referral_payouts" USING btree ("referrer_email","currency");