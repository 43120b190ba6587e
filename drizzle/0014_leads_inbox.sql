CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_gen_responses" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_newest_idx" ON "contact_submissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_status_created_idx" ON "contact_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_email_lower_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_name_trgm_idx" ON "contact_submissions" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_mobile_digits_trgm_idx" ON "contact_submissions" USING gin (regexp_replace("mobile", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lead_gen_newest_idx" ON "lead_gen_responses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lead_gen_status_created_idx" ON "lead_gen_responses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lead_gen_email_lower_idx" ON "lead_gen_responses" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "lead_gen_name_trgm_idx" ON "lead_gen_responses" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lead_gen_email_trgm_idx" ON "lead_gen_responses" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lead_gen_mobile_digits_trgm_idx" ON "lead_gen_responses" USING gin (regexp_replace("mobile", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quiz_newest_idx" ON "quiz_responses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quiz_status_created_idx" ON "quiz_responses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quiz_email_lower_idx" ON "quiz_responses" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quiz_name_trgm_idx" ON "quiz_responses" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quiz_email_trgm_idx" ON "quiz_responses" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quiz_mobile_digits_trgm_idx" ON "quiz_responses" USING gin (regexp_replace("mobile", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);